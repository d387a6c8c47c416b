/**
 * The waitlist over HTTP: a walk-in added at the counter gets one text with their place and link, the link's page
 * shows the place and nothing more, "table ready" is texted once however often the counter taps Notify, seating
 * opens the party's bill, and a no-show is counted on the guest's record. The plan and the seated bills are written
 * straight into the store, in the floor's stored shape (domain/floor.ts).
 */
import { describe, expect, it } from 'vitest';
import { GUESTS } from '../domain/collections';
import { BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, WAITLIST, type BillDoc, type FloorPlanDoc, type FloorTable, type WaitlistDoc } from '../domain/floor';
import type { GuestDoc } from '../domain/guests';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { WaitlistView } from '../services/waitlist';
import { apiForFile } from '../testing/api-file';

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2032-02-11';
const NOON = restaurantInstant(TODAY, '12:00', TZ);
const { t, sessions, tokens } = apiForFile({
  at: NOON,
  sessions: { counter: 'counter', kitchen: 'kitchen' },
  unlimitedTexts: true,
});

let phones = 0;
const phone = () => `73${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;
const minutesBefore = (m: number) => new Date(NOON.getTime() - m * 60_000).toISOString();

const table = (id: string, seats: number): FloorTable => ({ id, name: id.slice(1), seats, area: 'Ground floor', x: 10, y: 10, shape: 'square' });
async function layOut(tables: FloorTable[]) {
  const plan: FloorPlanDoc = { tables, updatedAt: NOON.toISOString(), updatedBy: null };
  await t.store.set(FLOOR_PLAN, FLOOR_PLAN_ID, plan);
}
async function seatedBill(tableId: string, seatedMinutesAgo: number, extra: Partial<BillDoc> = {}) {
  const id = t.store.newId();
  const bill: BillDoc = {
    status: 'open',
    tableId,
    tableName: tableId.slice(1),
    guests: 2,
    name: null,
    phone: null,
    reservationId: null,
    waitlistId: null,
    rounds: 1,
    day: TODAY,
    seatedAt: minutesBefore(seatedMinutesAgo),
    seatedBy: { uid: sessions.counter.uid, name: 'Counter' },
    updatedAt: NOON.toISOString(),
    closedAt: null,
    invoiceOrderIds: [],
    totalCents: null,
    paidAt: null,
    doneAt: null,
    ...extra,
  };
  await t.store.create(BILLS, id, bill);
  return id;
}

interface Added {
  entry: WaitlistView;
  quotedMinutes: number;
  place: number;
}
const add = (body: unknown, token = tokens.counter) => t.call<Added>('POST', '/api/admin/waitlist', { body, token });
async function added(name: string, partySize: number) {
  const p = phone();
  const r = await add({ name, phone: p, partySize });
  expect(r.status, r.body.message).toBe(201);
  return { ...r.body.data!, phone: p };
}
const outbox = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.map((m) => m.text);
const page = (reference: string) => t.call<Record<string, unknown>>('GET', `/api/waitlist/${reference}`, { ip: '198.51.100.7' });
const act = (id: string, what: 'notify' | 'no-show' | 'left' | 'seat', body?: unknown, token = tokens.counter) =>
  t.call<Record<string, unknown>>('POST', `/api/admin/waitlist/${id}/${what}`, { token, body });

describe('adding a walk-in party', () => {
  it('quotes the wait from the tables and the average time seated, gives the place, and texts both with a short link once', async () => {
    // Every table taken: T2 (4 seats) was seated 30 minutes ago and frees at 45 (Settings' average, no done bills yet).
    await layOut([table('T1', 2), table('T2', 4), table('T3', 6)]);
    await seatedBill('T1', 5);
    await seatedBill('T2', 30);
    await seatedBill('T3', 10);

    const first = await added('Asha Patel', 4);
    const second = await added('Ravi Shah', 3);

    expect([first.place, first.quotedMinutes]).toEqual([1, 15]);
    // T2 goes to the party ahead (then sits 45); T3 frees at 35.
    expect([second.place, second.quotedMinutes]).toEqual([2, 35]);
    expect(first.entry).toMatchObject({ name: 'Asha Patel', partySize: 4, status: 'waiting', place: 1, quotedMinutes: 15 });
    expect(first.entry.reference).toMatch(/^[A-Z0-9]{7}$/);
    const texts = await outbox(first.phone);
    expect(texts).toEqual([
      `Thali House: you are number 1 on our waitlist for 4 guests, wait about 15 min. See your place: thalihouse.example/t?r=${first.entry.reference}`,
    ]);
    expect(texts[0]!.length).toBeLessThanOrEqual(160);
    const short = await fetch(`${t.base}/t?r=${first.entry.reference}`, { redirect: 'manual' });
    expect([short.status, short.headers.get('location')]).toEqual([302, `/waitlist/${first.entry.reference}`]);
  });

  it("the guest's page answers the first name, the place, the quote and the status, nothing else", async () => {
    const party = await added('Meera Desai Joshi', 2);

    const r = await page(party.entry.reference.toLowerCase());

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toEqual({ firstName: 'Meera', place: party.place, quotedMinutes: party.quotedMinutes, status: 'waiting' });
    expect((await page('ZZZZZZZ')).status).toBe(404);
    expect((await page('not-a-ref')).status).toBe(400);
  });

  it('refuses bad input by the field, a landline, and staff who do not take orders', async () => {
    const bad = await add({ name: '', phone: '98765', partySize: 0 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter the guest’s name']);
    const big = await add({ name: 'Asha', phone: phone(), partySize: 21 });
    expect([big.status, big.body.message]).toEqual([400, 'Party size must be a whole number from 1 to 20']);
    const landline = await add({ name: 'Asha', phone: '1234567890', partySize: 2 });
    expect([landline.status, (landline.body.data as { field?: string })?.field]).toEqual([400, 'phone']);
    expect((await add({ name: 'Asha', phone: phone(), partySize: 2 }, tokens.kitchen)).status).toBe(403);
  });
});

describe('telling the party their table is ready', () => {
  it('texts "table ready" once: a second tap sends nothing and answers when the first went', async () => {
    const party = await added('Kiran Mehta', 2);
    t.clock.set(new Date(NOON.getTime() + 10 * 60_000));

    const once = await act(party.entry.id, 'notify');
    t.clock.set(new Date(NOON.getTime() + 12 * 60_000));
    const twice = await act(party.entry.id, 'notify');

    expect(once.status, once.body.message).toBe(200);
    expect(twice.status, twice.body.message).toBe(200);
    expect(once.body.data).toMatchObject({ alreadyNotified: false, notifiedAt: new Date(NOON.getTime() + 10 * 60_000).toISOString() });
    expect(twice.body.data).toMatchObject({ alreadyNotified: true, notifiedAt: new Date(NOON.getTime() + 10 * 60_000).toISOString() });
    const texts = await outbox(party.phone);
    expect(texts).toHaveLength(2);
    expect(texts.filter((x) => x.includes('is ready'))).toEqual(['Thali House: your table for 2 guests is ready. Please come to the counter now.']);
    expect((await page(party.entry.reference)).body.data).toMatchObject({ status: 'notified' });
    t.clock.set(NOON);
  });
});

describe('seating, no-shows and parties that left', () => {
  it("seating from the list opens the party's bill on the table and ends the entry; a second seat is refused", async () => {
    await layOut([table('T1', 2), table('T2', 4), table('T3', 6), table('T9', 4)]);
    const party = await added('Nisha Rao', 4);

    const seated = await act(party.entry.id, 'seat', { tableId: 'T9' });

    expect(seated.status, seated.body.message).toBe(200);
    const billId = (seated.body.data as { billId: string }).billId;
    const bill = await t.store.get<BillDoc>(BILLS, billId);
    expect(bill).toMatchObject({ tableId: 'T9', guests: 4, name: 'Nisha Rao', phone: party.phone, waitlistId: party.entry.id, status: 'open' });
    const entry = await t.store.get<WaitlistDoc>(WAITLIST, party.entry.id);
    expect(entry).toMatchObject({ status: 'seated', billId, seatedAt: NOON.toISOString() });
    expect((await act(party.entry.id, 'seat', { tableId: 'T9' })).status).toBe(409);
    expect((await page(party.entry.reference)).body.data).toEqual({ firstName: 'Nisha', place: null, quotedMinutes: party.quotedMinutes, status: 'seated' });
  });

  it("a no-show is counted on the guest's record as a booking's is, and the parties behind move up", async () => {
    const gone = await added('Farhan Ali', 2);
    const behind = await added('Gita Iyer', 2);
    const before = (await page(behind.entry.reference)).body.data!.place as number;

    const r = await act(gone.entry.id, 'no-show');

    expect(r.status, r.body.message).toBe(200);
    const guest = await t.store.get<GuestDoc>(GUESTS, gone.phone);
    expect(guest).toMatchObject({ noShows: 1, noShowLog: [{ reservationId: gone.entry.id, date: TODAY }], name: 'Farhan Ali' });
    expect((await page(behind.entry.reference)).body.data!.place).toBe(before - 1);
    expect((await act(gone.entry.id, 'left')).status).toBe(409);
  });

  it('a party that left ends without a text or a mark on the record; the list shows live parties first', async () => {
    const party = await added('Joseph Dsouza', 3);

    const r = await act(party.entry.id, 'left');

    expect(r.status, r.body.message).toBe(200);
    expect(await t.store.get(GUESTS, party.phone)).toBeNull();
    expect(await outbox(party.phone)).toHaveLength(1);
    const list = await t.call<{ entries: WaitlistView[] }>('GET', '/api/admin/waitlist', { token: tokens.counter });
    const statuses = list.body.data!.entries.map((e) => e.status);
    const firstEnded = statuses.findIndex((s) => s !== 'waiting' && s !== 'notified');
    expect(statuses.slice(firstEnded).every((s) => s !== 'waiting' && s !== 'notified')).toBe(true);
    expect(list.body.data!.entries.filter((e) => e.place !== null).map((e) => e.place)).toEqual(Array.from({ length: firstEnded }, (_, i) => i + 1));
    expect((await act('no-such-entry', 'left')).status).toBe(404);
  });
});

describe('a table reserved for a booking', () => {
  it('is not quoted as free: it is taken until the booking’s time plus the average time seated', async () => {
    // The next day, at 18:50: the only table (one no earlier test seated) is given to a booking at 19:00, so the plan shows it reserved.
    const day = '2032-02-12';
    t.clock.set(restaurantInstant(day, '18:50', TZ));
    try {
      await layOut([table('T20', 4)]);
      const booked = await t.call<{ id: string }>('POST', '/api/reservations/admin', {
        body: { name: 'Nisha Desai', phone: phone(), date: day, time: '19:00', partySize: 4, notes: '', source: 'phone' },
        token: tokens.counter,
      });
      expect(booked.status, booked.body.message).toBe(201);
      const given = await t.call('PATCH', `/api/reservations/admin/${booked.body.data!.id}/table`, { body: { tableId: 'T20' }, token: tokens.counter });
      expect(given.status, given.body.message).toBe(200);

      const party = await added('Walk In', 2);

      // 10 minutes to the booking, then Settings' 45 minutes seated: 55, not "a few minutes".
      expect([party.place, party.quotedMinutes]).toEqual([1, 55]);
    } finally {
      t.clock.set(NOON);
    }
  });
});
