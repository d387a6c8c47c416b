import type { AppDeps } from '../deps';
import { DEV_OUTBOX, GUESTS, NOTIFICATIONS, ORDERS, RESERVATIONS } from '../domain/collections';
import { guestBadge, guestView, maskedPhone, type GuestBadge, type GuestDoc, type GuestEditInput, type GuestTag, type GuestView } from '../domain/guests';
import { orderReference, type OrderDoc } from '../domain/orders';
import { phoneDigits } from '../domain/search';
import { restaurantDate } from '../domain/time';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { DocStore, Filter } from '../ports';
import { auditIn, type Actor } from './audit';
import { readSettings } from './settings';
import type { ReservationDoc } from './reservations';

/** The list shows this many guests; a search answers at most this many matches. */
export const GUEST_LIST_LIMIT = 50;
/** The guest's page lists this many of their latest bookings and orders. */
export const GUEST_HISTORY_LIMIT = 20;
/** Erasing a guest changes their orders and bookings this many per transaction. */
const ERASE_BATCH = 100;

const prefixRange = (field: string, prefix: string): Filter[] => [
  { field, op: '>=', value: prefix },
  { field, op: '<', value: `${prefix}\uf8ff` },
];

async function today(deps: AppDeps) {
  const settings = await readSettings(deps.store);
  return { settings, day: restaurantDate(deps.clock.now(), settings.locale.timeZone) };
}

export interface GuestListRow {
  phone: string;
  name: string;
  visits: number;
  orders: number;
  bookings: number;
  noShows: number;
  lastVisit: string | null;
  tags: GuestTag[];
  regular: boolean;
  confirmFirst: boolean;
}

/**
 * GET /api/admin/guests?search=: the most recently active guests, or those whose phone starts
 * with the digits typed (any way of writing it: +91, a leading 0, spaces), or whose name or last
 * name starts with the text. Each is one indexed range query: no scan of the collection.
 */
export async function listGuests(deps: AppDeps, search: string): Promise<{ guests: GuestListRow[]; limit: number }> {
  const { settings, day } = await today(deps);
  const limit = GUEST_LIST_LIMIT;
  let docs: (GuestDoc & { id: string })[];
  const digits = search ? phoneDigits(search) : null;
  if (!search) {
    docs = await deps.store.query<GuestDoc>(GUESTS, { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit });
  } else if (digits) {
    docs = await deps.store.query<GuestDoc>(GUESTS, { where: prefixRange('phone', digits), orderBy: [{ field: 'phone' }], limit });
  } else {
    const key = search.trim().replace(/\s+/g, ' ').toLowerCase();
    const [byName, byLast] = await Promise.all([
      deps.store.query<GuestDoc>(GUESTS, { where: prefixRange('nameKey', key), orderBy: [{ field: 'nameKey' }], limit }),
      deps.store.query<GuestDoc>(GUESTS, { where: prefixRange('lastNameKey', key), orderBy: [{ field: 'lastNameKey' }], limit }),
    ]);
    const seen = new Set<string>();
    docs = [...byName, ...byLast].filter((g) => !seen.has(g.id) && seen.add(g.id)).slice(0, limit);
  }
  return {
    limit,
    guests: docs.map((g) => {
      const v = guestView(g, settings.guests, day);
      return {
        phone: v.phone,
        name: v.name,
        visits: v.visits,
        orders: v.orders,
        bookings: v.bookings,
        noShows: v.noShows,
        lastVisit: v.lastVisit,
        tags: v.tags,
        regular: v.regular,
        confirmFirst: v.confirmFirst,
      };
    }),
  };
}

export interface GuestDetail extends GuestView {
  recentBookings: Array<{ id: string; reference: string; date: string; time: string; partySize: number; status: string; occasion: string | null }>;
  recentOrders: Array<{ id: string; reference: string; createdAt: string; orderType: string; status: string; total: number }>;
}

const recordNotFound = () => notFound('No guest with this phone number yet: a record starts with their first order or booking.');

/** GET /api/admin/guests/{phone}: the record with the latest bookings and orders (two indexed queries, 20 each). */
export async function getGuest(deps: AppDeps, phone: string): Promise<GuestDetail> {
  const { settings, day } = await today(deps);
  const [g, bookings, orders] = await Promise.all([
    deps.store.get<GuestDoc>(GUESTS, phone),
    deps.store.query<ReservationDoc>(RESERVATIONS, {
      where: [{ field: 'phone', op: '==', value: phone }],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: GUEST_HISTORY_LIMIT,
    }),
    deps.store.query<OrderDoc>(ORDERS, {
      where: [{ field: 'phone', op: '==', value: phone }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: GUEST_HISTORY_LIMIT,
    }),
  ]);
  if (!g) throw recordNotFound();
  return {
    ...guestView(g, settings.guests, day),
    recentBookings: bookings.map((r) => ({
      id: r.id,
      reference: r.reference,
      date: r.date,
      time: r.time,
      partySize: r.partySize,
      status: r.status,
      occasion: r.occasion ?? null,
    })),
    recentOrders: orders
      .filter((o) => o.isVerified)
      .map((o) => ({ id: o.id, reference: orderReference(o.id), createdAt: o.createdAt, orderType: o.orderType, status: o.status, total: o.totalCents / 100 })),
  };
}

/** PATCH /api/admin/guests/{phone}: staff's notes and tags, audited. */
export async function editGuest(deps: AppDeps, phone: string, input: GuestEditInput, actor: Actor): Promise<GuestView> {
  const now = deps.clock.now();
  const { settings, day } = await today(deps);
  const saved = await deps.store.transaction(async (tx) => {
    const found = await tx.get<GuestDoc>(GUESTS, phone);
    if (!found) throw recordNotFound();
    const { id: _id, ...g } = found;
    const patch: Partial<GuestDoc> = { updatedAt: now.toISOString() };
    if (input.tags !== undefined) patch.tags = [...new Set(input.tags)];
    if (input.notes !== undefined) patch.notes = input.notes.trim();
    tx.update(GUESTS, phone, patch);
    const what = [input.tags !== undefined ? 'tags' : null, input.notes !== undefined ? 'notes' : null].filter(Boolean).join(' and ');
    // The audit keeps which tags, but never the notes' words.
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'guest',
        entityId: phone,
        action: 'edit',
        summary: `Guest ${g.name || maskedPhone(phone)}: ${what} changed`,
        from: { tags: g.tags, ...(input.notes !== undefined ? { notes: `${g.notes.length} characters` } : {}) },
        to: { tags: patch.tags ?? g.tags, ...(patch.notes !== undefined ? { notes: `${patch.notes.length} characters` } : {}) },
      },
      now,
    );
    return { ...g, ...patch };
  });
  return guestView(saved, settings.guests, day);
}

/** POST /api/admin/guests/{phone}/clear-no-show: a no-show marked by mistake stops counting; audited. */
export async function clearNoShow(deps: AppDeps, phone: string, reservationId: string, actor: Actor): Promise<GuestView> {
  const now = deps.clock.now();
  const { settings, day } = await today(deps);
  const saved = await deps.store.transaction(async (tx) => {
    const found = await tx.get<GuestDoc>(GUESTS, phone);
    if (!found) throw recordNotFound();
    const r = await tx.get<ReservationDoc>(RESERVATIONS, reservationId);
    if (!r || r.phone !== phone) throw notFound('This guest has no such booking');
    if (r.status !== 'no-show') throw conflict(`This booking is ${r.status}, not a no-show`);
    if (r.noShowCleared) throw conflict('This no-show is already cleared');
    const { id: _id, ...g } = found;
    const counted = g.noShowLog.some((e) => e.reservationId === reservationId);
    const patch: Partial<GuestDoc> = {
      noShows: Math.max(0, g.noShows - 1),
      noShowLog: g.noShowLog.filter((e) => e.reservationId !== reservationId),
      updatedAt: now.toISOString(),
    };
    if (!counted && g.noShows === 0) throw conflict('This no-show is not on the guest’s record');
    tx.update(GUESTS, phone, patch);
    const cleared = { at: now.toISOString(), by: { uid: actor.uid, name: actor.name } };
    // The booking keeps its status (it was not honoured) but no longer counts against the guest; its undo is gone.
    tx.update(RESERVATIONS, reservationId, { noShowCleared: cleared, lastMove: null, updatedAt: now.toISOString() });
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'reservation',
        entityId: reservationId,
        action: 'clear-no-show',
        summary: `Reservation ${r.reference} (${r.name}): no-show cleared`,
        from: { noShows: g.noShows },
        to: { noShows: patch.noShows },
      },
      now,
    );
    return { ...g, ...patch };
  });
  return guestView(saved, settings.guests, day);
}

/** GET /api/admin/guests/badges?phones=: the tags and badges beside guests on the back office's lists (one read per phone). */
export async function guestBadges(deps: AppDeps, phones: string[]): Promise<Record<string, GuestBadge>> {
  const { settings, day } = await today(deps);
  const docs = await Promise.all(phones.map((p) => deps.store.get<GuestDoc>(GUESTS, p)));
  const out: Record<string, GuestBadge> = {};
  for (const g of docs) {
    const badge = g ? guestBadge(g, settings.guests, day) : null;
    if (g && badge && (badge.tags.length > 0 || badge.regular || badge.confirmFirst)) out[g.phone] = badge;
  }
  return out;
}

export const ANONYMOUS_CUSTOMER = 'Deleted customer';
/** What a text sent to an erased phone reads afterwards, in the back office's list of an order's or booking's texts. */
export const ERASED_TEXT = 'Removed at the guest’s request';

/**
 * Erasure (DPDP Act 2023): a phone's orders keep what the tax records need but lose the name,
 * phone and customer; its bookings lose name, phone, email and notes; the texts sent to it (and the
 * local outbox's copies) lose the phone and their words, and one still waiting is never sent. A batch
 * at a time, each in a transaction, until no document has the phone: a retry after a failure finishes the job.
 */
export async function anonymisePhone(store: DocStore, phone: string, customerId: string | null, now: Date): Promise<{ orders: number; bookings: number }> {
  const at = now.toISOString();
  const anonOrder = { name: ANONYMOUS_CUSTOMER, phone: '', customerId: null, anonymisedAt: at, updatedAt: at };
  const anonBooking = { name: ANONYMOUS_CUSTOMER, phone: '', email: null, notes: '', anonymisedAt: at, manage: null, updatedAt: at };
  // A gateway's error may quote the number, so it goes too; a text still waiting is skipped, never sent.
  const anonText = (n: Record<string, unknown>) => ({
    phone: '',
    text: ERASED_TEXT,
    anonymisedAt: at,
    ...(n.lastError ? { lastError: ERASED_TEXT } : {}),
    ...(n.state === 'pending' || n.state === 'sending' ? { state: 'skipped', nextAttemptAt: null, leaseUntil: null, lastError: ERASED_TEXT } : {}),
  });
  const sweep = async (collection: string, where: Filter[], patch: Record<string, unknown> | ((doc: Record<string, unknown>) => Record<string, unknown>)) => {
    let total = 0;
    for (;;) {
      const n = await store.transaction(async (tx) => {
        const docs = await tx.query(collection, { where, limit: ERASE_BATCH });
        for (const d of docs) tx.update(collection, d.id, typeof patch === 'function' ? patch(d) : patch);
        return docs.length;
      });
      total += n;
      if (n < ERASE_BATCH) return total;
    }
  };
  const orders =
    (phone ? await sweep(ORDERS, [{ field: 'phone', op: '==', value: phone }], anonOrder) : 0) +
    (customerId ? await sweep(ORDERS, [{ field: 'customerId', op: '==', value: customerId }], anonOrder) : 0);
  const bookings = phone ? await sweep(RESERVATIONS, [{ field: 'phone', op: '==', value: phone }], anonBooking) : 0;
  if (phone) {
    await sweep(NOTIFICATIONS, [{ field: 'phone', op: '==', value: phone }], anonText);
    await sweep(DEV_OUTBOX, [{ field: 'phone', op: '==', value: phone }], { phone: '', number: '', text: ERASED_TEXT, anonymisedAt: at });
  }
  return { orders, bookings };
}

/** DELETE /api/admin/guests/{phone}: a guest's request to be forgotten, confirmed by typing the phone; audited without the phone. */
export async function deleteGuestRecord(deps: AppDeps, phone: string, confirm: string, actor: Actor): Promise<{ orders: number; bookings: number }> {
  if (phoneDigits(confirm) !== phone) throw badRequest('Type the guest’s phone number to confirm the deletion');
  const now = deps.clock.now();
  const exists = await deps.store.get<GuestDoc>(GUESTS, phone);
  if (!exists) throw recordNotFound();
  const changed = await anonymisePhone(deps.store, phone, null, now);
  await deps.store.transaction(async (tx) => {
    const g = await tx.get<GuestDoc>(GUESTS, phone);
    if (g) tx.delete(GUESTS, phone);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'guest',
        entityId: maskedPhone(phone),
        action: 'delete',
        summary: `Guest record ${maskedPhone(phone)} deleted on request: ${changed.orders} orders and ${changed.bookings} bookings anonymised`,
      },
      now,
    );
  });
  return changed;
}
