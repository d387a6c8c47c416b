import type { AppDeps } from '../deps';
import { endSwitches } from './staff-switch';
import { forgetRevocationCheck } from './revocation-check';

/**
 * Ends every session of one person: their signed-in sessions everywhere, and every switch on a shared device that
 * they made with their PIN or that was made on their account's device. Each step can run again.
 */
export async function endSessions(deps: Pick<AppDeps, 'auth' | 'store'>, uid: string): Promise<void> {
  await deps.auth.revokeSessions(uid);
  forgetRevocationCheck(deps.auth, uid);
  await endSwitches(deps.store, uid);
}
