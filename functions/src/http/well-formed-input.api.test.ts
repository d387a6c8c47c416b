/**
 * Bad input answers 400 at once, over real HTTP: text that is not valid Unicode (a lone surrogate such as
 * JSON's "\ud800", bytes that are not UTF-8, a query that is not percent-encoded UTF-8) on any route, and a
 * date outside the years 2000 to 2100 in any day or range. Nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence, orderableDish } from '../testing/api-file';
import type { CallOptions } from '../testing/api-harness';

const TODAY = '2034-08-21';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:30', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner' },
  unlimitedTexts: true,
});
const fresh = guestSequence('63', '10.141');
const LONE = '\ud800';

/** Calls the API and answers the reply with how long it took and how many writes it made. */
async function timed(method: string, path: string, options: CallOptions = {}) {
  const writes = t.store.meter.writes;
  const started = performance.now();
  const r = await t.call(method, path, options);
  return { ...r, ms: performance.now() - started, wrote: t.store.meter.writes - writes };
}

describe('text that is not valid Unicode', () => {
  it('a name with a lone surrogate answers 400 at once, naming the field, on order placing, booking and registration', async () => {
    const dish = await orderableDish(t);
    const a = fresh();
    const b = fresh();
    const c = fresh();
    const cases = [
      ['/api/orders', { name: `Asha ${LONE}`, phone: a.phone, orderType: 'takeaway', items: [{ _id: dish, quantity: 1 }] }, a.ip],
      [
        '/api/reservations/create',
        { name: `Asha ${LONE}`, phone: b.phone, email: 'asha@example.com', date: addDays(TODAY, 3), time: '19:00', partySize: 2, notes: '' },
        b.ip,
      ],
      ['/api/users/register/start', { name: `Asha ${LONE}`, phone: c.phone, email: 'asha@example.com', password: 'masala-chai' }, c.ip],
    ] as const;
    for (const [path, body, ip] of cases) {
      const r = await timed('POST', path, { body, ip });
      expect([path, r.status, r.body.code, r.body.message]).toEqual([
        path,
        400,
        'validation_failed',
        'Invalid text in name: it holds a character that is not valid Unicode. Please type it again.',
      ]);
      expect(r.ms).toBeLessThan(1000);
      expect(r.wrote).toBe(0);
    }
  });

  it('the JSON escape itself, a lone low surrogate deep in a list, and one in a key are refused too', async () => {
    const dish = await orderableDish(t);
    const g = fresh();
    const escaped = await timed('POST', '/api/orders', {
      raw: `{"name":"\\ud800","phone":"${g.phone}","orderType":"takeaway","items":[{"_id":"${dish}","quantity":1}]}`,
      ip: g.ip,
    });
    expect([escaped.status, escaped.body.message]).toEqual([400, expect.stringContaining('Invalid text in name')]);
    const note = await timed('POST', '/api/orders', {
      body: { name: 'Asha Patel', phone: g.phone, orderType: 'takeaway', items: [{ _id: dish, quantity: 1, note: `less \udc00 spice` }] },
      ip: g.ip,
    });
    expect([note.status, note.body.message]).toEqual([400, expect.stringContaining('Invalid text in items.0.note')]);
    const key = await timed('POST', '/api/orders', { raw: `{"\\udbff":1}`, ip: g.ip });
    expect([key.status, key.body.code]).toEqual([400, 'validation_failed']);
    expect(escaped.wrote + note.wrote + key.wrote).toBe(0);
  });

  it('a pair of surrogates (an emoji) is valid text and is not refused', async () => {
    const g = fresh();
    const r = await timed('POST', '/api/reservations/create', {
      body: { name: 'Asha 🙂', phone: g.phone, email: 'asha@example.com', date: addDays(TODAY, 3), time: '19:00', partySize: 2, notes: '' },
      ip: g.ip,
    });
    expect(r.status).toBe(201);
  });

  it('a body whose bytes are not UTF-8 answers 400 instead of being read with replacement characters', async () => {
    const g = fresh();
    const raw = Buffer.concat([Buffer.from('{"name":"Asha '), Buffer.from([0xff, 0xfe]), Buffer.from(`","phone":"${g.phone}"}`)]);
    const r = await timed('POST', '/api/reservations/create', { raw, ip: g.ip });
    expect([r.status, r.body.message]).toEqual([400, 'The request body is not valid UTF-8 text']);
    expect(r.wrote).toBe(0);
  });

  it('a query that is not UTF-8 (an encoded lone surrogate) answers 400 at once on a staff route too', async () => {
    for (const query of ['search=%ED%A0%80', 'search=%FF', 'search=%E0%A4']) {
      const r = await timed('GET', `/api/admin/guests?${query}`, { token: tokens.owner });
      expect([query, r.status, r.body.message]).toEqual([
        query,
        400,
        'Invalid text in the query: it holds a character that is not valid Unicode. Please type it again.',
      ]);
      expect(r.ms).toBeLessThan(1000);
    }
    const ok = await t.call('GET', `/api/admin/guests?search=${encodeURIComponent('आशा')}`, { token: tokens.owner });
    expect(ok.status).toBe(200);
  });
});

describe('dates outside the years 2000 to 2100', () => {
  it('a report range in the year 9999 answers 400 with the reason, on the report, the tax summary and the exports', async () => {
    for (const path of [
      '/api/admin/reports/sales?from=9999-01-01&to=9999-01-02',
      '/api/admin/reports/gst?from=9999-01-01&to=9999-01-02',
      '/api/admin/reports/orders.csv?from=9999-01-01&to=9999-01-02',
    ]) {
      const r = await timed('GET', path, { token: tokens.owner });
      expect([path, r.status, r.body.message]).toEqual([path, 400, 'from must be in the years 2000 to 2100']);
    }
    const early = await timed('GET', '/api/admin/reports/sales?from=1999-12-31&to=2000-01-01', { token: tokens.owner });
    expect([early.status, early.body.message]).toEqual([400, 'from must be in the years 2000 to 2100']);
    const end = await timed('GET', '/api/admin/reports/sales?from=2100-12-31&to=2101-01-01', { token: tokens.owner });
    expect([end.status, end.body.message]).toEqual([400, 'to must be in the years 2000 to 2100']);
    const inside = await timed('GET', '/api/admin/reports/sales?from=2100-12-30&to=2100-12-31', { token: tokens.owner });
    expect(inside.status).toBe(200);
  });

  it('a day-end, a day’s payments, an order list, a booking list and a booking far outside those years answer 400', async () => {
    const g = fresh();
    const replies = [
      await timed('GET', '/api/admin/reports/day-end?date=9999-01-01', { token: tokens.owner }),
      await timed('GET', '/api/orders/payments/day?date=9999-01-01', { token: tokens.owner }),
      await timed('GET', '/api/orders?from=9999-01-01&to=9999-01-02', { token: tokens.owner }),
      await timed('GET', '/api/reservations/admin/all?date=9999-01-01', { token: tokens.owner }),
      await timed('POST', '/api/reservations/create', {
        body: { name: 'Asha Patel', phone: g.phone, email: 'asha@example.com', date: '9999-01-01', time: '19:00', partySize: 2, notes: '' },
        ip: g.ip,
      }),
    ];
    expect(replies.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(replies.map((r) => r.body.message).slice(0, 3)).toEqual([
      'date must be in the years 2000 to 2100',
      'date must be in the years 2000 to 2100',
      'Dates must be in the years 2000 to 2100',
    ]);
    expect(replies.reduce((s, r) => s + r.wrote, 0)).toBe(0);
  });
});
