import { ORDERS } from '../domain/collections';
import { langOf } from '../domain/languages';
import { guestBadge } from '../domain/guests';
import { orderConfirmedText } from '../domain/notifications';
import { orderReference } from '../domain/references';
import type { OrderDoc } from '../domain/orders';
import type { Settings } from '../domain/settings';
import { restaurantDate } from '../domain/time';
import { stampStations } from '../domain/kitchen-stations';
import type { TxStore, WithId } from '../ports';
import { readTokenCounter } from './bill';
import { readGuest, startGuest } from './guest-record';
import { alreadyQueued, queueText } from './notifications';
import { readPickupConfirm } from './pickup';
import { readHoldRetake } from './holds';
import { readRollupChange, reportStamp } from './report-rollup';

/**
 * What confirming an online order writes, by its code or by its payment: verified, a token, its
 * pickup plates booked for good, the guest's record started, the day's figures counting it, and
 * the confirmation text (with the tracking link) queued once. Reads everything first, as a
 * transaction must; `commit` writes and answers the order as confirmed and the text's id.
 * A pickup slot that filled after a lapsed hold refuses it (409 pickup_full) before any write, as do thalis gone
 * to other guests after the hold was released (409 sold_out).
 */
export async function readConfirmation(tx: TxStore, order: WithId<OrderDoc>, settings: Settings, now: Date, extra: Partial<OrderDoc>) {
  const at = now.toISOString();
  const pickup = await readPickupConfirm(tx, order, settings, now);
  const hold = await readHoldRetake(tx, order);
  const texted = await alreadyQueued(tx, 'order-confirmed', order.id);
  const token = await readTokenCounter(tx, settings, now);
  const guest = await readGuest(tx, order.phone);
  const badge = guestBadge(guest, settings.guests, restaurantDate(now, settings.locale.timeZone));
  const confirmed: Partial<OrderDoc> = {
    isVerified: true,
    verifiedAt: at,
    // Confirmed, it is kept: the TTL policy deletes only unconfirmed orders.
    expireAt: null,
    updatedAt: at,
    ...reportStamp(order.createdAt, settings.locale.timeZone),
    // The kitchen cooks it by station from now: each line's station and one part per station.
    ...stampStations(settings.kitchen, order.items),
    ...extra,
  };
  // The order enters the day's figures in the transaction that confirms it.
  const rollup = await readRollupChange(tx, order, { ...order, ...confirmed }, { at, by: order.name });
  return {
    /** `more`: fields decided after the reads (an invoice number), written with the same update. */
    commit(more: Partial<OrderDoc> = {}): { order: WithId<OrderDoc>; textId: string | null } {
      const patch: Partial<OrderDoc> = {
        ...confirmed,
        ...more,
        ...token.take(),
        // Held for good now: the scheduled work no longer releases it.
        heldUntil: null,
        ...hold.retake(),
        guestBadge: badge,
        // Reliability instead of deposits: the kitchen waits until the counter has called this guest back.
        callBack: order.orderType === 'takeaway' && badge?.confirmFirst && !confirmed.isPaid ? { doneAt: null, by: null } : null,
      };
      tx.update(ORDERS, order.id, patch);
      rollup();
      pickup.keep();
      startGuest(tx, guest, order, now);
      const facts = { reference: orderReference(order.id), orderType: order.orderType, tableNumber: order.tableNumber };
      const textId = texted
        ? null
        : queueText(
            tx,
            {
              kind: 'order-confirmed',
              subjectType: 'order',
              subjectId: order.id,
              phone: order.phone,
              text: orderConfirmedText(settings, facts, langOf(order)),
            },
            now,
          );
      return { order: { ...order, ...patch }, textId };
    },
  };
}
