import { STATUS_TONE, type ReservationStatus } from '@domain/booking';

/** Spec §4 colours: confirmed green, pending yellow, cancelled red, completed blue. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={`badge badge-${STATUS_TONE[status] ?? 'grey'}`}>{status}</span>;
}
