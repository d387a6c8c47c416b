import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

/** POST /reservations/verify-otp (verifyReservationOtp): confirms the booking when the code is right and the seats still fit. */
export async function verifyReservationOtp(reservationId: string, otp: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>('/reservations/verify-otp', { reservationId, otp }, { auth: false });
  return res.data!;
}
