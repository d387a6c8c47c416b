import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import type { OrderBilling } from '../domain/b2b';
import { discountRefusal, discountText, removesDiscount, type DiscountInput, type OrderDiscount } from '../domain/discounts';
import { toDollars } from '../domain/money';
import { orderReference, orderView, type OrderDoc, type OrderView } from '../domain/orders';
import { legacyOrderRates, priceOrder, type OrderRates } from '../domain/pricing';
import type { StaffRole } from '../domain/staff-roles';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { readRollupReprice } from './report-rollup';
import { readSettings } from './settings';
import { refuseRound } from './bill-parts';

/**
 * What the counter changes on an order before its bill: a discount, the service charge, and the
 * business it is billed to. Each in one transaction with its audit entry and, when the figures
 * change, the day's sales rollup. None once the bill is issued (its invoice number is given).
 */

const OPEN = new Set(['Pending', 'Preparing', 'Ready', 'Completed']);

/** The order, if the counter may still change its bill. */
async function readOpenOrder(tx: TxStore, id: string, { paid }: { paid: 'refuse' | 'allow' }): Promise<WithId<OrderDoc>> {
  const order = await tx.get<OrderDoc>(ORDERS, id);
  if (!order) throw notFound('Order not found');
  // A table's round takes its discount, service charge and business at the bill's close.
  refuseRound(order);
  if (!order.isVerified) throw conflict('This order is still awaiting its OTP: change it once it is confirmed');
  if (order.invoice) throw conflict(`The bill ${order.invoice.number} is already issued: it can't be changed`, { invoice: order.invoice.number });
  if (!OPEN.has(order.status)) throw conflict(`A ${order.status} order can't be changed`, { status: order.status });
  if (paid === 'refuse' && order.payment) throw conflict('This order is already paid: its total can no longer change');
  return order;
}

const ratesOfOrder = (o: OrderDoc): OrderRates => o.rates ?? legacyOrderRates(o.orderType, o.gst);

/** The order priced again with its own rates and lines, as they were when it was placed. */
function repriced(order: WithId<OrderDoc>, rates: OrderRates, discount: OrderDiscount | null, at: string): WithId<OrderDoc> {
  return { ...order, rates, ...priceOrder(order.items, rates, discount), discount, updatedAt: at };
}

/** Writes the repriced order with its rollup and audit entry; all reads are done. */
async function saveRepriced(
  tx: TxStore,
  deps: Pick<AppDeps, 'store'>,
  before: WithId<OrderDoc>,
  after: WithId<OrderDoc>,
  actor: Actor,
  audit: { action: string; summary: string; from: Record<string, unknown>; to: Record<string, unknown> },
  now: Date,
): Promise<OrderView> {
  const rollup = await readRollupReprice(tx, before, after, now.toISOString());
  const { id, ...doc } = after;
  const patch: Partial<OrderDoc> = {
    rates: doc.rates,
    subtotalCents: doc.subtotalCents,
    discountCents: doc.discountCents,
    chargeCents: doc.chargeCents,
    taxCents: doc.taxCents,
    totalCents: doc.totalCents,
    taxableCents: doc.taxableCents,
    cgstCents: doc.cgstCents,
    sgstCents: doc.sgstCents,
    igstCents: doc.igstCents,
    roundOffCents: doc.roundOffCents,
    discount: doc.discount ?? null,
    updatedAt: doc.updatedAt,
  };
  tx.update(ORDERS, id, patch);
  rollup();
  auditIn(tx, deps.store, actor, { entity: 'order', entityId: id, ...audit }, now);
  return orderView(after);
}

/** PATCH /api/orders/{id}/discount: counter staff up to the owner's limit (403 discount_limit), owners and managers any; 0 takes it off. */
export async function changeDiscount(deps: AppDeps, id: string, input: DiscountInput, actor: Actor & { role: StaffRole }): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.store.transaction(async (tx) => {
    const order = await readOpenOrder(tx, id, { paid: 'refuse' });
    const settings = await readSettings(tx);
    let discount: OrderDiscount | null = null;
    if (!removesDiscount(input)) {
      const refusal = discountRefusal(actor.role, settings.discounts.counterMaxPercent, order.subtotalCents, input);
      if (refusal?.overLimit) throw new AppError('discount_limit', refusal.message, { limit: settings.discounts.counterMaxPercent });
      if (refusal) throw badRequest(refusal.message);
      discount = { ...input, at, by: { uid: actor.uid, name: actor.name } };
    }
    const after = repriced(order, ratesOfOrder(order), discount, at);
    const off = (d: OrderDiscount | null | undefined) => (d ? discountText(d, (u) => u.toFixed(2)) : 'no discount');
    return saveRepriced(
      tx,
      deps,
      order,
      after,
      actor,
      {
        action: 'discount',
        summary: `Order ${orderReference(id)}: ${off(order.discount)} → ${off(discount)}, ${input.reason}`,
        from: { discount: toDollars(order.discountCents ?? 0), total: toDollars(order.totalCents) },
        to: { discount: toDollars(after.discountCents ?? 0), total: toDollars(after.totalCents), reason: input.reason },
      },
      now,
    );
  });
}

/** PATCH /api/orders/{id}/service-charge: the guest declines or takes the voluntary service charge (DECISIONS 32). */
export async function changeServiceCharge(deps: AppDeps, id: string, serviceCharge: boolean, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.store.transaction(async (tx) => {
    const order = await readOpenOrder(tx, id, { paid: 'refuse' });
    if (order.orderType !== 'dine-in') throw badRequest('A takeaway has a parcel charge, not a service charge: only a dine-in order has one');
    const { serviceCharge: _was, ...rest } = ratesOfOrder(order);
    const rates: OrderRates = serviceCharge ? rest : { ...rest, serviceCharge: false };
    const after = repriced(order, rates, order.discount ?? null, at);
    return saveRepriced(
      tx,
      deps,
      order,
      after,
      actor,
      {
        action: 'service-charge',
        summary: `Order ${orderReference(id)}: service charge ${serviceCharge ? 'added' : 'removed'}`,
        from: { serviceCharge: order.rates?.serviceCharge !== false, charge: toDollars(order.chargeCents) },
        to: { serviceCharge, charge: toDollars(after.chargeCents) },
      },
      now,
    );
  });
}

/** PATCH /api/orders/{id}/billing: the business the tax invoice is billed to, or null to bill a consumer again. */
export async function changeBilling(deps: AppDeps, id: string, billing: OrderBilling | null, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const order = await readOpenOrder(tx, id, { paid: 'allow' });
    const patch: Partial<OrderDoc> = { billing, b2bDay: billing ? (order.reportDay ?? null) : null, updatedAt: now.toISOString() };
    tx.update(ORDERS, id, patch);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'billing',
        summary: `Order ${orderReference(id)}: ${billing ? `billed to ${billing.customerName} (${billing.customerGstin})` : 'billed to a consumer'}`,
        from: order.billing ? { ...order.billing } : null,
        to: billing ? { ...billing } : null,
      },
      now,
    );
    return orderView({ ...order, ...patch });
  });
}
