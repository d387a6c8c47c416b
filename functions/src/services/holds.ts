import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { parseThaliItemId, soldOutText } from '../domain/thali';
import { AppError } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { readPickupRelease } from './pickup';
import { givePlatesBack, holdsPlates, readOrderThalis, shortThali, takePlates } from './thali';

/**
 * Holds that expire (docs/holds.md): an unconfirmed order paying at the counter holds its thali and pickup plates
 * until its code expires (`heldUntil`), and for good once confirmed. The scheduled work (every 5 minutes) gives back
 * the plates of holds past that instant, once: the order is marked released in the same transaction. A guest whose
 * hold was released asks for a new code, which takes the plates again while there are enough, or answers 409 sold_out.
 * Unpaid online orders expire the same way through their own field (online-payment.ts, awaitingPaymentUntil).
 */

/** Orders released per query; the run queries again while a page comes back full, up to MAX_PAGES. */
const PAGE = 50;
const MAX_PAGES = 10;

/** The scheduled run: every counter-paying order whose code expired unconfirmed gives its plates back. Returns how many did. */
export async function releaseLapsedHolds(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<number> {
  const now = deps.clock.now().toISOString();
  let released = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const lapsed = await deps.store.query<OrderDoc>(ORDERS, {
      where: [{ field: 'heldUntil', op: '<=', value: now }],
      orderBy: [{ field: 'heldUntil', direction: 'asc' }],
      limit: PAGE,
    });
    for (const o of lapsed) if (await releaseHold(deps, o.id)) released += 1;
    if (lapsed.length < PAGE) break;
  }
  return released;
}

/**
 * Gives back one lapsed hold's thali and pickup plates and marks the order released, in one transaction; a second
 * run finds nothing to do. An order confirmed, cancelled or given a new code meanwhile keeps what it has.
 */
async function releaseHold(deps: Pick<AppDeps, 'store' | 'clock'>, id: string): Promise<boolean> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order?.heldUntil || order.heldUntil > at) return false;
    if (order.isVerified || order.status !== 'Pending') {
      tx.update(ORDERS, id, { heldUntil: null });
      return false;
    }
    const thalis = holdsPlates(order)
      ? await readOrderThalis(
          tx,
          order.items.map((l) => l.menuItemId),
        )
      : null;
    const pickup = await readPickupRelease(tx, { ...order, id }, now);
    const patch: Partial<OrderDoc> = { heldUntil: null, holdReleasedAt: at, updatedAt: at };
    if (thalis) patch.platesReturned = givePlatesBack(tx, thalis, order);
    tx.update(ORDERS, id, patch);
    pickup.give();
    return true;
  });
}

/** Why a released order can't have its thalis again. */
const retakeRefusal = (serviceName: string | null, left: number) =>
  left === 0
    ? `${serviceName ? `${soldOutText(serviceName)}: ` : ''}your order was not confirmed in time, and its plates have gone to other guests.`
    : `Your order was not confirmed in time, and only ${left} plate${left === 1 ? ' is' : 's are'} left now. Please order again.`;

/**
 * A new code (or a confirmation) for an order whose hold was released: its thali plates are taken again while
 * enough are left, or it is refused with 409 sold_out (data.itemId, data.platesLeft) before anything is written
 * or texted. Read in the transaction; `retake` writes and returns the order's fields. Pickup plates are held
 * again by readPickupExtend and checked at confirmation (readPickupConfirm).
 */
export async function readHoldRetake(tx: TxStore, order: WithId<OrderDoc>) {
  if (!order.holdReleasedAt) return { retake: (): Partial<OrderDoc> => ({}) };
  const thaliLines = order.platesReturned === true ? order.items.filter((l) => parseThaliItemId(l.menuItemId)) : [];
  const thalis = thaliLines.length
    ? await readOrderThalis(
        tx,
        thaliLines.map((l) => l.menuItemId),
      )
    : null;
  const short = thalis ? shortThali(thalis, thaliLines) : null;
  if (short) throw new AppError('sold_out', retakeRefusal(short.serviceName, short.platesLeft), { itemId: short.itemId, platesLeft: short.platesLeft });
  return {
    retake(): Partial<OrderDoc> {
      if (thalis) takePlates(tx, thalis, thaliLines);
      return { holdReleasedAt: null, ...(thalis ? { platesReturned: false } : {}) };
    },
  };
}
