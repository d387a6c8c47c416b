import { BILLS, type BillDoc } from '../domain/floor';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { allPartsPaid, BILL_TEXTS, isRound } from '../domain/running-bill';
import { conflict } from '../lib/errors';
import type { TxStore, WithId } from '../ports';

/** Where the order's own bill routes (services/bill.ts) meet a table's running bill (services/running-bills.ts). */

/**
 * Inside a payment's transaction, before its writes: when the order settled is a part of a bill's invoice, the bill
 * becomes paid once every part is. The answer writes it with the payment.
 */
export async function readBillPaid(tx: TxStore, order: WithId<OrderDoc>, now: Date): Promise<() => void> {
  if (!order.billId || !order.billPart) return () => {};
  const bill = await tx.get<BillDoc>(BILLS, order.billId);
  if (!bill || bill.status !== 'closed' || !bill.invoiceOrderIds.includes(order.id)) return () => {};
  const others = bill.invoiceOrderIds.filter((id) => id !== order.id);
  const docs = await Promise.all(others.map((id) => tx.get<OrderDoc>(ORDERS, id)));
  const paid = new Set([order.id, ...others.filter((_, i) => docs[i]?.isPaid)]);
  if (!allPartsPaid(bill.invoiceOrderIds, paid)) return () => {};
  const at = now.toISOString();
  return () => tx.update(BILLS, bill.id, { status: 'paid', paidAt: at, updatedAt: at } satisfies Partial<BillDoc>);
}

/** A round is no sale: its own invoice or payment is refused, pointing to the bill. */
export function refuseRound(order: Pick<OrderDoc, 'billId' | 'round'>): void {
  if (isRound(order)) throw conflict(BILL_TEXTS.roundIsBilled, { billId: order.billId });
}
