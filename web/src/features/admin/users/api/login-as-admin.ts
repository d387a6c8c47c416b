import { api } from '@/lib/api-client';
import type { AdminSessionReply } from './types';

/** Local and emulator mode only (DECISIONS 5): a session for the seeded admin, so no password ships in the bundle. */
export async function loginAsAdminForTesting(): Promise<AdminSessionReply> {
  const reply = await api.post<AdminSessionReply>('/dev/login-as-admin', undefined, { auth: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
