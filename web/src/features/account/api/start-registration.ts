import { api } from '@/lib/api-client';
import { dataOf, type OtpSent } from './types';

export interface StartRegistrationInput {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/** POST /users/register/start: keeps the details and texts an OTP (spec §7). */
export async function startRegistration(input: StartRegistrationInput): Promise<OtpSent> {
  return dataOf(await api.post<OtpSent>('/users/register/start', input, { auth: false }));
}
