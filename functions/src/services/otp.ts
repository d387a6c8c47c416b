import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpState } from '../domain/otp-state';
import { fillTemplate, TEXT_TEMPLATES, type SmsKind } from '../domain/notifications';
import type { Language } from '../domain/languages';
import { smsSegments } from '../domain/sms-segments';
import { OTP_POLICY } from '../domain/restaurant';

export type { OtpState } from '../domain/otp-state';

export type OtpVerdict = { kind: 'ok' } | { kind: 'wrong'; triesLeft: number } | { kind: 'expired' } | { kind: 'used' } | { kind: 'locked' };

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** A new 6-digit code from a CSPRNG, valid 600 s. */
export function issueOtp(now: Date): { code: string; state: OtpState } {
  const code = String(randomInt(100_000, 1_000_000));
  const salt = randomBytes(12).toString('base64url');
  return {
    code,
    state: {
      hash: hashCode(salt, code),
      salt,
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + OTP_POLICY.validSeconds * 1000).toISOString(),
      attempts: 0,
      usedAt: null,
    },
  };
}

/** Judges a submitted code. Used, locked and expired codes are refused before the code is even compared. */
export function judgeOtp(state: OtpState, code: string, now: Date): OtpVerdict {
  if (state.usedAt) return { kind: 'used' };
  if (state.attempts >= OTP_POLICY.maxWrongTries) return { kind: 'locked' };
  if (now.getTime() >= Date.parse(state.expiresAt)) return { kind: 'expired' };
  const given = Buffer.from(hashCode(state.salt, code));
  const expected = Buffer.from(state.hash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return { kind: 'ok' };
  return { kind: 'wrong', triesLeft: OTP_POLICY.maxWrongTries - state.attempts - 1 };
}

/** The state after a wrong try: one more attempt counted. */
export const afterWrongTry = (state: OtpState): OtpState => ({ ...state, attempts: state.attempts + 1 });
export const afterUse = (state: OtpState, now: Date): OtpState => ({ ...state, usedAt: now.toISOString() });

/** Seconds until a resend is allowed (60 s after the last send), 0 when it is allowed now. */
export function resendWaitSeconds(state: Pick<OtpState, 'sentAt'>, now: Date): number {
  const allowedAt = Date.parse(state.sentAt) + OTP_POLICY.resendAfterSeconds * 1000;
  return Math.max(0, Math.ceil((allowedAt - now.getTime()) / 1000));
}

/** Seconds of validity left, for the client's countdown. */
export const secondsLeft = (state: Pick<OtpState, 'expiresAt'>, now: Date) => Math.max(0, Math.floor((Date.parse(state.expiresAt) - now.getTime()) / 1000));

/** What each code is for, as its text says it, and the kind of text (its DLT template) that carries it. */
export const OTP_PURPOSE_KIND = {
  'confirm your order': 'order-code',
  'confirm your table': 'booking-code',
  'manage your table reservation': 'booking-code',
  'finish registering': 'account-code',
  'sign in': 'account-code',
  'reset your password': 'account-code',
  'delete your account': 'account-code',
} as const satisfies Record<string, SmsKind>;
export type OtpPurpose = keyof typeof OTP_PURPOSE_KIND;

/** What each code is for, in the Gujarati and Hindi code texts ("… code, to confirm your order"). */
export const OTP_PURPOSE_WORDS: Record<'gu' | 'hi', Record<OtpPurpose, string>> = {
  gu: {
    'confirm your order': 'ઓર્ડર કન્ફર્મ કરવા',
    'confirm your table': 'ટેબલ બુકિંગ કન્ફર્મ કરવા',
    'manage your table reservation': 'ટેબલ બુકિંગ જોવા કે બદલવા',
    'finish registering': 'રજિસ્ટ્રેશન પૂરું કરવા',
    'sign in': 'લૉગ ઇન કરવા',
    'reset your password': 'પાસવર્ડ બદલવા',
    'delete your account': 'એકાઉન્ટ કાઢી નાખવા',
  },
  hi: {
    'confirm your order': 'ऑर्डर कन्फ़र्म करने',
    'confirm your table': 'टेबल बुकिंग कन्फ़र्म करने',
    'manage your table reservation': 'टेबल बुकिंग देखने या बदलने',
    'finish registering': 'रजिस्ट्रेशन पूरा करने',
    'sign in': 'लॉग इन करने',
    'reset your password': 'पासवर्ड बदलने',
    'delete your account': 'अकाउंट डिलीट करने',
  },
};

/** The code text, in the restaurant's name from Settings and the guest's language. */
export const otpSmsText = (code: string, what: OtpPurpose, restaurant: string, lang: Language = 'en') =>
  lang === 'en'
    ? `${code} is your ${restaurant} code to ${what}. It is valid for 10 minutes. Never share it.`
    : fillTemplate(TEXT_TEMPLATES[lang][OTP_PURPOSE_KIND[what]], [code, restaurant, OTP_PURPOSE_WORDS[lang][what]]);

/** The segments a code text costs: the same for every code (6 digits), so known before the code is drawn. */
export const codeTextSegments = (what: OtpPurpose, restaurant: string, lang: Language = 'en') => smsSegments(otpSmsText('000000', what, restaurant, lang));
