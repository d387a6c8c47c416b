import type { AppDeps } from '../deps';
import { COUNTERS, ORDERS, REFUNDS } from '../domain/collections';
import type { RefundDoc } from '../domain/refunds';
import { dayTakings, strayPaymentOf, type StrayPayment } from '../domain/day-takings';
import {
  financialYearAt,
  invoiceCounterId,
  invoiceNumber,
  tokenCounterId,
  type CounterDoc,
  type OrderInvoice,
  type OrderPayment,
  type SettleInput,
} from '../domain/invoice';
import { orderReference, orderView, type OrderDoc, type OrderView } from '../domain/orders';
import { isRound } from '../domain/running-bill';
import { invoiceView, type InvoiceView } from '../domain/invoice-view';
import type { Settings } from '../domain/settings';
import { dayRange, restaurantDate } from '../domain/time';
import { toDollars } from '../domain/money';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { DocStore, TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { counterTransaction } from './contended';
import { viewerOf, type OrderViewer } from './orders';
import { readSettings } from './settings';
import { readBillPaid, refuseRound } from './bill-parts';

/**
 * The Indian bill. Tokens and invoice serials come from counters/{id}, read and
 * written inside the order's own transaction, so two orders never share a number and a
 * failed write uses none: each counter is its own document (one per day, one per
 * financial year), so contention stays within one day or year.
 */

/** A counter read in a transaction; `take` writes the next number and answers it. Call before the transaction writes anything. */
export async function readCounter(tx: TxStore, id: string): Promise<{ next: number; take: (now: Date) => number }> {
  const doc = await tx.get<CounterDoc>(COUNTERS, id);
  const next = (doc?.last ?? 0) + 1;
  return {
    next,
    take: (now) => {
      tx.set(COUNTERS, id, { last: next, updatedAt: now.toISOString() } satisfies CounterDoc);
      return next;
    },
  };
}

/** The token counter of an order confirmed now: its patch is written with the order. */
export async function readTokenCounter(tx: TxStore, settings: Pick<Settings, 'locale'>, now: Date) {
  const date = restaurantDate(now, settings.locale.timeZone);
  const counter = await readCounter(tx, tokenCounterId(date));
  return { take: (): Pick<OrderDoc, 'tokenNumber' | 'tokenDate'> => ({ tokenNumber: counter.take(now), tokenDate: date }) };
}

/** The invoice counter of the financial year now, or nothing to take when the order already has its number or is a table's round (billed with its bill). */
export async function readInvoiceCounter(tx: TxStore, order: OrderDoc, settings: Settings, now: Date) {
  if (order.invoice || isRound(order)) return { take: (): Pick<OrderDoc, 'invoice'> => ({}) };
  const fy = financialYearAt(now, settings.locale.timeZone);
  const counter = await readCounter(tx, invoiceCounterId(fy));
  return {
    take: (): Pick<OrderDoc, 'invoice'> => {
      const serial = counter.take(now);
      return { invoice: { number: invoiceNumber(settings.tax.invoicePrefix, fy, serial), fy, serial, issuedAt: now.toISOString() } satisfies OrderInvoice };
    },
  };
}

const NOT_FOUND = 'Order not found';
const INVOICE_STATUSES = new Set(['Pending', 'Preparing', 'Ready', 'Completed']);

/** The counter prints the bill: the order gets its invoice number now if it has none. A cancelled or unconfirmed order gets none. */
export async function issueInvoice(deps: AppDeps, id: string, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  return counterTransaction(deps.store, async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    refuseRound(order);
    if (order.invoice) return orderView(order);
    if (!order.isVerified || !INVOICE_STATUSES.has(order.status))
      throw conflict(`A ${order.isVerified ? order.status : 'unconfirmed'} order gets no bill`, { status: order.status });
    const settings = await readSettings(tx);
    const counter = await readInvoiceCounter(tx, order, settings, now);
    const patch: Partial<OrderDoc> = { ...counter.take(), updatedAt: now.toISOString() };
    tx.update(ORDERS, id, patch);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'invoice',
        summary: `Order ${orderReference(id)}: bill ${patch.invoice!.number} printed`,
        to: { invoice: patch.invoice!.number },
      },
      now,
    );
    return orderView({ ...order, ...patch });
  });
}

/**
 * Records how an order was paid: the parts must add up to its total (cash, UPI, card or a
 * split). Paying does not complete the order: the kitchen still moves it on.
 */
export async function settleOrder(deps: AppDeps, id: string, input: SettleInput, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    refuseRound(order);
    if (!order.isVerified) throw conflict('This order is still awaiting its OTP: it can be paid once confirmed');
    if (order.payment) throw conflict('This order is already paid', { status: order.status });
    if (!INVOICE_STATUSES.has(order.status)) throw conflict(`A ${order.status} order can't be paid`, { status: order.status });
    const parts = input.parts.map((p) => ({ mode: p.mode, amountCents: Math.round(p.amount * 100) }));
    const paid = parts.reduce((s, p) => s + p.amountCents, 0);
    if (paid !== order.totalCents) throw badRequest(`The payments add up to ${toDollars(paid)}, but the bill is ${toDollars(order.totalCents)}`);
    const payment: OrderPayment = { parts, modes: [...new Set(parts.map((p) => p.mode))], at: now.toISOString(), by: { uid: actor.uid, name: actor.name } };
    const patch: Partial<OrderDoc> = { payment, paidAt: payment.at, isPaid: true, updatedAt: now.toISOString() };
    // The last part of a table's bill paid makes the bill paid, in the payment's transaction.
    const billPaid = await readBillPaid(tx, order, now);
    tx.update(ORDERS, id, patch);
    billPaid();
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'payment',
        summary: `Order ${orderReference(id)} paid: ${parts.map((p) => `${p.mode} ${toDollars(p.amountCents)}`).join(' + ')}`,
        to: { payment: payment.modes.join('+') },
      },
      now,
    );
    return orderView({ ...order, ...patch });
  });
}

export { invoiceView, type InvoiceView };

/** The invoice, for an admin or the order's guest (with its phone); anyone else gets 404 as for the order. */
export async function getInvoice(deps: AppDeps, id: string, viewer: OrderViewer): Promise<InvoiceView> {
  const order = await deps.store.get<OrderDoc>(ORDERS, id);
  if (!order || !(await viewerOf(deps, order, viewer))) throw notFound(NOT_FOUND);
  if (!order.invoice) throw conflict('This order has no invoice number yet: it gets one when it is completed or its bill is printed');
  return invoiceView({ ...order, invoice: order.invoice }, await readSettings(deps.store));
}

/** The day's payments and refunds, restaurant-local: what the takings and the day-end check are made of. */
export async function moneyOfDay(deps: AppDeps, date: string) {
  const settings = await readSettings(deps.store);
  const { start, end } = dayRange(date, settings.locale.timeZone);
  const inDay = (field: string) => ({
    where: [
      { field, op: '>=' as const, value: start },
      { field, op: '<' as const, value: end },
    ],
  });
  const [paidAll, refundsAll] = await Promise.all([deps.store.query<OrderDoc>(ORDERS, inDay('paidAt')), deps.store.query<RefundDoc>(REFUNDS, inDay('at'))]);
  const paid = paidAll.filter((o) => o.payment);
  const refunds = refundsAll.sort((a, b) => a.at.localeCompare(b.at));
  return { paid, refunds, strays: await strayPayments(deps.store, refunds, paid) };
}

/**
 * The stray payments the refunds give back. Only a refund through the gateway of a payment that is not one of its
 * order's (among the orders already read) costs a read of its order.
 */
export async function strayPayments(store: DocStore, refunds: readonly RefundDoc[], known: readonly WithId<OrderDoc>[] = []): Promise<StrayPayment[]> {
  const byId = new Map<string, WithId<OrderDoc> | null>(known.map((o) => [o.id, o]));
  const own = (r: RefundDoc) => byId.get(r.orderId)?.payment?.parts.some((p) => p.gatewayPaymentId === r.gatewayPaymentId) === true;
  const unknown = [...new Set(refunds.filter((r) => r.gatewayPaymentId && !own(r)).map((r) => r.orderId))].filter((id) => !byId.has(id));
  for (const [i, o] of (await Promise.all(unknown.map((id) => store.get<OrderDoc>(ORDERS, id)))).entries()) byId.set(unknown[i]!, o);
  return refunds.flatMap((r) => {
    const stray = strayPaymentOf(r, byId.get(r.orderId) ?? null);
    return stray ? [stray] : [];
  });
}

/**
 * The day's takings by payment mode (the day-end figures), restaurant-local: every payment taken that
 * day (money was received, even for an order voided since), less the refunds given that day.
 */
export async function paymentsOfDay(deps: AppDeps, date: string) {
  return takingsOf(date, await moneyOfDay(deps, date));
}

/** The takings of a day's payments and refunds, as paymentsOfDay answers them: counter and online apart, and the refunds. */
export function takingsOf(date: string, { paid, refunds, strays }: Awaited<ReturnType<typeof moneyOfDay>>) {
  return dayTakings(date, paid, refunds, strays);
}
export type DayPayments = ReturnType<typeof takingsOf>;
