import type { AppDeps } from '../deps';
import { langOf } from '../domain/languages';
import { emptySlot, holdIsLive, withBooking, withHold, withoutReservation } from '../domain/booking';
import { NOTIFICATIONS, ORDERS, PICKUP_SLOTS, SETTINGS } from '../domain/collections';
import { slotExpireAt } from '../domain/expiry';
import { orderRunningLateText, notificationId } from '../domain/notifications';
import { orderReference, type OrderDoc, type OrderStatus } from '../domain/orders';
import {
  asapPickup,
  pausedUntil,
  pickupDates,
  pickupFullText,
  pickupOffers,
  pickupSlotId,
  platesLeft,
  slotHolding,
  takeawayPausedText,
  upcomingPickupTimes,
  type PickupLoad,
  type PickupOffer,
  type PickupSlotDoc,
  type TakeawayPauseDoc,
} from '../domain/pickup';
import { localClock, type Settings } from '../domain/settings';
import { AppError, badRequest, conflict } from '../lib/errors';
import type { DocStore, TxStore } from '../ports';
import { auditIn, type Actor } from './audit';
import { deliver, queueText } from './notifications';
import { readSettings } from './settings';

/** settings/takeaway: the kitchen's pause of takeaway orders. */
export const TAKEAWAY_PAUSE_ID = 'takeaway';
/** A day has at most 96 quarter hours; two days' slot documents fit in one read. */
const LOAD_LIMIT = 2 * 96;

type Reader = Pick<DocStore, 'get' | 'query'> | Pick<TxStore, 'get' | 'query'>;

export async function readPause(reader: Reader): Promise<TakeawayPauseDoc | null> {
  return reader.get<TakeawayPauseDoc>(SETTINGS, TAKEAWAY_PAUSE_ID);
}

/** The pickup slots of the dates offered, by slot id: one query. */
async function readLoad(reader: Reader, dates: string[]): Promise<Map<string, PickupSlotDoc>> {
  const docs = await reader.query<PickupSlotDoc>(PICKUP_SLOTS, { where: [{ field: 'date', op: 'in', value: dates }], limit: LOAD_LIMIT });
  return new Map(docs.map(({ id: _id, ...d }) => [pickupSlotId(d), { ...d, booked: d.booked ?? {}, holds: d.holds ?? {} }]));
}

export interface PickupTimesView {
  plates: number;
  /** Pickup times with room for the plates, today's and the next open day's. */
  times: Array<{ at: string; date: string; time: string; platesLeft: number }>;
  /** "As soon as possible": the first of them, when it is today and orders are taken now. */
  asap: { at: string; date: string; time: string } | null;
  /** Set while the kitchen has paused takeaway. */
  pausedUntil: string | null;
  pausedMessage: string | null;
  platesPerSlot: number;
}

/** GET /api/ordering/pickup-times?plates=N. Reads: settings, the pause, one query of two days' slots. */
export async function pickupTimes(deps: Pick<AppDeps, 'store' | 'clock'>, plates: number): Promise<PickupTimesView> {
  const now = deps.clock.now();
  const [settings, pause] = await Promise.all([readSettings(deps.store), readPause(deps.store)]);
  const load = await readLoad(deps.store, pickupDates(settings, now));
  const offers = pickupOffers(settings, now, load, plates);
  const asap = asapPickup(settings, now, offers);
  const until = pausedUntil(pause, now);
  return {
    plates,
    times: offers.map(({ at, date, time, platesLeft: left }) => ({ at, date, time, platesLeft: left })),
    asap: asap ? { at: asap.at, date: asap.date, time: asap.time } : null,
    pausedUntil: until,
    pausedMessage: until ? takeawayPausedText(until, settings.locale.timeZone) : null,
    platesPerSlot: settings.takeaway.platesPerSlot,
  };
}

const pickupFull = (
  settings: Settings,
  now: Date,
  plates: number,
  asked: PickupOffer | { date: string; time: string; at: string } | null,
  earliest: PickupOffer | null,
) =>
  new AppError('pickup_full', pickupFullText(plates, asked, earliest, now, settings.locale.timeZone), {
    earliest: earliest ? { at: earliest.at, date: earliest.date, time: earliest.time } : null,
  });

/** The chosen time when it is offered and has room, else the ASAP time; refused (400 or 409 naming the earliest with room) otherwise. */
async function choosePickup(tx: TxStore, settings: Settings, plates: number, pickupAt: string | undefined, now: Date) {
  const load = await readLoad(tx, pickupDates(settings, now));
  const offers = pickupOffers(settings, now, load, plates);
  let slot: PickupOffer;
  if (pickupAt) {
    const asked = upcomingPickupTimes(settings, now).find((p) => p.at === pickupAt);
    if (!asked) throw badRequest('That pickup time is no longer offered. Please choose another.', { field: 'pickupAt' });
    const fits = offers.find((p) => p.at === pickupAt);
    if (!fits) throw pickupFull(settings, now, plates, asked, offers.find((p) => p.at > pickupAt) ?? offers[0] ?? null);
    slot = fits;
  } else {
    const asap = asapPickup(settings, now, offers);
    if (!asap) throw pickupFull(settings, now, plates, null, offers[0] ?? null);
    slot = asap;
  }
  return { slot, doc: load.get(pickupSlotId(slot)) ?? emptySlot(slot.date, slot.time, now) };
}

/**
 * A new online takeaway's pickup, read and decided inside the order's transaction: refused while paused,
 * at a time not offered (past the lead time or the last takeaway time), or without room; without a chosen
 * time, the earliest with room today while orders are taken. `take` writes the hold after the reads.
 */
export async function readPickupForOrder(tx: TxStore, settings: Settings, plates: number, pickupAt: string | undefined, now: Date) {
  const until = pausedUntil(await readPause(tx), now);
  if (until) throw new AppError('takeaway_paused', takeawayPausedText(until, settings.locale.timeZone), { until });
  const { slot, doc } = await choosePickup(tx, settings, plates, pickupAt, now);
  return {
    slot,
    /** Holds the plates until the order's code expires; returns the order's pickup fields. */
    take(orderId: string, holdUntil: string): Pick<OrderDoc, 'pickupAt' | 'pickupSlot' | 'plates'> {
      writeSlot(tx, settings, withHold(doc, orderId, plates, holdUntil, now));
      return { pickupAt: slot.at, pickupSlot: { date: slot.date, time: slot.time }, plates };
    },
  };
}

/**
 * A counter takeaway's pickup, read and decided inside the walk-in's transaction, by the same rules as online
 * (offered times, lead time, plates per 15 minutes): the kitchen's capacity is the same whoever takes the order.
 * The counter is never refused silently: a full slot, or no ASAP late in the evening, answers 409 naming the
 * earliest time with room, and the counter picks it. A takeaway pause does not refuse it (staff are face to face
 * with the guest, as for the hours). `book` books the plates for good: a counter order is confirmed at once.
 */
export async function readCounterPickup(tx: TxStore, settings: Settings, plates: number, pickupAt: string | undefined, now: Date) {
  const { slot, doc } = await choosePickup(tx, settings, plates, pickupAt, now);
  return {
    book(orderId: string): Pick<OrderDoc, 'pickupAt' | 'pickupSlot' | 'plates'> {
      writeSlot(tx, settings, withBooking(doc, orderId, plates, now));
      return { pickupAt: slot.at, pickupSlot: { date: slot.date, time: slot.time }, plates };
    },
  };
}

function writeSlot(tx: TxStore, settings: Pick<Settings, 'locale'>, slot: PickupSlotDoc) {
  tx.set(PICKUP_SLOTS, pickupSlotId(slot), { ...slot, expireAt: slotExpireAt(slot.date, slot.time, settings.locale.timeZone) });
}

/** A stored slot without its id, its maps never missing. */
function settled(doc: PickupSlotDoc & { id: string }): PickupSlotDoc {
  const { id: _id, ...slot } = doc;
  return { ...slot, booked: slot.booked ?? {}, holds: slot.holds ?? {} };
}

async function readOrderSlot(tx: TxStore, order: OrderDoc, now: Date): Promise<PickupSlotDoc | null> {
  if (!order.pickupSlot) return null;
  const doc = await tx.get<PickupSlotDoc>(PICKUP_SLOTS, pickupSlotId(order.pickupSlot));
  return doc ? settled(doc) : emptySlot(order.pickupSlot.date, order.pickupSlot.time, now);
}

/** An order's plates given back (cancelled, voided, deleted): read first, write with `give`. Giving twice gives nothing more. */
export async function readPickupRelease(tx: TxStore, order: OrderDoc & { id: string }, now: Date) {
  const slot = await readOrderSlot(tx, order, now);
  const settings = slot ? await readSettings(tx) : null;
  return {
    give(): void {
      if (slot && settings) writeSlot(tx, settings, withoutReservation(slot, order.id, now));
    },
  };
}

/**
 * An order's plates held for good when its code is confirmed: its hold, or, when the hold has lapsed
 * (a late code), room still free. Without room the confirmation is refused, naming the earliest time that fits.
 */
export async function readPickupConfirm(tx: TxStore, order: OrderDoc & { id: string }, settings: Settings, now: Date) {
  const slot = await readOrderSlot(tx, order, now);
  if (!slot || !order.pickupSlot) return { keep: () => undefined };
  const plates = order.plates ?? 0;
  if (!holdIsLive(slot, order.id, now) && platesLeft(settings, slot, now, order.id) < plates) {
    const load = await readLoad(tx, pickupDates(settings, now));
    const asked = { ...order.pickupSlot, at: order.pickupAt ?? '' };
    throw pickupFull(settings, now, plates, asked, pickupOffers(settings, now, load, plates)[0] ?? null);
  }
  return { keep: () => writeSlot(tx, settings, withBooking(slot, order.id, plates, now)) };
}

/** A new code for an unconfirmed takeaway: its hold lasts as long as the new code, while there is room. */
export async function readPickupExtend(tx: TxStore, order: OrderDoc & { id: string }, now: Date) {
  const slot = await readOrderSlot(tx, order, now);
  const settings = slot ? await readSettings(tx) : null;
  return {
    extend(until: string): void {
      if (!slot || !settings) return;
      const plates = order.plates ?? 0;
      if (holdIsLive(slot, order.id, now) || platesLeft(settings, slot, now, order.id) >= plates)
        writeSlot(tx, settings, withHold(slot, order.id, plates, until, now));
    },
  };
}

/** An undone cancellation takes its plates back, or is refused when they have gone to someone else. */
export async function readPickupRetake(tx: TxStore, order: OrderDoc & { id: string }, now: Date) {
  const slot = await readOrderSlot(tx, order, now);
  const settings = slot ? await readSettings(tx) : null;
  if (slot && settings && platesLeft(settings, slot, now, order.id) < (order.plates ?? 0))
    throw conflict("That pickup time's plates have gone to other orders since, so the cancellation can't be undone");
  return {
    retake(): void {
      if (slot && settings) writeSlot(tx, settings, withBooking(slot, order.id, order.plates ?? 0, now));
    },
  };
}

/** POST /api/admin/takeaway/pause {minutes}: new takeaway orders are refused until then. */
export async function pauseTakeaway(deps: AppDeps, minutes: number, actor: Actor): Promise<{ pausedUntil: string | null }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + minutes * 60_000).toISOString();
  await deps.store.transaction(async (tx) => {
    tx.set(SETTINGS, TAKEAWAY_PAUSE_ID, { pausedUntil: until, by: { uid: actor.uid, name: actor.name }, at: now.toISOString() } satisfies TakeawayPauseDoc);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'setting',
        entityId: TAKEAWAY_PAUSE_ID,
        action: 'update',
        summary: `Takeaway paused for ${minutes} min`,
        from: null,
        to: { pausedUntil: until },
      },
      now,
    );
  });
  return { pausedUntil: until };
}

/** DELETE /api/admin/takeaway/pause: takeaway orders are taken again. */
export async function resumeTakeaway(deps: AppDeps, actor: Actor): Promise<{ pausedUntil: null }> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    tx.set(SETTINGS, TAKEAWAY_PAUSE_ID, { pausedUntil: null, by: { uid: actor.uid, name: actor.name }, at: now.toISOString() } satisfies TakeawayPauseDoc);
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'setting', entityId: TAKEAWAY_PAUSE_ID, action: 'update', summary: 'Takeaway resumed', from: null, to: { pausedUntil: null } },
      now,
    );
  });
  return { pausedUntil: null };
}

/** GET /api/admin/takeaway: the pause, for the Dashboard. */
export async function takeawayState(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<{ pausedUntil: string | null }> {
  return { pausedUntil: pausedUntil(await readPause(deps.store), deps.clock.now()) };
}

const OPEN: OrderStatus[] = ['Pending', 'Preparing'];
/** Open takeaway orders moved by one "running late", at most. */
const LATE_LIMIT = 100;

/**
 * POST /api/admin/takeaway/running-late {minutes}: every open takeaway order's promised pickup moves
 * later, its plates with it to the pickup slot of the new time (in the same transaction), and each guest is texted the
 * new time once (a second "running late" moves the time, not another text). The kitchen is late already: a slot the
 * plates move into may go over its plates per 15 minutes, and then offers new guests no room.
 */
export async function runningLate(deps: AppDeps, minutes: number, actor: Actor): Promise<{ moved: number; texted: number }> {
  const now = deps.clock.now();
  const open = await deps.store.query<OrderDoc>(ORDERS, {
    where: [
      { field: 'isVerified', op: '==', value: true },
      { field: 'status', op: 'in', value: OPEN },
    ],
    orderBy: [{ field: 'verifiedAt', direction: 'asc' }],
    limit: LATE_LIMIT,
  });
  const ids = open.filter((o) => o.orderType === 'takeaway' && o.pickupAt).map((o) => o.id);
  const outcome = await deps.store.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const orders = await Promise.all(ids.map((id) => tx.get<OrderDoc>(ORDERS, id)));
    const texted = await Promise.all(ids.map((id) => tx.get(NOTIFICATIONS, notificationId('order-running-late', id))));
    const moves = orders.map((order) => {
      if (!order || !OPEN.includes(order.status) || !order.pickupAt) return null;
      const pickupAt = new Date(Date.parse(order.pickupAt) + minutes * 60_000).toISOString();
      const to = order.pickupSlot ? slotHolding(order.pickupSlot, pickupAt, settings.locale.timeZone) : null;
      return { order, pickupAt, to };
    });
    // The plates promised move with the promise: every slot a move leaves or enters, read once before any write.
    const slotIds = [...new Set(moves.flatMap((m) => (m?.to && m.order.pickupSlot ? [pickupSlotId(m.order.pickupSlot), pickupSlotId(m.to)] : [])))];
    const slotDocs = await Promise.all(slotIds.map((id) => tx.get<PickupSlotDoc>(PICKUP_SLOTS, id)));
    const slots = new Map(slotIds.map((id, i) => [id, slotDocs[i] ? settled(slotDocs[i]) : null]));
    const changed = new Set<string>();
    const textIds: string[] = [];
    let moved = 0;
    moves.forEach((m, i) => {
      if (!m) return;
      const { order, pickupAt, to } = m;
      const fromId = order.pickupSlot ? pickupSlotId(order.pickupSlot) : null;
      const from = fromId ? slots.get(fromId) : null;
      const plates = from?.booked[order.id];
      if (fromId && from && to && plates !== undefined && pickupSlotId(to) !== fromId) {
        const toId = pickupSlotId(to);
        slots.set(fromId, withoutReservation(from, order.id, now));
        slots.set(toId, withBooking(slots.get(toId) ?? emptySlot(to.date, to.time, now), order.id, plates, now));
        changed.add(fromId).add(toId);
      }
      tx.update(ORDERS, order.id, {
        pickupAt,
        pickupLateMinutes: (order.pickupLateMinutes ?? 0) + minutes,
        ...(to ? { pickupSlot: { date: to.date, time: to.time } } : {}),
        updatedAt: now.toISOString(),
      });
      moved += 1;
      if (texted[i]) return;
      const time = localClock(new Date(pickupAt), settings.locale.timeZone).time;
      const text = orderRunningLateText(settings, { reference: orderReference(order.id), time }, langOf(order));
      textIds.push(queueText(tx, { kind: 'order-running-late', subjectType: 'order', subjectId: order.id, phone: order.phone, text }, now));
    });
    for (const id of changed) writeSlot(tx, settings, slots.get(id)!);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'setting',
        entityId: TAKEAWAY_PAUSE_ID,
        action: 'update',
        summary: `Takeaway running late +${minutes} min: ${moved} orders moved`,
        from: null,
        to: { minutes, moved },
      },
      now,
    );
    return { moved, textIds };
  });
  await deliver(deps, outcome.textIds);
  return { moved: outcome.moved, texted: outcome.textIds.length };
}

export type { PickupLoad };
