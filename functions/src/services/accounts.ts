import { setTimeout as sleep } from 'node:timers/promises';
import { exposesTestOtp, type AppDeps } from '../deps';
import { USERS } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { OTP_POLICY } from '../domain/restaurant';
import { isPasswordHash } from '../domain/passwords';
import {
  AdminLoginSchema,
  CONSOLE_ADMIN_UID,
  MESSAGES,
  PENDING_REGISTRATIONS,
  USER_PHONES,
  userView,
  type RegisterStartSchema,
  type UserDoc,
  type UserView,
} from '../domain/users';
import { AppError, badRequest, forbidden, notFound, tooMany } from '../lib/errors';
import { parse } from '../lib/parse';
import { log } from '../lib/log';
import { DOC_ID, StoreError, type WithId } from '../ports';
import { ADMIN_LOCKOUT, LIMITS as L, clearAdminTries, giveBack, hitLimit, readBucket, takeAdminTry, takeFromBucket } from './limits';
import { chargeSend, readSendGuard } from './send-guard';
import { adminPasswordKey, storedAdminHash } from './admin-key';
import { hashPassword, verifyPassword } from './passwords';
import { LOCAL_ADMIN } from '../seed/local-admin';
import { LEGACY_ADMIN_ROLE, ROLE_LABELS, STAFF_ROLES, refusalMessage, roleOf, type Role, type StaffRole } from '../domain/staff-roles';
import { audit, auditIn, type Actor } from './audit';
import { endSessions } from './end-sessions';
import { afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds, secondsLeft, type OtpState } from './otp';
import { otpRefusal, textCodeAfterCommit } from './otp-policy';
import { readSettings } from './settings';
import { refuseNonMobile } from './texting';
import { useAccountCode } from './account-codes';
import type { z } from 'zod';

/** pending_registrations/{phone}: step one's details, the password already hashed, and the OTP state. */
interface PendingRegistration {
  [key: string]: unknown;
  name: string;
  phone: string;
  email: string | null;
  passwordHash: string;
  otp: OtpState;
  /** A top-level copy of otp.expiresAt, so that live registrations can be counted. */
  expiresAt: string;
  createdAt: string;
  /** When the record may be deleted: a while after its code expires. */
  expireAt: Date;
}

const pendingExpireAt = (otp: OtpState) => expiresAfter(otp.expiresAt, RETENTION.pendingRegistrationAfterOtpMs);

/** The account limits, all kept in the store (services/limits.ts has the figures). */
export const LIMITS = {
  registerSendsPerIp: L.registerPerIp,
  loginFailuresPerPhone: L.loginPerPhone,
  loginFailuresPerIp: L.loginPerIp,
  adminFailuresPerIp: { max: ADMIN_LOCKOUT.freeTries },
} as const;

/** The spec's pause before the admin login answers (§5, §9), on success and failure alike. */
export const ADMIN_LOGIN_DELAY_MS = 1000;

/**
 * A scrypt hash (at the production cost) of a random password nobody knows:
 * a login for an unknown phone is checked against it, so that it takes as long
 * as a login with a wrong password.
 */
const DUMMY_HASH = 'scrypt$131072$8$1$Gnz8dNlV2SkF8IrBWlHdGA$3Ie4_M6fhkj15pJHaeIE9KXRs3dQ5qVKX0gC-X1QgpY';

export interface Session {
  token: string;
  user: UserView;
}
export interface OtpSent {
  phone: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
}

const alreadyRegistered = () => new AppError('already_registered', MESSAGES.alreadyRegistered);
const noPending = () => new AppError('otp_not_pending', MESSAGES.noPending);

/** Customer accounts, the admin password and sessions: the use cases behind /api/users. */
export class Accounts {
  private localAdminHash?: Promise<string>;

  constructor(private readonly deps: AppDeps) {}

  /**
   * Step one of /register: keeps the details with the password hashed, and texts an OTP. Sent again
   * within 60 s (the person went Back), it keeps the code already sent and only updates the details.
   */
  async startRegistration(input: z.output<typeof RegisterStartSchema>, ip: string): Promise<{ sent: OtpSent; message: string }> {
    const { store, clock } = this.deps;
    // Counted before the phone is looked up: asking which phones are registered is limited too.
    await hitLimit(store, L.registerPerIp, ip, clock.now());
    refuseNonMobile(await readSettings(store), input.phone);
    if (await store.get(USER_PHONES, input.phone)) throw alreadyRegistered();
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const { code, state } = issueOtp(now);
    const details = { name: input.name, phone: input.phone, email: input.email, passwordHash };
    const kept = await store.transaction(async (tx): Promise<OtpState | null> => {
      if (await tx.get(USER_PHONES, input.phone)) throw alreadyRegistered();
      const pending = await tx.get<PendingRegistration>(PENDING_REGISTRATIONS, input.phone);
      const guard = await readSendGuard(tx, ip, input.phone, now);
      if (pending && resendWaitSeconds(pending.otp, now) > 0) {
        // A code locked by wrong tries can't be kept: the person waits for a fresh one.
        if (pending.otp.attempts >= OTP_POLICY.maxWrongTries) this.refuseEarlyResend(pending, now);
        tx.update(PENDING_REGISTRATIONS, input.phone, details);
        return pending.otp;
      }
      chargeSend(tx, guard, now);
      const doc: PendingRegistration = { ...details, otp: state, expiresAt: state.expiresAt, createdAt: now.toISOString(), expireAt: pendingExpireAt(state) };
      tx.set(PENDING_REGISTRATIONS, input.phone, doc);
      return null;
    });
    if (kept) {
      const sent = { phone: input.phone, otpExpiresInSeconds: secondsLeft(kept, now), resendInSeconds: resendWaitSeconds(kept, now) };
      return { sent, message: 'Your details are updated. Enter the OTP we already sent.' };
    }
    return { sent: await this.sendOtp(input.phone, code, state, now), message: 'OTP sent to your mobile number' };
  }

  /** A new registration OTP, allowed 60 s after the last one. */
  async resendRegistration(phone: string, ip: string): Promise<OtpSent> {
    const { store, clock } = this.deps;
    await hitLimit(store, L.registerPerIp, ip, clock.now());
    const now = clock.now();
    const { code, state } = issueOtp(now);
    await store.transaction(async (tx) => {
      const pending = await tx.get<PendingRegistration>(PENDING_REGISTRATIONS, phone);
      const guard = await readSendGuard(tx, ip, phone, now);
      if (!pending) throw noPending();
      this.refuseEarlyResend(pending, now);
      chargeSend(tx, guard, now);
      tx.update(PENDING_REGISTRATIONS, phone, { otp: state, expiresAt: state.expiresAt, expireAt: pendingExpireAt(state) });
    });
    return this.sendOtp(phone, code, state, now);
  }

  /** Step two: a right OTP creates the account (the phone claimed in the same transaction) and signs it in. */
  async verifyRegistration(phone: string, otp: string): Promise<Session> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const uid = store.newId();
    const outcome = await store
      .transaction(async (tx): Promise<{ refusal: AppError } | { user: WithId<UserDoc> }> => {
        const pending = await tx.get<PendingRegistration>(PENDING_REGISTRATIONS, phone);
        const owner = await tx.get(USER_PHONES, phone);
        if (!pending) return { refusal: owner ? alreadyRegistered() : noPending() };
        if (owner) {
          tx.delete(PENDING_REGISTRATIONS, phone);
          return { refusal: alreadyRegistered() };
        }
        const verdict = judgeOtp(pending.otp, otp, now);
        if (verdict.kind !== 'ok') {
          if (verdict.kind === 'wrong') tx.update(PENDING_REGISTRATIONS, phone, { otp: afterWrongTry(pending.otp) });
          return { refusal: otpRefusal('registration', verdict) };
        }
        const user: UserDoc = {
          name: pending.name,
          phone,
          email: pending.email,
          role: 'user',
          isVerified: true,
          passwordHash: pending.passwordHash,
          createdAt: now.toISOString(),
        };
        tx.create(USER_PHONES, phone, { uid });
        tx.create(USERS, uid, user);
        tx.delete(PENDING_REGISTRATIONS, phone);
        return { user: { ...user, id: uid } };
      })
      .catch((e: unknown) => {
        // Two verifications racing for one phone: the loser's create of user_phones/{phone} fails.
        if (e instanceof StoreError && e.code === 'already-exists') throw alreadyRegistered();
        throw e;
      });
    if ('refusal' in outcome) throw outcome.refusal;
    return this.session(outcome.user);
  }

  /** Phone and password. Unknown phone and wrong password answer alike, in about the same time. */
  async login(phone: string, password: string, ip: string): Promise<Session> {
    const { store, clock } = this.deps;
    // Each try is taken from the IP's and the phone's buckets before the password is judged, in one
    // transaction: parallel guesses are counted one by one. A right password gives its tries back.
    const at = clock.now();
    await store.transaction(async (tx) => {
      const byIp = await readBucket(tx, L.loginPerIp, ip);
      const byPhone = await readBucket(tx, L.loginPerPhone, phone);
      takeFromBucket(tx, L.loginPerIp, byIp, at);
      takeFromBucket(tx, L.loginPerPhone, byPhone, at);
    });
    const owner = await store.get<{ uid: string }>(USER_PHONES, phone);
    const user = owner ? await store.get<UserDoc>(USERS, owner.uid) : null;
    const matches = await verifyPassword(password, user?.passwordHash || DUMMY_HASH);
    if (!user || !matches) throw new AppError('invalid_credentials', MESSAGES.badLogin);
    await giveBack(store, L.loginPerIp, ip, at);
    await giveBack(store, L.loginPerPhone, phone, 'all');
    return this.session(user);
  }

  /** A right sign-in code texted to the phone answers a session, as the password login does. */
  async loginWithCode(phone: string, otp: string): Promise<Session> {
    return this.session(await useAccountCode(this.deps, 'login', phone, otp));
  }

  /**
   * Forgot password: a right code sets the new password (stored with the code's use), every other
   * session of the account ends, and this one is signed in.
   */
  async resetPassword(phone: string, otp: string, password: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const user = await useAccountCode(this.deps, 'reset', phone, otp, (tx, u) => tx.update(USERS, u.id, { passwordHash }));
    await endSessions(this.deps, user.id);
    return this.session({ ...user, passwordHash });
  }

  /** The account page: the current password, then the new one; every other session ends, and this one goes on with a new token. */
  async changePassword(uid: string, currentPassword: string, password: string): Promise<Session> {
    const { store, clock } = this.deps;
    const user = await store.get<UserDoc>(USERS, uid);
    if (!user) throw notFound('User not found');
    const key = user.phone || uid;
    const at = clock.now();
    await hitLimit(store, L.loginPerPhone, key, at);
    // 400, not 401: a 401 would make the web client sign the customer out.
    if (!(await verifyPassword(currentPassword, user.passwordHash || DUMMY_HASH)) || !user.passwordHash) {
      throw badRequest('Your current password is not right: nothing was changed.', { field: 'currentPassword' });
    }
    await giveBack(store, L.loginPerPhone, key, at);
    const passwordHash = await hashPassword(password);
    await store.transaction(async (tx) => {
      if (!(await tx.get(USERS, uid))) throw notFound('User not found');
      tx.update(USERS, uid, { passwordHash });
    });
    await endSessions(this.deps, uid);
    return this.session({ ...user, passwordHash });
  }

  /** The /admin/adminlogin password, checked against a stored hash; answers after the spec's 1 s delay either way. */
  async adminLogin(body: unknown, ip: string): Promise<Session> {
    const started = Date.now();
    try {
      return await this.adminLoginNow(parse(AdminLoginSchema, body).password, ip);
    } finally {
      const wait = started + ADMIN_LOGIN_DELAY_MS - Date.now();
      if (wait > 0) await sleep(wait);
    }
  }

  private async adminLoginNow(password: string, ip: string): Promise<Session> {
    const hash = await this.adminPasswordHash();
    await takeAdminTry(this.deps.store, ip, this.deps.clock.now());
    if (!(await verifyPassword(password, hash))) throw new AppError('invalid_credentials', MESSAGES.badAdminPassword);
    await clearAdminTries(this.deps.store, ip);
    const user = await this.consoleAdmin();
    if (roleOf(user.role) !== 'owner') throw forbidden();
    return this.session(user, { adminKey: await adminPasswordKey(this.deps) });
  }

  /** The one an owner set from Settings; else deployed, the ADMIN_PASSWORD_HASH secret; locally the hash of the seeded default, computed once (DECISIONS 5). */
  private async adminPasswordHash(): Promise<string> {
    // A secret set from a file usually ends with a newline.
    const configured = await storedAdminHash(this.deps);
    if (configured) {
      if (isPasswordHash(configured)) return configured;
      log.error('ADMIN_PASSWORD_HASH is not a scrypt hash: print one with `node scripts/bootstrap-admin.mjs --hash-password`');
    } else if (this.deps.mode !== 'deployed') {
      this.localAdminHash ??= hashPassword(LOCAL_ADMIN.password);
      return this.localAdminHash;
    }
    throw new AppError('not_configured', 'Admin login is not configured on this server');
  }

  /** The user an admin-password session belongs to, created on the first successful admin login. */
  private async consoleAdmin(): Promise<WithId<UserDoc>> {
    const { store, clock } = this.deps;
    return store.transaction(async (tx) => {
      const existing = await tx.get<UserDoc>(USERS, CONSOLE_ADMIN_UID);
      if (existing) return existing;
      const user: UserDoc = {
        name: 'Restaurant Admin',
        phone: '',
        email: null,
        role: 'owner',
        isVerified: true,
        passwordHash: '',
        createdAt: clock.now().toISOString(),
      };
      tx.create(USERS, CONSOLE_ADMIN_UID, user);
      return { ...user, id: CONSOLE_ADMIN_UID };
    });
  }

  /** Local and emulator mode only: a session for the seeded admin, for 'Login as Admin (Test)' (DECISIONS 5). */
  async localAdminSession(): Promise<Session> {
    if (this.deps.mode === 'deployed') throw notFound();
    const owner = await this.deps.store.get<{ uid: string }>(USER_PHONES, LOCAL_ADMIN.phone);
    const user = owner ? await this.deps.store.get<UserDoc>(USERS, owner.uid) : null;
    if (!user || roleOf(user.role) !== 'owner') throw notFound('The local admin is not seeded: run `npm run seed`');
    return this.session(user);
  }

  async me(uid: string): Promise<UserView> {
    const user = await this.deps.store.get<UserDoc>(USERS, uid);
    if (!user) throw notFound('User not found');
    return userView(user);
  }

  /** Registered users, newest first, a page at a time, with the counts the summary cards show. */
  async listUsers(page: number, limit: number) {
    const { store, clock } = this.deps;
    const [total, verified, unverified, admins, awaitingOtp, docs] = await Promise.all([
      store.count(USERS),
      store.count(USERS, [{ field: 'isVerified', op: '==', value: true }]),
      store.count(USERS, [{ field: 'isVerified', op: '==', value: false }]),
      store.count(USERS, [{ field: 'role', op: 'in', value: [...STAFF_ROLES, LEGACY_ADMIN_ROLE] }]),
      store.count(PENDING_REGISTRATIONS, [{ field: 'expiresAt', op: '>', value: clock.now().toISOString() }]),
      store.query<UserDoc>(USERS, {
        orderBy: [
          { field: 'createdAt', direction: 'desc' },
          { field: DOC_ID, direction: 'desc' },
        ],
        limit: page * limit,
      }),
    ]);
    const users = docs.slice((page - 1) * limit).map(userView);
    return { users, total, page, limit, counts: { verified, pending: unverified, admins, awaitingOtp } };
  }

  /** The Staff screen: every account with a staff role (at most 100), and with a phone the account that has it, if any. */
  async staff(phone: string | undefined): Promise<{ staff: UserView[]; found: UserView | null }> {
    const { store } = this.deps;
    const [docs, owner] = await Promise.all([
      store.query<UserDoc>(USERS, { where: [{ field: 'role', op: 'in', value: [...STAFF_ROLES, LEGACY_ADMIN_ROLE] }], limit: 100 }),
      phone ? store.get<{ uid: string }>(USER_PHONES, phone) : Promise.resolve(null),
    ]);
    const found = owner ? await store.get<UserDoc>(USERS, owner.uid) : null;
    const rank = (u: UserView) => STAFF_ROLES.indexOf(u.role as StaffRole);
    const staff = docs.map(userView).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
    return { staff, found: found ? userView(found) : null };
  }

  /** Ends every session of the signed-in user ("Sign out everywhere"). */
  async signOutEverywhere(uid: string): Promise<void> {
    await endSessions(this.deps, uid);
  }

  /** An owner ends every session of one person (a lost phone, someone who left): audited. */
  async signOutPerson(actor: Actor, uid: string): Promise<UserView> {
    const user = await this.deps.store.get<UserDoc>(USERS, uid);
    if (!user) throw notFound('User not found');
    await endSessions(this.deps, uid);
    await audit(this.deps, actor, { entity: 'user', entityId: uid, action: 'sign-out', summary: `${user.name} signed out on every device` });
    return userView({ ...user, id: uid });
  }

  /**
   * An owner sets a user's role (DECISIONS 30); the change is audited with it, and the user's
   * sessions end at once. Nobody changes their own role (the only owner is told why: the
   * restaurant needs one), and the actor is read again in the same transaction, so two owners
   * demoting each other can't both win and leave none.
   */
  async changeRole(actor: Actor, uid: string, role: Role): Promise<UserView> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const updated = await store.transaction(async (tx) => {
      if (uid === actor.uid) {
        const owners = await tx.query(USERS, { where: [{ field: 'role', op: 'in', value: ['owner', LEGACY_ADMIN_ROLE] }], limit: 2 });
        if (owners.length < 2) throw new AppError('last_owner', 'You are the only owner: make someone else an owner before changing your own role.');
        throw badRequest('You cannot change your own role: ask another owner.');
      }
      const [user, self] = await Promise.all([tx.get<UserDoc>(USERS, uid), tx.get<UserDoc>(USERS, actor.uid)]);
      if (roleOf(self?.role) !== 'owner') throw new AppError('forbidden_role', refusalMessage('settings'));
      if (!user) throw notFound('User not found');
      const before = roleOf(user.role);
      if (before === role && user.role === role) return { user, changed: false };
      tx.update(USERS, uid, { role });
      auditIn(
        tx,
        store,
        actor,
        {
          entity: 'user',
          entityId: uid,
          action: 'role',
          summary: `${user.name}: ${ROLE_LABELS[before]} → ${ROLE_LABELS[role]}`,
          from: { role: before },
          to: { role },
        },
        now,
      );
      return { user: { ...user, role }, changed: true };
    });
    if (updated.changed) await endSessions(this.deps, uid);
    return userView(updated.user);
  }

  private refuseEarlyResend(pending: PendingRegistration, now: Date): void {
    const wait = resendWaitSeconds(pending.otp, now);
    if (wait > 0) throw tooMany(`Please wait ${wait} seconds before requesting a new OTP.`, wait);
  }

  /** Texts the code once the transaction has committed. */
  private async sendOtp(phone: string, code: string, state: OtpState, now: Date): Promise<OtpSent> {
    const sent: OtpSent = {
      phone,
      otpExpiresInSeconds: secondsLeft(state, now),
      resendInSeconds: resendWaitSeconds(state, now),
      ...(exposesTestOtp(this.deps) ? { testOtp: code } : {}),
    };
    return textCodeAfterCommit(this.deps, { phone, code, purpose: 'finish registering' }, sent);
  }

  private async session(user: WithId<UserDoc>, extra: { adminKey?: string } = {}): Promise<Session> {
    const token = await this.deps.auth.mint(user.id, { role: roleOf(user.role), ...extra });
    return { token, user: userView(user) };
  }
}
