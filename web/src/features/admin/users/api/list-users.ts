import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

export type RegisteredUser = SessionUser & { createdAt: string };

export interface UserList {
  users: RegisteredUser[];
  total: number;
  page: number;
  limit: number;
  counts: { verified: number; pending: number; admins: number; awaitingOtp: number };
}

/** GET /users/admin/users (spec §7): newest first, a page at a time. */
export async function listUsers(page: number, limit: number, signal?: AbortSignal): Promise<{ list: UserList; message: string }> {
  const reply = await api.get<UserList>(`/users/admin/users?page=${page}&limit=${limit}`, { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { list: reply.data, message: reply.message ?? `${reply.data.users.length} users loaded successfully` };
}
