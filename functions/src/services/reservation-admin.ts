import { updateAudited, type Actor } from './audit';
import { langOf } from '../domain/languages';
import type { AppDeps } from '../deps';
import {
  canTransition,
  holdIsLive,
  outcomeTooEarly,
  partyFits,
  reservationReference,
  withBooking,
  withHold,
  withoutReservation,
  type AdminListQuery,
  type ReservationMove,
  type ReservationStatus,
  type ReservationView,
} from '../domain/booking';
import { RESERVATIONS } from '../domain/collections';
import { searchMatcher } from '../domain/search';
import { restaurantDate } from '../domain/time';
import { readSettings } from './settings';
import { reminderFields } from '../domain/booking-reminder';
import { alreadyQueued, queueText } from './notifications';
import { reservationCancelledText, reservationConfirmedText } from '../domain/notifications';
import { isEmptyDelta, reverseDelta, visitDelta, type GuestDelta, type GuestDoc } from '../domain/guests';
import { restaurantInstant } from '../domain/time';
import type { Settings } from '../domain/settings';
import { readGuest, writeGuestDelta } from './guest-record';
import { conflict, notFound } from '../lib/errors';
import { UNDO_WINDOW_MS, undoRefusal } from '../domain/order-status';
import { NOTIFICATIONS } from '../domain/collections';
import type { NotificationDoc } from './notifications';
import type { Filter } from '../ports';
import { readSlot, reservationView, slotCap, slotFull, writeSlot, type Reservation, type ReservationDoc } from './reservations';
import { staffView } from './staff-bookings';

/**
 * Firestore cannot match substrings, so a search narrows by the indexed
 * filters (status, date), reads at most this many of the newest matches, and
 * matches the text in memory. The reply says when the window was full.
 */
export const SEARCH_WINDOW = 500;

export interface ReservationSummary {
  total: number;
  confirmed: number;
  pending: number;
  /** Party sizes of every matching reservation that is not cancelled. */
  guests: number;
}

export interface AdminList {
  reservations: ReservationView[];
  total: number;
  page: number;
  limit: number;
  summary: ReservationSummary;
  /** True when a search read SEARCH_WINDOW reservations and older ones were not searched. */
  searchTruncated: boolean;
}

/** Case-insensitive over name, id, reference and email; the phone as a digit substring (spec §5). */
function summarize(rows: Pick<ReservationDoc, 'status' | 'partySize'>[]): ReservationSummary {
  return {
    total: rows.length,
    confirmed: rows.filter((r) => r.status === 'confirmed').length,
    pending: rows.filter((r) => r.status === 'pending').length,
    guests: rows.filter((r) => r.status !== 'cancelled').reduce((a, r) => a + r.partySize, 0),
  };
}

/** GET /admin/all: filtered and paginated on the server, by the booking's time: today's and later ones first, then past ones, latest first. */
export async function listReservations(deps: AppDeps, q: AdminListQuery): Promise<AdminList> {
  const where: Filter[] = [];
  if (q.status) where.push({ field: 'status', op: '==', value: q.status });
  if (q.date) where.push({ field: 'date', op: '==', value: q.date });
  const newestFirst = { orderBy: [{ field: 'createdAt', direction: 'desc' as const }] };
  const start = (q.page - 1) * q.limit;
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const today = restaurantDate(now, settings.locale.timeZone);
  const view = (r: Reservation) => staffView(settings, now, r);

  if (q.search) {
    const window = await deps.store.query<ReservationDoc>(RESERVATIONS, { where, ...newestFirst, limit: SEARCH_WINDOW });
    const matches = searchMatcher(q.search);
    const matched = window.filter((r) => matches({ text: [r.name, r.id, r.reference ?? '', r.email ?? ''], phone: r.phone })).sort(byBookingTime(today));
    return {
      reservations: matched.slice(start, start + q.limit).map(view),
      total: matched.length,
      page: q.page,
      limit: q.limit,
      summary: summarize(matched),
      searchTruncated: window.length === SEARCH_WINDOW,
    };
  }

  // Without a search, counts and sums are aggregation queries over every match, not a window.
  const countWith = (status: ReservationStatus) =>
    q.status ? Promise.resolve(q.status === status ? null : 0) : deps.store.count(RESERVATIONS, [...where, { field: 'status', op: '==', value: status }]);
  const [total, confirmedOrAll, pendingOrAll, guestsAll, guestsCancelled, rows] = await Promise.all([
    deps.store.count(RESERVATIONS, where),
    countWith('confirmed'),
    countWith('pending'),
    q.status === 'cancelled' ? Promise.resolve(0) : deps.store.sum(RESERVATIONS, 'partySize', where),
    q.status ? Promise.resolve(0) : deps.store.sum(RESERVATIONS, 'partySize', [...where, { field: 'status', op: '==', value: 'cancelled' }]),
    pageByBookingTime(deps, where, q.date !== null, today, start + q.limit),
  ]);
  return {
    reservations: rows.slice(start, start + q.limit).map(view),
    total,
    page: q.page,
    limit: q.limit,
    summary: {
      total,
      confirmed: confirmedOrAll ?? total,
      pending: pendingOrAll ?? total,
      guests: guestsAll - guestsCancelled,
    },
    searchTruncated: false,
  };
}

/** Today's and later bookings by date and time, then past ones, the latest first. */
const byBookingTime = (today: string) => (a: Pick<ReservationDoc, 'date' | 'time'>, b: Pick<ReservationDoc, 'date' | 'time'>) => {
  const ahead = (r: Pick<ReservationDoc, 'date'>) => (r.date >= today ? 0 : 1);
  const key = (r: Pick<ReservationDoc, 'date' | 'time'>) => `${r.date} ${r.time}`;
  return ahead(a) - ahead(b) || (ahead(a) === 0 ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a)));
};

/** The first `upTo` bookings in that order: one day by time, or the days from today on and then the days before. */
async function pageByBookingTime(deps: AppDeps, where: Filter[], oneDay: boolean, today: string, upTo: number): Promise<Reservation[]> {
  const query = (extra: Filter[], direction: 'asc' | 'desc') =>
    deps.store.query<ReservationDoc>(RESERVATIONS, {
      where: [...where, ...extra],
      orderBy: oneDay
        ? [{ field: 'time', direction }]
        : [
            { field: 'date', direction },
            { field: 'time', direction },
          ],
      limit: upTo,
    });
  if (oneDay) return query([], 'asc');
  const ahead = await query([{ field: 'date', op: '>=', value: today }], 'asc');
  if (ahead.length >= upTo) return ahead;
  return [...ahead, ...(await query([{ field: 'date', op: '<', value: today }], 'desc'))];
}

/** GET /today: a day's reservations by time, for the dashboard. */
export async function reservationsForDay(deps: AppDeps, date: string | null, limit: number) {
  const day = date ?? restaurantDate(deps.clock.now(), (await readSettings(deps.store)).locale.timeZone);
  const where: Filter[] = [{ field: 'date', op: '==', value: day }];
  const [rows, total, confirmed, guestsAll, guestsCancelled] = await Promise.all([
    deps.store.query<ReservationDoc>(RESERVATIONS, { where, orderBy: [{ field: 'time', direction: 'asc' }], limit }),
    deps.store.count(RESERVATIONS, where),
    deps.store.count(RESERVATIONS, [...where, { field: 'status', op: '==', value: 'confirmed' }]),
    deps.store.sum(RESERVATIONS, 'partySize', where),
    deps.store.sum(RESERVATIONS, 'partySize', [...where, { field: 'status', op: '==', value: 'cancelled' }]),
  ]);
  return { date: day, reservations: rows.map(reservationView), total, confirmed, guests: guestsAll - guestsCancelled };
}

/** GET /admin/:id: one reservation as the back office lists it (a row refreshed after a conflict). */
export async function getReservationForAdmin(deps: AppDeps, id: string): Promise<ReservationView> {
  const r = await deps.store.get<ReservationDoc>(RESERVATIONS, id);
  if (!r) throw notFound('Reservation not found');
  return staffView(await readSettings(deps.store), deps.clock.now(), r);
}

/**
 * What a status change records on the guest: a booking staff confirm for a guest who never
 * proved the phone, a visit, a no-show, or a cancellation inside the settings' late window.
 */
function guestDeltaForMove(r: ReservationDoc & { id: string }, to: ReservationStatus, guest: GuestDoc | null, s: Settings, now: Date): GuestDelta {
  if (to === 'confirmed' && r.status === 'pending') return { bookings: 1 };
  if (to === 'completed') return visitDelta(guest, r.date);
  if (to === 'no-show') return { noShows: 1, noShow: { reservationId: r.id, date: r.date } };
  if (to === 'cancelled' && (r.status === 'confirmed' || r.status === 'requested')) {
    const startsAt = restaurantInstant(r.date, r.time, s.locale.timeZone).getTime();
    return startsAt - now.getTime() < s.guests.lateCancelHours * 3_600_000 ? { lateCancels: 1 } : {};
  }
  return {};
}

/**
 * PATCH /admin/:id/status. Confirming books the seats (the live hold, or free
 * seats); cancelling frees them; completed and no-show keep the seats they
 * had. All in the reservation's transaction. The move is kept (lastMove) for
 * an undo within the window, and the guest's text is held until it has passed.
 */
export async function changeStatus(deps: AppDeps, id: string, to: ReservationStatus, actor: Actor): Promise<ReservationView> {
  const now = deps.clock.now();
  const moveId = deps.store.newId();
  const outcome = await deps.store.transaction(async (tx) => {
    const r = await tx.get<ReservationDoc>(RESERVATIONS, id);
    if (!r) throw notFound('Reservation not found');
    if (!canTransition(r.status, to)) {
      throw conflict(r.status === to ? `This reservation is already ${to}.` : `A ${r.status} reservation cannot be marked ${to}.`);
    }
    const settings = await readSettings(tx);
    const early = outcomeTooEarly(settings, r, to, now);
    if (early) throw conflict(early);
    const slot = await readSlot(tx, r.date, r.time, now);
    // A guest whose confirmed (or requested) table the restaurant cancels is told, once.
    const tellGuest =
      to === 'cancelled' && (r.status === 'confirmed' || r.status === 'requested') && r.isVerified && !(await alreadyQueued(tx, 'reservation-cancelled', id));
    // A request staff confirm is texted once (reliability instead of deposits).
    const confirmText = to === 'confirmed' && r.status === 'requested' && !(await alreadyQueued(tx, 'reservation-confirmed', id));
    const guest = await readGuest(tx, r.phone);
    const guestDelta = guestDeltaForMove(r, to, guest, settings, now);
    const booked = slot.booked[r.id];
    const hold = holdIsLive(slot, r.id, now) ? slot.holds[r.id] : undefined;
    const seats = booked !== undefined ? { booked } : hold ? { hold } : null;
    // The admin may confirm outside the hours (a guest who called), but never beyond the seats of the slot.
    if (to === 'confirmed') {
      if (!hold && !partyFits(slot, r.partySize, now, slotCap(settings), r.id)) return { full: true as const };
      writeSlot(tx, withBooking(slot, r.id, r.partySize, now), settings.locale.timeZone);
    } else if (to === 'cancelled') {
      writeSlot(tx, withoutReservation(slot, r.id, now), settings.locale.timeZone);
    }
    const ref = r.reference ?? reservationReference(id);
    writeGuestDelta(tx, guest, r, guestDelta, now);
    const heldText = { notBefore: new Date(now.getTime() + UNDO_WINDOW_MS) };
    const confirmedTextId = confirmText
      ? queueText(
          tx,
          {
            kind: 'reservation-confirmed',
            subjectType: 'reservation',
            subjectId: id,
            phone: r.phone,
            text: reservationConfirmedText(settings, { ...r, reference: ref }, langOf(r)),
          },
          now,
          heldText.notBefore,
        )
      : null;
    const textId = tellGuest
      ? queueText(
          tx,
          {
            kind: 'reservation-cancelled',
            subjectType: 'reservation',
            subjectId: id,
            phone: r.phone,
            text: reservationCancelledText(settings, { ...r, reference: ref }, langOf(r)),
          },
          now,
          heldText.notBefore,
        )
      : confirmedTextId;
    const lastMove: ReservationMove = {
      id: moveId,
      at: now.toISOString(),
      from: r.status,
      to,
      by: { uid: actor.uid, name: actor.name },
      updatedAt: r.updatedAt,
      holdExpiresAt: r.holdExpiresAt,
      seats,
      textId,
      guestDelta: isEmptyDelta(guestDelta) ? null : guestDelta,
    };
    const patch = {
      status: to,
      holdExpiresAt: null,
      updatedAt: now.toISOString(),
      lastMove,
      ...reminderFields({ ...r, status: to }, settings.locale.timeZone),
    };
    const summary = `Reservation ${ref} (${r.name}): ${r.status} → ${to}`;
    const reservation = updateAudited(
      tx,
      deps.store,
      actor,
      { collection: RESERVATIONS, entity: 'reservation', record: r },
      { action: 'status', summary, patch, to: { status: to } },
      now,
    );
    return { full: false as const, reservation };
  });
  if (outcome.full) throw slotFull();
  return staffView(await readSettings(deps.store), now, outcome.reservation);
}

/**
 * Undoes an admin's latest status change of a reservation within the window:
 * the status goes back, and the seats with it. A cancellation undone takes its
 * seats back only if they are still free; the held text is dropped.
 */
export async function undoReservationMove(deps: AppDeps, id: string, moveId: string, actor: Actor): Promise<ReservationView> {
  const now = deps.clock.now();
  const outcome = await deps.store.transaction(async (tx) => {
    const r = await tx.get<ReservationDoc>(RESERVATIONS, id);
    if (!r) throw notFound('Reservation not found');
    const move = r.lastMove ?? null;
    // A guest's own cancellation since leaves the status elsewhere: then there is nothing of ours to undo.
    const why = undoRefusal(move && move.to === r.status ? move : null, moveId, now);
    if (why || !move) throw conflict(why ?? 'Nothing to undo');
    const text = move.textId ? await tx.get<NotificationDoc>(NOTIFICATIONS, move.textId) : null;
    if (text && text.state !== 'pending' && text.state !== 'skipped')
      throw conflict('The guest has already been texted about this change, so it can no longer be undone');
    const settings = await readSettings(tx);
    const slot = await readSlot(tx, r.date, r.time, now);
    const guest = move.guestDelta ? await readGuest(tx, r.phone) : null;
    if (move.guestDelta) writeGuestDelta(tx, guest, { phone: r.phone }, reverseDelta(move.guestDelta), now);
    if (move.to === 'confirmed' || move.to === 'cancelled') {
      const without = withoutReservation(slot, r.id, now);
      const seats = move.seats;
      let next = without;
      if (seats && 'booked' in seats) {
        if (!partyFits(without, seats.booked, now, slotCap(settings), r.id)) return { full: true as const };
        next = withBooking(without, r.id, seats.booked, now);
      } else if (seats && 'hold' in seats && Date.parse(seats.hold.expiresAt) > now.getTime()) {
        if (!partyFits(without, seats.hold.partySize, now, slotCap(settings), r.id)) return { full: true as const };
        next = withHold(without, r.id, seats.hold.partySize, seats.hold.expiresAt, now);
      }
      writeSlot(tx, next, settings.locale.timeZone);
    }
    if (text) tx.delete(NOTIFICATIONS, text.id);
    const patch = {
      status: move.from,
      holdExpiresAt: move.holdExpiresAt,
      updatedAt: now.toISOString(),
      lastMove: null,
      ...reminderFields({ ...r, status: move.from }, settings.locale.timeZone),
    };
    const ref = r.reference ?? reservationReference(id);
    const summary = `Reservation ${ref} (${r.name}): ${move.from} → ${move.to} undone`;
    const reservation = updateAudited(
      tx,
      deps.store,
      actor,
      { collection: RESERVATIONS, entity: 'reservation', record: r },
      { action: 'undo', summary, patch, to: { status: move.from } },
      now,
    );
    return { full: false as const, reservation };
  });
  if (outcome.full) throw conflict('The seats were taken since: this cancellation can no longer be undone');
  return staffView(await readSettings(deps.store), now, outcome.reservation);
}
