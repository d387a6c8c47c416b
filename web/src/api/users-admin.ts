import { api } from '@/lib/api-client';
import type { Role, StaffRole } from '@domain/staff-roles';
import type { InviteView } from '@domain/staff-invites';
import type { SessionUser } from '@/lib/session';
import type { SessionReply } from './users';

/** What /users/admin/login and /dev/login-as-admin answer: the same session as a customer's, for the admin user. */
export type AdminSessionReply = SessionReply;

/** POST /users/admin/login: the server checks the admin password (DECISIONS 1) and answers an admin session. */
export async function adminLogin(password: string): Promise<AdminSessionReply> {
  const reply = await api.post<AdminSessionReply>('/users/admin/login', { password }, { auth: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** Local and emulator mode only (DECISIONS 5): a session for the seeded admin, so no password ships in the bundle. */
export async function loginAsAdminForTesting(): Promise<AdminSessionReply> {
  const reply = await api.post<AdminSessionReply>('/dev/login-as-admin', undefined, { auth: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** POST /api/users/me/sign-out-everywhere: ends every session of the signed-in admin, on every device. */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/users/me/sign-out-everywhere');
}

export type RegisteredUser = SessionUser & { createdAt: string };

export interface UserList {
  users: RegisteredUser[];
  total: number;
  page: number;
  limit: number;
  counts: { verified: number; pending: number; admins: number; awaitingOtp: number };
}

/** GET /users/admin/users (spec §7): newest first, a page at a time. */
export async function listUsers(page: number, limit: number, signal?: AbortSignal): Promise<{ list: UserList; message: string }> {
  const reply = await api.get<UserList>(`/users/admin/users?page=${page}&limit=${limit}`, { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { list: reply.data, message: reply.message ?? `${reply.data.users.length} users loaded successfully` };
}

/** PATCH /api/users/admin/users/{id}/role: sets a user's role (owners only); it ends that user's sessions at once. */
export async function changeRole(id: string, role: Role): Promise<{ user: SessionUser; message: string }> {
  const reply = await api.patch<SessionUser>(`/users/admin/users/${encodeURIComponent(id)}/role`, { role });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { user: reply.data, message: reply.message ?? 'Role changed' };
}

export interface StaffList {
  staff: RegisteredUser[];
  found: RegisteredUser | null;
}

/** GET /api/users/admin/staff?phone=: the staff, owners first, and the registered user with that phone (owners only). */
export async function listStaff(phone: string | null, signal?: AbortSignal): Promise<StaffList> {
  const reply = await api.get<StaffList>(`/users/admin/staff${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`, { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** POST /api/users/admin/users/{id}/sign-out: ends every session of that person, on every device (owners only; audited). */
export async function signPersonOut(id: string): Promise<string> {
  const reply = await api.post<SessionUser>(`/users/admin/users/${encodeURIComponent(id)}/sign-out`);
  return reply.message ?? 'Signed out on every device';
}

export type StaffInvite = InviteView;

/** What an invitation call tells the owner: the invitation, and the words to show (a text that failed says so). */
export interface InviteReply {
  invite: StaffInvite;
  message: string;
  textFailed: boolean;
}

const inviteReply = (reply: { data?: StaffInvite; message?: string; textFailed?: string }, fallback: string): InviteReply => {
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { invite: reply.data, message: reply.textFailed ?? reply.message ?? fallback, textFailed: !!reply.textFailed };
};

/** GET /api/users/admin/invites: the invitations not yet used, newest first (owners only). */
export async function listInvites(signal?: AbortSignal): Promise<StaffInvite[]> {
  const reply = await api.get<StaffInvite[]>('/users/admin/invites', { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** POST /api/users/admin/invites: texts the phone a code to join in the role (owners only; audited). */
export async function inviteStaff(input: { name: string; phone: string; role: StaffRole }): Promise<InviteReply> {
  return inviteReply(await api.post<StaffInvite>('/users/admin/invites', input, { textsCode: true }), 'Invitation sent');
}

/** POST /api/users/admin/invites/{phone}/resend: a new code with a new life, a minute after the last text at the earliest. */
export async function resendInvite(phone: string): Promise<InviteReply> {
  return inviteReply(
    await api.post<StaffInvite>(`/users/admin/invites/${encodeURIComponent(phone)}/resend`, undefined, { textsCode: true }),
    'Invitation sent again',
  );
}

/** DELETE /api/users/admin/invites/{phone}: the invitation and its code stop working (audited). */
export async function cancelInvite(phone: string): Promise<string> {
  const reply = await api.delete<StaffInvite>(`/users/admin/invites/${encodeURIComponent(phone)}`);
  return reply.message ?? 'Invitation cancelled';
}
