import { api } from '@/lib/api-client';
import { dataOf, type SessionReply } from './types';

/** POST /users/register/verify: a right OTP creates the account and answers a session (spec §7). */
export async function verifyRegistration(phone: string, otp: string): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/register/verify', { phone, otp }, { auth: false }));
}
