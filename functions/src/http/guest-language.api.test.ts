import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import type { OrderDoc } from '../domain/orders';
import type { ReservationDoc } from '../services/reservations';
import { smsBudgetView } from '../services/sms-budget';
import { apiForFile, orderableDish } from '../testing/api-file';

/**
 * Texts in the guest's language: an order or a booking made with `lang` keeps it, and every text that follows it
 * (its code, confirmation, "ready") is written in it; the dev outbox shows each text's language and SMS segments,
 * and the SMS budget counts the segments.
 */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const DAY = '2033-05-18';
const { t, sessions } = apiForFile({ start: { hours: 'seeded' }, at: restaurantInstant(DAY, '12:00', TZ), sessions: { admin: 'admin' } });
let dish: string;
let n = 0;
const phone = () => `78${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const ip = () => `198.51.100.${(n % 200) + 30}`;

interface OutboxText {
  text: string;
  lang: string;
  encoding: string;
  segments: number;
  otp: string | null;
}
/** The phone's texts, oldest first. */
const outboxFor = async (p: string) => (await t.call<OutboxText[]>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.slice().reverse();
const smsToday = async () => (await smsBudgetView({ store: t.store, clock: t.clock })).sentToday;

const placeOrder = (p: string, extra: Record<string, unknown> = {}) =>
  t.call<{ _id: string; testOtp: string; reference: string }>('POST', '/api/orders', {
    body: { name: 'Asha Patel', phone: p, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }], ...extra },
    ip: ip(),
  });
const setStatus = (id: string, status: string) => t.call('PATCH', `/api/orders/${id}/status`, { body: { status }, token: sessions.admin.idToken });
const book = (p: string, extra: Record<string, unknown> = {}) =>
  t.call<{ reservationId: string; testOtp: string; reference: string }>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: p, date: addDays(DAY, 5), time: '19:00', partySize: 4, ...extra },
    ip: ip(),
  });

beforeAll(async () => {
  dish = await orderableDish(t);
});

describe("texts in the guest's language", () => {
  it('an order placed in Gujarati gets its code, its confirmation and its "ready" text in Gujarati, each counted by its segments', async () => {
    const p = phone();
    const before = await smsToday();

    const placed = await placeOrder(p, { lang: 'gu' });
    expect(placed.status, placed.body.message).toBe(201);
    const { _id: id, testOtp } = placed.body.data!;
    expect((await t.store.get<OrderDoc>(ORDERS, id))?.lang).toBe('gu');
    const [code] = await outboxFor(p);
    expect(code).toMatchObject({ lang: 'gu', encoding: 'ucs2', otp: testOtp });
    expect(code!.text).toContain(`${testOtp} તમારો ${DEFAULT_SETTINGS.identity.name} કોડ છે, ઓર્ડર કન્ફર્મ કરવા માટે.`);

    expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: testOtp } })).status).toBe(200);
    expect((await setStatus(id, 'Preparing')).status).toBe(200);
    expect((await setStatus(id, 'Ready')).status).toBe(200);
    // An admin's change can be undone for 10 seconds, so its text waits that long; then the back office sends what is due.
    t.clock.advance(10_001);
    expect((await t.call('POST', `/api/orders/${id}/send-due-texts`, { token: sessions.admin.idToken })).status).toBe(200);

    const texts = await outboxFor(p);
    const reference = id.slice(-6).toUpperCase();
    expect(texts.map((m) => m.lang)).toEqual(['gu', 'gu', 'gu']);
    expect(texts[1]!.text).toBe(`${DEFAULT_SETTINGS.identity.name}: ઓર્ડર #${reference} કન્ફર્મ થયો છે. અહીં જુઓ: thalihouse.example/t?r=${reference}`);
    expect(texts[2]!.text).toMatch(new RegExp(`^${DEFAULT_SETTINGS.identity.name}: ટોકન \\d+ તૈયાર છે\\. ઓર્ડર #${reference} કાઉન્ટર પર તૈયાર છે, લઈ જાઓ\\.$`));
    for (const m of texts) expect(m.segments, m.text).toBeGreaterThanOrEqual(1);
    expect(texts.some((m) => m.segments === 2)).toBe(true);
    // The day's SMS count went up by the texts' segments, not by their number.
    expect((await smsToday()) - before).toBe(texts.reduce((sum, m) => sum + m.segments, 0));
  });

  it('a code resent for a Hindi order is in Hindi, and the budget counts its segments', async () => {
    const p = phone();
    const placed = await placeOrder(p, { lang: 'hi' });
    expect(placed.status, placed.body.message).toBe(201);
    const before = await smsToday();
    t.clock.advance(61_000);

    const resent = await t.call<{ testOtp: string }>('POST', `/api/orders/${placed.body.data!._id}/resend-otp`, { ip: ip() });

    expect(resent.status, resent.body.message).toBe(200);
    const texts = await outboxFor(p);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatchObject({ lang: 'hi', encoding: 'ucs2', otp: resent.body.data!.testOtp });
    expect(texts[1]!.text).toContain('ऑर्डर कन्फ़र्म करने के लिए');
    expect((await smsToday()) - before).toBe(texts[1]!.segments);
  });

  it('an order placed without a language is texted in English, as before', async () => {
    const p = phone();

    const placed = await placeOrder(p);

    expect(placed.status).toBe(201);
    expect((await t.store.get<OrderDoc>(ORDERS, placed.body.data!._id))?.lang).toBe('en');
    const [code] = await outboxFor(p);
    expect(code).toMatchObject({ lang: 'en', encoding: 'gsm7', segments: 1 });
    expect(code!.text).toContain('code to confirm your order');
  });

  it('a table booked in Hindi gets its code in Hindi, and keeps the language', async () => {
    const p = phone();

    const booked = await book(p, { lang: 'hi' });

    expect(booked.status, booked.body.message).toBe(201);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, booked.body.data!.reservationId))?.lang).toBe('hi');
    const [code] = await outboxFor(p);
    expect(code).toMatchObject({ lang: 'hi', encoding: 'ucs2', otp: booked.body.data!.testOtp });
    expect(code!.text).toContain('टेबल बुकिंग कन्फ़र्म करने के लिए');
  });

  it.each([
    ['an order', (p: string) => placeOrder(p, { lang: 'fr' })],
    ['a booking', (p: string) => book(p, { lang: 'Gujarati' })],
  ])('%s with a language other than en, gu or hi is refused with a clear 400, and nothing is texted', async (_what, make) => {
    const p = phone();

    const refused = await make(p);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("lang must be 'en', 'gu' or 'hi'");
    expect(await outboxFor(p)).toEqual([]);
  });

  it("the texted link (/t?r=…) opens the order's or booking's page in the language it was made in; English otherwise", async () => {
    const open = async (reference: string) => {
      const r = await fetch(`${t.base}/t?r=${reference}`, { redirect: 'manual' });
      return [r.status, r.headers.get('location')];
    };
    const gu = await placeOrder(phone(), { lang: 'gu' });
    const en = await placeOrder(phone());
    const hi = await book(phone(), { lang: 'hi' });
    expect([gu.status, en.status, hi.status]).toEqual([201, 201, 201]);
    const guRef = gu.body.data!._id.slice(-6).toUpperCase();
    const enRef = en.body.data!._id.slice(-6).toUpperCase();
    const hiRef = (await t.store.get<ReservationDoc>(RESERVATIONS, hi.body.data!.reservationId))!.reference;

    expect(await open(guRef.toLowerCase())).toEqual([302, `/gu/track/${guRef}`]);
    expect(await open(enRef)).toEqual([302, `/track/${enRef}`]);
    expect(await open(hiRef)).toEqual([302, `/hi/reservation/${hiRef}`]);
    // A reference of the right form that no order has: its page (in English) says it was not found.
    expect(await open('ZZ9ZZ9')).toEqual([302, '/track/ZZ9ZZ9']);
  });
});
