import { describe, expect, it } from 'vitest';
import { RESERVATIONS } from '../domain/collections';
import { WAITLIST, type WaitlistDoc } from '../domain/floor';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import type { ReservationDoc } from '../services/reservations';
import { apiForFile } from '../testing/api-file';

/**
 * Texts in the guest's language when staff enter the guest: a walk-in added to the waitlist and a booking taken by
 * phone carry the `lang` the counter picked (absent: English), and the guest's texts are written in it.
 */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2034-07-12';
const NAME = DEFAULT_SETTINGS.identity.name;
const { t, tokens, sessions } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', TZ),
  sessions: { counter: 'counter', admin: 'admin' },
  unlimitedTexts: true,
});
let n = 0;
const phone = () => `64${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const outboxFor = async (p: string) => (await t.call<Array<{ text: string; lang: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.slice().reverse();

const addWalkIn = (body: Record<string, unknown>) =>
  t.call<{ entry: { id: string; reference: string } }>('POST', '/api/admin/waitlist', {
    body: { name: 'Asha Patel', partySize: 3, ...body },
    token: tokens.counter,
  });
const takeBooking = (body: Record<string, unknown>) =>
  t.call<{ id: string; reference: string }>('POST', '/api/reservations/admin', {
    body: { name: 'Ravi Shah', date: addDays(TODAY, 1), time: '19:00', partySize: 4, notes: '', source: 'phone', textGuest: true, ...body },
    token: tokens.counter,
  });

describe('the waitlist texts a walk-in in the language the counter picked', () => {
  it('in Gujarati: both texts are Gujarati and the entry keeps its language', async () => {
    const p = phone();
    const r = await addWalkIn({ phone: p, lang: 'gu' });
    expect(r.status, r.body.message).toBe(201);
    const { id, reference } = r.body.data!.entry;
    expect((await t.store.get<WaitlistDoc>(WAITLIST, id))?.lang).toBe('gu');
    expect((await t.call('POST', `/api/admin/waitlist/${id}/notify`, { token: tokens.counter })).status).toBe(200);
    const texts = await outboxFor(p);
    expect(texts.map((m) => m.lang)).toEqual(['gu', 'gu']);
    expect(texts[0]!.text).toMatch(new RegExp(`^${NAME}: વેઇટલિસ્ટમાં તમારો નંબર \\d+ છે \\(3 વ્યક્તિ\\), .* જુઓ: thalihouse\\.example/t\\?r=${reference}$`));
    expect(texts[1]!.text).toBe(`${NAME}: તમારું ટેબલ તૈયાર છે (3 વ્યક્તિ). કૃપા કરી હમણાં કાઉન્ટર પર આવો.`);
  });

  it('in Hindi, and in English when no language is given; an unknown language is refused', async () => {
    const hi = phone();
    expect((await addWalkIn({ phone: hi, lang: 'hi' })).status).toBe(201);
    expect((await outboxFor(hi))[0]).toMatchObject({ lang: 'hi', text: expect.stringContaining('वेटलिस्ट में आपका नंबर') });

    const en = phone();
    expect((await addWalkIn({ phone: en })).status).toBe(201);
    expect((await outboxFor(en))[0]).toMatchObject({ lang: 'en', text: expect.stringContaining('on our waitlist for 3 guests') });

    const bad = await addWalkIn({ phone: phone(), lang: 'fr' });
    expect([bad.status, bad.body.message]).toEqual([400, "lang must be 'en', 'gu' or 'hi'"]);
  });
});

describe('a booking staff take texts its confirmation in the language the counter picked', () => {
  it('in Hindi and Gujarati, the booking keeping it; English by default; an unknown language is refused', async () => {
    const hi = phone();
    const r = await takeBooking({ phone: hi, lang: 'hi' });
    expect(r.status, r.body.message).toBe(201);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, r.body.data!.id))?.lang).toBe('hi');
    const [text] = await outboxFor(hi);
    expect(text).toMatchObject({ lang: 'hi' });
    expect(text!.text).toMatch(new RegExp(`^${NAME}: टेबल कन्फ़र्म: 4 लोग, .*, 7:00 PM। देखें या रद्द करें: thalihouse\\.example/t\\?r=${r.body.data!.reference}$`));

    const gu = phone();
    expect((await takeBooking({ phone: gu, lang: 'gu', time: '20:00' })).status).toBe(201);
    expect((await outboxFor(gu))[0]).toMatchObject({ lang: 'gu', text: expect.stringContaining('ટેબલ કન્ફર્મ: 4 વ્યક્તિ') });

    const en = phone();
    expect((await takeBooking({ phone: en, time: '20:00' })).status).toBe(201);
    expect((await outboxFor(en))[0]).toMatchObject({ lang: 'en' });

    const bad = await takeBooking({ phone: phone(), lang: 'xx' });
    expect([bad.status, bad.body.message]).toEqual([400, "lang must be 'en', 'gu' or 'hi'"]);
  });
});

describe("the restaurant's name the texts carry", () => {
  it('Settings refuse a name longer than 30 characters, saying the texts are why, and keep the name as it was', async () => {
    const before = (
      await t.call<{ settings: Record<string, unknown> & { identity: Record<string, unknown> } }>('GET', '/api/admin/settings', {
        token: sessions.admin.idToken,
      })
    ).body.data!.settings;
    const r = await t.call('PUT', '/api/admin/settings', {
      body: { ...before, identity: { ...before.identity, name: 'Shree Rajwadi Thali House Ahmedabad' } },
      token: sessions.admin.idToken,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Restaurant name must be at most 30 characters: every text to guests carries it/);
    expect((await t.call<{ identity: { name: string } }>('GET', '/api/settings')).body.data!.identity.name).toBe(NAME);
  });
});
