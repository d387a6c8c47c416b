import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredRole } from '../domain/staff-roles';
import { startApi, testStore, type TestApi } from './api-harness';

type Session = Awaited<ReturnType<TestApi['sessionFor']>>;

export interface ApiFileSetup<K extends string> {
  /** How startApi starts it (the seeded hours, no seed, ...). */
  start?: Parameters<typeof startApi>[0];
  /** Where the server clock stands when the tests begin. */
  at?: Date;
  /** A signed-in session for each name, of that role. */
  sessions?: Record<K, StoredRole>;
  /** Lifts the site's SMS caps, for files that text hundreds of codes within an hour of their clock; the budget has its own tests. */
  unlimitedTexts?: boolean;
}

export interface ApiFile<K extends string> {
  /** The file's API: usable from the first test on (it is started in beforeAll). */
  t: TestApi;
  /** The sessions asked for, by name, once beforeAll has run. */
  sessions: Record<K, Session>;
  /** Their ID tokens, by the same names. */
  tokens: Record<K, string>;
}

/** Registers the hooks every API test file shares: one API started before its tests and closed after them, with the sessions it asks for. */
export function apiForFile<K extends string = never>(setup: ApiFileSetup<K> = {}): ApiFile<K> {
  let started: TestApi | undefined;
  const sessions = {} as Record<K, Session>;
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    started = await startApi(setup.start);
    if (setup.at) started.clock.set(setup.at);
    const wanted = Object.entries(setup.sessions ?? {}) as Array<[K, StoredRole]>;
    for (const [name, role] of wanted) {
      sessions[name] = await started.sessionFor(role);
      tokens[name] = sessions[name].idToken;
    }
    if (setup.unlimitedTexts) {
      const admin = wanted.find(([, role]) => role === 'admin' || role === 'owner');
      const token = admin ? tokens[admin[0]] : (await started.sessionFor('admin')).idToken;
      const lifted = await started.call('PUT', '/api/admin/sms-budget', { body: { dailyCap: 100_000, hourlyCap: 100_000 }, token });
      expect(lifted.status).toBe(200);
    }
  });
  afterAll(async () => {
    await started?.close();
  });
  const t = new Proxy({} as TestApi, {
    get(_, key) {
      if (!started) throw new Error('the API starts in beforeAll: use it inside a test or hook');
      const value = Reflect.get(started, key) as unknown;
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
  return { t, sessions, tokens };
}

/** A new guest per call, each with their own phone and network address, so per-phone and per-IP limits never leak between tests. */
export function guestSequence(phonePrefix: string, network: string): () => { phone: string; ip: string } {
  let seq = 0;
  return () => {
    seq += 1;
    return { phone: `${phonePrefix}${String(seq).padStart(10 - phonePrefix.length, '0')}`, ip: `${network}.${Math.floor(seq / 250)}.${(seq % 250) + 1}` };
  };
}

/** The id of the first dish on the menu a guest can order. */
export async function orderableDish(t: TestApi): Promise<string> {
  return (await t.call<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((m) => !m.soldOut)!._id;
}

/** A dine-in order at table 7 of these cart lines, as the checkout sends it; `extra` replaces any field. */
export function dineInOrder(phone: string, items: object[], extra: Record<string, unknown> = {}) {
  return { name: 'Asha Patel', phone, tableNumber: 7, orderType: 'dine-in', items, ...extra };
}

/** A guest's order of one dish on the public API, sent from their own address. */
export function guestOrder(t: TestApi, guest: { phone: string; ip: string; dish: string; quantity?: number; orderType?: 'takeaway' | 'dine-in' }) {
  const orderType = guest.orderType ?? 'takeaway';
  return t.call<{ _id: string; testOtp: string; reference: string }>('POST', '/api/orders', {
    body: {
      name: 'Guest',
      phone: guest.phone,
      orderType,
      tableNumber: orderType === 'dine-in' ? '7' : null,
      items: [{ _id: guest.dish, quantity: guest.quantity ?? 1 }],
    },
    ip: guest.ip,
  });
}

/**
 * How many requests a race fires at once: 20 on SQLite, 8 on the Firestore emulator. The emulator settles contenders
 * by pessimistic lock waits that grow with their number squared, so 20 on one document outran the time limit on a busy
 * two-core machine; 8 still race for fewer places than there are contenders, which is what each case proves.
 */
export const RACE_WIDTH = testStore() === 'firestore' ? 8 : 20;
if (RACE_WIDTH < 20)
  console.log(`[api] races fire ${RACE_WIDTH} requests at once on the Firestore emulator (20 on SQLite), to keep its lock waits within the time limit`);
/** The time limit of a race case: the emulator's lock waits are long when the machine is busy. */
export const RACE_TIMEOUT = 240_000;

/**
 * A race of 30 or more transactions on one document. Production Firestore settles such a race (older transactions win
 * and the others retry), and so does the embedded store; the Firestore emulator is documented not to: contenders wait
 * for each other's locks until its 30 s lock timeout aborts them all (firebase-tools issues 6758 and 1629), so the
 * case would time out there. On the emulator it is skipped, saying so; contention.api.test.ts races 20 there.
 */
export function wideRace(name: string, body: () => Promise<void>, timeout?: number): void {
  if (testStore() !== 'firestore') {
    it(name, body, timeout);
    return;
  }
  const why = 'skipped on the Firestore emulator: it aborts 30+ transactions racing for one document after its 30 s lock timeout';
  it(`${name} [${why}]`, (ctx) => {
    console.log(`[api] "${name}" ${why}`);
    ctx.skip(why);
  });
}
