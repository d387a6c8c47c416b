import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../domain/time';
import { SMS_BUDGET_DEFAULTS } from '../services/sms-budget';
import { apiForFile, guestOrder, orderableDish } from '../testing/api-file';

/** Texts go to the country code the owner set in Settings, and a spent SMS budget names the restaurant's phone from Settings. */

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const { t, sessions } = apiForFile({
  at: restaurantInstant('2031-09-08', '12:00', 'Asia/Kolkata'),
  sessions: { admin: 'admin' },
});
let dish: string;
let n = 0;
const phone = () => `73${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const ip = () => `203.0.113.${++n % 250}`;

const settings = async () => (await t.call<Settings>('GET', '/api/settings')).body.data!;
const save = async (change: (s: Settings) => Settings) => {
  const r = await t.call('PUT', '/api/admin/settings', { body: change(await settings()), token: sessions.admin.idToken });
  expect([r.status, r.body.message]).toEqual([200, expect.any(String)]);
};
const outbox = async (to: string) =>
  (await t.call<Array<{ phone: string; number: string; otp: string | null }>>('GET', `/api/dev/outbox?phone=${to}`)).body.data!;
const order = (to: string) => guestOrder(t, { phone: to, ip: ip(), dish });

beforeAll(async () => {
  dish = await orderableDish(t);
});

describe('the country code of texts', () => {
  it('is the seeded +91 until the owner changes it, and then every code goes to the new one, still found by the 10-digit phone', async () => {
    const before = phone();
    expect((await order(before)).status).toBe(201);
    expect((await outbox(before))[0]).toMatchObject({ phone: before, number: `+91${before}` });

    await save((s) => ({ ...s, locale: { ...s.locale, smsCountryCode: '+44' } }));

    const guest = phone();
    expect((await order(guest)).status).toBe(201);
    const register = phone();
    expect((await t.call('POST', '/api/users/register/start', { body: { name: 'Ravi', phone: register, password: 'secret12' }, ip: ip() })).status).toBe(200);
    const booker = phone();
    const date = addDays(restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone), 2);
    expect(
      (await t.call('POST', '/api/reservations/create', { body: { name: 'Asha', phone: booker, date, time: '19:00', partySize: 2 }, ip: ip() })).status,
    ).toBe(201);

    for (const to of [guest, register, booker]) {
      const [text] = await outbox(to);
      expect(text).toMatchObject({ phone: to, number: `+44${to}` });
      expect(text!.otp).toMatch(/^\d{6}$/);
    }
    await save((s) => ({ ...s, locale: { ...s.locale, smsCountryCode: DEFAULT_SETTINGS.locale.smsCountryCode } }));
  });
});

describe('a spent SMS budget', () => {
  it('asks the guest to call the phone in Settings, as the owner last saved it', async () => {
    await save((s) => ({ ...s, identity: { ...s.identity, phone: '+91 22 5555 0100' } }));
    const sent = (await t.call<{ sentToday: number }>('GET', '/api/admin/sms-budget', { token: sessions.admin.idToken })).body.data!.sentToday;
    expect((await t.call('PUT', '/api/admin/sms-budget', { body: { dailyCap: sent, hourlyCap: sent }, token: sessions.admin.idToken })).status).toBe(200);

    const refused = await order(phone());
    const manage = await t.call('POST', '/api/reservations/manage/start', { body: { reference: 'ABCD2345', phone: phone() }, ip: ip() });

    expect([refused.status, refused.body.message]).toEqual([
      503,
      "We can't send text messages right now. Please call us at +91 22 5555 0100 to order or book.",
    ]);
    expect(refused.body.data).toEqual({ smsBudgetReached: true, phone: '+91 22 5555 0100' });
    expect([manage.status, manage.body.message]).toEqual([503, "We can't send text messages right now. Please call us at +91 22 5555 0100 to order or book."]);

    await t.call('PUT', '/api/admin/sms-budget', { body: SMS_BUDGET_DEFAULTS, token: sessions.admin.idToken });
    await save((s) => ({ ...s, identity: { ...s.identity, phone: DEFAULT_SETTINGS.identity.phone } }));
  });
});
