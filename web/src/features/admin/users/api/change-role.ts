import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/** PATCH /api/users/admin/users/{id}/role: makes a user an admin, or removes the role (which ends that user's sessions at once). */
export async function changeRole(id: string, role: 'admin' | 'user'): Promise<{ user: SessionUser; message: string }> {
  const reply = await api.patch<SessionUser>(`/users/admin/users/${encodeURIComponent(id)}/role`, { role });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { user: reply.data, message: reply.message ?? 'Role changed' };
}
