import { PAID_MODE_LABEL } from '@domain/payment-modes';
import type { OrderView } from '@domain/orders';

/** How an order stands with the money, for the orders list: "Paid Online", "Paid Cash + UPI · Refunded ₹50.00"; nothing while unpaid. */
export function paymentNote(o: Pick<OrderView, 'isPaid' | 'payment' | 'refunded'>, money: (amount: number) => string): string {
  const notes: string[] = [];
  if (o.isPaid) notes.push(o.payment ? `Paid ${o.payment.modes.map((m) => PAID_MODE_LABEL[m]).join(' + ')}` : 'Paid');
  if (o.refunded > 0) notes.push(`Refunded ${money(o.refunded)}`);
  return notes.join(' · ');
}
