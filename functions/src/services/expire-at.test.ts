import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentGateway } from '../adapters/local-payment-gateway';
import { ManualClock } from '../adapters/clocks';
import { DiskMedia } from '../adapters/disk-media';
import { LogSms } from '../adapters/sms-log';
import { SqliteStore } from '../adapters/sqlite-store';
import type { AppDeps } from '../deps';
import { emptySlot, slotId } from '../domain/booking';
import {
  ACTING_SESSIONS,
  AUDIT_LOG,
  DEV_OUTBOX,
  IDEMPOTENCY,
  LIMIT_BUCKETS,
  NOTIFICATIONS,
  OTP_SENDS,
  PICKUP_SLOTS,
  SLOTS,
  SMS_BUDGET,
  STAFF_INVITES,
} from '../domain/collections';
import { EXPIRING_COLLECTIONS } from '../domain/expiry';
import { pickupSlotId, upcomingPickupTimes } from '../domain/pickup';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantDate } from '../domain/time';
import { ACCOUNT_CODES, PENDING_REGISTRATIONS } from '../domain/users';
import { sendAccountCode } from './account-codes';
import { Accounts } from './accounts';
import { audit } from './audit';
import { ADMIN_LOCKOUT, LIMITS, bucketId, takeAdminTry } from './limits';
import { remember, replayed } from './idempotency';
import { queueText } from './notifications';
import { readPickupForOrder } from './pickup';
import { writeSlot } from './reservations';
import { StaffInvites } from './staff-invites';
import { addToWaitlist } from './waitlist';
import { WAITLIST } from '../domain/floor';
import { setOwnPin, switchIn } from './staff-switch';
import { USERS } from '../domain/collections';
import { createHash } from 'node:crypto';

/** Every short-lived record carries expireAt (a Date), computed from the time it was written. */
const HOUR = 3600_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const phone = '9876500001';
const ip = '203.0.113.9';

let store: SqliteStore;
let clock: ManualClock;
let accounts: Accounts;
let invites: StaffInvites;
let deps: AppDeps;
/** Collections in which a test found a Date expireAt. */
const seen = new Set<string>();

async function expireAtOf(collection: string, id: string): Promise<Date> {
  const doc = await store.get<{ expireAt: unknown }>(collection, id);
  expect(doc, `${collection}/${id}`).not.toBeNull();
  expect(doc!.expireAt).toBeInstanceOf(Date);
  seen.add(collection);
  return doc!.expireAt as Date;
}

beforeAll(() => {
  store = new SqliteStore(':memory:');
  clock = new ManualClock(T0);
  deps = {
    mode: 'embedded',
    store,
    media: new DiskMedia('/nonexistent-unused'),
    sms: new LogSms(store, clock),
    payments: new LocalPaymentGateway(),
    outbox: store,
    clock,
    appCheck: { kind: 'local', verify: async () => false },
    auth: {
      mint: async () => 'unused',
      verify: async () => Promise.reject(new Error('unused')),
      revokeSessions: async () => Promise.reject(new Error('unused')),
      deleteUser: async () => Promise.reject(new Error('unused')),
    },
  };
  accounts = new Accounts(deps);
  invites = new StaffInvites(deps);
});
afterAll(() => store.close());

describe('expireAt on every record that expires', () => {
  it('a pending registration goes an hour after its code expires, and a resend moves that on', async () => {
    const { sent } = await accounts.startRegistration({ name: 'Asha', phone, email: null, password: 'secret-pass' }, ip);
    const codeExpires = T0 + sent.otpExpiresInSeconds * 1000;
    expect((await expireAtOf(PENDING_REGISTRATIONS, phone)).getTime()).toBe(codeExpires + HOUR);

    clock.advance(61_000);
    await accounts.resendRegistration(phone, ip);
    expect((await expireAtOf(PENDING_REGISTRATIONS, phone)).getTime()).toBe(codeExpires + 61_000 + HOUR);
  });

  it("a phone's send log goes an hour after its last send, well inside 24 hours", async () => {
    // The two sends of the test above: at T0 and 61 s later.
    const doc = await store.get<{ times: string[] }>(OTP_SENDS, phone);
    expect(doc!.times).toHaveLength(2);
    expect((await expireAtOf(OTP_SENDS, phone)).getTime()).toBe(T0 + 61_000 + HOUR);
  });

  it('each dev outbox message (it holds a phone number) goes 24 hours after it was sent', async () => {
    const messages = await store.query<{ sentAt: string; expireAt: Date }>(DEV_OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] });
    expect(messages).toHaveLength(2);
    for (const m of messages) expect((await expireAtOf(DEV_OUTBOX, m.id)).getTime()).toBe(Date.parse(m.sentAt) + 24 * HOUR);
  });

  it("the registration texts count in that day's SMS budget, kept a week and a day after the last one", async () => {
    // The day's texts are spread over its shards: each is kept a week and a day after its own last text.
    const day = restaurantDate(new Date(T0), DEFAULT_SETTINGS.locale.timeZone);
    const shards = (await store.query<{ date: string }>(SMS_BUDGET)).filter((d) => d.date === day);
    expect(shards.length).toBeGreaterThan(0);
    const kept = await Promise.all(shards.map(async (d) => (await expireAtOf(SMS_BUDGET, d.id)).getTime()));
    expect(Math.max(...kept)).toBe(T0 + 61_000 + 8 * 24 * HOUR);
  });

  it("a failed login's buckets (hashed phone, hashed IP) go when the 15-minute window after it has passed", async () => {
    clock.set(new Date(T0 + 5 * HOUR));
    await expect(accounts.login('9876500002', 'wrong-password', ip)).rejects.toMatchObject({ status: 401 });
    expect((await expireAtOf(LIMIT_BUCKETS, bucketId(LIMITS.loginPerPhone.name, '9876500002'))).getTime()).toBe(T0 + 5 * HOUR + 15 * 60_000);
    expect((await expireAtOf(LIMIT_BUCKETS, bucketId(LIMITS.loginPerIp.name, ip))).getTime()).toBe(T0 + 5 * HOUR + 15 * 60_000);
  });

  it("a source's wrong admin passwords are forgotten after 24 hours, never later", async () => {
    await takeAdminTry(store, ip, new Date(T0 + 6 * HOUR));
    expect((await expireAtOf(LIMIT_BUCKETS, bucketId(ADMIN_LOCKOUT.name, ip))).getTime()).toBe(T0 + 6 * HOUR + 24 * HOUR);
  });

  it('an audit entry goes 90 days after the change it records', async () => {
    clock.set(new Date(T0 + 7 * HOUR));
    await audit({ store, clock }, { uid: 'admin-1', name: 'Admin' }, { entity: 'setting', entityId: 'sms', action: 'update', summary: 'SMS caps changed' });
    const [entry] = await store.query<{ expireAt: Date }>(AUDIT_LOG, { where: [{ field: 'entity', op: '==', value: 'setting' }] });
    expect((await expireAtOf(AUDIT_LOG, entry!.id)).getTime()).toBe(T0 + 7 * HOUR + 90 * 24 * HOUR);
  });

  it('an Idempotency-Key record goes 24 hours after its reply, and a retry 23 hours on still gets that reply', async () => {
    const createdAt = new Date(T0).toISOString();
    await store.transaction(async (tx) => {
      remember(tx, 'order', 'key-12345678', { bodyHash: 'h', status: 201, reply: { ok: 1 }, createdAt });
    });
    expect((await expireAtOf(IDEMPOTENCY, 'order_key-12345678')).getTime()).toBe(T0 + 24 * HOUR);
    const again = await store.transaction((tx) => replayed(tx, 'order', 'key-12345678', 'h'));
    expect(again).toMatchObject({ status: 201, reply: { ok: 1 } });
  });

  it("a slot's capacity record goes a day after the slot's time", async () => {
    await store.transaction(async (tx) => {
      writeSlot(tx, emptySlot('2026-11-25', '19:00', new Date(T0)), 'Asia/Kolkata');
    });
    // 19:00 in Kolkata is 13:30 UTC.
    expect((await expireAtOf(SLOTS, slotId('2026-11-25', '19:00'))).getTime()).toBe(Date.parse('2026-11-25T13:30:00Z') + 24 * HOUR);
  });

  it("a takeaway pickup slot's record goes a day after its time", async () => {
    const now = clock.now();
    const [first] = upcomingPickupTimes(DEFAULT_SETTINGS, now);
    expect(first, 'a pickup time is offered today or on the next open day').toBeDefined();
    await store.transaction(async (tx) => {
      const pickup = await readPickupForOrder(tx, DEFAULT_SETTINGS, 2, first!.at, now);
      pickup.take('order-1', new Date(now.getTime() + 10 * 60_000).toISOString());
    });
    expect((await expireAtOf(PICKUP_SLOTS, pickupSlotId(first!))).getTime()).toBe(Date.parse(first!.at) + 24 * HOUR);
  });

  it("a guest's text goes 30 days after it was queued", async () => {
    clock.set(new Date(T0));
    const id = await store.transaction(async (tx) =>
      queueText(tx, { kind: 'order-ready', subjectType: 'order', subjectId: 'order-1', phone, text: 'Ready' }, clock.now()),
    );
    expect((await expireAtOf(NOTIFICATIONS, id)).getTime()).toBe(T0 + 30 * 24 * HOUR);
  });

  it("a staff invitation goes a day after it expires (the settings' 48 hours by default)", async () => {
    clock.set(new Date(T0));
    await invites.invite({ uid: 'owner', name: 'Owner' }, { name: 'Ravi', phone: '9876500077', role: 'kitchen' }, '203.0.113.10');
    expect((await expireAtOf(STAFF_INVITES, '9876500077')).getTime()).toBe(T0 + 48 * HOUR + 24 * HOUR);
  });

  it("a person's switch on a shared device goes a day after its idle time, counted from its last use", async () => {
    clock.set(new Date(T0));
    await store.set(USERS, 'asha', {
      name: 'Asha',
      phone: '9876500002',
      email: null,
      role: 'manager',
      isVerified: true,
      passwordHash: '',
      createdAt: clock.now().toISOString(),
    });
    await setOwnPin(deps, { uid: 'asha', name: 'Asha' }, '4826');
    const acting = await switchIn(deps, { uid: 'counter-pc', name: 'Counter PC' }, 'asha', '4826');
    const id = createHash('sha256').update(acting.token).digest('hex');
    expect((await expireAtOf(ACTING_SESSIONS, id)).getTime()).toBe(T0 + DEFAULT_SETTINGS.devices.switchIdleMinutes * 60_000 + 24 * HOUR);
  });

  it('a sign-in or reset code goes an hour after it expires, whether or not the phone has an account', async () => {
    const stranger = '9876500077';
    const sent = await sendAccountCode(deps, 'login', stranger, '203.0.113.77');
    expect((await expireAtOf(ACCOUNT_CODES, `login-${stranger}`)).getTime()).toBe(clock.now().getTime() + sent.otpExpiresInSeconds * 1000 + HOUR);
  });

  it('a walk-in on the waitlist goes 30 days after they were added, their name and phone with them', async () => {
    clock.set(new Date(T0));
    const { entry } = await addToWaitlist(deps, { name: 'Ravi Shah', phone: '9876500088', partySize: 2 }, { uid: 'counter', name: 'Counter' });
    expect((await expireAtOf(WAITLIST, entry.id)).getTime()).toBe(T0 + 30 * 24 * HOUR);
  });

  it('the collections above are exactly the ones swept and given a TTL policy', () => {
    expect([...seen].sort()).toEqual([...EXPIRING_COLLECTIONS].sort());
  });
});
