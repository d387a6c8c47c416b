import { api } from '@/lib/api-client';

export interface ResentOtp {
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
  /** The new code is kept but could not be texted: what to tell the guest. */
  textFailed?: string;
}

/** POST /api/orders/:id/resend-otp: a new code, 60 s after the last one. */
export async function resendOrderOtp(id: string): Promise<ResentOtp> {
  const res = await api.post<ResentOtp>(`/orders/${encodeURIComponent(id)}/resend-otp`, undefined, { auth: false, appCheck: true, textsCode: true });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}
