import type { ReservationStatus } from '@domain/booking';

/** Reservation badge colours (spec §4): confirmed green, pending yellow, cancelled red, completed blue; no-show is ours and stays grey. */
export const RESERVATION_TONE: Record<ReservationStatus, 'green' | 'yellow' | 'red' | 'blue' | 'grey'> = {
  confirmed: 'green',
  pending: 'yellow',
  requested: 'yellow',
  cancelled: 'red',
  completed: 'blue',
  'no-show': 'grey',
};

/** The badge class of a reservation's status. */
export const reservationBadgeClass = (status: ReservationStatus) => `badge badge-${RESERVATION_TONE[status] ?? 'grey'}`;
