import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { OUTBOX } from '../adapters/sms-log';
import { USERS } from '../domain/collections';
import { CODE_SENT_MESSAGE, type UserView } from '../domain/users';
import { CODE_REPLY_MIN_MS } from '../services/account-codes';
import { SENDS_PER_PHONE_PER_HOUR } from '../services/limits';
import { apiForFile, guestSequence } from '../testing/api-file';

// Noon in Ahmedabad on a day of this file's own, so the tests pass at any hour.
const NOON = new Date('2034-07-19T06:30:00Z');
const { t } = apiForFile({ at: NOON });
const nextGuest = guestSequence('74', '10.41');

interface SessionReply {
  token: string;
  user: UserView;
}
const PASSWORD = 'masala-chai';

/** A registered guest (through /register, as a person signs up), with the IP they call from. */
async function registered(password = PASSWORD) {
  const guest = nextGuest();
  const start = await t.call<{ testOtp: string }>('POST', '/api/users/register/start', {
    body: { name: 'Asha Patel', phone: guest.phone, password },
    ip: guest.ip,
  });
  expect(start.status, start.body.message).toBe(200);
  const done = await t.call<SessionReply>('POST', '/api/users/register/verify', { body: { phone: guest.phone, otp: start.body.data!.testOtp } });
  expect(done.status, done.body.message).toBe(201);
  return { ...guest, uid: done.body.data!.user.id };
}

async function texts(phone: string) {
  const sms = await t.store.query<{ phone: string; text: string; seq: number }>(OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] });
  return sms.sort((a, b) => a.seq - b.seq);
}

/** The code in the latest text to the phone. */
async function lastCode(phone: string, purpose: string): Promise<string> {
  const last = (await texts(phone)).at(-1);
  expect(last?.text).toContain(`is your Thali House code to ${purpose}`);
  return /^(\d{6}) /.exec(last!.text)![1]!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

async function passwordLogin(phone: string, password: string, ip = nextGuest().ip) {
  return t.call<SessionReply>('POST', '/api/users/login', { body: { phone, password }, ip });
}

describe('POST /api/users/login/code and /login/verify', () => {
  it('texts a sign-in code to an account, and answers a phone without one the same, texting nothing', async () => {
    const guest = await registered();
    const stranger = nextGuest();
    const begun = Date.now();
    const known = await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    const knownMs = Date.now() - begun;
    const unknownBegun = Date.now();
    const unknown = await t.call('POST', '/api/users/login/code', { body: { phone: stranger.phone }, ip: stranger.ip });
    const unknownMs = Date.now() - unknownBegun;

    // The same reply but for the phone it names.
    const shape = (r: typeof known) => ({ status: r.status, body: { ...r.body, data: { ...(r.body.data as object), phone: 'the phone' } } });
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({
      success: true,
      message: CODE_SENT_MESSAGE,
      data: { phone: guest.phone, otpExpiresInSeconds: 600, resendInSeconds: 60 },
    });
    expect(JSON.stringify(known.body)).not.toMatch(/testOtp/);
    expect(knownMs).toBeGreaterThanOrEqual(CODE_REPLY_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(CODE_REPLY_MIN_MS - 5);
    expect(await texts(stranger.phone)).toEqual([]);
    expect(await lastCode(guest.phone, 'sign in')).toMatch(/^\d{6}$/);
  });

  it('a right code answers token and user exactly as the password login does', async () => {
    const guest = await registered();
    await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    const code = await lastCode(guest.phone, 'sign in');
    const r = await t.call<SessionReply>('POST', '/api/users/login/verify', { body: { phone: guest.phone, otp: code } });
    const byPassword = await passwordLogin(guest.phone, PASSWORD);

    expect([r.status, r.body.message]).toEqual([200, 'Login successful']);
    expect(Object.keys(r.body.data!).sort()).toEqual(Object.keys(byPassword.body.data!).sort());
    expect(r.body.data!.user).toEqual(byPassword.body.data!.user);
    const me = await t.call<UserView>('GET', '/api/users/me', { token: await t.idTokenFrom(r.body.data!.token) });
    expect([me.status, me.body.data!.phone]).toEqual([200, guest.phone]);
  });

  it('a wrong code is refused with the tries left; an unknown phone is refused the same; a used code is refused', async () => {
    const guest = await registered();
    const stranger = nextGuest();
    await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    await t.call('POST', '/api/users/login/code', { body: { phone: stranger.phone }, ip: stranger.ip });
    const code = await lastCode(guest.phone, 'sign in');

    const wrong = await t.call('POST', '/api/users/login/verify', { body: { phone: guest.phone, otp: wrongCode(code) } });
    const strangerTry = await t.call('POST', '/api/users/login/verify', { body: { phone: stranger.phone, otp: code } });
    expect([wrong.status, wrong.body]).toEqual([400, { success: false, code: 'otp_invalid', message: 'Invalid code. 4 tries left.', data: { triesLeft: 4 } }]);
    expect([strangerTry.status, strangerTry.body]).toEqual([wrong.status, wrong.body]);

    expect((await t.call('POST', '/api/users/login/verify', { body: { phone: guest.phone, otp: code } })).status).toBe(200);
    const again = await t.call('POST', '/api/users/login/verify', { body: { phone: guest.phone, otp: code } });
    expect([again.status, again.body.code]).toEqual([409, 'otp_used']);
  });

  it('an expired code is refused, and a phone that asked for no code is told to ask', async () => {
    const guest = await registered();
    await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    const code = await lastCode(guest.phone, 'sign in');
    later(601);
    const r = await t.call('POST', '/api/users/login/verify', { body: { phone: guest.phone, otp: code } });
    expect([r.status, r.body.code, r.body.message]).toEqual([400, 'otp_expired', 'This code has expired. Please request a new one.']);
    const none = await t.call('POST', '/api/users/login/verify', { body: { phone: nextGuest().phone, otp: '123456' } });
    expect([none.status, none.body.code]).toEqual([400, 'otp_not_pending']);
  });

  it('bad input is refused before anything is texted', async () => {
    const r = await t.call('POST', '/api/users/login/code', { body: { phone: '98765' }, ip: nextGuest().ip });
    expect([r.status, r.body.message]).toEqual([400, 'Mobile number must be exactly 10 digits']);
    const v = await t.call('POST', '/api/users/login/verify', { body: { phone: nextGuest().phone, otp: '12ab' } });
    expect([v.status, v.body.message]).toEqual([400, 'Please enter a 6-digit OTP']);
  });

  it('without App Check nothing is texted', async () => {
    const guest = await registered();
    const r = await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip, appCheck: null });
    expect([r.status, r.body.code]).toEqual([403, 'app_check_failed']);
    expect((await texts(guest.phone)).filter((s) => s.text.includes('sign in'))).toEqual([]);
  });

  it('a new code waits 60 s, and a phone gets at most the hourly number of texts, with or without an account', async () => {
    const guest = await registered();
    const stranger = nextGuest();
    for (const who of [guest, stranger]) {
      expect((await t.call('POST', '/api/users/login/code', { body: { phone: who.phone }, ip: who.ip })).status).toBe(200);
      const soon = await t.call('POST', '/api/users/login/code', { body: { phone: who.phone }, ip: who.ip });
      expect([soon.status, soon.body.code, soon.body.message]).toEqual([429, 'rate_limited', 'Please wait 60 seconds before requesting a new code.']);
    }
    // The registration code was the guest's first text this hour.
    const limitFor = async (who: { phone: string; ip: string }, sentAlready: number) => {
      const statuses: number[] = [];
      for (let i = sentAlready; i <= SENDS_PER_PHONE_PER_HOUR; i += 1) {
        later(61);
        statuses.push((await t.call('POST', '/api/users/login/code', { body: { phone: who.phone }, ip: who.ip })).status);
      }
      return statuses;
    };
    const knownStatuses = await limitFor(guest, 2);
    const unknownStatuses = await limitFor(stranger, 1);
    expect(knownStatuses.at(-1)).toBe(429);
    expect(unknownStatuses.at(-1)).toBe(429);
    expect(knownStatuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(unknownStatuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  }, 60_000);
});

describe('forgot password: POST /api/users/password/reset and /reset/verify', () => {
  it('a right code sets the new password: the old one fails, the other sessions end, and this one is signed in', async () => {
    const guest = await registered();
    const other = await passwordLogin(guest.phone, PASSWORD);
    const otherToken = await t.idTokenFrom(other.body.data!.token);
    expect((await t.call('GET', '/api/users/me', { token: otherToken })).status).toBe(200);
    // Revocation is recorded to the second: a session from the same second would still pass.
    await sleep(1100);

    const sent = await t.call('POST', '/api/users/password/reset', { body: { phone: guest.phone }, ip: guest.ip });
    expect([sent.status, sent.body.message]).toEqual([200, CODE_SENT_MESSAGE]);
    const code = await lastCode(guest.phone, 'reset your password');
    const r = await t.call<SessionReply>('POST', '/api/users/password/reset/verify', { body: { phone: guest.phone, otp: code, password: 'jeera-rice' } });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data!.user.phone).toBe(guest.phone);

    const gone = await t.call('GET', '/api/users/me', { token: otherToken });
    expect([gone.status, gone.body.message]).toEqual([401, 'Your session has ended. Please log in again.']);
    expect((await t.call('GET', '/api/users/me', { token: await t.idTokenFrom(r.body.data!.token) })).status).toBe(200);
    const old = await passwordLogin(guest.phone, PASSWORD);
    expect([old.status, old.body.code]).toEqual([401, 'invalid_credentials']);
    expect((await passwordLogin(guest.phone, 'jeera-rice')).status).toBe(200);
  });

  it('a wrong, expired or unknown-phone code changes nothing, and the new password follows the registration rules', async () => {
    const guest = await registered();
    const stranger = nextGuest();
    await t.call('POST', '/api/users/password/reset', { body: { phone: guest.phone }, ip: guest.ip });
    const unknown = await t.call('POST', '/api/users/password/reset', { body: { phone: stranger.phone }, ip: stranger.ip });
    expect([unknown.status, unknown.body.message]).toEqual([200, CODE_SENT_MESSAGE]);
    expect(await texts(stranger.phone)).toEqual([]);
    const code = await lastCode(guest.phone, 'reset your password');
    const before = (await t.store.get<{ passwordHash: string }>(USERS, guest.uid))!.passwordHash;

    const short = await t.call('POST', '/api/users/password/reset/verify', { body: { phone: guest.phone, otp: code, password: '12345' } });
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 6 characters']);
    const wrong = await t.call('POST', '/api/users/password/reset/verify', { body: { phone: guest.phone, otp: wrongCode(code), password: 'jeera-rice' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'otp_invalid']);
    const strangerTry = await t.call('POST', '/api/users/password/reset/verify', { body: { phone: stranger.phone, otp: code, password: 'jeera-rice' } });
    expect([strangerTry.status, strangerTry.body]).toEqual([wrong.status, wrong.body]);
    later(601);
    const expired = await t.call('POST', '/api/users/password/reset/verify', { body: { phone: guest.phone, otp: code, password: 'jeera-rice' } });
    expect([expired.status, expired.body.code]).toEqual([400, 'otp_expired']);

    expect((await t.store.get<{ passwordHash: string }>(USERS, guest.uid))!.passwordHash).toBe(before);
    expect((await passwordLogin(guest.phone, PASSWORD)).status).toBe(200);
  });

  it('a sign-in code does not reset the password', async () => {
    const guest = await registered();
    await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    const code = await lastCode(guest.phone, 'sign in');
    const r = await t.call('POST', '/api/users/password/reset/verify', { body: { phone: guest.phone, otp: code, password: 'jeera-rice' } });
    expect([r.status, r.body.code]).toEqual([400, 'otp_not_pending']);
  });
});

describe('POST /api/users/me/password', () => {
  it('with the current password sets the new one, ends the other sessions and answers a new one', async () => {
    const guest = await registered();
    const first = await t.idTokenFrom((await passwordLogin(guest.phone, PASSWORD)).body.data!.token);
    await sleep(1100);

    const wrong = await t.call('POST', '/api/users/me/password', { body: { currentPassword: 'not-it', password: 'jeera-rice' }, token: first });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Your current password is not right: nothing was changed.']);
    const short = await t.call('POST', '/api/users/me/password', { body: { currentPassword: PASSWORD, password: '123' }, token: first });
    expect([short.status, short.body.message]).toEqual([400, 'Password must be at least 6 characters']);

    const r = await t.call<SessionReply>('POST', '/api/users/me/password', { body: { currentPassword: PASSWORD, password: 'jeera-rice' }, token: first });
    expect(r.status, r.body.message).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token: first })).status).toBe(401);
    expect((await t.call('GET', '/api/users/me', { token: await t.idTokenFrom(r.body.data!.token) })).status).toBe(200);
    expect((await passwordLogin(guest.phone, PASSWORD)).status).toBe(401);
    expect((await passwordLogin(guest.phone, 'jeera-rice')).status).toBe(200);
  });
});

describe('DELETE /api/users/me with a texted code', () => {
  it('a wrong code keeps the account; a fresh right code deletes it', async () => {
    const guest = await registered();
    const token = await t.idTokenFrom((await passwordLogin(guest.phone, PASSWORD)).body.data!.token);
    expect((await t.call('POST', '/api/users/me/delete-code', { token, ip: guest.ip })).status).toBe(200);
    const code = await lastCode(guest.phone, 'delete your account');

    const wrong = await t.call('DELETE', '/api/users/me', { body: { otp: wrongCode(code) }, token });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'otp_invalid']);
    expect(await t.store.get(USERS, guest.uid)).not.toBeNull();

    const r = await t.call('DELETE', '/api/users/me', { body: { otp: code }, token });
    expect(r.status, r.body.message).toBe(200);
    expect(await t.store.get(USERS, guest.uid)).toBeNull();
  });

  it('a sign-in code does not delete the account', async () => {
    const guest = await registered();
    const token = await t.idTokenFrom((await passwordLogin(guest.phone, PASSWORD)).body.data!.token);
    await t.call('POST', '/api/users/login/code', { body: { phone: guest.phone }, ip: guest.ip });
    const r = await t.call('DELETE', '/api/users/me', { body: { otp: await lastCode(guest.phone, 'sign in') }, token });
    expect([r.status, r.body.code]).toEqual([400, 'otp_not_pending']);
    expect(await t.store.get(USERS, guest.uid)).not.toBeNull();
  });
});
