import { bookLink } from '../domain/notifications';
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import type { DashboardView } from '../domain/dashboard';
import { RESERVATIONS } from '../domain/collections';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantDate } from '../domain/time';
import { apiForFile, dineInOrder, guestSequence, orderableDish } from '../testing/api-file';

/** The smaller server fixes for real devices, each through the public or admin API. */

const { t, tokens } = apiForFile({ sessions: { admin: 'admin' }, unlimitedTexts: true });
const fresh = guestSequence('72250', '10.27');
const outbox = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
const later = (n: number) => addDays(restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone), n);

const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.admin })).body.data!.settings;
async function save(change: (s: Settings) => Settings) {
  const { updatedAt: _u, ...current } = await settingsNow();
  const r = await t.call('PUT', '/api/admin/settings', { body: change(current as Settings), token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
}

async function confirmedOrder(phone: string, ip: string) {
  const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
    body: dineInOrder(phone, [{ _id: await orderableDish(t), quantity: 1 }]),
    ip,
  });
  expect(placed.status, placed.body.message).toBe(201);
  const ok = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip });
  expect(ok.status, ok.body.message).toBe(200);
  return placed.body.data!._id;
}
const setStatus = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  t.call<{ status: string }>('PATCH', `/api/orders/${id}/status`, { body: { status, undoable: false, ...extra }, token: tokens.admin });
const textsOf = async (id: string) =>
  (await t.call<Array<{ kind: string; state: string; lastError: string | null }>>('GET', `/api/admin/messages/${id}`, { token: tokens.admin })).body.data!;

describe('closing an order without a guest text', () => {
  it('staff can move an order to Ready without a text; its texts say it was not sent and who chose so', async () => {
    const g = fresh();
    const id = await confirmedOrder(g.phone, g.ip);
    expect((await setStatus(id, 'Preparing')).status).toBe(200);
    const ready = await setStatus(id, 'Ready', { notify: false });
    expect([ready.status, ready.body.message]).toEqual([200, 'Order marked Ready without a guest text']);
    expect((await outbox(g.phone)).filter((x) => x.includes('on its way'))).toEqual([]);
    expect((await textsOf(id)).map((m) => [m.kind, m.state, m.lastError])).toEqual([
      ['order-confirmed', 'sent', null],
      ['order-ready', 'skipped', 'Not texted: Test Admin moved the order on without a guest text'],
    ]);
  });

  it('an order older than the set age is not texted when it is marked Ready; a fresh one is', async () => {
    await save((s) => ({ ...s, ordering: { ...s.ordering, quietAfterMinutes: 120 } }));
    const old = fresh();
    const oldId = await confirmedOrder(old.phone, old.ip);
    t.clock.advance(3 * 3600_000);
    const young = fresh();
    const youngId = await confirmedOrder(young.phone, young.ip);
    for (const id of [oldId, youngId]) {
      expect((await setStatus(id, 'Preparing')).status).toBe(200);
      expect((await setStatus(id, 'Ready')).status).toBe(200);
    }
    expect((await outbox(old.phone)).filter((x) => x.includes('on its way'))).toEqual([]);
    expect((await outbox(young.phone)).filter((x) => x.includes('on its way'))).toHaveLength(1);
    expect((await textsOf(oldId)).find((m) => m.kind === 'order-ready')).toMatchObject({
      state: 'skipped',
      lastError: 'Not texted: the order was 3 hours old (no texts after 120 minutes, in Settings)',
    });
  });
});

describe('phones that cannot take a text', () => {
  it('1234567890 is refused for +91 with a clear message and nothing is created or texted; another country code takes it', async () => {
    const dish = await orderableDish(t);
    const order = await t.call('POST', '/api/orders', { body: dineInOrder('1234567890', [{ _id: dish, quantity: 1 }]), ip: fresh().ip });
    expect([order.status, order.body.message, order.body.data]).toEqual([
      400,
      'Please enter a mobile number: numbers for +91 start with 6, 7, 8 or 9.',
      { field: 'phone' },
    ]);
    const booking = await t.call('POST', '/api/reservations/create', {
      body: { name: 'Asha', phone: '1234567890', date: later(2), time: '19:00', partySize: 2 },
      ip: fresh().ip,
    });
    expect(booking.status).toBe(400);
    const register = await t.call('POST', '/api/users/register/start', { body: { name: 'Asha', phone: '5234567890', password: 'secret-123' }, ip: fresh().ip });
    expect(register.status).toBe(400);
    expect(await t.store.count(RESERVATIONS, [{ field: 'phone', op: '==', value: '1234567890' }])).toBe(0);
    expect(await outbox('1234567890')).toEqual([]);

    await save((s) => ({ ...s, locale: { ...s.locale, smsCountryCode: '+1' } }));
    const abroad = await t.call('POST', '/api/orders', { body: dineInOrder('2125550123', [{ _id: dish, quantity: 1 }]), ip: fresh().ip });
    expect(abroad.status, abroad.body.message).toBe(201);
    await save((s) => ({ ...s, locale: { ...s.locale, smsCountryCode: '+91' } }));
  });
});

describe('texts about a booking and codes', () => {
  it('the code text carries the restaurant name from Settings', async () => {
    await save((s) => ({ ...s, identity: { ...s.identity, name: 'Rasoi Ghar' } }));
    const g = fresh();
    const placed = await t.call('POST', '/api/orders', { body: dineInOrder(g.phone, [{ _id: await orderableDish(t), quantity: 1 }]), ip: g.ip });
    expect(placed.status).toBe(201);
    const [code] = await outbox(g.phone);
    expect(code).toMatch(/^\d{6} is your Rasoi Ghar code to confirm your order\./);
    expect(code).not.toContain('Thali House');
    await save((s) => ({ ...s, identity: { ...s.identity, name: DEFAULT_SETTINGS.identity.name } }));
  });

  it('asking for a manage code again within a minute says no new code was sent, alike for a booking that does not exist; a minute on, one is sent', async () => {
    const g = fresh();
    const created = await t.call<{ reservationId: string; testOtp: string; reference: string }>('POST', '/api/reservations/create', {
      body: { name: 'Asha', phone: g.phone, date: later(3), time: '19:00', partySize: 2 },
      ip: g.ip,
    });
    const { reservationId, testOtp, reference } = created.body.data!;
    expect((await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId, otp: testOtp }, ip: g.ip })).status).toBe(200);
    const start = (ref: string, phone: string) => t.call('POST', '/api/reservations/manage/start', { body: { reference: ref, phone }, ip: fresh().ip });
    const codesToGuest = async () => (await outbox(g.phone)).filter((x) => x.includes('manage your table')).length;

    expect((await start(reference, g.phone)).status).toBe(200);
    expect(await codesToGuest()).toBe(1);
    const again = await start(reference, g.phone);
    const unknownAgain = (await start('ZZZZ2345', g.phone), await start('ZZZZ2345', g.phone));
    for (const r of [again, unknownAgain]) {
      expect([r.status, r.body.code, r.body.message]).toEqual([
        429,
        'rate_limited',
        'No new code was sent: one was asked for less than a minute ago. If the phone number matches, that code still works; or ask again in a minute.',
      ]);
    }
    expect(await codesToGuest()).toBe(1);
    t.clock.advance(61_000);
    expect((await start(reference, g.phone)).status).toBe(200);
    expect(await codesToGuest()).toBe(2);
  });

  it('a guest cancelling their own booking gets a text saying so', async () => {
    const g = fresh();
    const created = await t.call<{ reservationId: string; testOtp: string; reference: string }>('POST', '/api/reservations/create', {
      body: { name: 'Asha', phone: g.phone, date: later(4), time: '19:00', partySize: 2 },
      ip: g.ip,
    });
    const { reservationId, testOtp, reference } = created.body.data!;
    expect((await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId, otp: testOtp }, ip: g.ip })).status).toBe(200);
    const code = await t.call<{ testOtp: string }>('POST', '/api/reservations/manage/start', { body: { reference, phone: g.phone }, ip: g.ip });
    const session = await t.call<{ token: string }>('POST', '/api/reservations/manage/verify', {
      body: { reference, phone: g.phone, otp: code.body.data!.testOtp },
      ip: g.ip,
    });
    const cancelled = await t.call('POST', '/api/reservations/manage/cancel', { body: { reference, token: session.body.data!.token } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await outbox(g.phone)).filter((x) => x.includes('is cancelled, as you asked'))).toEqual([
      expect.stringContaining(`(reference ${reference}) is cancelled, as you asked. Book again any time: ${bookLink(DEFAULT_SETTINGS)}`),
    ]);
  });
});

describe('back-office checks', () => {
  it('GET /api/orders refuses a date that does not exist with 400 and says so', async () => {
    const r = await t.call('GET', '/api/orders?from=2026-13-45', { token: tokens.admin });
    expect([r.status, r.body.message]).toEqual([400, 'Dates must be real calendar dates, like 2026-12-25']);
    const reversed = await t.call('GET', '/api/orders?from=2026-12-10&to=2026-12-01', { token: tokens.admin });
    expect([reversed.status, reversed.body.message]).toEqual([400, 'The "to" date must be on or after the "from" date']);
  });

  it('Guests today does not count no-shows', async () => {
    const today = restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone);
    const stats = async () => (await t.call<DashboardView>('GET', '/api/admin/dashboard', { token: tokens.admin })).body.data!;
    const before = (await stats()).guests.today;
    const base = {
      name: 'Asha',
      email: null,
      date: today,
      time: '12:00',
      tableNumber: 'TBD',
      notes: '',
      isVerified: true,
      otp: null,
      holdExpiresAt: null,
      manage: null,
    };
    const at = t.clock.now().toISOString();
    await t.store.set(RESERVATIONS, 'came-along', {
      ...base,
      phone: fresh().phone,
      partySize: 3,
      status: 'completed',
      reference: 'CAMEALON',
      createdAt: at,
      updatedAt: at,
    });
    await t.store.set(RESERVATIONS, 'never-came', {
      ...base,
      phone: fresh().phone,
      partySize: 5,
      status: 'no-show',
      reference: 'NEVERCAM',
      createdAt: at,
      updatedAt: at,
    });
    expect((await stats()).guests.today).toBe(before + 3);
  });

  it('saving settings with offers untouched says nothing of offers, and the change is kept field by field', async () => {
    const dish = await orderableDish(t);
    const start = new Date(t.clock.now().getTime() - 37_123).toISOString();
    const end = new Date(t.clock.now().getTime() + 86_400_000 + 12_345).toISOString();
    await save((s) => ({
      ...s,
      offers: [{ id: 'deal', title: 'Deal', blurb: '', percentOff: 10, itemIds: [dish], startsAt: start, endsAt: end, showAsDeal: true }],
    }));
    // A second later (the audit log orders by time), the Settings screen sends offer times to the minute, and the
    // owner changed only the tagline.
    t.clock.set(new Date(t.clock.now().getTime() + 1_000));
    await save((s) => ({
      ...s,
      identity: { ...s.identity, tagline: 'Thalis all day' },
      offers: s.offers.map((o) => ({ ...o, startsAt: `${o.startsAt.slice(0, 16)}:00.000Z`, endsAt: `${o.endsAt.slice(0, 16)}:00.000Z` })),
    }));
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=setting&limit=1', { token: tokens.admin });
    const [last] = log.body.data!.entries;
    expect(last!.summary).toBe('Settings changed: identity');
    expect((await settingsNow()).offers[0]!.startsAt).toBe(start);
  });
});
