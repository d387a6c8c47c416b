import type { AppDeps } from '../deps';
import { firstChannel } from '../domain/notifications';
import { STAFF_INVITES, USERS } from '../domain/collections';
import { siteLink, type Settings } from '../domain/settings';
import { STAFF_JOIN_PATH, staffInviteText, type InviteInput, type InviteView, type JoinInput, type StaffInviteDoc } from '../domain/staff-invites';
import { ROLE_LABELS, isStaff, roleOf } from '../domain/staff-roles';
import { USER_PHONES, userView, type UserDoc, type UserView } from '../domain/users';
import { AppError, notFound, tooMany } from '../lib/errors';
import { StoreError, type TxStore } from '../ports';
import { auditIn, type Actor } from './audit';
import { endSessions } from './end-sessions';
import { LIMITS, hitLimit } from './limits';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds, type OtpState } from './otp';
import { otpRefusal, textAfterCommit } from './otp-policy';
import { hashPassword } from './passwords';
import { chargeSend, readSendGuard } from './send-guard';
import { readSettings } from './settings';
import { refuseNonMobile } from './texting';

const HOUR = 3600_000;
/** An invitation that has expired or been used stays a day (the Staff screen offers Resend; a reused code is told so), then may go. */
const KEPT_AFTER_MS = 24 * HOUR;

/** The code, good for the invitation's life from Settings rather than the usual 10 minutes. */
function inviteCode(now: Date, settings: Settings): { code: string; otp: OtpState; expiresAt: string } {
  const { code, state } = issueOtp(now);
  const expiresAt = new Date(now.getTime() + settings.staff.inviteHours * HOUR).toISOString();
  return { code, otp: { ...state, expiresAt }, expiresAt };
}

function view(doc: StaffInviteDoc, now: Date): InviteView {
  return {
    phone: doc.phone,
    name: doc.name,
    role: doc.role,
    invitedBy: doc.invitedBy,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt,
    expired: now.getTime() >= Date.parse(doc.expiresAt),
    resendInSeconds: resendWaitSeconds(doc.otp, now),
  };
}

const isLive = (doc: StaffInviteDoc | null, now: Date): doc is StaffInviteDoc => !!doc && doc.status === 'pending' && now.getTime() < Date.parse(doc.expiresAt);

async function staffMember(tx: TxStore, phone: string) {
  const owner = await tx.get<{ uid: string }>(USER_PHONES, phone);
  const user = owner ? await tx.get<UserDoc>(USERS, owner.uid) : null;
  return { uid: owner?.uid ?? null, user };
}

const alreadyStaff = (user: UserDoc) =>
  new AppError('conflict', `${user.name} is already on the staff as ${ROLE_LABELS[roleOf(user.role)]}: change their role in the list instead.`, {
    field: 'phone',
  });

/**
 * Inviting staff by phone: an owner names the person, their phone and role; the phone gets a
 * code and the join page's address; the invitee sets a password with the code and becomes staff in that
 * role. A phone that already has a customer account keeps it (its orders, its name) and takes the role and
 * the new password: the code proves the phone, as a reset by text would.
 */
export class StaffInvites {
  constructor(private readonly deps: AppDeps) {}

  /** The invitations not yet used, newest first (expired ones too, for a day, with Resend). */
  async list(): Promise<InviteView[]> {
    const now = this.deps.clock.now();
    const docs = await this.deps.store.query<StaffInviteDoc>(STAFF_INVITES, { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 100 });
    return docs.filter((d) => d.status === 'pending').map((d) => view(d, now));
  }

  async invite(actor: Actor, input: InviteInput, ip: string): Promise<InviteView> {
    const { store, clock } = this.deps;
    const settings = await readSettings(store);
    refuseNonMobile(settings, input.phone);
    const now = clock.now();
    const { code, otp, expiresAt } = inviteCode(now, settings);
    const inviteId = store.newId();
    const doc = await store.transaction(async (tx) => {
      const { user } = await staffMember(tx, input.phone);
      const existing = await tx.get<StaffInviteDoc>(STAFF_INVITES, input.phone);
      const guard = await readSendGuard(tx, ip, input.phone, now, settings.locale.timeZone, firstChannel(settings));
      if (user && isStaff(roleOf(user.role))) throw alreadyStaff(user);
      if (isLive(existing, now)) {
        throw new AppError('conflict', `${existing.name} is already invited as ${ROLE_LABELS[existing.role]}: use Resend, or Cancel it first.`, {
          field: 'phone',
        });
      }
      chargeSend(tx, guard, now);
      const invite: StaffInviteDoc = {
        inviteId,
        name: input.name,
        phone: input.phone,
        role: input.role,
        status: 'pending',
        otp,
        invitedBy: actor.name,
        createdAt: now.toISOString(),
        expiresAt,
        expireAt: new Date(Date.parse(expiresAt) + KEPT_AFTER_MS),
      };
      tx.set(STAFF_INVITES, input.phone, invite);
      auditIn(tx, store, actor, inviteEntry(invite, 'invite', `${invite.name} invited as ${ROLE_LABELS[invite.role]}`), now);
      return invite;
    });
    return this.text(doc, code, settings, view(doc, now));
  }

  /** A new code and a new life for the invitation, 60 s after the last text at the earliest. */
  async resend(actor: Actor, phone: string, ip: string): Promise<InviteView> {
    const { store, clock } = this.deps;
    const settings = await readSettings(store);
    const now = clock.now();
    const { code, otp, expiresAt } = inviteCode(now, settings);
    const doc = await store.transaction(async (tx) => {
      const existing = await tx.get<StaffInviteDoc>(STAFF_INVITES, phone);
      const guard = await readSendGuard(tx, ip, phone, now, settings.locale.timeZone, firstChannel(settings));
      if (!existing || existing.status !== 'pending') throw notFound('No invitation is waiting for this phone.');
      const wait = resendWaitSeconds(existing.otp, now);
      if (wait > 0) throw tooMany(`Please wait ${wait} seconds before sending the invitation again.`, wait);
      chargeSend(tx, guard, now);
      const patch = { otp, expiresAt, invitedBy: actor.name, expireAt: new Date(Date.parse(expiresAt) + KEPT_AFTER_MS) };
      tx.update(STAFF_INVITES, phone, patch);
      auditIn(tx, store, actor, inviteEntry(existing, 'invite-resent', `Invitation of ${existing.name} sent again`), now);
      return { ...existing, ...patch };
    });
    return this.text(doc, code, settings, view(doc, now));
  }

  async cancel(actor: Actor, phone: string): Promise<InviteView> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const doc = await store.transaction(async (tx) => {
      const existing = await tx.get<StaffInviteDoc>(STAFF_INVITES, phone);
      if (!existing || existing.status !== 'pending') throw notFound('No invitation is waiting for this phone.');
      tx.delete(STAFF_INVITES, phone);
      auditIn(tx, store, actor, inviteEntry(existing, 'invite-cancelled', `Invitation of ${existing.name} cancelled`), now);
      return existing;
    });
    return view(doc, now);
  }

  /**
   * The invitee's code and new password: a staff account in the invited role, signed in. The code is judged
   * first, alone, so a wrong try costs no password hashing; a right one is judged again as the account is made.
   */
  async join(input: JoinInput, ip: string): Promise<{ user: UserView; token: string }> {
    const { store, clock, auth } = this.deps;
    await hitLimit(store, LIMITS.codeTriesPerIp, ip, clock.now());
    const refusal = await store.transaction(async (tx) => judgeInvite(tx, input, clock.now()));
    if (refusal) throw refusal;
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const newUid = store.newId();
    type Outcome = { refusal: AppError } | { uid: string; user: UserDoc; existed: boolean };
    const outcome = await store
      .transaction(async (tx): Promise<Outcome> => {
        const invite = await tx.get<StaffInviteDoc>(STAFF_INVITES, input.phone);
        const { uid, user } = await staffMember(tx, input.phone);
        const again = await judgeInvite(tx, input, now, invite);
        if (again || !invite) return { refusal: again ?? noInvite() };
        if (user && isStaff(roleOf(user.role))) return { refusal: alreadyStaff(user) };
        let joined: { uid: string; user: UserDoc; existed: boolean };
        if (uid && user) {
          tx.update(USERS, uid, { role: invite.role, passwordHash });
          joined = { uid, user: { ...user, role: invite.role, passwordHash }, existed: true };
        } else {
          const created: UserDoc = {
            name: invite.name,
            phone: input.phone,
            email: null,
            role: invite.role,
            isVerified: true,
            passwordHash,
            createdAt: now.toISOString(),
          };
          tx.create(USER_PHONES, input.phone, { uid: newUid });
          tx.create(USERS, newUid, created);
          joined = { uid: newUid, user: created, existed: false };
        }
        tx.update(STAFF_INVITES, input.phone, { status: 'joined', otp: afterUse(invite.otp, now), expireAt: new Date(now.getTime() + KEPT_AFTER_MS) });
        auditIn(
          tx,
          store,
          { uid: joined.uid, name: joined.user.name },
          {
            entity: 'user',
            entityId: joined.uid,
            action: 'joined',
            summary: `${joined.user.name} joined the staff as ${ROLE_LABELS[invite.role]}${joined.existed ? ' (their customer account)' : ''}`,
            from: joined.existed ? { role: roleOf(user!.role) } : null,
            to: { role: invite.role, inviteId: invite.inviteId },
          },
          now,
        );
        return joined;
      })
      .catch((e: unknown) => {
        // Someone registered this phone between the read and the create: join again to take that account.
        if (e instanceof StoreError && e.code === 'already-exists') throw new AppError('conflict', 'This phone was just registered. Please try again.');
        throw e;
      });
    if ('refusal' in outcome) throw outcome.refusal;
    // A customer account that becomes staff starts afresh, as any role change does.
    if (outcome.existed) await endSessions(this.deps, outcome.uid);
    const role = roleOf(outcome.user.role);
    return { token: await auth.mint(outcome.uid, { role }), user: userView({ ...outcome.user, id: outcome.uid }) };
  }

  private text(doc: StaffInviteDoc, code: string, settings: Settings, reply: InviteView): Promise<InviteView> {
    const text = (s: Pick<Settings, 'identity'>) =>
      staffInviteText(code, s.identity.name, ROLE_LABELS[doc.role], siteLink(settings, STAFF_JOIN_PATH), settings.staff.inviteHours);
    return textAfterCommit(this.deps, { phone: doc.phone, kind: 'staff-invite', text, settings }, reply);
  }
}

const noInvite = () => new AppError('otp_not_pending', 'No invitation is waiting for this phone. Ask the owner to invite you.');

/**
 * The code's verdict inside a transaction, as every code flow judges it (otp-policy): null when right; a wrong
 * try is counted on the invitation. `known` is the invitation already read in this transaction (reads come first).
 */
async function judgeInvite(tx: TxStore, input: Pick<JoinInput, 'phone' | 'code'>, now: Date, known?: StaffInviteDoc | null): Promise<AppError | null> {
  const invite = known === undefined ? await tx.get<StaffInviteDoc>(STAFF_INVITES, input.phone) : known;
  if (!invite) return noInvite();
  const verdict = judgeOtp(invite.otp, input.code, now);
  if (verdict.kind === 'ok') return null;
  if (verdict.kind === 'wrong') tx.update(STAFF_INVITES, input.phone, { otp: afterWrongTry(invite.otp) });
  return otpRefusal('staff-invite', verdict);
}

function inviteEntry(invite: StaffInviteDoc, action: string, summary: string) {
  return { entity: 'user' as const, entityId: invite.inviteId, action, summary, to: { role: invite.role } };
}
