import { REPORT_DAYS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { applyOrder, bucketOf, emptyDay, exceptionReason, localHour, rollupChange, type DayRollup } from '../domain/reports';
import { restaurantDate } from '../domain/time';
import type { TxStore, WithId } from '../ports';

/** The report day and hour an order confirmed now is stamped with: the day and hour it was placed, in the restaurant's time zone. */
export function reportStamp(createdAt: string, timeZone: string): Pick<OrderDoc, 'reportDay' | 'reportHour'> {
  const placed = new Date(createdAt);
  return { reportDay: restaurantDate(placed, timeZone), reportHour: localHour(placed, timeZone) };
}

/**
 * Reads the day's rollup when an order's change moves it in or out of the figures, inside the
 * order's own transaction; call it after the transaction's other reads. The answer writes the
 * new figures: call it with the transaction's other writes. A change that leaves the order's
 * bucket as it was reads and writes nothing.
 */
export async function readRollupChange(
  tx: TxStore,
  before: WithId<OrderDoc> | null,
  after: WithId<OrderDoc>,
  facts: { at: string; by: string },
): Promise<() => void> {
  const was = before ? bucketOf(before) : null;
  const now = bucketOf(after);
  const day = after.reportDay;
  if (was === now || typeof day !== 'string') return () => {};
  const stored = await tx.get<DayRollup>(REPORT_DAYS, day);
  const { id: _id, ...current } = stored ?? { ...emptyDay(day), id: day };
  const next = rollupChange(current, before, after, { ...facts, reason: after.statusReason || exceptionReason(after.status) });
  return () => {
    if (next) tx.set(REPORT_DAYS, day, next);
  };
}

/**
 * Reads the day's rollup when a counted order's figures change without a move (a discount, the
 * service charge taken off or added back): its old share out, its new one in. Call it after the
 * transaction's other reads, and the answer with its other writes. An order outside the sales reads nothing.
 */
export async function readRollupReprice(tx: TxStore, before: WithId<OrderDoc>, after: WithId<OrderDoc>, at: string): Promise<() => void> {
  const day = after.reportDay;
  if (bucketOf(before) !== 'sale' || bucketOf(after) !== 'sale' || typeof day !== 'string' || before.reportDay !== day) return () => {};
  const stored = await tx.get<DayRollup>(REPORT_DAYS, day);
  const { id: _id, ...current } = stored ?? { ...emptyDay(day), id: day };
  const next = { ...applyOrder(applyOrder(current, before, -1), after, 1), updatedAt: at };
  return () => tx.set(REPORT_DAYS, day, next);
}
