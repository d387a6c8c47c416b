import type { ReservationStatus } from '@domain/booking';
import { reservationBadgeClass } from '@/lib/reservation-badge';

/** Spec §4 colours: confirmed green, pending yellow, cancelled red, completed blue. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={reservationBadgeClass(status)}>{status}</span>;
}
