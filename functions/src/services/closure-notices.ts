import type { AppDeps } from '../deps';
import { langOf } from '../domain/languages';
import { NOTIFICATIONS, RESERVATIONS } from '../domain/collections';
import { notificationId, reservationClosedText } from '../domain/notifications';
import { closureOn, type AffectedBooking, type SavedSettings } from '../domain/settings';
import type { Actor } from './audit';
import { alreadyQueued, deliver, queueText, type NotificationDoc } from './notifications';
import type { ReservationDoc } from './reservations';
import { readSettings, saveSettings } from './settings';

/**
 * Closures tell the guests: a closure saved over confirmed bookings texts each guest
 * once, apologising, with the booking page and the phone; the owner sees who was told.
 */

/** Queues and sends the apology of each confirmed booking on a closed day, once per booking. Answers how many were queued now. */
async function textClosedBookings(deps: Pick<AppDeps, 'store' | 'sms' | 'clock'>, affected: readonly AffectedBooking[], now: Date): Promise<number> {
  const ids: string[] = [];
  for (const b of affected) {
    const id = await deps.store.transaction(async (tx) => {
      const r = await tx.get<ReservationDoc>(RESERVATIONS, b.id);
      const settings = await readSettings(tx);
      const closure = r ? closureOn(settings, r.date) : null;
      if (!r || r.status !== 'confirmed' || !closure || (await alreadyQueued(tx, 'reservation-closed', r.id))) return null;
      const text = reservationClosedText(
        settings,
        { reference: r.reference, date: r.date, time: r.time, partySize: r.partySize, note: closure.note },
        langOf(r),
      );
      return queueText(tx, { kind: 'reservation-closed', subjectType: 'reservation', subjectId: r.id, phone: r.phone, text }, now);
    });
    if (id) ids.push(id);
  }
  await deliver(deps, ids);
  return ids.length;
}

/** Each affected booking with the state of its closure text (null: not texted, as when only the hours changed). */
export async function withClosureTexts(deps: Pick<AppDeps, 'store'>, affected: readonly AffectedBooking[]): Promise<AffectedBooking[]> {
  return Promise.all(
    affected.map(async (b) => {
      const text = await deps.store.get<NotificationDoc>(NOTIFICATIONS, notificationId('reservation-closed', b.id));
      return { ...b, told: text ? { state: text.state, at: text.sentAt ?? text.createdAt } : null };
    }),
  );
}

/** PUT /api/admin/settings: saves, then texts the guests a new closure leaves without their table. */
export async function saveSettingsAndTellGuests(
  deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>,
  body: unknown,
  actor: Actor,
): Promise<SavedSettings & { toldNow: number }> {
  const saved = await saveSettings(deps, body, actor);
  const onClosedDays = saved.affectedBookings.filter((b) => closureOn(saved.settings, b.date));
  const toldNow = await textClosedBookings(deps, onClosedDays, deps.clock.now());
  return { ...saved, affectedBookings: await withClosureTexts(deps, saved.affectedBookings), toldNow };
}
