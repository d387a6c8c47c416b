import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import { ACTIVE_BILL_STATUSES, BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, WAITLIST, type BillDoc, type FloorPlanDoc, type WaitlistDoc } from '../domain/floor';
import { RETENTION, expiresAfter } from '../domain/expiry';
import { langOf, type Language } from '../domain/languages';
import { notificationId, waitlistAddedText, waitlistReadyText } from '../domain/notifications';
import type { Settings } from '../domain/settings';
import { holdsTableNow } from '../domain/tables';
import { restaurantDate, restaurantInstant } from '../domain/time';
import {
  LIVE_STATUSES,
  SEATED_SAMPLE_SIZE,
  WAITLIST_STATUS_LABEL,
  averageSeatedMinutes,
  firstWord,
  isLive,
  listOrder,
  placeOf,
  quoteWait,
  referenceFromBytes,
  type PublicWaitlistView,
  type QuoteTable,
  type WaitlistInput,
} from '../domain/waitlist';
import { conflict, notFound } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { readGuest, writeGuestDelta } from './guest-record';
import { LIMITS, hitLimit } from './limits';
import { alreadyQueued, deliver, queueText } from './notifications';
import { seatParty } from './running-bills';
import { readSettings } from './settings';
import { bookingsWithTable } from './tables';
import { refuseNonMobile } from './texting';

/**
 * The waitlist at the door (issue 44, item 4): the counter adds a walk-in party and is given a quoted wait and the
 * party's place; the guest is texted both with a link that shows the place live; the counter texts "table ready"
 * once, then seats the party (their bill opens) or marks them left or a no-show (counted on the guest's record).
 */

/** A day's list never grows past this: a Sunday lunch queue is tens of parties. */
const DAY_LIST_MAX = 200;

export interface WaitlistView {
  id: string;
  reference: string;
  name: string;
  phone: string;
  partySize: number;
  status: WaitlistDoc['status'];
  statusLabel: string;
  /** The live parties' place in the queue; null once seated, left or a no-show. */
  place: number | null;
  quotedMinutes: number;
  addedAt: string;
  addedBy: string;
  notifiedAt: string | null;
  seatedAt: string | null;
  billId: string | null;
  endedAt: string | null;
}

const view = (e: WithId<WaitlistDoc>, place: number | null): WaitlistView => ({
  id: e.id,
  reference: e.reference,
  name: e.name,
  phone: e.phone,
  partySize: e.partySize,
  status: e.status,
  statusLabel: WAITLIST_STATUS_LABEL[e.status],
  place: isLive(e.status) ? place : null,
  quotedMinutes: e.quotedMinutes,
  addedAt: e.addedAt,
  addedBy: e.addedBy.name,
  notifiedAt: e.notifiedAt,
  seatedAt: e.seatedAt,
  billId: e.billId,
  endedAt: e.endedAt,
});

/** A day's entries in the order they came (index: day, addedAt). */
function dayEntries(store: Pick<TxStore, 'query'>, day: string) {
  return store.query<WaitlistDoc>(WAITLIST, {
    where: [{ field: 'day', op: '==', value: day }],
    orderBy: [{ field: 'addedAt', direction: 'asc' }],
    limit: DAY_LIST_MAX,
  });
}

async function today(deps: Pick<AppDeps, 'store' | 'clock'>) {
  const settings = await readSettings(deps.store);
  return { settings, day: restaurantDate(deps.clock.now(), settings.locale.timeZone) };
}

/** GET /api/admin/waitlist: today's list, live parties first with their place. */
export async function listWaitlist(deps: AppDeps) {
  const { day } = await today(deps);
  const entries = await dayEntries(deps.store, day);
  return {
    asOf: deps.clock.now().toISOString(),
    day,
    entries: listOrder(entries).map((e) => view(e, placeOf(e, entries))),
  };
}

/**
 * The tables as the quote sees them: each of the plan's tables, since when its bill has held it, and the time of
 * the booking it is reserved for (the plan's `reserved` state: a table held for a booking is not free). The plan,
 * the active bills (status in open, closed, paid: single-field indexes) and today's bookings given a table (index:
 * date, tableId) are three reads of the plan engineer's data.
 */
async function quoteTables(deps: Pick<AppDeps, 'store'>, settings: Settings, now: Date): Promise<QuoteTable[]> {
  const timeZone = settings.locale.timeZone;
  const [plan, active, bookings] = await Promise.all([
    deps.store.get<FloorPlanDoc>(FLOOR_PLAN, FLOOR_PLAN_ID),
    deps.store.query<BillDoc>(BILLS, { where: [{ field: 'status', op: 'in', value: [...ACTIVE_BILL_STATUSES] }], limit: 500 }),
    bookingsWithTable(deps.store, restaurantDate(now, timeZone)),
  ]);
  const seatedAt = new Map<string, string>();
  for (const b of active) if (!seatedAt.has(b.tableId) || b.seatedAt < seatedAt.get(b.tableId)!) seatedAt.set(b.tableId, b.seatedAt);
  const reservedFor = new Map<string, string>();
  for (const b of bookings) {
    if (!holdsTableNow(b, now, settings.floor, timeZone)) continue;
    const at = restaurantInstant(b.date, b.time, timeZone).toISOString();
    if (!reservedFor.has(b.tableId) || at < reservedFor.get(b.tableId)!) reservedFor.set(b.tableId, at);
  }
  return (plan?.tables ?? []).map((t) => ({ id: t.id, seats: t.seats, seatedAt: seatedAt.get(t.id) ?? null, reservedFor: reservedFor.get(t.id) ?? null }));
}

/** The latest cleared bills (today's and the days before), for the average time seated (index: status, doneAt desc). */
function latestDoneBills(deps: Pick<AppDeps, 'store'>) {
  return deps.store.query<BillDoc>(BILLS, {
    where: [{ field: 'status', op: '==', value: 'done' }],
    orderBy: [{ field: 'doneAt', direction: 'desc' }],
    limit: SEATED_SAMPLE_SIZE,
  });
}

/**
 * POST /api/admin/waitlist: adds a walk-in party, quotes the wait and texts the guest their place and link. The
 * place is counted inside the transaction that adds the entry, from the day's live entries, so two parties added
 * at once are given different places.
 */
export async function addToWaitlist(deps: AppDeps, input: Omit<WaitlistInput, 'lang'> & { lang?: Language }, actor: Actor) {
  const lang = input.lang ?? 'en';
  const now = deps.clock.now();
  const { settings, day } = await today(deps);
  refuseNonMobile(settings, input.phone);
  const [tables, done] = await Promise.all([quoteTables(deps, settings, now), latestDoneBills(deps)]);
  const averageMinutes = averageSeatedMinutes(done, settings.floor.averageSeatedMinutes);
  const id = deps.store.newId();
  const reference = referenceFromBytes(randomBytes(8));
  const outcome = await deps.store.transaction(async (tx) => {
    const entries = await dayEntries(tx, day);
    const taken = await tx.query<WaitlistDoc>(WAITLIST, { where: [{ field: 'reference', op: '==', value: reference }], limit: 1 });
    if (taken.length) throw conflict('Please add the party again: their link could not be made.');
    const ahead = entries.filter((e) => isLive(e.status)).map((e) => e.partySize);
    const quotedMinutes = quoteWait({ tables, ahead, partySize: input.partySize, averageMinutes, now });
    // The queue's order is addedAt's: a party added within the same millisecond as the last is stamped just after it.
    const last = entries.at(-1)?.addedAt;
    const at = new Date(Math.max(now.getTime(), last ? Date.parse(last) + 1 : 0)).toISOString();
    const doc: WaitlistDoc = {
      reference,
      name: input.name,
      phone: input.phone,
      partySize: input.partySize,
      status: 'waiting',
      day,
      addedAt: at,
      addedBy: { uid: actor.uid, name: actor.name },
      quotedMinutes,
      notifiedAt: null,
      seatedAt: null,
      billId: null,
      endedAt: null,
      updatedAt: at,
      expireAt: expiresAfter(at, RETENTION.waitlistMs),
      // The guest's language: both texts are written in it.
      lang,
    };
    tx.create(WAITLIST, id, doc);
    const place = ahead.length + 1;
    const textId = queueText(
      tx,
      {
        kind: 'waitlist-added',
        subjectType: 'waitlist',
        subjectId: id,
        phone: input.phone,
        text: waitlistAddedText(settings, { reference, partySize: input.partySize, place, quotedMinutes }, lang),
      },
      now,
    );
    return { entry: view({ ...doc, id }, place), quotedMinutes, place, textId };
  });
  await deliver(deps, [outcome.textId]);
  return { entry: outcome.entry, quotedMinutes: outcome.quotedMinutes, place: outcome.place };
}

async function readEntry(tx: Pick<TxStore, 'get'>, id: string): Promise<WithId<WaitlistDoc>> {
  const e = await tx.get<WaitlistDoc>(WAITLIST, id);
  if (!e) throw notFound('This party is not on the waitlist');
  return e;
}

const refuseEnded = (e: WaitlistDoc) => {
  if (!isLive(e.status)) throw conflict(`${e.name}'s party is already ${WAITLIST_STATUS_LABEL[e.status].toLowerCase()}`, { status: e.status });
};

/**
 * POST /api/admin/waitlist/:id/notify: texts "your table is ready" once. A second call changes nothing and sends
 * nothing: it answers when the first notification went.
 */
export async function notifyParty(deps: AppDeps, id: string) {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const outcome = await deps.store.transaction(async (tx) => {
    const e = await readEntry(tx, id);
    if (e.notifiedAt) return { entry: e, alreadyNotified: true, textId: null };
    refuseEnded(e);
    const queued = await alreadyQueued(tx, 'waitlist-ready', id);
    const at = now.toISOString();
    tx.update(WAITLIST, id, { status: 'notified', notifiedAt: at, updatedAt: at });
    const textId = queued
      ? null
      : queueText(tx, { kind: 'waitlist-ready', subjectType: 'waitlist', subjectId: id, phone: e.phone, text: waitlistReadyText(settings, e, langOf(e)) }, now);
    return { entry: { ...e, status: 'notified' as const, notifiedAt: at, updatedAt: at }, alreadyNotified: false, textId };
  });
  await deliver(deps, [outcome.textId]);
  return {
    entry: view(outcome.entry, null),
    notifiedAt: outcome.entry.notifiedAt,
    alreadyNotified: outcome.alreadyNotified,
    textId: notificationId('waitlist-ready', id),
  };
}

/**
 * POST /api/admin/waitlist/:id/seat: opens the party's bill on the table (the running bills' seatParty), and marks
 * the entry seated in the same transaction, so a party is never seated twice nor a table given twice.
 */
export async function seatFromWaitlist(deps: AppDeps, id: string, tableId: string, actor: Actor) {
  const e = await readEntry(deps.store, id);
  refuseEnded(e);
  const { billId } = await seatParty(deps, tableId, { guests: e.partySize, name: e.name, phone: e.phone, waitlistId: id }, actor, async (tx, now) => {
    const fresh = await readEntry(tx, id);
    refuseEnded(fresh);
    return (billId) => {
      const at = now.toISOString();
      tx.update(WAITLIST, id, { status: 'seated', seatedAt: at, billId, endedAt: at, updatedAt: at });
    };
  });
  return { billId };
}

/** POST /api/admin/waitlist/:id/no-show: the party was called and never came; counted on the guest's record as a booking's no-show is. */
export async function markNoShow(deps: AppDeps, id: string, actor: Actor) {
  const now = deps.clock.now();
  const entry = await deps.store.transaction(async (tx) => {
    const e = await readEntry(tx, id);
    refuseEnded(e);
    const guest = await readGuest(tx, e.phone);
    const at = now.toISOString();
    tx.update(WAITLIST, id, { status: 'no-show', endedAt: at, updatedAt: at });
    // The record's no-show log keys each entry by the booking; a waitlist entry's id stands in its place.
    writeGuestDelta(tx, guest, { phone: e.phone, name: e.name }, { noShows: 1, noShow: { reservationId: id, date: e.day } }, now);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'guest',
        entityId: e.phone,
        action: 'waitlist-no-show',
        summary: `${e.name}: no-show from the waitlist (${e.partySize})`,
        to: { waitlistId: id },
      },
      now,
    );
    return { ...e, status: 'no-show' as const, endedAt: at, updatedAt: at };
  });
  return { entry: view(entry, null) };
}

/** POST /api/admin/waitlist/:id/left: the party went away before a table freed. */
export async function markLeft(deps: AppDeps, id: string) {
  const now = deps.clock.now();
  const entry = await deps.store.transaction(async (tx) => {
    const e = await readEntry(tx, id);
    refuseEnded(e);
    const at = now.toISOString();
    tx.update(WAITLIST, id, { status: 'left', endedAt: at, updatedAt: at });
    return { ...e, status: 'left' as const, endedAt: at, updatedAt: at };
  });
  return { entry: view(entry, null) };
}

/**
 * GET /api/waitlist/:reference: the guest's page, polled every 20 seconds. It answers the first word of the name,
 * the place, the quoted wait and the status, nothing else. The place is a count of the day's live entries added
 * before (index: day, status, addedAt), one read however long the queue.
 */
export async function publicWaitlist(deps: AppDeps, reference: string, ip: string): Promise<PublicWaitlistView> {
  await hitLimit(deps.store, LIMITS.waitlistPagePerIp, ip, deps.clock.now());
  const [e] = await deps.store.query<WaitlistDoc>(WAITLIST, { where: [{ field: 'reference', op: '==', value: reference }], limit: 1 });
  if (!e) throw notFound('We could not find this place on our waitlist. Please ask at the counter.');
  const place = isLive(e.status)
    ? 1 +
      (await deps.store.count(WAITLIST, [
        { field: 'day', op: '==', value: e.day },
        { field: 'status', op: 'in', value: [...LIVE_STATUSES] },
        { field: 'addedAt', op: '<', value: e.addedAt },
      ]))
    : null;
  return { firstName: firstWord(e.name), place, quotedMinutes: e.quotedMinutes, status: e.status };
}
