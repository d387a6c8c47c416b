import type { CreateReservationInput } from '@domain/booking';
import { api } from '@/lib/api-client';

export interface CreatedReservation {
  reservationId: string;
  reference: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  /** Only in local mode, where SMS goes to the dev outbox (DECISIONS 4). */
  testOtp?: string;
  /** The booking is kept but its code could not be texted: what to tell the guest. */
  textFailed?: string;
}

/** POST /reservations/create (createReservation): a pending booking that holds its seats until the OTP expires. */
export async function createReservation(input: CreateReservationInput, idempotencyKey: string): Promise<CreatedReservation> {
  const res = await api.post<CreatedReservation>('/reservations/create', input, { auth: false, appCheck: true, textsCode: true, headers: { 'idempotency-key': idempotencyKey } });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}
