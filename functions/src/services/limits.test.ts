import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/sqlite-store';
import { AppError } from '../lib/errors';
import { SENDS_PER_PHONE_PER_HOUR, WindowLimiter, readSendLog, recordSend } from './limits';

describe('WindowLimiter', () => {
  it('allows max hits per window, then answers 429 with the seconds to wait, then frees up', () => {
    let now = 0;
    const limiter = new WindowLimiter(3, 60_000, () => now);
    limiter.hit('1.2.3.4');
    limiter.hit('1.2.3.4');
    limiter.hit('1.2.3.4');
    const refused = (() => {
      try {
        limiter.hit('1.2.3.4');
      } catch (e) {
        return e as AppError;
      }
      return null;
    })();
    expect(refused?.status).toBe(429);
    expect(refused?.data).toEqual({ retryAfterSeconds: 60 });
    limiter.hit('5.6.7.8');
    now = 60_000;
    expect(() => limiter.hit('1.2.3.4')).not.toThrow();
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
