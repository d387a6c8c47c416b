import type { AppCheck } from 'firebase-admin/app-check';
import type { AppCheckVerifier } from '../ports';

/**
 * Deployed: verifies the X-Firebase-AppCheck token with the Admin SDK (signature, project, expiry) and
 * consumes it: the texting routes take limited-use tokens, each good for one request, so a token lifted
 * from a browser can't pump texts for its hour. Consuming needs roles/firebaseappcheck.tokenVerifier.
 */
export class FirebaseAppCheck implements AppCheckVerifier {
  readonly kind = 'firebase';
  constructor(private readonly appCheck: () => AppCheck) {}

  async verify(token: string): Promise<boolean> {
    try {
      const { alreadyConsumed } = await this.appCheck().verifyToken(token, { consume: true });
      return alreadyConsumed !== true;
    } catch {
      return false;
    }
  }
}
