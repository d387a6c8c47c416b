import { api } from '@/lib/api-client';
import type { AdminSessionReply } from './types';

/** POST /users/admin/login: the server checks the admin password (DECISIONS 1) and answers an admin session. */
export async function adminLogin(password: string): Promise<AdminSessionReply> {
  const reply = await api.post<AdminSessionReply>('/users/admin/login', { password }, { auth: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
