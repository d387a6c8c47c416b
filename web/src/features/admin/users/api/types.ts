import type { SessionUser } from '@/lib/session';

/** What /users/admin/login and /dev/login-as-admin answer: a custom token to sign in with, and the admin user. */
export interface AdminSessionReply {
  token: string;
  user: SessionUser;
}
