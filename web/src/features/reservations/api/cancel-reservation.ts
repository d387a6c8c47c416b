import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

/** POST /reservations/manage/cancel: the guest cancels with the token from verifyManage; the seats are freed. */
export async function cancelReservation(reference: string, token: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>('/reservations/manage/cancel', { reference, token }, { auth: false });
  return res.data!;
}
