import { z } from 'zod';
import { PHONE_PATTERN } from './phone';

import { ROLES, roleOf, type Role, type StoredRole } from './staff-roles';

export type { Role };

/** users/{uid}. The phone is unique: user_phones/{phone} holds the uid that owns it. */
export interface UserDoc {
  [key: string]: unknown;
  name: string;
  phone: string;
  email: string | null;
  /** The old 'admin' is read as an owner (roleOf) until the seed or the bootstrap rewrites it. */
  role: StoredRole;
  isVerified: boolean;
  passwordHash: string;
  createdAt: string;
}
export const USER_PHONES = 'user_phones';
/** pending_registrations/{phone}: step one of /register, waiting for its OTP. */
export const PENDING_REGISTRATIONS = 'pending_registrations';
/** The user an /admin/adminlogin session belongs to; it has no phone, so it can't sign in through /login. */
export const CONSOLE_ADMIN_UID = 'console-admin';

/** A user as the API returns it: never the password hash. */
export function userView(u: UserDoc & { id: string }) {
  return { _id: u.id, id: u.id, name: u.name, phone: u.phone, email: u.email, role: roleOf(u.role), isVerified: u.isVerified, createdAt: u.createdAt };
}
export type UserView = ReturnType<typeof userView>;

export const PASSWORD_MIN = 6;
/** Bounds the work one scrypt call can be asked to do. */
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  name: 'Please enter your full name',
  nameLong: 'Name must be at most 80 characters',
  phone: 'Mobile number must be exactly 10 digits',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 128 characters',
  otp: 'Please enter a 6-digit OTP',
  noPending: 'No pending OTP verification',
  alreadyRegistered: 'This phone number is already registered. Please log in.',
  badLogin: 'Invalid phone number or password',
  badAdminPassword: 'Invalid password',
} as const;

export const PhoneSchema = z.string({ error: MESSAGES.phone }).trim().regex(PHONE_PATTERN, MESSAGES.phone);
export const OtpSchema = z
  .string({ error: MESSAGES.otp })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otp);
export const PasswordSchema = z.string({ error: MESSAGES.password }).min(PASSWORD_MIN, MESSAGES.password).max(PASSWORD_MAX, MESSAGES.passwordLong);

/** Step one of /register. The form requires the email; the API also takes the spec's {name, phone, password}. */
export const RegisterStartSchema = z.object({
  name: z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).max(80, MESSAGES.nameLong),
  phone: PhoneSchema,
  email: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.union([z.undefined(), z.null(), z.literal(''), z.email({ error: MESSAGES.email }).max(254, MESSAGES.email)], { error: MESSAGES.email }),
    )
    .transform((e) => (e ? e.toLowerCase() : null)),
  password: PasswordSchema,
});
export type RegisterStartInput = z.input<typeof RegisterStartSchema>;

export const RegisterVerifySchema = z.object({ phone: PhoneSchema, otp: OtpSchema });
export const PhoneOnlySchema = z.object({ phone: PhoneSchema });

/** Login checks only shape: a wrong password of any length is just a wrong password. */
export const LoginSchema = z.object({
  phone: PhoneSchema,
  password: z.string({ error: MESSAGES.badLogin }).min(1, 'Please enter your password').max(PASSWORD_MAX, MESSAGES.badLogin),
});

export const AdminLoginSchema = z.object({
  password: z.string({ error: 'Please enter the admin password' }).min(1, 'Please enter the admin password').max(PASSWORD_MAX, MESSAGES.badAdminPassword),
});

/** The Staff screen's look-up: a registered user by phone (any form of it). */
export const StaffQuery = z.object({ phone: PhoneSchema.optional() });

export const UsersPageSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, 100))
    .default(50),
});

/** PATCH /api/users/admin/users/:id/role. Kept out of staff-roles.ts, which every public page loads: zod loads only where a form needs it. */
export const RoleChangeSchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
});

/** DELETE /api/users/me: the account's password confirms it, or a fresh code texted to the account's phone. */
export const DeleteAccountInput = z.union(
  [
    z.object({ otp: OtpSchema }),
    z.object({
      password: z.string({ error: 'Please enter your password to confirm' }).min(1, 'Please enter your password to confirm').max(200),
    }),
  ],
  { error: 'Please enter your password to confirm' },
);

/** account_codes/{purpose}-{phone}: a code texted to sign in, to reset the password or to delete the account. */
export const ACCOUNT_CODES = 'account_codes';

/** POST /api/users/login/verify. */
export const CodeLoginSchema = z.object({ phone: PhoneSchema, otp: OtpSchema });
/** POST /api/users/password/reset/verify: the new password follows registration's rules. */
export const ResetVerifySchema = z.object({ phone: PhoneSchema, otp: OtpSchema, password: PasswordSchema });
/** POST /api/users/me/password: the current password, and the new one by registration's rules. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(PASSWORD_MAX, MESSAGES.badLogin),
  password: PasswordSchema,
});

/** What a code request answers, whether or not the phone has an account. */
export const CODE_SENT_MESSAGE = 'If this number has an account, we have texted it a 6-digit code.';
