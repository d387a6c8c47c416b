import { ORDERS, RESERVATIONS } from '../domain/collections';
import type { OrderDoc, OrderLine } from '../domain/orders';
import { OTP_POLICY } from '../domain/restaurant';
import type { TxStore, WithId } from '../ports';
import type { OtpState } from './otp';
import type { ReservationDoc } from './reservations';

/**
 * Back, Forward and submit again, or Cancel in the code dialog and submit again: a
 * pending order or booking with the same details from the same phone, whose code is still
 * good, is answered again instead of doubled, and no second code is texted.
 */

/** A code the guest can still enter: not used, not locked by wrong tries, not expired. */
export const codeStillGood = (otp: OtpState | null | undefined, now: Date): otp is OtpState =>
  !!otp && !otp.usedAt && otp.attempts < OTP_POLICY.maxWrongTries && Date.parse(otp.expiresAt) > now.getTime();

/** How many unconfirmed orders from one phone are compared; more than this within a code's life is abuse, answered as new orders are. */
const PENDING_SCAN = 20;

const linesKey = (lines: readonly Pick<OrderLine, 'menuItemId' | 'quantity'>[]) =>
  lines
    .map((l) => `${l.menuItemId}x${l.quantity}`)
    .sort()
    .join(',');

export interface OrderDetails {
  phone: string;
  name: string;
  orderType: OrderDoc['orderType'];
  tableNumber: OrderDoc['tableNumber'];
  customerId: string | null;
  lines: readonly OrderLine[];
  totalCents: number;
  /** Absent: at the counter. */
  paymentMethod?: 'online' | 'counter' | undefined;
}

/** An order to be paid online whose gateway order is open and whose hold has not ended. */
const stillAwaitingPayment = (p: OrderDoc, now: Date) =>
  p.online?.state === 'waiting' && p.online.gatewayOrderId !== '' && Date.parse(p.online.holdUntil) > now.getTime();

/** Read phase of placing an online order: the unconfirmed order with these details whose code is still good (or, paid online, whose hold lasts), if any. */
export async function samePendingOrder(tx: TxStore, o: OrderDetails, now: Date): Promise<WithId<OrderDoc> | null> {
  const pending = await tx.query<OrderDoc>(ORDERS, {
    where: [
      { field: 'phone', op: '==', value: o.phone },
      { field: 'isVerified', op: '==', value: false },
      { field: 'status', op: '==', value: 'Pending' },
    ],
    limit: PENDING_SCAN,
  });
  const key = linesKey(o.lines);
  return (
    pending.find(
      (p) =>
        p.source === 'online' &&
        ((o.paymentMethod ?? 'counter') === 'online' ? stillAwaitingPayment(p, now) : p.paymentMethod !== 'online' && codeStillGood(p.otp, now)) &&
        p.name === o.name &&
        p.orderType === o.orderType &&
        p.tableNumber === o.tableNumber &&
        (p.customerId ?? null) === o.customerId &&
        p.totalCents === o.totalCents &&
        linesKey(p.items) === key,
    ) ?? null
  );
}

export interface BookingDetails {
  name: string;
  email: string | null;
  time: string;
  partySize: number;
  notes: string;
  reminders: boolean | undefined;
}

/** One phone's unconfirmed bookings on a date (read phase of a new booking). */
export async function pendingBookingsOn(tx: TxStore, phone: string, date: string): Promise<WithId<ReservationDoc>[]> {
  return tx.query<ReservationDoc>(RESERVATIONS, {
    where: [
      { field: 'phone', op: '==', value: phone },
      { field: 'date', op: '==', value: date },
      { field: 'status', op: '==', value: 'pending' },
    ],
    limit: PENDING_SCAN,
  });
}

/** The unconfirmed booking among them with the same details and a code still good, if any. */
export function sameBooking(pending: readonly WithId<ReservationDoc>[], b: BookingDetails, now: Date): WithId<ReservationDoc> | null {
  return (
    pending.find(
      (r) =>
        codeStillGood(r.otp, now) &&
        r.name === b.name &&
        (r.email ?? null) === b.email &&
        r.time === b.time &&
        r.partySize === b.partySize &&
        (r.notes ?? '') === b.notes &&
        (r.reminders ?? true) === (b.reminders ?? true),
    ) ?? null
  );
}
