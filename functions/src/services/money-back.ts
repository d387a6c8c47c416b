import type { AppDeps } from '../deps';
import { COUNTERS, ORDERS, REFUNDS } from '../domain/collections';
import { creditNoteCounterId, creditNoteFor, needsCreditNote, type OrderCreditNote } from '../domain/credit-notes';
import { financialYearAt, type CounterDoc } from '../domain/invoice';
import { toDollars } from '../domain/money';
import { orderReference, orderView, type OrderDoc, type OrderView } from '../domain/orders';
import {
  REFUND_MODE_LABEL,
  refundableCents,
  refundRefusal,
  REFUND_TEXTS,
  type OrderRefund,
  type RefundDoc,
  type RefundInput,
  type RefundMode,
} from '../domain/refunds';
import type { Settings } from '../domain/settings';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';

/**
 * Money going back: the GST credit note an invoiced order gets when it leaves the sales, and the
 * refunds of a paid order. Both are taken inside the order's own transaction, so a failed change
 * uses no credit-note number and records no refund.
 */

/**
 * Reads the credit-note counter when the order has an invoice and no credit note yet: the note is
 * known before any write (its number is the counter's next), and `take` writes the counter.
 */
export async function readCreditNote(
  tx: TxStore,
  order: OrderDoc,
  settings: Pick<Settings, 'tax' | 'locale'>,
  now: Date,
  reason: string,
): Promise<{ note: OrderCreditNote | null; take: () => void }> {
  if (!needsCreditNote(order) || !order.invoice) return { note: null, take: () => {} };
  const fy = financialYearAt(now, settings.locale.timeZone);
  const id = creditNoteCounterId(fy);
  const counter = await tx.get<CounterDoc>(COUNTERS, id);
  const serial = (counter?.last ?? 0) + 1;
  const note = creditNoteFor({ ...order, invoice: order.invoice }, { prefix: settings.tax.invoicePrefix, fy, serial, at: now.toISOString(), reason });
  return { note, take: () => tx.set(COUNTERS, id, { last: serial, updatedAt: now.toISOString() } satisfies CounterDoc) };
}

/**
 * The refund of what is left of a paid order's payment when it is cancelled or voided, or null when
 * nothing is left to give back. A paid order needs the mode the money goes back by (400 without it).
 */
export function balanceRefund(
  order: OrderDoc,
  facts: { id: string; mode: RefundMode | undefined; actor: Actor; at: string; reason: string; kind: OrderRefund['kind'] },
): OrderRefund | null {
  const cents = refundableCents(order);
  if (cents === 0) return null;
  // Paid online, the money goes back the way it came, through the gateway.
  const mode = paidOnline(order) ? 'online' : facts.mode;
  if (!mode) throw badRequest(REFUND_TEXTS.modeNeeded, { field: 'refundMode' });
  refuseOnlineUnlessPaidOnline(order, mode);
  return {
    id: facts.id,
    amountCents: cents,
    mode,
    at: facts.at,
    by: { uid: facts.actor.uid, name: facts.actor.name },
    reason: facts.reason,
    kind: facts.kind,
    ...(mode === 'online' ? { gateway: { refundId: '', status: 'pending' as const } } : {}),
  };
}

/** An order paid through the payment gateway, whose refunds go back through it. */
export const paidOnline = (order: OrderDoc) => order.online?.state === 'paid' && Boolean(order.online.paymentId);

function refuseOnlineUnlessPaidOnline(order: OrderDoc, mode: RefundMode) {
  if (mode === 'online' && !paidOnline(order)) throw badRequest(REFUND_TEXTS.onlineNotPaidOnline, { field: 'mode' });
}

/** The order's fields after a refund; write them with the order's patch. */
export const refundPatch = (order: OrderDoc, refund: OrderRefund): Pick<OrderDoc, 'refunds' | 'refundedCents'> => ({
  refunds: [...(order.refunds ?? []), refund],
  refundedCents: (order.refundedCents ?? 0) + refund.amountCents,
});

/** Writes refunds/{id}, the day's takings' record of it; one through the gateway is marked due until the gateway has it. */
export function writeRefund(tx: TxStore, order: WithId<OrderDoc>, refund: OrderRefund): void {
  const viaGateway = refund.mode === 'online' && order.online?.paymentId ? { gatewayPaymentId: order.online.paymentId, gatewayDue: true } : {};
  tx.create(REFUNDS, refund.id, { ...refund, orderId: order.id, reference: orderReference(order.id), name: order.name, ...viaGateway } satisfies RefundDoc);
}

/** "refund 150.00 by UPI" for an audit summary. */
export const refundWords = (r: OrderRefund) => `refund ${toDollars(r.amountCents).toFixed(2)} by ${REFUND_MODE_LABEL[r.mode]}`;

/** POST /api/orders/{id}/refund: part of a paid order given back, never more than was paid less what was already refunded. */
export async function refundOrder(deps: AppDeps, id: string, input: RefundInput, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const refundId = deps.store.newId();
  return deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound('Order not found');
    const cents = Math.round(input.amount * 100);
    const refundable = refundableCents(order);
    const why = refundRefusal(cents, refundable, Boolean(order.payment));
    if (why) throw conflict(why, { refundable: toDollars(refundable) });
    refuseOnlineUnlessPaidOnline(order, input.mode);
    const refund: OrderRefund = {
      id: refundId,
      amountCents: cents,
      mode: input.mode,
      at,
      by: { uid: actor.uid, name: actor.name },
      reason: input.reason,
      kind: 'partial',
      ...(input.mode === 'online' ? { gateway: { refundId: '', status: 'pending' as const } } : {}),
    };
    const patch: Partial<OrderDoc> = { ...refundPatch(order, refund), updatedAt: at };
    tx.update(ORDERS, id, patch);
    writeRefund(tx, order, refund);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'refund',
        summary: `Order ${orderReference(id)}: ${refundWords(refund)}: ${input.reason}`,
        from: { refunded: toDollars(order.refundedCents ?? 0) },
        to: { refunded: toDollars(patch.refundedCents!), amount: input.amount, mode: input.mode, reason: input.reason },
      },
      now,
    );
    return orderView({ ...order, ...patch });
  });
}
