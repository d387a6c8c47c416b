import { useState, type FormEvent } from 'react';
import type { ErrorCode } from '@domain/errors';
import { OTP_POLICY } from '@domain/restaurant';
import { hasCode } from '@/lib/api-client';
import { useErrorText, useValidationText } from '@/i18n/errors';
import { useT } from '@/i18n/I18n';
import { notify } from '@/lib/notify';
import { useSecondsUntil } from '@/lib/use-countdown';
import { OtpProblem, type OtpResent, type OtpTimers } from './otp';

export const SIX_DIGITS = `Please enter a ${OTP_POLICY.digits}-digit OTP`;

/** Refusals after which this code can confirm nothing more: only a new code can. */
const SPENT: ErrorCode[] = ['otp_expired', 'otp_used', 'otp_attempts_exhausted'];

export interface OtpActions {
  /** Checks the code with the server; throws to refuse it. */
  onVerify: (otp: string) => Promise<void>;
  /** Asks for a new code; answers its timers, throws to refuse. */
  onResend: () => Promise<OtpResent>;
  /** Every problem shown, for a screen that also keeps it elsewhere. */
  onProblem?: (message: string) => void;
  /** Said when a refusal carries no message of the server's. */
  verifyFailed?: string;
  resendFailed?: string;
}

/** The state of one code step: the digits, the countdowns, what is running, and the problem to show. */
export function useOtpEntry(initial: OtpTimers, actions: OtpActions) {
  const [timers, setTimers] = useState(initial);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const remaining = useSecondsUntil(timers.expiresAt ?? 0);
  const resendIn = useSecondsUntil(timers.resendAt);
  const expired = timers.expiresAt !== undefined && remaining === 0;
  const partial = otp.length > 0 && otp.length < OTP_POLICY.digits;
  const errorText = useErrorText();
  const validation = useValidationText();
  const t = useT('errors');
  // The reminder in the page's language (in English, SIX_DIGITS word for word).
  const sixDigits = validation(SIX_DIGITS) ?? SIX_DIGITS;

  const show = (message: string) => {
    setError(message);
    actions.onProblem?.(message);
    notify((t) => t.error(message));
  };
  const refuse = (err: unknown, fallback: string) => {
    if (hasCode(err, ...SPENT)) setSpent(true);
    show(err instanceof OtpProblem ? (validation(err.message) ?? err.message) : errorText(err, fallback));
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || expired || spent) return;
    if (otp.length !== OTP_POLICY.digits) return setError(sixDigits);
    setBusy('verify');
    setError(null);
    try {
      await actions.onVerify(otp);
    } catch (err) {
      refuse(err, actions.verifyFailed ?? t('otpFailed'));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    try {
      const { textFailed, ...next } = await actions.onResend();
      setTimers(next);
      setOtp('');
      setSpent(false);
      if (textFailed) show(textFailed);
    } catch (err) {
      refuse(err, actions.resendFailed ?? t('resendFailed'));
    } finally {
      setBusy(null);
    }
  };

  const type = (digits: string) => {
    setOtp(digits);
    setError(null);
  };

  return {
    otp,
    type,
    timers,
    remaining,
    resendIn,
    expired,
    busy,
    /** The refusal, else the reminder while the code is short. */
    message: error ?? (partial ? sixDigits : null),
    canVerify: busy === null && !expired && !spent && !partial,
    canResend: busy === null && resendIn === 0,
    verify,
    resend,
  };
}
