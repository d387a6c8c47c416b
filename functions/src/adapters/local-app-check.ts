import { timingSafeEqual } from 'node:crypto';
import type { AppCheckVerifier } from '../ports';

/** The token the local web build sends (scripts/start.mjs passes the same value to Vite). Local modes only: it guards nothing deployed. */
export const LOCAL_APP_CHECK_DEBUG_TOKEN = 'thali-local-app-check-debug-token';

/**
 * Local and emulator mode: there is no reCAPTCHA and no App Check service to reach, so the local
 * web build sends a debug token instead (VITE_APP_CHECK_DEBUG_TOKEN, set by the start script), and
 * only that token is accepted. A request without it is refused, as deployed.
 */
export class LocalAppCheck implements AppCheckVerifier {
  readonly kind = 'local';
  constructor(private readonly debugToken: string) {}

  async verify(token: string): Promise<boolean> {
    const a = Buffer.from(token);
    const b = Buffer.from(this.debugToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
