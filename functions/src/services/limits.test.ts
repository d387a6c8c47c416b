import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/sqlite-store';
import { LIMIT_BUCKETS } from '../domain/collections';
import {
  LOCAL_LIMIT_HASH_KEY,
  SENDS_PER_PHONE_PER_HOUR,
  bucketId,
  clearAdminTries,
  hitLimit,
  keyLimitHashes,
  keyedBucketId,
  readSendLog,
  recordSend,
  takeAdminTry,
} from './limits';

describe('durable limit buckets', () => {
  let store: SqliteStore;
  afterEach(() => store.close());
  const limit = { name: 'test-ip', max: 3, windowMs: 60_000, message: 'Slow down' };

  it('allows max hits per window, then answers 429 with the seconds to wait, then frees up; the key is stored only hashed', async () => {
    store = new SqliteStore(':memory:', { rerunTransactions: true });
    const t0 = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 3; i++) await hitLimit(store, limit, '1.2.3.4', new Date(t0 + i));
    await expect(hitLimit(store, limit, '1.2.3.4', new Date(t0 + 10))).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
      data: { retryAfterSeconds: 60 },
    });
    await hitLimit(store, limit, '5.6.7.8', new Date(t0 + 10));
    await hitLimit(store, limit, '1.2.3.4', new Date(t0 + 60_000));
    const docs = await store.query<{ times: string[]; expireAt: Date }>(LIMIT_BUCKETS);
    expect(JSON.stringify(docs)).not.toContain('1.2.3.4');
    expect(docs.find((d) => d.id === bucketId('test-ip', '1.2.3.4'))!.expireAt).toEqual(new Date(t0 + 120_000));
  });

  it('judges parallel hits one by one: 20 at once get exactly max through', async () => {
    store = new SqliteStore(':memory:', { rerunTransactions: true });
    const now = new Date('2026-11-20T10:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => hitLimit(store, limit, '9.9.9.9', now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('locks an admin source after 5 wrong tries, for a time that doubles with each further one', async () => {
    store = new SqliteStore(':memory:', { rerunTransactions: true });
    let now = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 5; i++) await takeAdminTry(store, '7.7.7.7', new Date(now));
    await expect(takeAdminTry(store, '7.7.7.7', new Date(now))).rejects.toMatchObject({ status: 429, data: { retryAfterSeconds: 60 } });
    await takeAdminTry(store, '8.8.8.8', new Date(now));
    now += 60_000;
    await takeAdminTry(store, '7.7.7.7', new Date(now));
    await expect(takeAdminTry(store, '7.7.7.7', new Date(now))).rejects.toMatchObject({ status: 429, data: { retryAfterSeconds: 120 } });
    await clearAdminTries(store, '7.7.7.7');
    await takeAdminTry(store, '7.7.7.7', new Date(now));
  });
});

describe('per-phone OTP sends', () => {
  let store: SqliteStore;
  afterEach(() => store.close());

  it(`refuses the send after ${SENDS_PER_PHONE_PER_HOUR} in an hour and keeps the log unchanged`, async () => {
    store = new SqliteStore(':memory:');
    const now = new Date('2026-11-20T10:00:00Z');
    const send = (at: Date) =>
      store.transaction(async (tx) => {
        const log = await readSendLog(tx, '9876543210');
        recordSend(tx, '9876543210', log, at);
      });
    for (let i = 0; i < SENDS_PER_PHONE_PER_HOUR; i++) await send(new Date(now.getTime() + i * 1000));
    await expect(send(new Date(now.getTime() + 10_000))).rejects.toMatchObject({ status: 429 });
    expect((await store.get<{ times: string[] }>('otp_sends', '9876543210'))!.times).toHaveLength(SENDS_PER_PHONE_PER_HOUR);
    await expect(send(new Date(now.getTime() + 3600_000 + 1000))).resolves.toBeUndefined();
  });
});

describe('bucket ids, keyed with a secret', () => {
  afterEach(() => keyLimitHashes(() => LOCAL_LIMIT_HASH_KEY));

  it('when the key differs, the same IP gets another id, and no id is the unkeyed hash anyone could compute from a guess', () => {
    const a = keyedBucketId('first-secret-0123456789', 'otp-ip', '49.36.10.7');
    const b = keyedBucketId('other-secret-0123456789', 'otp-ip', '49.36.10.7');
    const unkeyed = `otp-ip_${createHash('sha256').update('otp-ip\n49.36.10.7').digest('base64url').slice(0, 32)}`;
    expect(a).toMatch(/^otp-ip_[\w-]{32}$/);
    expect(a).not.toBe(b);
    expect([a, b]).not.toContain(unkeyed);
    expect(keyedBucketId('first-secret-0123456789', 'otp-ip', '49.36.10.7')).toBe(a);
  });

  it('when wired with a deployed secret, ids are keyed with it, read once, at the first limit counted', () => {
    let reads = 0;
    keyLimitHashes(() => {
      reads += 1;
      return 'deployed-secret-0123456789';
    });
    expect(reads).toBe(0);
    expect(bucketId('login-ip', '2409:40c1:1a::/64')).toBe(keyedBucketId('deployed-secret-0123456789', 'login-ip', '2409:40c1:1a::/64'));
    expect(bucketId('login-ip', '10.0.0.1')).toBe(keyedBucketId('deployed-secret-0123456789', 'login-ip', '10.0.0.1'));
    expect(reads).toBe(1);
  });

  it('when the deployed secret is empty or short, counting a limit fails and names the secret to set', () => {
    keyLimitHashes(() => ' short ');
    expect(() => bucketId('login-ip', '10.0.0.1')).toThrow(/LIMIT_HASH_KEY/);
  });
});
