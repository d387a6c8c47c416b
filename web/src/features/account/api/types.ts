import type { SessionUser } from '@/lib/session';

/** What /users/login, /users/register/verify and /users/admin/login answer: a custom token to sign in with, and the user. */
export interface SessionReply {
  token: string;
  user: SessionUser;
}

/** What a registration OTP send answers. testOtp comes only from a local server (DECISIONS 4). */
export interface OtpSent {
  phone: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
  /** The code is kept but could not be texted: what to tell the person. */
  textFailed?: string;
}

/** The envelope's data, or a clear failure when a successful reply lacks it. */
export function dataOf<T>(reply: { data?: T; message?: string }): T {
  if (reply.data === undefined) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
