/**
 * "Copy to the rest of the week" over real HTTP: the preview lists each target day's thali and price and writes
 * nothing; the copy keeps each thali's own price (a 449 dinner stays 449 on Sunday, whatever the usual price in the
 * library), keeps the plates already ordered, and is audited.
 */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { THALI_DAYS } from '../domain/collections';
import { DEFAULT_SETTINGS, WEEKDAYS, type Settings } from '../domain/settings';
import { thaliDocId, type ThaliDoc } from '../domain/thali';
import type { ThaliCopyPreview } from '../domain/thali-copy';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// A Thursday no other API file uses.
const THURSDAY = '2036-05-15';
const [FRIDAY, SATURDAY, SUNDAY] = [1, 2, 3].map((n) => addDays(THURSDAY, n)) as [string, string, string];

const { t, tokens } = apiForFile({
  at: restaurantInstant(THURSDAY, '09:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'admin', counter: 'counter' },
});

const thali = (name: string, price: number) => ({
  name,
  price,
  components: ['Dal', 'Rice', 'Rotli'],
  variants: ['regular'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 40,
});
const put = async (date: string, service: string, body: unknown) => {
  const r = await t.call('PUT', `/api/admin/thali/${date}/${service}`, { body, token: tokens.owner });
  expect(r.status, r.body.message).toBe(200);
};
const stored = (date: string, service: string) => t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(date, service));

async function lunchAndDinner() {
  const settings = (await t.call<Settings>('GET', '/api/settings')).body.data!;
  const day = [
    { name: 'Lunch', opens: '11:00', closes: '15:00', lastBooking: '14:00', lastOrder: '14:30' },
    { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '22:00', lastOrder: '22:30' },
  ];
  const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Settings['hours'];
  const saved = await t.call('PUT', '/api/admin/settings', { body: { ...settings, hours }, token: tokens.owner });
  expect(saved.status, saved.body.message).toBe(200);
}

describe('copying the thali to the rest of the week', () => {
  it('previews each target day with its price, then copies keeping each thali its own price, and audits it', async () => {
    await lunchAndDinner();
    // The library's usual price is the lunch price: the dinner thali costs more.
    const library = await t.call('PUT', '/api/admin/thali/library', {
      body: { components: ['Dal'], weekdayPrice: 399, weekendPrice: 399 },
      token: tokens.owner,
    });
    expect(library.status, library.body.message).toBe(200);
    await put(THURSDAY, 'lunch', thali('Gujarati Thali', 399));
    await put(THURSDAY, 'dinner', thali('Kathiyawadi Dinner Thali', 449));
    await put(SATURDAY, 'dinner', thali('Saturday Special', 520));

    const preview = await t.call<ThaliCopyPreview>('GET', `/api/admin/thali/${THURSDAY}/copy-to-week`, { token: tokens.owner });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.data!.copies.map((c) => [c.date, c.service, c.price, c.replaces])).toEqual([
      [FRIDAY, 'lunch', 399, null],
      [FRIDAY, 'dinner', 449, null],
      [SATURDAY, 'lunch', 399, null],
      [SATURDAY, 'dinner', 449, { name: 'Saturday Special', price: 520 }],
      [SUNDAY, 'lunch', 399, null],
      [SUNDAY, 'dinner', 449, null],
    ]);
    // A preview writes nothing.
    expect(await stored(FRIDAY, 'lunch')).toBeNull();
    expect((await stored(SATURDAY, 'dinner'))!.name).toBe('Saturday Special');

    const copied = await t.call('POST', `/api/admin/thali/${THURSDAY}/copy-to-week`, { body: {}, token: tokens.owner });
    expect([copied.status, copied.body.message]).toEqual([200, 'Copied to 6 services in the rest of the week']);
    for (const date of [FRIDAY, SATURDAY, SUNDAY]) {
      expect(await stored(date, 'lunch')).toMatchObject({ name: 'Gujarati Thali', priceCents: 39900 });
      expect(await stored(date, 'dinner')).toMatchObject({ name: 'Kathiyawadi Dinner Thali', priceCents: 44900 });
    }

    const audit = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=menu', { token: tokens.owner });
    const entry = audit.body.data!.entries.find((e) => e.action === 'copy');
    expect(entry?.summary).toBe(`6 thalis copied from ${THURSDAY} to the rest of the week`);
    expect(JSON.stringify(entry)).toContain(`${SUNDAY} dinner: Kathiyawadi Dinner Thali at 449`);
  });

  it('on a Sunday says the week ends with it, and counter staff may not copy or preview', async () => {
    const sunday = await t.call('GET', `/api/admin/thali/${SUNDAY}/copy-to-week`, { token: tokens.owner });
    expect([sunday.status, sunday.body.message]).toEqual([400, `${SUNDAY} is a Sunday: the week ends with it`]);
    expect((await t.call('GET', `/api/admin/thali/${THURSDAY}/copy-to-week`, { token: tokens.counter })).status).toBe(403);
    expect((await t.call('POST', `/api/admin/thali/${THURSDAY}/copy-to-week`, { body: {}, token: tokens.counter })).status).toBe(403);
  });
});
