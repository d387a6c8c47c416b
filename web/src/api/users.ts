import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/** What /users/login and /users/register/verify answer: a custom token to sign in with, and the user. */
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
function dataOf<T>(reply: { data?: T; message?: string }): T {
  if (reply.data === undefined) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** POST /users/login with phone and password (spec §7). */
export async function login(phone: string, password: string): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/login', { phone, password }, { auth: false }));
}

export interface StartRegistrationInput {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/**
 * POST /users/register/start: keeps the details and texts an OTP (spec §7). Sent again within
 * 60 s, the server keeps the code it already sent and says so in the message.
 */
export async function startRegistration(input: StartRegistrationInput): Promise<{ sent: OtpSent; message: string }> {
  const reply = await api.post<OtpSent>('/users/register/start', input, { auth: false, appCheck: true, textsCode: true });
  return {
    sent: { ...dataOf(reply), ...(reply.textFailed ? { textFailed: reply.textFailed } : {}) },
    message: reply.message ?? 'OTP sent to your mobile number',
  };
}

/** POST /users/register/resend: a new code, allowed 60 s after the last one. */
export async function resendRegistrationOtp(phone: string): Promise<OtpSent> {
  const reply = await api.post<OtpSent>('/users/register/resend', { phone }, { auth: false, appCheck: true, textsCode: true });
  return { ...dataOf(reply), ...(reply.textFailed ? { textFailed: reply.textFailed } : {}) };
}

/** POST /users/register/verify: a right OTP creates the account and answers a session (spec §7). */
export async function verifyRegistration(phone: string, otp: string): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/register/verify', { phone, otp }, { auth: false }));
}

/** GET /api/users/me/export: everything the site keeps about the signed-in customer, as JSON. */
export async function exportMyData(): Promise<unknown> {
  const reply = await api.get<unknown>('/users/me/export');
  if (reply.data == null) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** DELETE /api/users/me, confirmed with the password: orders stay for the tax records without name or phone. */
export async function deleteMyAccount(password: string): Promise<void> {
  await api.delete('/users/me', { body: { password } });
}

/** POST /api/users/staff/join: the invited phone, the texted code and a new password; answers a session in the invited role. */
export async function joinStaff(input: { phone: string; code: string; password: string }): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/staff/join', input, { auth: false }));
}
