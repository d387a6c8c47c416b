import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../deps';
import { USERS } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { OTP_POLICY } from '../domain/restaurant';
import { ACCOUNT_CODES, USER_PHONES, type UserDoc } from '../domain/users';
import { AppError, tooMany } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { LIMITS, recordSend, takeFromBucket } from './limits';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds, secondsLeft, type OtpPurpose, type OtpState } from './otp';
import { otpRefusal, textCodeAfterCommit } from './otp-policy';
import { readSendGuard, chargeSend } from './send-guard';
import { budgetAllows, smsBudgetReached } from './sms-budget';

/** What a texted account code is for. */
export type AccountCodePurpose = 'login' | 'reset' | 'delete';

const PURPOSE_TEXT: Record<AccountCodePurpose, OtpPurpose> = {
  login: 'sign in',
  reset: 'reset your password',
  delete: 'delete your account',
};

/** account_codes/{purpose}-{phone}. A phone with no account gets one too, holding a code nobody was sent, so both answer alike. */
interface AccountCodeDoc {
  [key: string]: unknown;
  purpose: AccountCodePurpose;
  phone: string;
  otp: OtpState;
  expireAt: Date;
}

/** What a code request answers, the same whether or not the phone has an account. */
export interface CodeSent {
  phone: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * The least time a code request takes, whether a text goes or not: texting takes a moment, and a
 * quicker reply for a phone without an account would say that it has none.
 */
export const CODE_REPLY_MIN_MS = 700;

const codeId = (purpose: AccountCodePurpose, phone: string) => `${purpose}-${phone}`;
const noPending = () => new AppError('otp_not_pending', 'No code was requested for this number. Please request a code.');

/**
 * Texts a code to a phone's account, through the one OTP policy (the IP's and the phone's limits and the
 * site's budget, 60 s between codes). A phone with no account is charged and answered the same, and
 * nothing is texted; a text that fails is logged and answered the same too (Resend after 60 s).
 */
export async function sendAccountCode(deps: AppDeps, purpose: AccountCodePurpose, phone: string, ip: string | null): Promise<CodeSent> {
  const started = Date.now();
  try {
    return await sendNow(deps, purpose, phone, ip);
  } finally {
    const wait = started + CODE_REPLY_MIN_MS - Date.now();
    if (wait > 0) await sleep(wait);
  }
}

async function sendNow(deps: AppDeps, purpose: AccountCodePurpose, phone: string, ip: string | null): Promise<CodeSent> {
  const { store, clock } = deps;
  const now = clock.now();
  const { code, state } = issueOtp(now);
  const id = codeId(purpose, phone);
  const known = await store.transaction(async (tx) => {
    const existing = await tx.get<AccountCodeDoc>(ACCOUNT_CODES, id);
    const hasAccount = Boolean(await tx.get(USER_PHONES, phone));
    const guard = await readSendGuard(tx, ip, phone, now);
    if (existing) {
      const wait = resendWaitSeconds(existing.otp, now);
      if (wait > 0) throw tooMany(`Please wait ${wait} seconds before requesting a new code.`, wait);
    }
    if (hasAccount) chargeSend(tx, guard, now);
    else {
      // Counted as a text would be, without spending the site's budget on one that never goes.
      if (guard.ip) takeFromBucket(tx, LIMITS.otpSendsPerIp, guard.ip, now);
      recordSend(tx, phone, guard.sendLog, now);
      if (!budgetAllows(guard.budget, now)) throw smsBudgetReached(guard.budget.callUs!);
    }
    const doc: AccountCodeDoc = { purpose, phone, otp: state, expireAt: expiresAfter(state.expiresAt, RETENTION.pendingRegistrationAfterOtpMs) };
    tx.set(ACCOUNT_CODES, id, doc);
    return hasAccount;
  });
  const sent: CodeSent = { phone, otpExpiresInSeconds: secondsLeft(state, now), resendInSeconds: resendWaitSeconds(state, now) };
  if (!known) return sent;
  try {
    return await textCodeAfterCommit(deps, { phone, code, purpose: PURPOSE_TEXT[purpose] }, sent);
  } catch (e) {
    if (e instanceof AppError && e.code === 'sms_not_sent') return sent;
    throw e;
  }
}

/**
 * Judges a texted code and, when it is right, marks it used and answers the account; `then` runs in the
 * same transaction (the new password is stored with the code's use). A phone with no account answers as
 * a wrong code does, its tries counted the same.
 */
export async function useAccountCode(
  deps: AppDeps,
  purpose: AccountCodePurpose,
  phone: string,
  otp: string,
  then?: (tx: TxStore, user: WithId<UserDoc>) => void,
): Promise<WithId<UserDoc>> {
  const { store, clock } = deps;
  const now = clock.now();
  const id = codeId(purpose, phone);
  const outcome = await store.transaction(async (tx): Promise<{ refusal: AppError } | { user: WithId<UserDoc> }> => {
    const doc = await tx.get<AccountCodeDoc>(ACCOUNT_CODES, id);
    if (!doc) return { refusal: noPending() };
    const owner = await tx.get<{ uid: string }>(USER_PHONES, phone);
    const user = owner ? await tx.get<UserDoc>(USERS, owner.uid) : null;
    let verdict = judgeOtp(doc.otp, otp, now);
    if (verdict.kind === 'ok' && !user) verdict = { kind: 'wrong', triesLeft: OTP_POLICY.maxWrongTries - doc.otp.attempts - 1 };
    if (verdict.kind !== 'ok') {
      if (verdict.kind === 'wrong') tx.update(ACCOUNT_CODES, id, { otp: afterWrongTry(doc.otp) });
      return { refusal: otpRefusal('account', verdict) };
    }
    tx.update(ACCOUNT_CODES, id, { otp: afterUse(doc.otp, now) });
    then?.(tx, user!);
    return { user: user! };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.user;
}
