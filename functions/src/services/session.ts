import type { Role } from '../domain/users';

/** Who is calling: read from the bearer ID token by http/auth.ts, passed to the services that need it. */
export interface Session {
  uid: string;
  role: Role;
  adminKey?: string;
  /** The bearer ID token, checked again for revocation on admin routes. */
  idToken: string;
}
