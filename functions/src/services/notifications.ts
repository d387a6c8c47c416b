import type { AppDeps } from '../deps';
import { langOf } from '../domain/languages';
import { COUNTERS, NOTIFICATIONS, RESERVATIONS } from '../domain/collections';
import { reminderFields } from '../domain/booking-reminder';
import { expiresAfter, RETENTION } from '../domain/expiry';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABEL,
  SEND_LEASE_MS,
  nextAttemptAt,
  notificationId,
  reservationReminderText,
  type NotificationKind,
  type NotificationState,
  type NotificationView,
} from '../domain/notifications';
import { closureOn, localClock, smsNumber, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { log } from '../lib/log';
import { DOC_ID, type TxStore } from '../ports';
import { readSettings } from './settings';
import { sendText } from './texting';
import { budgetAllows, readSmsBudget, reserveText } from './sms-budget';

/**
 * The guest's texts as records. A text is queued in the same
 * transaction as the event it reports, under an id made of the event, so it is
 * queued once however often the event is repeated. Delivery claims it in a
 * transaction (state 'sending', one SMS of the budget), sends outside it, and
 * records the outcome: sent, or retried with backoff, or given up. An attempt
 * whose outcome never came back is not repeated: at most one text per event.
 */
export interface NotificationDoc {
  [key: string]: unknown;
  kind: NotificationKind;
  subjectType: 'order' | 'reservation' | 'waitlist';
  /** The order's, reservation's or waitlist entry's id: the back office lists an order's texts by it. */
  subjectId: string;
  phone: string;
  text: string;
  state: NotificationState;
  attempts: number;
  /** While pending: not before this instant. */
  nextAttemptAt: string | null;
  /** While sending: taken as failed after this instant. */
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  expireAt: Date;
}

export interface TextToQueue {
  kind: NotificationKind;
  subjectType: 'order' | 'reservation' | 'waitlist';
  subjectId: string;
  phone: string;
  text: string;
}

/** While a text waits for SMS budget it is looked at again after this long (not counted as an attempt). */
const BUDGET_WAIT_MS = 15 * 60_000;
/** How many due texts one scheduled run retries. */
const RETRY_BATCH = 100;

/** Read phase of an event's transaction: whether the event already has its text. */
export async function alreadyQueued(tx: TxStore, kind: NotificationKind, subjectId: string): Promise<boolean> {
  return (await tx.get(NOTIFICATIONS, notificationId(kind, subjectId))) !== null;
}

/** Why a text to an order taken at the counter without a phone number is never sent. */
export const NO_PHONE_TEXT = 'Not sent: no phone number was given';

/**
 * Write phase: queues the text (the caller has checked alreadyQueued). Answers its id, to deliver once the
 * transaction has committed. `notBefore` holds it while the change it reports may still be undone. A walk-in's order
 * may have no phone: its text is recorded as skipped, so it is neither sent nor counted against the SMS budget.
 * `id` names the event when one subject has several of a kind (each change a guest makes to a booking).
 */
export function queueText(tx: TxStore, t: TextToQueue, now: Date, notBefore: Date = now, id: string = notificationId(t.kind, t.subjectId)): string {
  if (!t.phone) {
    recordSkippedText(tx, t, NO_PHONE_TEXT, now, id);
    return id;
  }
  const doc: NotificationDoc = {
    ...t,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: notBefore.toISOString(),
    leaseUntil: null,
    lastError: null,
    createdAt: now.toISOString(),
    sentAt: null,
    expireAt: expiresAfter(now, RETENTION.notificationsMs),
  };
  tx.create(NOTIFICATIONS, id, doc);
  return id;
}

/** Write phase: records a text that is not sent on purpose (why in lastError), so the back office shows it as skipped and it never goes later. */
export function recordSkippedText(tx: TxStore, t: TextToQueue, why: string, now: Date, id: string = notificationId(t.kind, t.subjectId)): void {
  const doc: NotificationDoc = {
    ...t,
    state: 'skipped',
    attempts: 0,
    nextAttemptAt: null,
    leaseUntil: null,
    lastError: why,
    createdAt: now.toISOString(),
    sentAt: null,
    expireAt: expiresAfter(now, RETENTION.notificationsMs),
  };
  tx.create(NOTIFICATIONS, id, doc);
}

type Claim = { kind: 'send'; phone: string; text: string; message: NotificationKind; attempts: number } | { kind: 'skip' };

/** One attempt at one text, if it is due. Never throws: the outcome is recorded on the text. */
export async function attemptText(deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>, id: string): Promise<NotificationState | null> {
  const now = deps.clock.now();
  const claim = await deps.store.transaction<Claim>(async (tx) => {
    const n = await tx.get<NotificationDoc>(NOTIFICATIONS, id);
    if (!n || n.state !== 'pending' || (n.nextAttemptAt !== null && n.nextAttemptAt > now.toISOString())) return { kind: 'skip' };
    // The text is counted by its SMS segments (a Gujarati or Hindi text costs more of them).
    const budget = await readSmsBudget(tx, now, undefined, undefined, n.text);
    if (!budgetAllows(budget, now)) {
      tx.update(NOTIFICATIONS, id, {
        nextAttemptAt: new Date(now.getTime() + BUDGET_WAIT_MS).toISOString(),
        lastError: 'Waiting: the daily SMS budget is spent',
      });
      return { kind: 'skip' };
    }
    reserveText(tx, budget, now);
    tx.update(NOTIFICATIONS, id, { state: 'sending', attempts: n.attempts + 1, leaseUntil: new Date(now.getTime() + SEND_LEASE_MS).toISOString() });
    return { kind: 'send', phone: n.phone, text: n.text, message: n.kind, attempts: n.attempts + 1 };
  });
  if (claim.kind === 'skip') return null;

  try {
    // The country code is read as the text goes, so an owner's correction reaches texts still waiting.
    const settings = await readSettings(deps.store);
    await sendText(deps, settings, { phone: claim.phone, number: smsNumber(settings, claim.phone) }, claim.text, claim.message);
    await deps.store.update(NOTIFICATIONS, id, {
      state: 'sent',
      sentAt: deps.clock.now().toISOString(),
      leaseUntil: null,
      nextAttemptAt: null,
      lastError: null,
    });
    return 'sent';
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    const next = nextAttemptAt(claim.attempts, deps.clock.now());
    log.error('guest text failed', { id, attempts: claim.attempts, error, retry: next !== null });
    await deps.store.update(NOTIFICATIONS, id, { state: next ? 'pending' : 'failed', nextAttemptAt: next, leaseUntil: null, lastError: error.slice(0, 300) });
    return next ? 'pending' : 'failed';
  }
}

/** After an event's transaction has committed: tries each text it queued now. */
export async function deliver(deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>, ids: readonly (string | null)[]): Promise<void> {
  for (const id of ids) {
    if (!id) continue;
    try {
      await attemptText(deps, id);
    } catch (e) {
      // The text stays pending: the scheduled job tries it again.
      log.error('guest text could not be attempted', { id, error: e instanceof Error ? e.message : String(e) });
    }
  }
}

interface ReminderCandidate {
  [key: string]: unknown;
  reference: string;
  name: string;
  phone: string;
  date: string;
  time: string;
  partySize: number;
  status: string;
  createdAt: string;
  /** False when the guest opted out of the reminder at booking. */
  reminders?: boolean;
  /** The language the guest booked in (absent: English). */
  lang?: unknown;
  remindBefore?: string | null;
  remindedFor?: string | null;
}

/** Whether a confirmed booking is due its reminder now: inside the lead time, booked before it, not opted out. */
export function reminderDue(r: ReminderCandidate, settings: Settings, now: Date): boolean {
  const lead = settings.booking.reminderMinutes * 60_000;
  // A day closed since the booking was made gets the closure apology, never a reminder.
  if (lead <= 0 || r.status !== 'confirmed' || r.reminders === false || closureOn(settings, r.date)) return false;
  const start = restaurantInstant(r.date, r.time, settings.locale.timeZone).getTime();
  const remindAt = start - lead;
  return now.getTime() >= remindAt && now.getTime() < start && Date.parse(r.createdAt) < remindAt;
}

export interface ScheduledReport {
  reminders: number;
  retried: number;
  givenUp: number;
}

/** How many bookings one scheduled run looks at for reminders (the rest wait for the next run, 5 minutes later). */
const REMINDER_BATCH = 200;

/**
 * Queues the reminders that are due; each in its own transaction, which checks the booking again. Bookings are found
 * by remindBefore (domain/booking-reminder.ts): only those whose reminder time has come are read, each once, as the
 * run clears the field whether it reminds or finds the reminder no longer owed (cancelled, opted out, day closed).
 */
async function queueReminders(deps: Pick<AppDeps, 'store' | 'clock'>, settings: Settings, now: Date): Promise<string[]> {
  if (settings.booking.reminderMinutes <= 0) return [];
  await armOlderBookings(deps, settings, now);
  const horizon = new Date(now.getTime() + settings.booking.reminderMinutes * 60_000).toISOString();
  const candidates = await deps.store.query<ReminderCandidate>(RESERVATIONS, {
    where: [{ field: 'remindBefore', op: '<=', value: horizon }],
    orderBy: [{ field: 'remindBefore', direction: 'asc' }],
    limit: REMINDER_BATCH,
  });
  const ids: string[] = [];
  for (const c of candidates) {
    const id = await deps.store.transaction(async (tx) => {
      const r = await tx.get<ReminderCandidate>(RESERVATIONS, c.id);
      // Changed since it was found (moved, cancelled, or reminded by a run alongside): the field tells the next run.
      if (!r || r.remindBefore !== c.remindBefore || !r.remindBefore) return null;
      if (!reminderDue(r, settings, now) || r.remindedFor === r.remindBefore) {
        tx.update(RESERVATIONS, r.id, { remindBefore: null });
        return null;
      }
      // The first reminder keeps the id it always had; one for a booking moved since has an id of its new time.
      const first = !(await alreadyQueued(tx, 'reservation-reminder', r.id));
      const textId = first ? notificationId('reservation-reminder', r.id) : `${notificationId('reservation-reminder', r.id)}_${r.date}_${r.time}`;
      const queued = first || (await tx.get(NOTIFICATIONS, textId)) === null;
      tx.update(RESERVATIONS, r.id, { remindBefore: null, remindedFor: r.remindBefore });
      if (!queued) return null;
      const text = {
        kind: 'reservation-reminder' as const,
        subjectType: 'reservation' as const,
        subjectId: r.id,
        phone: r.phone,
        text: reservationReminderText(settings, r, langOf(r)),
      };
      return queueText(tx, text, now, now, textId);
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** counters/reminders-indexed-v1: written once the bookings confirmed before remindBefore existed have been given it. */
const REMINDERS_INDEXED = { collection: COUNTERS, id: 'reminders-indexed-v1' };
/** Per store: the marker was seen, so no run of this instance reads it again. */
const armed = new WeakSet<object>();

/**
 * Once, for the bookings confirmed before reminders were found by remindBefore: gives each one still to come (not
 * reminded yet, not opted out) its remindBefore, then writes a marker; each instance reads the marker once.
 */
async function armOlderBookings(deps: Pick<AppDeps, 'store' | 'clock'>, settings: Settings, now: Date): Promise<void> {
  if (armed.has(deps.store)) return;
  if (await deps.store.get(REMINDERS_INDEXED.collection, REMINDERS_INDEXED.id)) {
    armed.add(deps.store);
    return;
  }
  const { date: today } = localClock(now, settings.locale.timeZone);
  let after: unknown[] | undefined;
  for (;;) {
    const page = await deps.store.query<ReminderCandidate>(RESERVATIONS, {
      where: [
        { field: 'status', op: '==', value: 'confirmed' },
        { field: 'date', op: '>=', value: today },
      ],
      orderBy: [
        { field: 'date', direction: 'asc' },
        { field: DOC_ID, direction: 'asc' },
      ],
      limit: 500,
      ...(after ? { startAfter: after } : {}),
    });
    for (const b of page) {
      if (b.remindBefore !== undefined || b.reminders === false) continue;
      await deps.store.transaction(async (tx) => {
        const r = await tx.get<ReminderCandidate>(RESERVATIONS, b.id);
        if (!r || r.remindBefore !== undefined || (await alreadyQueued(tx, 'reservation-reminder', r.id))) return;
        tx.update(RESERVATIONS, r.id, { ...reminderFields(r, settings.locale.timeZone) });
      });
    }
    if (page.length < 500) break;
    after = [page.at(-1)!.date, page.at(-1)!.id];
  }
  await deps.store.set(REMINDERS_INDEXED.collection, REMINDERS_INDEXED.id, { at: now.toISOString() });
  armed.add(deps.store);
}

/** Texts whose attempt never reported back: marked failed, and not repeated (the guest may have it already). */
async function giveUpLostAttempts(deps: Pick<AppDeps, 'store' | 'clock'>, now: Date): Promise<number> {
  const lost = await deps.store.query<NotificationDoc>(NOTIFICATIONS, {
    where: [
      { field: 'state', op: '==', value: 'sending' },
      { field: 'leaseUntil', op: '<=', value: now.toISOString() },
    ],
    orderBy: [{ field: 'leaseUntil', direction: 'asc' }],
    limit: RETRY_BATCH,
  });
  for (const n of lost) {
    await deps.store.transaction(async (tx) => {
      const cur = await tx.get<NotificationDoc>(NOTIFICATIONS, n.id);
      if (cur?.state === 'sending' && cur.leaseUntil !== null && cur.leaseUntil <= now.toISOString()) {
        tx.update(NOTIFICATIONS, n.id, {
          state: 'failed',
          leaseUntil: null,
          lastError: 'No delivery report: not sent again, so the guest never gets it twice',
        });
      }
    });
  }
  return lost.length;
}

/**
 * The scheduled work (every 5 minutes deployed; on a timer under `npm start`;
 * POST /api/dev/run-scheduled in tests): due reminders, due retries, lost attempts.
 * Running it twice at once or in a row sends nothing twice.
 */
export async function runScheduledWork(deps: Pick<AppDeps, 'store' | 'sms' | 'clock'>): Promise<ScheduledReport> {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const givenUp = await giveUpLostAttempts(deps, now);
  const reminderIds = await queueReminders(deps, settings, now);
  await deliver(deps, reminderIds);
  const due = await deps.store.query<NotificationDoc>(NOTIFICATIONS, {
    where: [
      { field: 'state', op: '==', value: 'pending' },
      { field: 'nextAttemptAt', op: '<=', value: now.toISOString() },
    ],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: RETRY_BATCH,
  });
  await deliver(
    deps,
    due.map((n) => n.id),
  );
  return { reminders: reminderIds.length, retried: due.length, givenUp };
}

/**
 * Tries an order's or a reservation's texts that are due now: the back office asks once the undo
 * window of a change has passed, so a held text goes then rather than at the next scheduled run.
 */
export async function sendDueTexts(deps: Pick<AppDeps, 'store' | 'sms' | 'clock'>, subjectId: string): Promise<number> {
  const now = deps.clock.now().toISOString();
  const docs = await deps.store.query<NotificationDoc>(NOTIFICATIONS, { where: [{ field: 'subjectId', op: '==', value: subjectId }], limit: 20 });
  const due = docs.filter((n) => n.state === 'pending' && (n.nextAttemptAt === null || n.nextAttemptAt <= now));
  await deliver(
    deps,
    due.map((n) => n.id),
  );
  return due.length;
}

/** An order's or a reservation's texts, oldest first, for the back office. */
export async function textsAbout(deps: Pick<AppDeps, 'store'>, subjectId: string): Promise<NotificationView[]> {
  const docs = await deps.store.query<NotificationDoc>(NOTIFICATIONS, { where: [{ field: 'subjectId', op: '==', value: subjectId }], limit: 20 });
  return (
    docs
      .map((n) => ({
        id: n.id,
        kind: n.kind,
        label: NOTIFICATION_LABEL[n.kind],
        phone: n.phone,
        text: n.text,
        state: n.state,
        attempts: n.attempts,
        lastError: n.lastError,
        createdAt: n.createdAt,
        sentAt: n.sentAt,
        nextAttemptAt: n.state === 'pending' ? n.nextAttemptAt : null,
      }))
      // Events in their natural order when the clock gave two the same instant.
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || NOTIFICATION_KINDS.indexOf(a.kind) - NOTIFICATION_KINDS.indexOf(b.kind))
  );
}

/** The scheduled function's period, deployed and under `npm start`. */
export const SCHEDULED_EVERY_MINUTES = 5;

/**
 * Local modes: runs the scheduled work on a timer, as Cloud Scheduler does when
 * deployed. Overlapping runs in several worker processes are harmless (see runScheduledWork).
 */
export function startScheduledWork(deps: Pick<AppDeps, 'store' | 'sms' | 'clock'>, everyMs = SCHEDULED_EVERY_MINUTES * 60_000): () => void {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runScheduledWork(deps)
      .then((report) => {
        if (report.reminders || report.retried || report.givenUp) log.info('scheduled work ran', { ...report });
      })
      .catch((e: unknown) => log.warn('scheduled work failed', { error: e instanceof Error ? e.message : String(e) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
