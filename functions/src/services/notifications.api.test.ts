import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogSms } from '../adapters/sms-log';
import { reminderFields } from '../domain/booking-reminder';
import { NOTIFICATIONS, RESERVATIONS } from '../domain/collections';
import { notificationId, RETRY_BACKOFF_MS } from '../domain/notifications';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../domain/time';
import type { SmsSender } from '../ports';
import { startApi, type TestApi } from '../testing/api-harness';
import { attemptText, runScheduledWork, textsAbout, type NotificationDoc } from './notifications';

/**
 * The texts that follow a guest, through the dev outbox and the dev clock: the
 * scheduled job's reminders and the retries of failed sends.
 */
let t: TestApi;
let n = 0;
const tz = DEFAULT_SETTINGS.locale.timeZone;
const phone = () => `75${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;

/** A confirmed booking written as the booking flow leaves it, booked `bookedAgoMs` before `now`. */
async function confirmedBooking(date: string, time: string, extra: Record<string, unknown> = {}, bookedAt = t.clock.now()) {
  const id = t.store.newId();
  const p = phone();
  const asBooked = { status: 'confirmed', date, time, reminders: true, ...extra } as { status: string; date: string; time: string; reminders: boolean };
  await t.store.set(RESERVATIONS, id, {
    ...reminderFields(asBooked, tz),
    name: 'Asha',
    phone: p,
    email: null,
    date,
    time,
    partySize: 3,
    tableNumber: 'TBD',
    notes: '',
    status: 'confirmed',
    isVerified: true,
    otp: null,
    holdExpiresAt: null,
    reference: id.slice(-8).toUpperCase(),
    manage: null,
    createdAt: bookedAt.toISOString(),
    updatedAt: bookedAt.toISOString(),
    ...extra,
  });
  return { id, phone: p, reference: id.slice(-8).toUpperCase() };
}
const outboxFor = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!;
const runJob = async () => (await t.call<{ reminders: number }>('POST', '/api/dev/run-scheduled')).body.data!;

beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t?.close();
});

describe('texts about a booking', () => {
  it('a confirmed booking texts its reference with an absolute manage link, once; the restaurant cancelling it texts once more', async () => {
    const p = phone();
    const date = addDays(restaurantDate(t.clock.now(), tz), 6);
    const created = await t.call<{ reservationId: string; testOtp: string; reference: string }>('POST', '/api/reservations/create', {
      body: { name: 'Meera', phone: p, date, time: '19:00', partySize: 2 },
    });
    expect(created.status).toBe(201);
    const { reservationId, testOtp, reference } = created.body.data!;
    expect((await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId, otp: testOtp } })).status).toBe(200);
    // A second verify is refused and texts nothing more.
    expect((await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId, otp: testOtp } })).status).toBe(409);
    let texts = (await outboxFor(p)).map((m) => m.text);
    expect(texts.filter((x) => x.includes('is confirmed'))).toEqual([
      expect.stringContaining(`Reference ${reference}. View or cancel: thalihouse.example/t?r=${reference}`),
    ]);

    const admin = await t.sessionFor('admin');
    expect((await t.call('PATCH', `/api/reservations/admin/${reservationId}/status`, { body: { status: 'cancelled' }, token: admin.idToken })).status).toBe(
      200,
    );
    expect((await t.call('PATCH', `/api/reservations/admin/${reservationId}/status`, { body: { status: 'cancelled' }, token: admin.idToken })).status).toBe(
      409,
    );
    // The text waits out the 10 seconds the admin has to undo the cancellation, then goes.
    expect((await outboxFor(p)).filter((m) => m.text.includes('was cancelled by the restaurant'))).toHaveLength(0);
    t.clock.advance(10_001);
    expect((await t.call('POST', `/api/reservations/admin/${reservationId}/send-due-texts`, { token: admin.idToken })).status).toBe(200);
    texts = (await outboxFor(p)).map((m) => m.text);
    expect(texts.filter((x) => x.includes('was cancelled by the restaurant'))).toHaveLength(1);
    const messages = await t.call<Array<{ kind: string; state: string }>>('GET', `/api/admin/messages/${reservationId}`, { token: admin.idToken });
    expect(messages.body.data!.map((m) => [m.kind, m.state])).toEqual([
      ['reservation-confirmed', 'sent'],
      ['reservation-cancelled', 'sent'],
    ]);
  });
});

describe('booking reminders from the scheduled job', () => {
  it('sends one reminder inside the 2-hour lead time, with the reference and an absolute link, and none on a second run', async () => {
    const tomorrow = addDays(restaurantDate(t.clock.now(), tz), 1);
    const b = await confirmedBooking(tomorrow, '19:00');
    t.clock.set(new Date(restaurantInstant(tomorrow, '16:30', tz).getTime()));
    await runJob();
    expect(await outboxFor(b.phone)).toHaveLength(0);

    t.clock.set(new Date(restaurantInstant(tomorrow, '17:05', tz).getTime()));
    const [first, second] = [await runJob(), await runJob()];
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    expect(second.reminders).toBe(0);
    const texts = await outboxFor(b.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`Reference ${b.reference}`);
    expect(texts[0]!.text).toContain(`thalihouse.example/t?r=${b.reference}`);
    const view = await textsAbout(t.deps, b.id);
    expect(view.map((v) => [v.kind, v.state])).toEqual([['reservation-reminder', 'sent']]);
  });

  it('two runs at once still send one reminder', async () => {
    const day = addDays(restaurantDate(t.clock.now(), tz), 2);
    const b = await confirmedBooking(day, '20:00');
    t.clock.set(new Date(restaurantInstant(day, '18:30', tz).getTime()));
    await Promise.all([runJob(), runJob(), runScheduledWork(t.deps)]);
    expect(await outboxFor(b.phone)).toHaveLength(1);
  });

  it('sends none for a guest who opted out, a cancelled booking, or one made inside the lead time', async () => {
    const day = addDays(restaurantDate(t.clock.now(), tz), 3);
    t.clock.set(new Date(restaurantInstant(day, '10:00', tz).getTime()));
    const optedOut = await confirmedBooking(day, '19:00', { reminders: false });
    const cancelled = await confirmedBooking(day, '19:00', { status: 'cancelled' });
    const late = await confirmedBooking(day, '19:00', {}, new Date(restaurantInstant(day, '17:30', tz).getTime()));
    t.clock.set(new Date(restaurantInstant(day, '17:45', tz).getTime()));
    await runJob();
    for (const b of [optedOut, cancelled, late]) expect(await outboxFor(b.phone)).toHaveLength(0);
  });
});

describe('a text that fails', () => {
  it('is retried with backoff, recorded with its error, and given up after the last attempt', async () => {
    let failing = true;
    const real = new LogSms(t.deps.outbox!, t.clock);
    const flaky: SmsSender = { kind: 'log', send: async (to, text) => (failing ? Promise.reject(new Error('gateway 502')) : real.send(to, text)) };
    const deps = { ...t.deps, sms: flaky };
    const day = addDays(restaurantDate(t.clock.now(), tz), 4);
    const b = await confirmedBooking(day, '19:00');
    t.clock.set(new Date(restaurantInstant(day, '17:30', tz).getTime()));
    await runScheduledWork(deps);
    const id = notificationId('reservation-reminder', b.id);
    let doc = (await t.store.get<NotificationDoc>(NOTIFICATIONS, id))!;
    expect(doc).toMatchObject({ state: 'pending', attempts: 1, lastError: 'gateway 502' });

    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await attemptText(deps, id)).toBeNull();
    t.clock.advance(RETRY_BACKOFF_MS[0]);
    failing = false;
    await runScheduledWork(deps);
    doc = (await t.store.get<NotificationDoc>(NOTIFICATIONS, id))!;
    expect(doc).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(await outboxFor(b.phone)).toHaveLength(1);
  });

  it('an attempt that never reported back is marked failed and not repeated', async () => {
    const day = addDays(restaurantDate(t.clock.now(), tz), 5);
    const b = await confirmedBooking(day, '19:00');
    const id = notificationId('reservation-reminder', b.id);
    const now = t.clock.now();
    await t.store.set(NOTIFICATIONS, id, {
      kind: 'reservation-reminder',
      subjectType: 'reservation',
      subjectId: b.id,
      phone: b.phone,
      text: 'x',
      state: 'sending',
      attempts: 1,
      nextAttemptAt: null,
      leaseUntil: new Date(now.getTime() - 1000).toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
      sentAt: null,
      expireAt: new Date(now.getTime() + 86_400_000),
    });
    await runScheduledWork(t.deps);
    expect((await t.store.get<NotificationDoc>(NOTIFICATIONS, id))!.state).toBe('failed');
    expect(await outboxFor(b.phone)).toHaveLength(0);
  });
});
