import { api } from '@/lib/api-client';
import { dataOf, type OtpSent } from './types';

/** POST /users/register/resend: a new code, allowed 60 s after the last one. */
export async function resendRegistrationOtp(phone: string): Promise<OtpSent> {
  const reply = await api.post<OtpSent>('/users/register/resend', { phone }, { auth: false, appCheck: true, textsCode: true });
  return { ...dataOf(reply), ...(reply.textFailed ? { textFailed: reply.textFailed } : {}) };
}
