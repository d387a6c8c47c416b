import { api } from '@/lib/api-client';
import { dataOf, type SessionReply } from './types';

/** POST /users/login with phone and password (spec §7). */
export async function login(phone: string, password: string): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/login', { phone, password }, { auth: false }));
}
