import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/** POST /users/login (phone and password), as /login does: a custom token and the user it belongs to. */
export async function signInAgain(phone: string, password: string): Promise<{ token: string; user: SessionUser }> {
  const reply = await api.post<{ token: string; user: SessionUser }>('/users/login', { phone, password }, { auth: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
