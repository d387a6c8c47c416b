import type { AppCheck } from 'firebase-admin/app-check';
import type { AppCheckVerifier } from '../ports';

/** Deployed: verifies the X-Firebase-AppCheck token with the Admin SDK (signature, project, expiry). */
export class FirebaseAppCheck implements AppCheckVerifier {
  readonly kind = 'firebase';
  constructor(private readonly appCheck: () => AppCheck) {}

  async verify(token: string): Promise<boolean> {
    try {
      await this.appCheck().verifyToken(token);
      return true;
    } catch {
      return false;
    }
  }
}
