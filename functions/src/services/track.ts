import { invoiceView, type InvoiceView } from '../domain/invoice-view';
import { readSettings } from './settings';
import type { AppDeps } from '../deps';
import { LIMIT_BUCKETS, ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { orderReference } from '../domain/references';
import type { TrackedOrder } from '../domain/track';
import { guestPayment } from '../domain/guest-payment';
import { awaitsPayment, upiRequest } from '../domain/upi';
import { notFound } from '../lib/errors';
import { LIMITS, bucketId, hitLimit, refuseWhenFull, type BucketDoc } from './limits';

/** The one answer to a wrong reference or wrong digits, so neither reveals the other. */
export const NO_MATCH = 'No order matches that reference and phone number.';

/** How many recent Ready orders the estimate averages. */
const ESTIMATE_SAMPLE = 20;
/** Only preparation times from the last week count: last month's quiet Tuesday says little about tonight. */
const ESTIMATE_WINDOW_MS = 7 * 24 * 3600_000;

/** The mean preparation time, in seconds, of the most recent Ready orders; null without any. */
export async function recentPrepSeconds(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<number | null> {
  const since = new Date(deps.clock.now().getTime() - ESTIMATE_WINDOW_MS).toISOString();
  const recent = await deps.store.query<Pick<OrderDoc, 'prepSeconds'>>(ORDERS, {
    where: [{ field: 'readyAt', op: '>=', value: since }],
    orderBy: [{ field: 'readyAt', direction: 'desc' }],
    limit: ESTIMATE_SAMPLE,
  });
  const secs = recent.map((o) => o.prepSeconds).filter((s): s is number => typeof s === 'number' && s > 0);
  return secs.length ? secs.reduce((a, b) => a + b, 0) / secs.length : null;
}

/** The estimate changes slowly, and every guest's poll asks for it: one look-up a minute per instance, not 20 reads a poll. */
const ESTIMATE_KEPT_MS = 60_000;
const estimates = new WeakMap<object, { at: number; seconds: number | null }>();

/** recentPrepSeconds, kept a minute per store (per function instance). */
export async function cachedPrepSeconds(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<number | null> {
  const now = deps.clock.now().getTime();
  const kept = estimates.get(deps.store);
  if (kept && now - kept.at >= 0 && now - kept.at < ESTIMATE_KEPT_MS) return kept.seconds;
  const seconds = await recentPrepSeconds(deps);
  estimates.set(deps.store, { at: now, seconds });
  return seconds;
}

/** "Ready in about N min" for an order still being made: the mean preparation time less what has passed, at least 1. */
export function readyInMinutes(order: Pick<OrderDoc, 'status' | 'verifiedAt' | 'createdAt'>, meanPrepSeconds: number | null, now: Date): number | null {
  if (meanPrepSeconds === null || (order.status !== 'Pending' && order.status !== 'Preparing')) return null;
  const started = Date.parse(order.verifiedAt ?? order.createdAt);
  const left = meanPrepSeconds - (now.getTime() - started) / 1000;
  return Math.max(1, Math.round(left / 60));
}

/**
 * /track/{reference}: a guest follows an order without an account,
 * proving the phone with its last 4 digits. A poll with the right digits reads
 * the order (one query) and the reference's wrong-tries bucket, writes nothing,
 * and takes the estimate kept for the minute. Wrong digits or an unknown reference
 * count against the IP and the reference; once a reference has had its wrong
 * tries, the right digits are refused too, or guessing could go on past the limit.
 */
/** A guest proves only the last 4 digits of the phone here: the invoice shows no more than that. */
const maskedInvoice = (inv: InvoiceView) => ({ ...inv, customer: { ...inv.customer, phone: `******${inv.customer.phone.slice(-4)}` } });

export async function trackOrder(deps: Pick<AppDeps, 'store' | 'clock'>, reference: string, phoneLast4: string, ip: string): Promise<TrackedOrder> {
  const now = deps.clock.now();
  // References are the id's last 6 characters: rare clashes are told apart by the phone.
  const [candidates, wrongTries] = await Promise.all([
    deps.store.query<OrderDoc>(ORDERS, { where: [{ field: 'reference', op: '==', value: reference }], limit: 10 }),
    deps.store.get<BucketDoc>(LIMIT_BUCKETS, bucketId(LIMITS.trackPerReference.name, reference)),
  ]);
  const order = candidates.find((o) => o.isVerified && o.phone.endsWith(phoneLast4) && orderReference(o.id) === reference);
  if (!order) {
    await hitLimit(deps.store, LIMITS.trackPerIp, ip, now);
    await hitLimit(deps.store, LIMITS.trackPerReference, reference, now);
    throw notFound(NO_MATCH);
  }
  refuseWhenFull(LIMITS.trackPerReference, wrongTries?.times ?? [], now);
  const mean = await cachedPrepSeconds(deps);
  // A dine-in guest pays at the table by UPI: the settings are read only for a bill to show or to pay, so a takeaway's poll stays at two reads.
  const payAtTable = order.orderType === 'dine-in' && awaitsPayment(order);
  const settings = order.invoice || payAtTable ? await readSettings(deps.store) : null;
  return {
    reference,
    status: order.status,
    orderType: order.orderType,
    tableNumber: order.tableNumber,
    items: order.items.map((l) => ({ name: l.name, quantity: l.quantity, ...(l.note ? { note: l.note } : {}) })),
    totalCents: order.totalCents,
    tokenNumber: order.tokenNumber ?? null,
    invoice: order.invoice && settings ? maskedInvoice(invoiceView({ ...order, invoice: order.invoice }, settings)) : null,
    upi: payAtTable && settings ? upiRequest(settings, order.totalCents, order.invoice?.number ?? reference) : null,
    payment: guestPayment({ isPaid: order.isPaid, parts: order.payment?.parts ?? [], refunds: order.refunds ?? [] }),
    creditNote: order.creditNote?.number ?? null,
    placedAt: order.verifiedAt ?? order.createdAt,
    readyAt: order.readyAt,
    readyInMinutes: readyInMinutes(order, mean, now),
  };
}
