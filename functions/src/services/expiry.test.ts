import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../adapters/clocks';
import { SqliteStore } from '../adapters/sqlite-store';
import { EXPIRING_COLLECTIONS, TTL_COLLECTIONS } from '../domain/expiry';
import type { DocStore } from '../ports';
import { startExpirySweeps, sweepExpired } from './expiry';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const idsOf = async (store: DocStore, collection: string) => (await store.query(collection)).map((d) => d.id).sort();

describe('sweepExpired', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = new SqliteStore(':memory:');
  });
  afterEach(() => store.close());

  it('deletes the records whose expireAt has passed in every expiring collection, and keeps live ones and other data', async () => {
    for (const c of TTL_COLLECTIONS) {
      await store.set(c, 'gone', { expireAt: minutes(-90) });
      await store.set(c, 'at-now', { expireAt: NOW });
      await store.set(c, 'live', { expireAt: minutes(1) });
      await store.set(c, 'no-expiry', { note: 'kept' });
    }
    await store.set('menu', 'old', { expireAt: minutes(-90) });

    const deleted = await sweepExpired(store, NOW);

    expect(deleted).toEqual(Object.fromEntries(TTL_COLLECTIONS.map((c) => [c, 2])));
    for (const c of TTL_COLLECTIONS) expect(await idsOf(store, c)).toEqual(['live', 'no-expiry']);
    expect(await store.get('menu', 'old')).not.toBeNull();
  });

  it('works through more expired records than one batch holds', async () => {
    const c = EXPIRING_COLLECTIONS[0];
    for (let i = 0; i < 7; i++) await store.set(c, `old-${i}`, { expireAt: minutes(-i - 1) });
    await store.set(c, 'live', { expireAt: minutes(30) });

    const deleted = await sweepExpired(store, NOW, { collections: [c], batchSize: 3 });

    expect(deleted).toEqual({ [c]: 7 });
    expect(await idsOf(store, c)).toEqual(['live']);
  });

  it('leaves a record whose expireAt is an ISO string, not a Date: only Dates expire', async () => {
    const c = EXPIRING_COLLECTIONS[0];
    await store.set(c, 'string', { expireAt: minutes(-90).toISOString() });
    expect(await sweepExpired(store, NOW, { collections: [c] })).toEqual({ [c]: 0 });
    expect(await idsOf(store, c)).toEqual(['string']);
  });

  it('refuses a Firestore store, whose TTL policies delete expired records and which could not run the query', async () => {
    const firestore = { kind: 'firestore' } as DocStore;
    await expect(sweepExpired(firestore, NOW)).rejects.toThrow(/TTL/);
  });
});

describe('startExpirySweeps', () => {
  let store: SqliteStore;
  let stop: (() => void) | undefined;
  beforeEach(() => {
    store = new SqliteStore(':memory:');
  });
  afterEach(async () => {
    stop?.();
    await store.close();
  });

  it('sweeps at once, then again at each tick at the clock of that moment', async () => {
    const clock = new ManualClock(NOW.getTime());
    const c = EXPIRING_COLLECTIONS[0];
    await store.set(c, 'expired', { expireAt: minutes(-1) });
    await store.set(c, 'next-hour', { expireAt: minutes(60) });

    stop = startExpirySweeps(store, clock, 20);

    await vi.waitFor(async () => expect(await idsOf(store, c)).toEqual(['next-hour']));
    clock.advance(60 * 60_000);
    await vi.waitFor(async () => expect(await idsOf(store, c)).toEqual([]));
  });

  it('a failing sweep throws nowhere and the next tick sweeps again', async () => {
    const clock = new ManualClock(NOW.getTime());
    const c = EXPIRING_COLLECTIONS[0];
    await store.set(c, 'expired', { expireAt: minutes(-1) });
    let failures = 0;
    const flaky: DocStore = Object.create(store, {
      deleteExpired: {
        value: (...args: Parameters<SqliteStore['deleteExpired']>) => {
          if (failures < 2) {
            failures += 1;
            return Promise.reject(new Error('database is locked'));
          }
          return store.deleteExpired(...args);
        },
      },
    });

    stop = startExpirySweeps(flaky, clock, 20);

    await vi.waitFor(async () => expect(await idsOf(store, c)).toEqual([]));
    expect(failures).toBe(2);
  });

  it('keeps no timer that holds the process open', () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    stop = startExpirySweeps(store, new ManualClock(NOW.getTime()));
    expect(timers()).toBe(before);
  });
});
