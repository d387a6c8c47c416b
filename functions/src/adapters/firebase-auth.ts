import type { Auth } from 'firebase-admin/auth';
import type { AuthClaims, AuthTokens, VerifiedToken } from '../ports';

/** Sessions on Firebase Authentication: custom tokens out, ID tokens in. */
export class FirebaseAuthTokens implements AuthTokens {
  constructor(private readonly auth: Auth) {}

  mint(uid: string, claims: AuthClaims): Promise<string> {
    return this.auth.createCustomToken(uid, { ...claims });
  }

  async verify(idToken: string): Promise<VerifiedToken> {
    const decoded = await this.auth.verifyIdToken(idToken);
    return { uid: decoded.uid, role: decoded.role === 'admin' ? 'admin' : 'user' };
  }
}
