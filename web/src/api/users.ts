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

/** DELETE /api/users/me, confirmed with the password or a fresh texted code: orders stay for the tax records without name or phone. */
export async function deleteMyAccount(proof: { password: string } | { otp: string }): Promise<void> {
  await api.delete('/users/me', { body: proof });
}

/** What a code request answers, whether or not the phone has an account. */
export interface CodeSent {
  phone: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
}

/** POST /users/login/code: texts a sign-in code, answered alike whether or not the phone has an account. */
export async function requestLoginCode(phone: string): Promise<CodeSent> {
  return dataOf(await api.post<CodeSent>('/users/login/code', { phone }, { auth: false, appCheck: true, textsCode: true }));
}

/** POST /users/login/verify: a right code answers a session, as the password login does. */
export async function verifyLoginCode(phone: string, otp: string): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/login/verify', { phone, otp }, { auth: false }));
}

/** POST /users/password/reset: texts a code to set a new password. */
export async function requestPasswordReset(phone: string): Promise<CodeSent> {
  return dataOf(await api.post<CodeSent>('/users/password/reset', { phone }, { auth: false, appCheck: true, textsCode: true }));
}

/** POST /users/password/reset/verify: a right code sets the new password, ends every other session and signs in. */
export async function resetPassword(input: { phone: string; otp: string; password: string }): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/password/reset/verify', input, { auth: false }));
}

/** POST /users/me/password: the current password, then the new one; answers this device's new session. */
export async function changePassword(input: { currentPassword: string; password: string }): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/me/password', input));
}

/** POST /users/me/delete-code: a fresh code to the account's phone, to confirm deleting it. */
export async function requestDeleteCode(): Promise<CodeSent> {
  return dataOf(await api.post<CodeSent>('/users/me/delete-code', {}, { appCheck: true, textsCode: true }));
}

/** POST /api/users/staff/join: the invited phone, the texted code and a new password; answers a session in the invited role. */
export async function joinStaff(input: { phone: string; code: string; password: string }): Promise<SessionReply> {
  return dataOf(await api.post<SessionReply>('/users/staff/join', input, { auth: false }));
}
