import type { AppDeps } from '../deps';
import type { SmsKind } from '../domain/notifications';
import type { Settings } from '../domain/settings';
import type { Language } from '../domain/languages';
import { AppError } from '../lib/errors';
import { log } from '../lib/log';
import { OTP_PURPOSE_KIND, otpSmsText, type OtpPurpose, type OtpVerdict } from './otp';
import { readSettings } from './settings';
import { sendText, smsTo } from './texting';

/** What the order's code text says it is for. */
export const ORDER_OTP_PURPOSE: OtpPurpose = 'confirm your order';

/** The flows that text a code and judge it. */
export type OtpFlow = 'order' | 'reservation' | 'manage' | 'registration' | 'staff-invite' | 'account';

interface RefusalTexts {
  /** A wrong code; triesLeft is what remains after this try. */
  wrong: (triesLeft: number) => string;
  expired: string;
  used: string;
  locked: string;
  /** False where a wrong code must answer like an unknown booking (manage): no tries left are told. */
  tellsTriesLeft: boolean;
}

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/** Each flow's words for the same verdicts (the spec names some of them); the codes and statuses are the same for all. */
export const OTP_REFUSAL_TEXTS: Record<OtpFlow, RefusalTexts> = {
  order: {
    wrong: () => 'Invalid OTP',
    expired: 'OTP expired. Please request a new one.',
    used: 'This OTP was already used. The order is confirmed.',
    locked: 'Too many wrong tries. Please request a new OTP.',
    tellsTriesLeft: true,
  },
  reservation: {
    wrong: (n) => (n > 0 ? `Invalid OTP. ${tries(n)} left.` : 'Invalid OTP. No tries left: please resend a new OTP.'),
    expired: 'OTP expired. Please resend.',
    used: 'This OTP was already used.',
    locked: 'Too many wrong attempts. Please resend a new OTP.',
    tellsTriesLeft: true,
  },
  manage: {
    wrong: () => 'OTP verification failed',
    expired: 'OTP expired. Please resend.',
    used: 'This OTP was already used. Please request a new one.',
    locked: 'Too many wrong attempts. Please request a new OTP.',
    tellsTriesLeft: false,
  },
  registration: {
    wrong: (n) => (n > 0 ? `Invalid OTP. ${tries(n)} left.` : 'Invalid OTP. Too many wrong tries: please request a new OTP.'),
    expired: 'OTP expired. Please resend.',
    used: 'This OTP has already been used.',
    locked: 'Too many wrong tries. Please request a new OTP.',
    tellsTriesLeft: true,
  },
  account: {
    wrong: (n) => (n > 0 ? `Invalid code. ${tries(n)} left.` : 'Invalid code. Too many wrong tries: please request a new code.'),
    expired: 'This code has expired. Please request a new one.',
    used: 'This code was already used. Please request a new one.',
    locked: 'Too many wrong tries. Please request a new code.',
    tellsTriesLeft: true,
  },
  'staff-invite': {
    wrong: (n) => (n > 0 ? `Wrong code. ${tries(n)} left.` : 'Wrong code. No tries left: ask the owner to resend the invitation.'),
    expired: 'This invitation has expired. Ask the owner to resend it.',
    used: 'This invitation was already used. Log in with your phone and password.',
    locked: 'Too many wrong tries. Ask the owner to resend the invitation.',
    tellsTriesLeft: true,
  },
};

/**
 * The one mapping from a refused OTP verdict to the error reply, for every flow:
 * wrong → otp_invalid (400, data.triesLeft), expired → otp_expired (400),
 * used → otp_used (409), locked → otp_attempts_exhausted (429). Only the words differ by flow.
 */
export function otpRefusal(flow: OtpFlow, verdict: Exclude<OtpVerdict, { kind: 'ok' }>): AppError {
  const texts = OTP_REFUSAL_TEXTS[flow];
  switch (verdict.kind) {
    case 'wrong':
      return new AppError('otp_invalid', texts.wrong(verdict.triesLeft), texts.tellsTriesLeft ? { triesLeft: verdict.triesLeft } : undefined);
    case 'expired':
      return new AppError('otp_expired', texts.expired);
    case 'used':
      return new AppError('otp_used', texts.used);
    case 'locked':
      return new AppError('otp_attempts_exhausted', texts.locked, texts.tellsTriesLeft ? { triesLeft: 0 } : undefined);
  }
}

export const SMS_NOT_SENT = 'We could not send the OTP. Please use Resend in a minute.';

/**
 * Texts a code once its transaction has committed (never inside it). The one failure rule
 * (docs/features.md, "When a code can't be texted"): the record and its code stay, the send is counted,
 * and the reply is 503 sms_not_sent whose data is what the success reply would have carried,
 * so the screen can show the code step and offer Resend after the usual 60 s.
 */
export async function textCodeAfterCommit<T>(
  deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>,
  send: { phone: string; code: string; purpose: OtpPurpose; settings?: Pick<Settings, 'locale' | 'identity' | 'texts'>; lang?: Language },
  reply: T,
): Promise<T> {
  const text = (s: Pick<Settings, 'identity'>) => otpSmsText(send.code, send.purpose, s.identity.name, send.lang);
  return textAfterCommit(deps, { phone: send.phone, kind: OTP_PURPOSE_KIND[send.purpose], text, settings: send.settings }, reply);
}

/** The same rule for any text that carries a code (a staff invitation): sent after the commit, 503 sms_not_sent with the reply's data on failure. */
export async function textAfterCommit<T>(
  deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>,
  send: {
    phone: string;
    kind: SmsKind;
    text: (settings: Pick<Settings, 'locale' | 'identity'>) => string;
    settings?: Pick<Settings, 'locale' | 'identity' | 'texts'>;
  },
  reply: T,
): Promise<T> {
  try {
    const settings = send.settings ?? (await readSettings(deps.store));
    await sendText(deps, settings, await smsTo(deps, send.phone, settings), send.text(settings), send.kind);
    return reply;
  } catch (e) {
    log.error('OTP SMS failed', { kind: send.kind, error: e instanceof Error ? e.message : String(e) });
    throw new AppError('sms_not_sent', SMS_NOT_SENT, reply);
  }
}
