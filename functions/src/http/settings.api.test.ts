import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { DEFAULT_SETTINGS, type SavedSettings, type Settings } from '../domain/settings';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
let admin: { idToken: string };
let customer: { idToken: string };

const current = async () => (await t.call<Settings>('GET', '/api/settings')).body.data!;
const save = (body: unknown, token = admin.idToken) => t.call<SavedSettings>('PUT', '/api/admin/settings', { body, token });

beforeAll(async () => {
  t = await startApi({ hours: 'seeded' });
  admin = await t.sessionFor('admin');
  customer = await t.sessionFor('user');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/settings', () => {
  it('answers the seeded defaults before any save, revalidated by ETag', async () => {
    const r = await t.call<Settings>('GET', '/api/settings');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ locale: DEFAULT_SETTINGS.locale, tax: { name: 'GST', rateBp: 900, applies: true }, booking: DEFAULT_SETTINGS.booking });
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await t.call('GET', '/api/settings', { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the whole object, answers the saved one, and the public GET shows it at once', async () => {
    const before = await current();
    const etag = (await t.call('GET', '/api/settings')).headers.get('etag');
    const next = { ...before, tax: { ...before.tax, rateBp: 500 }, identity: { ...before.identity, siteUrl: 'https://thali.example.in/' } };
    const r = await save(next);
    expect(r.status).toBe(200);
    expect(r.body.data!.settings.tax.rateBp).toBe(500);
    expect(r.body.data!.settings.identity.siteUrl).toBe('https://thali.example.in');
    expect((await current()).tax.rateBp).toBe(500);
    const revalidated = await t.call('GET', '/api/settings', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(200);
    const audit = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=setting', { token: admin.idToken });
    expect(audit.body.data!.entries[0]!.summary).toBe('Settings changed: identity, tax');
  });

  it.each([
    [
      'a service that closes before it opens',
      (s: Settings) => ({ ...s, hours: { ...s.hours, monday: [{ name: 'Lunch', opens: '15:00', closes: '12:00', lastBooking: '13:00' }] } }),
      'Lunch must close after it opens',
      'hours.monday.0.closes',
    ],
    ['zero seats', (s: Settings) => ({ ...s, booking: { ...s.booking, seatsPerSlot: 0 } }), 'Seats per slot must be at least 1', 'booking.seatsPerSlot'],
    [
      'a negative rate',
      (s: Settings) => ({ ...s, ordering: { ...s.ordering, serviceChargeBp: -100 } }),
      "Service charge can't be negative",
      'ordering.serviceChargeBp',
    ],
    [
      'a closure that ends before it starts',
      (s: Settings) => ({ ...s, closures: [{ from: '2026-12-26', to: '2026-12-25', note: 'Christmas' }] }),
      'A closure must end on or after the day it starts',
      'closures.0.to',
    ],
    [
      'an unknown time zone',
      (s: Settings) => ({ ...s, locale: { ...s.locale, timeZone: 'Mars/Olympus' } }),
      'Time zone must be a time zone name, like Asia/Kolkata',
      'locale.timeZone',
    ],
    [
      'an offer on a dish the menu lacks',
      (s: Settings) => ({
        ...s,
        offers: [
          {
            id: 'x',
            title: 'X',
            blurb: '',
            percentOff: 10,
            itemIds: ['no-such-dish'],
            startsAt: '2026-11-01T00:00:00Z',
            endsAt: '2027-01-01T00:00:00Z',
            showAsDeal: true,
          },
        ],
      }),
      'No menu item has the id no-such-dish',
      'offers.0.itemIds',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, change, message, field) => {
    const before = await current();
    const r = await save(change(before));
    expect([r.status, r.body.message]).toEqual([400, message]);
    expect((r.body.data as unknown as { field: string }).field).toBe(field);
    expect(await current()).toEqual(before);
  });

  it('is for admins only: a customer gets 403 and a visitor 401', async () => {
    const before = await current();
    expect((await save({ ...before, tax: { ...before.tax, applies: false } }, customer.idToken)).status).toBe(403);
    expect((await t.call('PUT', '/api/admin/settings', { body: before })).status).toBe(401);
    expect((await current()).tax.applies).toBe(true);
  });
});
