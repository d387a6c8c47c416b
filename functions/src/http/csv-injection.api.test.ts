/**
 * CSV exports are safe to open: a guest's or a dish's name that a spreadsheet would run as a formula
 * (=, +, -, @, a tab or a carriage return first) comes out as text with a leading ', over real HTTP,
 * while amounts stay plain numbers.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ReservationView } from '../domain/booking';
import type { OrderView } from '../domain/orders';
import { parseCsv } from '../domain/reports';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// A day no other API file orders or books on, so the exports hold this file's rows only.
const TODAY = '2034-07-19';
const TOMORROW = addDays(TODAY, 1);
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:10', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner' },
  unlimitedTexts: true,
});

const GUESTS = ['=HYPERLINK("http://evil","online")', '+1+1', '-2+3', '@SUM(1)', "=cmd|' /C calc'!A0"];
const DISH = '=1+2';

const csv = async (name: string, from = TODAY, to = from) => {
  const res = await fetch(`${t.base}/api/admin/reports/${name}?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  const [header, ...rows] = parseCsv(text);
  return { text, rows, col: (field: string) => header!.indexOf(field) };
};

async function addDish(name: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, description: 'A dish whose name looks like a formula', price: '12.5', category: 'Welcome Drinks' }))
    form.append(k, v);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
  const r = await t.call<{ _id: string }>('POST', '/api/menu/admin', { form, token: tokens.owner });
  expect(r.status).toBe(201);
  return r.body.data!._id;
}

describe('CSV exports safe to open in a spreadsheet', () => {
  it('orders.csv and lines.csv write formula-like guest and dish names as text with a leading quote mark, amounts as numbers', async () => {
    const dish = await addDish(DISH);
    const placed: OrderView[] = [];
    for (const name of GUESTS) {
      const r = await t.call<OrderView>('POST', '/api/orders/walk-in', {
        token: tokens.owner,
        body: { phone: '', source: 'walk-in', name, orderType: 'takeaway', items: [{ _id: dish, quantity: 1 }] },
      });
      expect(r.status).toBe(201);
      placed.push(r.body.data!);
    }

    const orders = await csv('orders.csv');
    expect(orders.rows).toHaveLength(GUESTS.length);
    const nameOf = (id: string) => orders.rows.find((r) => r[orders.col('order_id')] === id)![orders.col('customer_name')];
    expect(placed.map((o) => nameOf(o._id))).toEqual(GUESTS.map((g) => `'${g}`));
    expect(orders.text).toContain(`"'=HYPERLINK(""http://evil"",""online"")"`);
    expect(orders.text).toContain(`,'+1+1,`);
    expect(orders.text).toContain(`,'-2+3,`);
    const total = orders.rows.map((r) => r[orders.col('total')]);
    expect(total).toEqual(placed.map((o) => String(o.total)));
    expect(total.every((v) => /^\d+(\.\d+)?$/.test(v!))).toBe(true);

    const lines = await csv('lines.csv');
    expect(lines.rows.map((r) => r[lines.col('dish')])).toEqual(GUESTS.map(() => `'${DISH}`));
    expect(lines.rows.map((r) => r[lines.col('price')])).toEqual(GUESTS.map(() => '12.5'));
  });

  it('bookings.csv writes a formula-like guest name as text with a leading quote mark', async () => {
    const r = await t.call<ReservationView>('POST', '/api/reservations/admin', {
      token: tokens.owner,
      body: { name: '@SUM(1)', phone: '6512300001', date: TOMORROW, time: '19:00', partySize: 2, notes: '', source: 'phone' },
    });
    expect(r.status).toBe(201);
    const bookings = await csv('bookings.csv', TOMORROW);
    const row = bookings.rows.find((x) => x[bookings.col('reference')] === r.body.data!.reference)!;
    expect([row[bookings.col('customer_name')], row[bookings.col('party_size')]]).toEqual(["'@SUM(1)", '2']);
  });
});
