import { OTP_POLICY } from '@domain/restaurant';

/** A code step's deadlines (ms since epoch) and, from a local server only, the code itself. */
export interface OtpTimers {
  /** When the code expires; absent where the server does not say (manage). */
  expiresAt?: number;
  /** When Resend is allowed. */
  resendAt: number;
  /** Local mode only: the code, for the Demo mode note (DECISIONS 4). */
  testOtp?: string;
}

/** What a resend answers: the new timers, and the message when the code was kept but could not be texted. */
export interface OtpResent extends OtpTimers {
  textFailed?: string;
}

/** Timers from a send's reply, which counts in seconds from now. */
export const timersFrom = (r: { otpExpiresInSeconds?: number; resendInSeconds?: number; testOtp?: string }, now = Date.now()): OtpTimers => ({
  ...(r.otpExpiresInSeconds !== undefined ? { expiresAt: now + r.otpExpiresInSeconds * 1000 } : {}),
  resendAt: now + (r.resendInSeconds ?? OTP_POLICY.resendAfterSeconds) * 1000,
  ...(r.testOtp ? { testOtp: r.testOtp } : {}),
});

/** A refusal the screen itself makes before asking the server: its message is shown as it is. */
export class OtpProblem extends Error {}
