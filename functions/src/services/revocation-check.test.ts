import { describe, expect, it } from 'vitest';
import { ManualClock } from '../adapters/clocks';
import type { AuthTokens } from '../ports';
import { checkNotRevoked, forgetRevocationCheck, REVOCATION_CHECK_TTL_MS } from './revocation-check';

/** An Auth that counts its revocation checks and refuses the uids in `revoked`. */
function fakeAuth() {
  const revoked = new Set<string>();
  const calls: string[] = [];
  const auth: Pick<AuthTokens, 'verify'> = {
    verify: async (idToken, options) => {
      const uid = idToken.replace(/^token-/, '');
      if (options?.checkRevoked) calls.push(uid);
      if (options?.checkRevoked && revoked.has(uid)) throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      return { uid, role: 'owner' as const };
    },
  };
  return { auth, revoked, calls };
}

const asha = { uid: 'asha', idToken: 'token-asha' };
const ravi = { uid: 'ravi', idToken: 'token-ravi' };

describe('the back office revocation check', () => {
  it('asks Auth once per person within the TTL, and again after it', async () => {
    const { auth, calls } = fakeAuth();
    const deps = { auth, clock: new ManualClock() };
    await checkNotRevoked(deps, asha);
    deps.clock.advance(REVOCATION_CHECK_TTL_MS - 1);
    await checkNotRevoked(deps, asha);
    await checkNotRevoked(deps, ravi);
    expect(calls).toEqual(['asha', 'ravi']);
    deps.clock.advance(1);
    await checkNotRevoked(deps, asha);
    expect(calls).toEqual(['asha', 'ravi', 'asha']);
  });

  it('when a session is revoked elsewhere, it is refused once the TTL has passed, and every request after that', async () => {
    const { auth, revoked } = fakeAuth();
    const deps = { auth, clock: new ManualClock() };
    await checkNotRevoked(deps, asha);
    revoked.add('asha');
    await expect(checkNotRevoked(deps, asha)).resolves.toBeUndefined();
    deps.clock.advance(REVOCATION_CHECK_TTL_MS);
    await expect(checkNotRevoked(deps, asha)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    await expect(checkNotRevoked(deps, asha)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
  });

  it('when this instance ends the sessions, the next request is checked at once', async () => {
    const { auth, revoked, calls } = fakeAuth();
    const deps = { auth, clock: new ManualClock() };
    await checkNotRevoked(deps, asha);
    revoked.add('asha');
    forgetRevocationCheck(auth, 'asha');
    await expect(checkNotRevoked(deps, asha)).rejects.toThrow('revoked');
    expect(calls).toEqual(['asha', 'asha']);
  });

  it('a clock moved back does not stretch the trust', async () => {
    const { auth, calls } = fakeAuth();
    const deps = { auth, clock: new ManualClock() };
    await checkNotRevoked(deps, asha);
    deps.clock.advance(-60 * 60_000);
    await checkNotRevoked(deps, asha);
    expect(calls).toEqual(['asha', 'asha']);
  });

  it('the TTL is the 30 to 60 seconds the issue allows', () => {
    expect(REVOCATION_CHECK_TTL_MS).toBeGreaterThanOrEqual(30_000);
    expect(REVOCATION_CHECK_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it('each Auth client keeps its own trust', async () => {
    const one = fakeAuth();
    const two = fakeAuth();
    const clock = new ManualClock();
    await checkNotRevoked({ auth: one.auth, clock }, asha);
    await checkNotRevoked({ auth: two.auth, clock }, asha);
    expect([one.calls, two.calls]).toEqual([['asha'], ['asha']]);
  });
});
