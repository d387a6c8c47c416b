import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

/** POST /reservations/admin/{id}/undo: reverts the move (seats included) if it is still the latest and at most 10 s old (else 409). */
export async function undoReservationMove(id: string, move: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/undo`, { move });
  return res.data!;
}

/** POST /reservations/admin/{id}/send-due-texts: once the undo window has passed, the text the move held goes now. */
export async function sendReservationDueTexts(id: string): Promise<void> {
  await api.post(`/reservations/admin/${encodeURIComponent(id)}/send-due-texts`, {});
}
