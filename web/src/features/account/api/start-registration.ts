import { api } from '@/lib/api-client';
import { dataOf, type OtpSent } from './types';

export interface StartRegistrationInput {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/**
 * POST /users/register/start: keeps the details and texts an OTP (spec §7). Sent again within
 * 60 s, the server keeps the code it already sent and says so in the message.
 */
export async function startRegistration(input: StartRegistrationInput): Promise<{ sent: OtpSent; message: string }> {
  const reply = await api.post<OtpSent>('/users/register/start', input, { auth: false, appCheck: true, textsCode: true });
  return { sent: { ...dataOf(reply), ...(reply.textFailed ? { textFailed: reply.textFailed } : {}) }, message: reply.message ?? 'OTP sent to your mobile number' };
}
