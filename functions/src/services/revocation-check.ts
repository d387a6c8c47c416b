import type { AuthTokens, Clock } from '../ports';

type Verifier = Pick<AuthTokens, 'verify'>;

/**
 * How long a person's passed revocation check is trusted by this function instance. Checking with Auth on every
 * back-office request cost a call per poll (about 22,000 a day per kitchen tablet); with this, a session ended or an
 * account disabled from another instance is refused within this time. Ending sessions here forgets it at once.
 */
export const REVOCATION_CHECK_TTL_MS = 45_000;

/** Per Auth client, so that each app (and each test API) keeps its own: uid → when its check last passed (clock ms). */
const passedAt = new WeakMap<Verifier, Map<string, number>>();

const passesOf = (auth: Verifier) => {
  let m = passedAt.get(auth);
  if (!m) passedAt.set(auth, (m = new Map()));
  return m;
};

/**
 * Throws as AuthTokens.verify does when the session is revoked or the account disabled; a pass is reused for the
 * same person for `ttlMs` of the app's clock (never when the clock moved back).
 */
export async function checkNotRevoked(
  deps: { auth: Verifier; clock: Clock },
  session: { uid: string; idToken: string },
  ttlMs = REVOCATION_CHECK_TTL_MS,
): Promise<void> {
  const passes = passesOf(deps.auth);
  const now = deps.clock.now().getTime();
  const last = passes.get(session.uid);
  if (last !== undefined && now >= last && now - last < ttlMs) return;
  passes.delete(session.uid);
  await deps.auth.verify(session.idToken, { checkRevoked: true });
  passes.set(session.uid, now);
}

/** Called when this instance ends a person's sessions: their next request is checked with Auth again. */
export function forgetRevocationCheck(auth: Verifier, uid: string): void {
  passedAt.get(auth)?.delete(uid);
}
