import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

/** GET /reservations/admin/{id}: one reservation as it is now (a row refreshed after a conflict). */
export async function getReservation(id: string): Promise<ReservationView> {
  const res = await api.get<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}`);
  return res.data!;
}
