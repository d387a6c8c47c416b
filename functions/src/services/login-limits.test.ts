import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../adapters/sqlite-store';
import type { AppError } from '../lib/errors';
import { DurableFailureLimiter, FailureLimiter } from './login-limits';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  return null;
};

describe('FailureLimiter (per IP, in memory)', () => {
  it('counts only failures: after max failures it answers 429 with the wait, and frees up when the window passes', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 15 * 60_000, () => now);
    for (let i = 0; i < 10; i++) limiter.check('1.1.1.1');
    limiter.fail('1.1.1.1');
    limiter.fail('1.1.1.1');
    expect(refusal(() => limiter.check('1.1.1.1'))).toBeNull();
    limiter.fail('1.1.1.1');
    const e = refusal(() => limiter.check('1.1.1.1'));
    expect(e?.status).toBe(429);
    expect(e?.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(e?.data).toEqual({ retryAfterSeconds: 900 });
    expect(refusal(() => limiter.check('2.2.2.2'))).toBeNull();
    now = 15 * 60_000;
    expect(refusal(() => limiter.check('1.1.1.1'))).toBeNull();
  });
});

describe('DurableFailureLimiter (per phone, in the store)', () => {
  let dir: string;
  let store: SqliteStore;
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('survives a new limiter on the same store, tells whether failures are on record, and clears them', async () => {
    dir = mkdtempSync(join(tmpdir(), 'limits-'));
    store = new SqliteStore(join(dir, 'db'));
    let now = Date.parse('2026-11-20T10:00:00Z');
    const make = () => new DurableFailureLimiter(store, 'login_failures', 2, 60_000, () => new Date(now));
    expect(await make().check('9876543210')).toBe(false);
    await make().fail('9876543210');
    expect(await make().check('9876543210')).toBe(true);
    await make().fail('9876543210');
    await expect(make().check('9876543210')).rejects.toMatchObject({ status: 429, data: { retryAfterSeconds: 60 } });
    now += 60_000;
    expect(await make().check('9876543210')).toBe(true);
    await make().clear('9876543210');
    expect(await store.get('login_failures', '9876543210')).toBeNull();
  });
});
