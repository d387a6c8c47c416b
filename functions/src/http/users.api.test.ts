import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../adapters/sms-log';
import { LIMIT_BUCKETS, USERS } from '../domain/collections';
import { hashPassword } from '../services/passwords';
import { LOCAL_ADMIN } from '../seed/local-admin';
import { CONSOLE_ADMIN_UID, PENDING_REGISTRATIONS, USER_PHONES, type UserDoc, type UserView } from '../domain/users';
import { ADMIN_LOGIN_DELAY_MS, LIMITS } from '../services/accounts';
import { bucketId } from '../services/limits';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t?.close();
});

let phones = 0;
const newPhone = () => `6${String(process.pid % 100000).padStart(5, '0')}${String(phones++).padStart(4, '0')}`;
let ips = 0;
/** Each caller gets its own address (the app trusts X-Forwarded-For), so that per-IP limits only bite where a test means them to. */
const newIp = () => `10.1.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

interface OtpSent {
  phone: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
}
interface SessionReply {
  token: string;
  user: UserView;
}

const details = (phone: string) => ({ name: 'Asha Patel', phone, email: 'Asha@Example.com', password: 'masala-chai' });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function start(phone = newPhone(), api: TestApi = t) {
  const r = await api.call<OtpSent>('POST', '/api/users/register/start', { body: details(phone), ip: newIp() });
  expect(r.status, r.body.message).toBe(200);
  return { phone, code: r.body.data!.testOtp!, reply: r };
}

async function register(phone = newPhone()) {
  const { code } = await start(phone);
  const r = await t.call<SessionReply>('POST', '/api/users/register/verify', { body: { phone, otp: code } });
  expect(r.status, r.body.message).toBe(201);
  return { phone, ...r.body.data! };
}

describe('POST /api/users/register/start', () => {
  it('keeps the details with the password hashed, texts a 6-digit OTP, and answers the countdowns (and testOtp locally)', async () => {
    const phone = newPhone();
    const { reply, code } = await start(phone);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data).toEqual({ phone, otpExpiresInSeconds: 600, resendInSeconds: 60, testOtp: expect.stringMatching(/^\d{6}$/) });

    const pending = await t.store.get<Record<string, unknown>>(PENDING_REGISTRATIONS, phone);
    expect(pending).toMatchObject({ name: 'Asha Patel', phone, email: 'asha@example.com' });
    expect(String(pending!.passwordHash)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(pending)).not.toContain('masala-chai');
    expect(JSON.stringify(pending)).not.toContain(code);

    const sms = await t.store.query<{ phone: string; text: string }>(OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`${code} is your Thali House code to finish registering`);
  });

  it.each([
    [{ name: '', phone: '9876500001', email: 'a@b.co', password: 'secret1' }, 'Please enter your full name'],
    [{ name: 'A'.repeat(81), phone: '9876500001', email: 'a@b.co', password: 'secret1' }, 'Name must be at most 80 characters'],
    [{ name: 'Asha', phone: '98765', email: 'a@b.co', password: 'secret1' }, 'Mobile number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '98765abcde', email: 'a@b.co', password: 'secret1' }, 'Mobile number must be exactly 10 digits'],
    [{ name: 'Asha', phone: '9876500001', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ name: 'Asha', phone: '9876500001', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ name: 'Asha', phone: '9876500001', email: 'a@b.co' }, 'Password must be at least 6 characters'],
  ])('refuses bad input %# with 400 "%s" and writes nothing', async (body, message) => {
    const writes = t.store.meter.writes;
    const r = await t.call('POST', '/api/users/register/start', { body, ip: newIp() });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
    expect(t.store.meter.writes).toBe(writes);
  });

  it('takes the spec’s {name, phone, password} without an email, and stores email null', async () => {
    const phone = newPhone();
    const r = await t.call<OtpSent>('POST', '/api/users/register/start', { body: { name: 'Ravi', phone, password: 'secret1' }, ip: newIp() });
    expect(r.status).toBe(200);
    expect((await t.store.get(PENDING_REGISTRATIONS, phone))?.email).toBeNull();
  });

  it('answers 409 with a clear message for a phone that is already registered', async () => {
    const { phone } = await register();
    const r = await t.call('POST', '/api/users/register/start', { body: details(phone), ip: newIp() });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This phone number is already registered. Please log in.');
  });

  it('starting again within 60 s (after Back) updates the details and keeps the code already sent; after 60 s it sends a new one', async () => {
    const { phone, code } = await start();
    const again = await t.call<OtpSent>('POST', '/api/users/register/start', { body: { ...details(phone), name: 'Asha P' }, ip: newIp() });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your details are updated. Enter the OTP we already sent.');
    expect(again.body.data).toEqual({ phone, otpExpiresInSeconds: 600, resendInSeconds: 60 });
    expect(await t.store.count(OUTBOX, [{ field: 'phone', op: '==', value: phone }])).toBe(1);
    expect((await t.store.get(PENDING_REGISTRATIONS, phone))?.name).toBe('Asha P');

    t.clock.advance(60_000);
    const fresh = await t.call<OtpSent>('POST', '/api/users/register/start', { body: details(phone), ip: newIp() });
    expect(fresh.body.message).toBe('OTP sent to your mobile number');
    expect(await t.store.count(OUTBOX, [{ field: 'phone', op: '==', value: phone }])).toBe(2);
    const newCode = fresh.body.data!.testOtp!;
    if (newCode !== code) expect((await t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } })).status).toBe(400);
    const done = await t.call<SessionReply>('POST', '/api/users/register/verify', { body: { phone, otp: newCode } });
    expect(done.body.data!.user.name).toBe('Asha Patel');
  });

  it('a code locked by wrong tries is not kept by starting again: that waits for the 60 s like a resend', async () => {
    const { phone, code } = await start();
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/users/register/verify', { body: { phone, otp: wrongCode(code) } });
    const again = await t.call('POST', '/api/users/register/start', { body: details(phone), ip: newIp() });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
  });

  it('limits registration attempts per IP address, lookups of registered phones included', async () => {
    const ip = '10.9.9.9';
    const { phone } = await register();
    const probes = await Promise.all(
      Array.from({ length: LIMITS.registerSendsPerIp.max }, () => t.call('POST', '/api/users/register/start', { body: details(phone), ip })),
    );
    expect(probes.map((r) => r.status)).toEqual(Array(LIMITS.registerSendsPerIp.max).fill(409));
    const refused = await t.call('POST', '/api/users/register/start', { body: details(newPhone()), ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many registration attempts from this network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('POST', '/api/users/register/start', { body: details(newPhone()), ip: newIp() })).status).toBe(200);
  });

  it('never answers testOtp when SMS goes to a real gateway', async () => {
    const sent: string[] = [];
    const prod = await startApi({ seed: false, overrides: { sms: { kind: 'gateway', send: async (_p, text) => void sent.push(text) } } });
    try {
      const r = await prod.call<OtpSent>('POST', '/api/users/register/start', { body: details(newPhone()) });
      expect(r.status).toBe(200);
      expect(r.body.data).not.toHaveProperty('testOtp');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^\d{6} is your Thali House code to finish registering/);
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/users/register/resend', () => {
  it('answers 429 within 60 s, then sends a new code that replaces the old one', async () => {
    const { phone, code: first } = await start();
    const early = await t.call('POST', '/api/users/register/resend', { body: { phone }, ip: newIp() });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    t.clock.advance(60_000);
    const r = await t.call<OtpSent>('POST', '/api/users/register/resend', { body: { phone }, ip: newIp() });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ phone, otpExpiresInSeconds: 600, resendInSeconds: 60 });
    const second = r.body.data!.testOtp!;
    if (second !== first) {
      const old = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: first } });
      expect(old.status).toBe(400);
    }
    expect((await t.call('POST', '/api/users/register/verify', { body: { phone, otp: second } })).status).toBe(201);
  });

  it('says "No pending OTP verification" for a phone that started nothing', async () => {
    const r = await t.call('POST', '/api/users/register/resend', { body: { phone: newPhone() }, ip: newIp() });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('No pending OTP verification');
  });
});

describe('POST /api/users/register/verify', () => {
  it('creates the user and claims the phone in one go, deletes the pending registration, and answers a working session', async () => {
    const { phone, code } = await start();
    const r = await t.call<SessionReply>('POST', '/api/users/register/verify', { body: { phone, otp: code } });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Registration successful');
    const { token, user } = r.body.data!;
    expect(user).toEqual({
      _id: user.id,
      id: user.id,
      name: 'Asha Patel',
      phone,
      email: 'asha@example.com',
      role: 'user',
      isVerified: true,
      createdAt: expect.any(String),
    });
    expect(user.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|scrypt/);

    expect(await t.store.get(USER_PHONES, phone)).toMatchObject({ uid: user.id });
    expect(await t.store.get(USERS, user.id)).toMatchObject({ phone, role: 'user', email: 'asha@example.com' });
    expect(await t.store.get(PENDING_REGISTRATIONS, phone)).toBeNull();

    const idToken = await t.idTokenFrom(token);
    const me = await t.call<UserView>('GET', '/api/users/me', { token: idToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(user);
  });

  it('says "No pending OTP verification" when nothing was started for the phone', async () => {
    const r = await t.call('POST', '/api/users/register/verify', { body: { phone: newPhone(), otp: '123456' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('No pending OTP verification');
  });

  it('refuses a malformed OTP with "Please enter a 6-digit OTP"', async () => {
    const r = await t.call('POST', '/api/users/register/verify', { body: { phone: newPhone(), otp: '12ab' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please enter a 6-digit OTP');
  });

  it('counts wrong codes, then locks the code after 5 wrong tries, even for the right code', async () => {
    const { phone, code } = await start();
    for (const left of [4, 3, 2, 1]) {
      const r = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: wrongCode(code) } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(`Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const last = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: wrongCode(code) } });
    expect(last.body.message).toBe('Invalid OTP. Too many wrong tries: please request a new OTP.');
    const locked = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong tries. Please request a new OTP.');
    expect(await t.store.get(USER_PHONES, phone)).toBeNull();
  });

  it('refuses the right code after 600 s with "OTP expired. Please resend."', async () => {
    const { phone, code } = await start();
    t.clock.advance(600_000);
    const r = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('OTP expired. Please resend.');
  });

  it('refuses a code used once already: the phone is registered by then', async () => {
    const { phone, code } = await start();
    expect((await t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } })).status).toBe(201);
    const again = await t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This phone number is already registered. Please log in.');
  });

  it('when two verifications race for one phone, exactly one account is created', async () => {
    const { phone, code } = await start();
    const replies = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/users/register/verify', { body: { phone, otp: code } })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await t.store.count(USERS, [{ field: 'phone', op: '==', value: phone }])).toBe(1);
  });
});

describe('POST /api/users/login', () => {
  it('answers a token and the user for the right phone and password', async () => {
    const { phone, user } = await register();
    const r = await t.call<SessionReply>('POST', '/api/users/login', { body: { phone, password: 'masala-chai' }, ip: newIp() });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Login successful');
    expect(r.body.data!.user).toEqual(user);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|scrypt/);
    const me = await t.call('GET', '/api/users/me', { token: await t.idTokenFrom(r.body.data!.token) });
    expect(me.status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown phone, taking about as long', async () => {
    const { phone } = await register();
    const timed = async (body: unknown) => {
      const t0 = performance.now();
      const r = await t.call('POST', '/api/users/login', { body, ip: newIp() });
      return { r, ms: performance.now() - t0 };
    };
    const wrong = await timed({ phone, password: 'wrong-password' });
    const unknown = await timed({ phone: newPhone(), password: 'wrong-password' });
    for (const { r } of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid phone number or password' });
    }
    // Both run one scrypt at the production cost (hundreds of ms); without the dummy hash an unknown phone would answer in a few ms.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
  });

  it('after 5 failures on one phone (from any address), answers 429 with Retry-After, even to the right password, until the window passes', async () => {
    const { phone } = await register();
    for (let i = 0; i < LIMITS.loginFailuresPerPhone.max; i++) {
      expect((await t.call('POST', '/api/users/login', { body: { phone, password: `wrong-${i}` }, ip: newIp() })).status).toBe(401);
    }
    expect(await t.store.get(LIMIT_BUCKETS, bucketId('login-phone', phone))).not.toBeNull();
    const limited = await t.call('POST', '/api/users/login', { body: { phone, password: 'masala-chai' }, ip: newIp() });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    t.clock.advance(LIMITS.loginFailuresPerPhone.windowMs);
    expect((await t.call('POST', '/api/users/login', { body: { phone, password: 'masala-chai' }, ip: newIp() })).status).toBe(200);
    expect(await t.store.get(LIMIT_BUCKETS, bucketId('login-phone', phone))).toBeNull();
  });

  it('after 10 failures from one address (any phones), answers 429 to that address only', async () => {
    const ip = '10.8.8.8';
    const { phone } = await register();
    const failures = await Promise.all(
      Array.from({ length: LIMITS.loginFailuresPerIp.max }, () =>
        t.call('POST', '/api/users/login', { body: { phone: newPhone(), password: 'guess-123' }, ip }),
      ),
    );
    expect(failures.every((r) => r.status === 401)).toBe(true);
    const limited = await t.call('POST', '/api/users/login', { body: { phone, password: 'masala-chai' }, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await t.call('POST', '/api/users/login', { body: { phone, password: 'masala-chai' }, ip: newIp() })).status).toBe(200);
  });

  it('refuses malformed input with 400 and a clear message', async () => {
    const r = await t.call('POST', '/api/users/login', { body: { phone: '12345', password: 'x' }, ip: newIp() });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Mobile number must be exactly 10 digits');
  });

  it('lets the seeded admin, an owner, into the admin API through /login', async () => {
    const r = await t.call<SessionReply>('POST', '/api/users/login', { body: { phone: LOCAL_ADMIN.phone, password: LOCAL_ADMIN.password }, ip: newIp() });
    expect(r.status).toBe(200);
    expect(r.body.data!.user.role).toBe('owner');
    const list = await t.call('GET', '/api/users/admin/users', { token: await t.idTokenFrom(r.body.data!.token) });
    expect(list.status).toBe(200);
  });
});

describe('POST /api/users/admin/login', () => {
  const adminLogin = async (password: unknown, api: TestApi = t, ip = newIp()) => {
    const t0 = performance.now();
    const r = await api.call<SessionReply>('POST', '/api/users/admin/login', { body: { password }, ip });
    return { r, ms: performance.now() - t0 };
  };

  it('with the local password, answers after the 1 s delay with an admin session that opens the admin API', async () => {
    const { r, ms } = await adminLogin('thali-admin');
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Admin login successful!');
    expect(ms).toBeGreaterThanOrEqual(ADMIN_LOGIN_DELAY_MS - 5);
    expect(r.body.data!.user).toMatchObject({ id: CONSOLE_ADMIN_UID, role: 'owner' });
    const list = await t.call('GET', '/api/users/admin/users', { token: await t.idTokenFrom(r.body.data!.token) });
    expect(list.status).toBe(200);
  });

  it('with a wrong password, answers 401 "Invalid password" after the same 1 s delay', async () => {
    const { r, ms } = await adminLogin('thali-admin ');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid password' });
    expect(ms).toBeGreaterThanOrEqual(ADMIN_LOGIN_DELAY_MS - 5);
    expect((await adminLogin('')).r.body.message).toBe('Please enter the admin password');
  });

  it('after 5 wrong passwords from one address, answers 429 there', async () => {
    const ip = '10.7.7.7';
    const wrong = await Promise.all(Array.from({ length: LIMITS.adminFailuresPerIp.max }, (_, i) => adminLogin(`guess-${i}`, t, ip)));
    expect(wrong.map((w) => w.r.status)).toEqual(Array(LIMITS.adminFailuresPerIp.max).fill(401));
    const limited = await adminLogin('thali-admin', t, ip);
    expect(limited.r.status).toBe(429);
    expect(limited.r.headers.get('retry-after')).toBeTruthy();
  });

  it('checks the configured hash (the deployed secret) instead of the local default, and fails closed when it is missing', async () => {
    const hash = await hashPassword('a-long-deployed-secret', { N: 1024, r: 8, p: 1 });
    const configured = await startApi({ seed: false, overrides: { adminPasswordHash: () => `${hash}\n` } });
    const unconfigured = await startApi({ seed: false, overrides: { mode: 'deployed', adminPasswordHash: () => undefined } });
    try {
      expect((await adminLogin('thali-admin', configured)).r.status).toBe(401);
      expect((await adminLogin('a-long-deployed-secret', configured)).r.status).toBe(200);
      const closed = await adminLogin('thali-admin', unconfigured);
      expect(closed.r.status).toBe(503);
      expect(closed.r.body.message).toBe('Admin login is not configured on this server');
    } finally {
      await configured.close();
      await unconfigured.close();
    }
  });
});

describe('GET /api/users/admin/users', () => {
  it('answers 401 without a session and 403 to a customer, with the spec’s texts', async () => {
    const anon = await t.call('GET', '/api/users/admin/users');
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('Authentication token not found');
    const customer = await t.sessionFor('user');
    const denied = await t.call('GET', '/api/users/admin/users', { token: customer.idToken });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Access denied. Admin privileges required.');
  });

  it('lists users newest first with users and total (top level and in data), without password hashes, and counts for the cards', async () => {
    await register();
    t.clock.advance(1000);
    const newest = await register();
    const admin = await t.sessionFor('admin');
    const r = await t.call<{ users: UserView[]; total: number; counts: Record<string, number> }>('GET', '/api/users/admin/users', { token: admin.idToken });
    expect(r.status).toBe(200);
    const total = await t.store.count(USERS);
    expect(r.body.total).toBe(total);
    expect(r.body.data!.total).toBe(total);
    expect(r.body.message).toBe(`${Math.min(total, 50)} users loaded successfully`);
    expect(r.body.users).toEqual(r.body.data!.users);
    const users = r.body.data!.users;
    expect(users.find((u) => u.phone === newest.phone)).toBeTruthy();
    const times = users.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|scrypt/);
    expect(r.body.data!.counts).toEqual({
      verified: await t.store.count(USERS, [{ field: 'isVerified', op: '==', value: true }]),
      pending: 0,
      admins: await t.store.count(USERS, [{ field: 'role', op: 'in', value: ['owner', 'manager', 'counter', 'kitchen', 'admin'] }]),
      awaitingOtp: expect.any(Number),
    });
  });

  it('pages with page and limit, and caps limit at 100', async () => {
    const admin = await t.sessionFor('admin');
    const all = await t.call<{ users: UserView[] }>('GET', '/api/users/admin/users?limit=100', { token: admin.idToken });
    const second = await t.call<{ users: UserView[]; limit: number }>('GET', '/api/users/admin/users?page=2&limit=2', { token: admin.idToken });
    expect(second.body.data!.users.map((u) => u.id)).toEqual(all.body.data!.users.slice(2, 4).map((u) => u.id));
    const capped = await t.call<{ limit: number }>('GET', '/api/users/admin/users?limit=500', { token: admin.idToken });
    expect(capped.body.data!.limit).toBe(100);
    expect((await t.call('GET', '/api/users/admin/users?page=0', { token: admin.idToken })).status).toBe(400);
  });

  it('answers 403 at once after the admin is demoted in the user store', async () => {
    const admin = await t.sessionFor('admin');
    expect((await t.call('GET', '/api/users/admin/users', { token: admin.idToken })).status).toBe(200);
    await t.store.update(USERS, admin.uid, { role: 'user' } satisfies Partial<UserDoc>);
    expect((await t.call('GET', '/api/users/admin/users', { token: admin.idToken })).status).toBe(403);
  });
});

describe('GET /api/users/me and the local admin shortcut', () => {
  it('GET /me answers 401 without a session', async () => {
    const r = await t.call('GET', '/api/users/me');
    expect(r.status).toBe(401);
  });

  it('POST /api/dev/login-as-admin gives a session for the seeded admin locally, and does not exist when deployed', async () => {
    const r = await t.call<SessionReply>('POST', '/api/dev/login-as-admin');
    expect(r.status).toBe(200);
    expect(r.body.data!.user).toMatchObject({ phone: LOCAL_ADMIN.phone, role: 'owner' });
    expect((await t.call('GET', '/api/users/admin/users', { token: await t.idTokenFrom(r.body.data!.token) })).status).toBe(200);
    const deployed = await startApi({ seed: false, overrides: { mode: 'deployed' } });
    try {
      expect((await deployed.call('POST', '/api/dev/login-as-admin')).status).toBe(404);
    } finally {
      await deployed.close();
    }
  });
});
