import { api } from '@/lib/api-client';

export interface ResentOtp {
  reservationId: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  seatsHeld: boolean;
  testOtp?: string;
  /** The new code is kept but could not be texted: what to tell the guest. */
  textFailed?: string;
}

/** POST /reservations/resend-otp (resendReservationOtp): a new code, 60 s after the last one. */
export async function resendReservationOtp(reservationId: string): Promise<{ message: string; data: ResentOtp }> {
  const res = await api.post<ResentOtp>('/reservations/resend-otp', { reservationId }, { auth: false, appCheck: true, textsCode: true });
  return { message: res.message ?? 'OTP resent successfully', data: { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) } };
}
