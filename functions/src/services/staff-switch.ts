import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import { StoreError, type DocStore } from '../ports';
import { ACTING_SESSIONS, STAFF_PINS, USERS } from '../domain/collections';
import { PIN_POLICY, devicePausedMessage, lockedPinMessage, weakPinReason, wrongPinMessage, type ActingPerson, type SwitchPerson } from '../domain/staff-pin';
import type { Settings } from '../domain/settings';
import { LEGACY_ADMIN_ROLE, STAFF_ROLES, isStaff, roleOf, type StaffRole } from '../domain/staff-roles';
import type { UserDoc } from '../domain/users';
import { AppError, badRequest, conflict, notFound, tooMany } from '../lib/errors';
import { auditIn, type Actor } from './audit';
import { hashPassword, verifyPassword } from './passwords';
import { giveBack, readBucket, refuseWhenFull, takeFromBucket, type WindowLimit } from './limits';
import { readSettings } from './settings';

/** staff_pins/{uid}: the PIN's scrypt hash (salted per person) and the wrong tries counted against it. */
interface PinDoc {
  [key: string]: unknown;
  hash: string;
  /** When the PIN was set: a switch made with an older PIN is no longer honoured. */
  setAt: string;
  /** Tries taken since the last right PIN, counted before the PIN is checked. */
  tries: number;
  lastTryAt: string | null;
  lockedUntil: string | null;
}

/** acting_sessions/{sha256 of the proof}: a person acting on one device account, until idle. */
interface ActingDoc {
  [key: string]: unknown;
  deviceUid: string;
  personUid: string;
  pinSetAt: string;
  idleMs: number;
  startedAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** TTL: deleted a day after it lapsed; reads compare expiresAt themselves. */
  expireAt: Date;
}

const MINUTE = 60_000;
/** A request refreshes the idle clock at most this often: one write a minute per busy device. */
const TOUCH_EVERY_MS = MINUTE;
const LOCK_MS = PIN_POLICY.lockMinutes * MINUTE;

const proofId = (token: string) => createHash('sha256').update(token).digest('hex');
const ended = (message: string) => new AppError('person_switch_ended', message);
const lockLeft = (pin: PinDoc, now: Date) => (pin.lockedUntil ? Math.max(0, Date.parse(pin.lockedUntil) - now.getTime()) : 0);

/** Who is acting: the person's own account, in their own role (the role that governs what they may do). */
export interface ActingResolved {
  uid: string;
  name: string;
  role: StaffRole;
}

/** A staff member sets their own PIN. Only when signed in as themselves: a PIN is never set for someone else. */
export async function setOwnPin(deps: AppDeps, actor: Actor, pin: string): Promise<{ setAt: string }> {
  if (actor.via) throw new AppError('forbidden', 'Sign in with your own phone and password to set your PIN.');
  const user = await deps.store.get<UserDoc>(USERS, actor.uid);
  if (!user) throw notFound('User not found');
  const weak = weakPinReason(pin, user.phone);
  if (weak) throw badRequest(weak, { field: 'pin' });
  const hash = await hashPassword(pin);
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const had = await tx.get<PinDoc>(STAFF_PINS, actor.uid);
    const doc: PinDoc = { hash, setAt: now.toISOString(), tries: 0, lastTryAt: null, lockedUntil: null };
    tx.set(STAFF_PINS, actor.uid, doc);
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'user', entityId: actor.uid, action: 'pin-set', summary: `${user.name} ${had ? 'changed' : 'set'} their PIN` },
      now,
    );
  });
  return { setAt: now.toISOString() };
}

/** Removes a PIN (the person's own, or anyone's by an owner): they can no longer switch in, and a switch they made ends. */
export async function clearPin(deps: AppDeps, actor: Actor, uid: string): Promise<void> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const [pin, user] = await Promise.all([tx.get<PinDoc>(STAFF_PINS, uid), tx.get<UserDoc>(USERS, uid)]);
    if (!pin || !user) throw notFound(user ? `${user.name} has no PIN` : 'User not found');
    tx.delete(STAFF_PINS, uid);
    const whose = uid === actor.uid ? 'their own' : `${user.name}'s`;
    auditIn(tx, deps.store, actor, { entity: 'user', entityId: uid, action: 'pin-cleared', summary: `${actor.name} cleared ${whose} PIN` }, now);
  });
}

/** The staff who have a PIN, for the device's "Switch person" list, by role then name. */
export async function switchPeople(deps: AppDeps): Promise<SwitchPerson[]> {
  const now = deps.clock.now();
  const [pins, staff] = await Promise.all([
    deps.store.query<PinDoc>(STAFF_PINS, { limit: 100 }),
    deps.store.query<UserDoc>(USERS, { where: [{ field: 'role', op: 'in', value: [...STAFF_ROLES, LEGACY_ADMIN_ROLE] }], limit: 100 }),
  ]);
  const byUid = new Map(staff.map((u) => [u.id, u]));
  const people = pins.flatMap((pin): SwitchPerson[] => {
    const user = byUid.get(pin.id);
    const role = roleOf(user?.role);
    if (!user || !isStaff(role)) return [];
    return [{ uid: pin.id, name: user.name, role, lockedForSeconds: Math.ceil(lockLeft(pin, now) / 1000) }];
  });
  const rank = (p: SwitchPerson) => STAFF_ROLES.indexOf(p.role);
  return people.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Wrong PINs one device account may send across all people, from Settings: a device guessing through the staff list stops. */
const devicePinLimit = ({ wrongPinsPerDevice, wrongPinMinutes }: Settings['devices']): WindowLimit => ({
  name: 'pin-device',
  max: wrongPinsPerDevice,
  windowMs: wrongPinMinutes * MINUTE,
  message: devicePausedMessage(wrongPinMinutes),
});

/**
 * A person takes over a shared device with their PIN. Each try is counted in a transaction before the PIN is
 * checked, against the person and against the device, so guesses sent at once are counted one by one; the fifth
 * wrong try locks the PIN for 15 minutes, and a device that sent the wrong PINs Settings allows (across all people)
 * may not switch until they age out of the window; each is audited once. A right PIN clears the person's count, is
 * given back to the device, and opens an acting session bound to the device's account.
 */
export async function switchIn(deps: AppDeps, device: Actor, uid: string, pin: string): Promise<ActingPerson> {
  const { store, clock } = deps;
  const at = clock.now();
  const settings = (await readSettings(store)).devices;
  const perDevice = devicePinLimit(settings);
  const taken = await store.transaction(async (tx) => {
    const [doc, user, bucket] = await Promise.all([tx.get<PinDoc>(STAFF_PINS, uid), tx.get<UserDoc>(USERS, uid), readBucket(tx, perDevice, device.uid)]);
    const deviceTries = refuseWhenFull(perDevice, bucket.times, at).length + 1;
    const role = roleOf(user?.role);
    if (!doc || !user || !isStaff(role)) return { refusal: notFound('That person has no PIN: they set one when signed in as themselves.') };
    const locked = lockLeft(doc, at);
    if (locked > 0) return { refusal: new AppError('pin_locked', lockedPinMessage(user.name, locked / 1000), { retryAfterSeconds: Math.ceil(locked / 1000) }) };
    // Tries older than a lock's length are forgotten.
    const stale = !doc.lastTryAt || at.getTime() - Date.parse(doc.lastTryAt) > LOCK_MS;
    const before = stale ? 0 : doc.tries;
    // Five tries are already out (being checked now): no sixth until they are judged.
    if (before >= PIN_POLICY.maxWrongTries)
      return { refusal: new AppError('pin_locked', lockedPinMessage(user.name, LOCK_MS / 1000), { retryAfterSeconds: LOCK_MS / 1000 }) };
    const tries = before + 1;
    tx.update(STAFF_PINS, uid, { tries, lastTryAt: at.toISOString(), lockedUntil: null });
    takeFromBucket(tx, perDevice, bucket, at);
    return { pin: doc, user: { ...user, id: uid }, role: role as StaffRole, tries, fillsDevice: deviceTries >= perDevice.max };
  });
  if ('refusal' in taken) throw taken.refusal;
  const { user, role } = taken;
  if (await verifyPassword(pin, taken.pin.hash)) {
    await giveBack(store, perDevice, device.uid, at);
    return openActing(deps, device, { uid, name: user.name, role }, taken.pin.setAt);
  }
  const now = clock.now();
  const triesLeft = PIN_POLICY.maxWrongTries - taken.tries;
  await store.transaction(async (tx) => {
    const doc = await tx.get<PinDoc>(STAFF_PINS, uid);
    if (doc && triesLeft <= 0 && lockLeft(doc, now) === 0) {
      tx.update(STAFF_PINS, uid, { tries: 0, lockedUntil: new Date(now.getTime() + LOCK_MS).toISOString() });
      auditIn(
        tx,
        store,
        device,
        {
          entity: 'user',
          entityId: uid,
          action: 'pin-locked',
          summary: `${user.name}'s PIN locked for ${PIN_POLICY.lockMinutes} minutes after ${PIN_POLICY.maxWrongTries} wrong tries on ${device.name}'s device`,
        },
        now,
      );
    }
    // Only the try that took the device's last place says so: the pause is audited once.
    if (taken.fillsDevice)
      auditIn(
        tx,
        store,
        device,
        {
          entity: 'user',
          entityId: device.uid,
          action: 'pins-paused',
          summary: `Switching person paused on ${device.name}'s device after ${perDevice.max} wrong PINs in ${settings.wrongPinMinutes} minutes`,
        },
        now,
      );
  });
  if (triesLeft <= 0) throw new AppError('pin_locked', wrongPinMessage(user.name, 0), { retryAfterSeconds: LOCK_MS / 1000 });
  if (taken.fillsDevice) throw tooMany(perDevice.message, perDevice.windowMs / 1000);
  throw new AppError('pin_wrong', wrongPinMessage(user.name, triesLeft), { triesLeft });
}

async function openActing(deps: AppDeps, device: Actor, person: ActingResolved, pinSetAt: string): Promise<ActingPerson> {
  const { store, clock } = deps;
  const now = clock.now();
  const idleMinutes = (await readSettings(store)).devices.switchIdleMinutes;
  const token = randomBytes(32).toString('base64url');
  const idleMs = idleMinutes * MINUTE;
  const expiresAt = new Date(now.getTime() + idleMs);
  await store.transaction(async (tx) => {
    const doc = await tx.get<PinDoc>(STAFF_PINS, person.uid);
    // The PIN changed or was cleared while it was being checked: that PIN no longer opens anything.
    if (!doc || doc.setAt !== pinSetAt) throw conflict(`${person.name}'s PIN has just changed: try again.`);
    tx.update(STAFF_PINS, person.uid, { tries: 0, lastTryAt: null });
    const acting: ActingDoc = {
      deviceUid: device.uid,
      personUid: person.uid,
      pinSetAt,
      idleMs,
      startedAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      expireAt: new Date(expiresAt.getTime() + 24 * 60 * MINUTE),
    };
    tx.create(ACTING_SESSIONS, proofId(token), acting);
    const on = device.name;
    auditIn(
      tx,
      store,
      { uid: person.uid, name: person.name, via: on },
      { entity: 'user', entityId: person.uid, action: 'switch-in', summary: `${person.name} switched in on ${on}'s device` },
      now,
    );
  });
  return { token, person, deviceUid: device.uid, idleMinutes };
}

/** The device hands back to its own account: the proof stops working at once. */
export async function switchBack(deps: AppDeps, deviceUid: string, token: string): Promise<void> {
  const id = proofId(token);
  await deps.store.transaction(async (tx) => {
    const doc = await tx.get<ActingDoc>(ACTING_SESSIONS, id);
    if (doc && doc.deviceUid === deviceUid) tx.delete(ACTING_SESSIONS, id);
  });
}

/** Deletes every acting session of a person, and every one opened on their account's device: those proofs stop working at once. */
export async function endSwitches(store: DocStore, uid: string): Promise<void> {
  for (const field of ['personUid', 'deviceUid']) {
    for (;;) {
      const docs = await store.query<ActingDoc>(ACTING_SESSIONS, { where: [{ field, op: '==', value: uid }], limit: 100 });
      await Promise.all(docs.map((doc) => store.delete(ACTING_SESSIONS, doc.id)));
      if (docs.length < 100) break;
    }
  }
}

/**
 * Who the proof says is acting on this device, checked on every back-office request: the record must exist (only
 * its hash is stored), belong to this device's account, be within its idle time, and the person must still have
 * the PIN it was opened with and a staff role. Anything else is a 401 `person_switch_ended`, never a fallback to
 * the device's account.
 */
export async function resolveActing(deps: AppDeps, deviceUid: string, token: string): Promise<ActingResolved> {
  const { store, clock } = deps;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw ended('This device no longer knows who is acting: switch person again.');
  const id = proofId(token);
  const doc = await store.get<ActingDoc>(ACTING_SESSIONS, id);
  const now = clock.now();
  if (!doc || doc.deviceUid !== deviceUid) throw ended('This device no longer knows who is acting: switch person again.');
  const [user, pin] = await Promise.all([store.get<UserDoc>(USERS, doc.personUid), store.get<PinDoc>(STAFF_PINS, doc.personUid)]);
  const role = roleOf(user?.role);
  const name = user?.name ?? 'That person';
  if (Date.parse(doc.expiresAt) <= now.getTime())
    throw ended(`${name}'s turn on this device ended after ${Math.round(doc.idleMs / MINUTE)} idle minutes: switch person again.`);
  if (!user || !isStaff(role) || !pin || pin.setAt !== doc.pinSetAt) throw ended(`${name} can no longer act on this device: switch person again.`);
  if (now.getTime() - Date.parse(doc.lastSeenAt) >= TOUCH_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + doc.idleMs);
    await store
      .update(ACTING_SESSIONS, id, {
        lastSeenAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        expireAt: new Date(expiresAt.getTime() + 24 * 60 * MINUTE),
      })
      .catch((e: unknown) => {
        // Ended (signed out everywhere, switched back) while this request was being checked.
        if (e instanceof StoreError && e.code === 'not-found') throw ended(`${name} can no longer act on this device: switch person again.`);
        throw e;
      });
  }
  return { uid: doc.personUid, name: user.name, role };
}
