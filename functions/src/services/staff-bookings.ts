import type { AppDeps } from '../deps';
import { partyFits, reservationReference, withBooking, type ReservationView } from '../domain/booking';
import { slotStarted } from '../domain/booking-rules';
import { defaultPartySize } from '../domain/booking-text';
import { RESERVATIONS } from '../domain/collections';
import { reservationConfirmedText } from '../domain/notifications';
import { slotsOn, type Settings } from '../domain/settings';
import type { StaffBookingInput } from '../domain/staff-booking';
import { restaurantDate } from '../domain/time';
import { badRequest, conflict, notFound } from '../lib/errors';
import { auditIn, updateAudited, type Actor } from './audit';
import { bodyHash, remember, replayed } from './idempotency';
import { readGuest, writeGuestDelta } from './guest-record';
import { deliver, queueText } from './notifications';
import { issueOtp, afterUse } from './otp';
import { readSlot, reservationView, slotCap, slotFull, writeSlot, type Reservation, type ReservationDoc } from './reservations';
import { readSettings } from './settings';
import { reminderFields } from '../domain/booking-reminder';
import { refuseNonMobile } from './texting';
import type { TxStore } from '../ports';

/** A reservation as the back office sees it: with whether its time has come, so Complete and No-show are offered only then. */
export function staffView(settings: Pick<Settings, 'locale'>, now: Date, r: Reservation): ReservationView {
  return { ...reservationView(r), started: slotStarted(settings, r.date, r.time, now) };
}

interface Replayable {
  idempotencyKey: string | null;
  rawBody: unknown;
}

/**
 * POST /admin: staff enter a booking taken by phone or at the door. It is confirmed at once (no code), takes
 * its seats in the same transaction as every other booking so the last table can't go twice, and a retry with
 * the same Idempotency-Key answers the first booking again.
 */
export async function createStaffBooking(
  deps: AppDeps,
  input: StaffBookingInput,
  actor: Actor,
  options: Replayable,
): Promise<{ status: number; data: ReservationView }> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  const hash = options.idempotencyKey ? bodyHash(options.rawBody) : '';
  const outcome = await deps.store.transaction(async (tx) => {
    if (options.idempotencyKey) {
      const earlier = await replayed(tx, 'staff-booking', options.idempotencyKey, hash);
      if (earlier) return { replay: true as const, status: earlier.status, data: earlier.reply as ReservationView, textId: null };
    }
    const settings = await readSettings(tx);
    refuseNonMobile(settings, input.phone);
    const today = restaurantDate(now, settings.locale.timeZone);
    if (input.source === 'walk-in' && input.date !== today) throw badRequest('A walk-in is for today: pick today’s date.');
    if (input.date < today) throw badRequest('That date has passed. Please choose today or a later date.');
    if (!slotsOn(settings, input.date).includes(input.time))
      throw badRequest('That time is not one of the table times on that day. Please choose one of the listed times.');
    if (input.source === 'phone' && slotStarted(settings, input.date, input.time, now))
      throw badRequest('That time has already passed. Please choose a later time.');
    const partySize = input.partySize ?? defaultPartySize(settings);
    const { minPartySize, maxPartySize } = settings.booking;
    if (partySize < minPartySize || partySize > maxPartySize) throw badRequest(`A table is for ${minPartySize} to ${maxPartySize} guests.`);
    const slot = await readSlot(tx, input.date, input.time, now);
    if (!partyFits(slot, partySize, now, slotCap(settings))) throw slotFull();
    const guest = await readGuest(tx, input.phone);

    const issued = issueOtp(now);
    const at = now.toISOString();
    const doc: ReservationDoc = {
      name: input.name,
      phone: input.phone,
      email: null,
      date: input.date,
      time: input.time,
      partySize,
      tableNumber: 'TBD',
      notes: input.notes,
      reminders: input.textGuest,
      status: 'confirmed',
      // Staff heard the number from the guest: no code is sent, and none can be used.
      isVerified: true,
      otp: afterUse(issued.state, now),
      holdExpiresAt: null,
      reference: reservationReference(id),
      manage: null,
      createdAt: at,
      updatedAt: at,
      source: input.source,
      takenBy: { uid: actor.uid, name: actor.name },
      seatedAt: input.source === 'walk-in' ? at : null,
      // The guest's language, which the confirmation and every later text of the booking is written in.
      lang: input.lang,
      // A walk-in is already at the table: no reminder.
      remindBefore:
        input.source === 'walk-in'
          ? null
          : reminderFields({ status: 'confirmed', ...input, reminders: input.textGuest }, settings.locale.timeZone).remindBefore,
    };
    tx.create(RESERVATIONS, id, doc);
    writeSlot(tx, withBooking(slot, id, partySize, now), settings.locale.timeZone);
    // A booking staff take counts in the guest's record as one made online and confirmed does.
    writeGuestDelta(tx, guest, doc, { bookings: 1 }, now);
    const how = input.source === 'walk-in' ? 'walk-in, seated' : 'by phone';
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'reservation',
        entityId: id,
        action: 'create',
        summary: `Reservation ${doc.reference} (${doc.name}) taken ${how}`,
        to: { status: 'confirmed', source: input.source },
      },
      now,
    );
    const textId = input.textGuest
      ? queueText(
          tx,
          {
            kind: 'reservation-confirmed',
            subjectType: 'reservation',
            subjectId: id,
            phone: doc.phone,
            text: reservationConfirmedText(settings, doc, input.lang),
          },
          now,
        )
      : null;
    const data = staffView(settings, now, { ...doc, id });
    if (options.idempotencyKey) remember(tx, 'staff-booking', options.idempotencyKey, { bodyHash: hash, status: 201, reply: data, createdAt: at });
    return { replay: false as const, status: 201, data, textId };
  });
  if (outcome.textId) await deliver(deps, [outcome.textId]);
  return { status: outcome.status, data: outcome.data };
}

/**
 * Inside a transaction, before its writes: the booking whose party sits down now, checked (a confirmed booking of today,
 * not seated yet); the answer writes it seated, audited, with the transaction's other writes.
 */
export async function readSeatBooking(tx: TxStore, store: AppDeps['store'], id: string, settings: Settings, now: Date) {
  const r = await tx.get<ReservationDoc>(RESERVATIONS, id);
  if (!r) throw notFound('Reservation not found');
  if (r.seatedAt) throw conflict('This party is already seated.');
  if (r.status !== 'confirmed') throw conflict(`A ${r.status} reservation cannot be seated.`);
  if (r.date !== restaurantDate(now, settings.locale.timeZone)) throw conflict(`This reservation is for ${r.date}: a party is seated on its day.`);
  return {
    booking: r,
    seat: (actor: Actor, table?: string) => {
      const at = now.toISOString();
      const summary = `Reservation ${r.reference ?? reservationReference(id)} (${r.name}): seated${table ? ` at table ${table}` : ''}`;
      return updateAudited(
        tx,
        store,
        actor,
        { collection: RESERVATIONS, entity: 'reservation', record: r },
        { action: 'seated', summary, patch: { seatedAt: at, updatedAt: at }, to: { seatedAt: at } },
        now,
      );
    },
  };
}

/** POST /admin/:id/seat: the party has arrived and sits down; a confirmed booking of today, once. Audited. */
export async function seatParty(deps: AppDeps, id: string, actor: Actor): Promise<ReservationView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const { seat } = await readSeatBooking(tx, deps.store, id, settings, now);
    return staffView(settings, now, seat(actor));
  });
}
