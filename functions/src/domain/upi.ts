import type { OrderDoc } from './orders';
import type { Settings } from './settings';

/** What a UPI app is asked to pay: the restaurant's UPI id and name, the amount in paise, and the note it keeps. */
export interface UpiRequest {
  upiId: string;
  payeeName: string;
  amountCents: number;
  /** The invoice number, else the order's reference: the guest's UPI app shows it against the payment. */
  note: string;
}

/** A bill's UPI payment link: its QR code, and on a phone a button that opens the guest's UPI app. */
export interface UpiPayment {
  uri: string;
}

/** UPI moves rupees only. */
export const UPI_CURRENCY = 'INR';

/**
 * A query value percent-encoded (a space is %20, never +). The "@" of a UPI id stays as it is: RFC 3986 allows it
 * in a query, and some UPI apps read `pa` without decoding it.
 */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** Paise as rupees with 2 decimals, in whole numbers only: 44200 → "442.00". */
export function upiAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`A UPI amount is whole paise, not ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The UPI deep link of NPCI's linking specification: upi://pay?pa=…&pn=…&am=…&cu=INR&tn=… */
export function upiPayUri(r: UpiRequest): string {
  const params: Array<[string, string]> = [
    ['pa', r.upiId],
    ['pn', r.payeeName],
    ['am', upiAmount(r.amountCents)],
    ['cu', UPI_CURRENCY],
    ['tn', r.note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}

/**
 * The UPI payment of an amount still to pay, or null: with no UPI id in Settings, prices in another currency
 * than rupees, or nothing to pay.
 */
export function upiRequest(settings: Pick<Settings, 'payments' | 'locale' | 'identity'>, amountCents: number, note: string): UpiPayment | null {
  const upiId = settings.payments.upiId.trim();
  if (!upiId || settings.locale.currencyCode !== UPI_CURRENCY || amountCents <= 0) return null;
  const payeeName = settings.payments.upiName.trim() || settings.identity.name;
  return { uri: upiPayUri({ upiId, payeeName, amountCents, note }) };
}

/** The statuses of an order whose bill can still be paid: confirmed and not cancelled, uncollected or voided. */
const PAYABLE = new Set<OrderDoc['status']>(['Pending', 'Preparing', 'Ready', 'Completed']);

/** Whether an order's bill is still to be paid: confirmed, not cancelled or voided, and not paid (online or at the counter). */
export function awaitsPayment(order: Pick<OrderDoc, 'isVerified' | 'isPaid' | 'status'> & { payment?: unknown; creditNote?: unknown }): boolean {
  return order.isVerified && !order.isPaid && !order.payment && !order.creditNote && PAYABLE.has(order.status);
}
