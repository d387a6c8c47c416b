import { z } from 'zod';
import type { OtpState } from './otp-state';
import { STAFF_ROLES, type StaffRole } from './staff-roles';
import { MESSAGES, OtpSchema, PasswordSchema, PhoneSchema } from './users';

/** POST /api/users/admin/invites: who to invite, and as what. An owner may invite another owner, as they may make one. */
export const InviteInput = z.object({
  name: z.string({ error: MESSAGES.name }).trim().min(1, 'Please enter their name').max(80, MESSAGES.nameLong),
  phone: PhoneSchema,
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type InviteInput = z.output<typeof InviteInput>;

/** POST /api/users/staff/join: the invited phone, the texted code and the password they choose (the site's password rules). */
export const JoinInput = z.object({ phone: PhoneSchema, code: OtpSchema, password: PasswordSchema });
export type JoinInput = z.output<typeof JoinInput>;

export const InvitePhone = z.object({ phone: PhoneSchema });

/** staff_invites/{phone}: pending until the invitee joins (kept a day, marked joined, so a reused code is told so) or the owner cancels (deleted). */
export interface StaffInviteDoc {
  [key: string]: unknown;
  /** Names the invitation in the audit log, which keeps no phone numbers. */
  inviteId: string;
  name: string;
  phone: string;
  role: StaffRole;
  status: 'pending' | 'joined';
  /** The code is good for the invitation's life (Settings, staff.inviteHours), not the usual 10 minutes. */
  otp: OtpState;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  /** A day after the invitation expires (or after it was used), the record may go. */
  expireAt: Date;
}

export interface InviteView {
  phone: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  /** Seconds until Resend is allowed (60 s after the last text). */
  resendInSeconds: number;
}

/** The invitation's text: the code, the role and where to set a password. */
export const staffInviteText = (code: string, restaurant: string, role: string, link: string, hours: number) =>
  `${code} is your ${restaurant} code to join the staff as ${role}. Set your password at ${link} within ${hours} hours. Never share it.`;

/** The page an invitee opens. */
export const STAFF_JOIN_PATH = '/staff/join';
