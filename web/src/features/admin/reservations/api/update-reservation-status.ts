import type { ReservationStatus, ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

/** PATCH /reservations/admin/{id}/status: saved on the server (DECISIONS 8). */
export async function updateReservationStatus(id: string, status: ReservationStatus): Promise<ReservationView> {
  const res = await api.patch<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/status`, { status });
  return res.data!;
}
