import type { Auth } from 'firebase-admin/auth';
import { roleOf } from '../domain/staff-roles';
import type { AuthClaims, AuthTokens, VerifiedToken } from '../ports';

/** Sessions on Firebase Authentication: custom tokens out, ID tokens in. */
export class FirebaseAuthTokens implements AuthTokens {
  constructor(private readonly auth: Auth) {}

  mint(uid: string, claims: AuthClaims): Promise<string> {
    return this.auth.createCustomToken(uid, { ...claims });
  }

  async verify(idToken: string, options: { checkRevoked?: boolean } = {}): Promise<VerifiedToken> {
    const decoded = await this.auth.verifyIdToken(idToken, options.checkRevoked === true);
    return {
      uid: decoded.uid,
      role: roleOf(decoded.role),
      ...(typeof decoded.adminKey === 'string' ? { adminKey: decoded.adminKey } : {}),
    };
  }

  async revokeSessions(uid: string): Promise<void> {
    try {
      await this.auth.revokeRefreshTokens(uid);
    } catch (e) {
      // A user who never signed in has no Auth record, and no session to end.
      if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
    }
  }

  async deleteUser(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (e) {
      if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
    }
  }
}
