import { deleteApp, initializeApp } from 'firebase-admin/app';
import { LocalPaymentGateway } from '../adapters/local-payment-gateway';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { createHandler } from '../app';
import { ManualClock } from '../adapters/clocks';
import { DiskMedia } from '../adapters/disk-media';
import { FirebaseAuthTokens } from '../adapters/firebase-auth';
import { LOCAL_APP_CHECK_DEBUG_TOKEN, LocalAppCheck } from '../adapters/local-app-check';
import { LogSms, LogWhatsApp } from '../adapters/sms-log';
import { FirestoreStore } from '../adapters/firestore-store';
import { SqliteStore } from '../adapters/sqlite-store';
import type { AppDeps } from '../deps';
import type { DocStore } from '../ports';
import { SETTINGS, USERS } from '../domain/collections';
import { isErrorCode, statusOf } from '../domain/errors';
import { WEEKDAYS, type Settings } from '../domain/settings';
import { restaurantDate, restaurantInstant } from '../domain/time';
import { hashPassword } from '../services/passwords';
import { USER_PHONES, type UserDoc } from '../domain/users';
import { roleOf, type StoredRole } from '../domain/staff-roles';
import { seed } from '../services/seed';
import { RESTAURANT_SETTINGS_ID, readSettings } from '../services/settings';

/**
 * The Auth emulator's own project, which its ID tokens name whatever the API key: the one `firebase emulators:exec`
 * ran it for (scripts/with-emulators.mjs: demo-thali, or demo-thali-<PORT_OFFSET>), which it passes as GCLOUD_PROJECT.
 */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-thali';
/** As the web client (web/src/lib/api-client.ts): a 503 busy is sent again twice. */
const BUSY_RETRIES = 2;
/** The address of callers that name none (documentation range, RFC 5737). */
export const DEFAULT_CLIENT_IP = '192.0.2.1';
export const ART_DIR = join(__dirname, '..', '..', 'seed', 'art');
let apps = 0;

export interface CallOptions {
  body?: unknown;
  raw?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  form?: FormData;
  /**
   * The caller's address. The harness is the trusted proxy in front of the app (one hop, as the
   * Hosting edge is deployed): it appends this to whatever X-Forwarded-For the caller sent.
   */
  ip?: string;
  /** The X-Firebase-AppCheck token: the local web build's debug token unless given, and none when null. */
  appCheck?: string | null;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data?: T } & Record<string, unknown>;
}

/**
 * Every error reply of every API test is checked here: `{ success: false, code, message }`
 * with a code from the closed set, answered with that code's status.
 */
export function assertErrorShape(method: string, path: string, status: number, body: Record<string, unknown>): void {
  if (status < 400) return;
  const where = `${method} ${path} answered ${status}`;
  if (body.success !== false) throw new Error(`${where} without success: false`);
  if (!isErrorCode(body.code)) throw new Error(`${where} with code ${JSON.stringify(body.code)}, not one of the closed set (domain/errors.ts)`);
  if (statusOf(body.code) !== status) throw new Error(`${where} but its code ${body.code} means ${statusOf(body.code)}`);
  if (typeof body.message !== 'string' || body.message === '') throw new Error(`${where} with no message`);
}

export interface TestApi {
  base: string;
  deps: AppDeps;
  /** The store the API runs on: SQLite, or the Firestore emulator when the run asks for it (testStore()). */
  store: DocStore;
  clock: ManualClock;
  /** On the Firestore emulator: the project this API's data is in. */
  projectId?: string;
  dir: string;
  /** Calls the API over HTTP and returns status, headers and the parsed JSON body. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  /** Creates a user directly in the store and returns an ID token for it, through the Auth emulator. */
  /** 'admin' makes an account as they were before staff roles: it must work as an owner's. */
  sessionFor(role: StoredRole, phone?: string): Promise<{ uid: string; idToken: string; phone: string }>;
  /** Exchanges a custom token for an ID token at the Auth emulator, as the web client's SDK does. */
  idTokenFrom(customToken: string): Promise<string>;
  close(): Promise<void>;
}

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run API tests through `npm test` (firebase emulators:exec --only auth).');
  return host;
}

/**
 * Where a test API's clock starts: now, or with THALI_TEST_AT=HH:MM that time of today in Kolkata (the seeded
 * restaurant's time zone), so that the suite can be run at any hour of the restaurant's day. Files that need a
 * particular moment set it themselves (apiForFile's `at`).
 */
export function testClockStart(): number {
  const at = process.env.THALI_TEST_AT;
  if (!at) return Date.now();
  if (!/^\d{2}:\d{2}$/.test(at)) throw new Error(`THALI_TEST_AT must be HH:MM, not ${at}`);
  return restaurantInstant(restaurantDate(new Date(), 'Asia/Kolkata'), at, 'Asia/Kolkata').getTime();
}

/**
 * Which store the API tests run on: the Firestore emulator when THALI_TEST_STORE=firestore (npm test sets it, with
 * FIRESTORE_EMULATOR_HOST, where the machine can run the emulator), else a SQLite file.
 */
export function testStore(): 'firestore' | 'sqlite' {
  const wanted = process.env.THALI_TEST_STORE ?? 'sqlite';
  if (wanted === 'sqlite') return 'sqlite';
  if (wanted !== 'firestore') throw new Error(`THALI_TEST_STORE must be sqlite or firestore, not ${wanted}`);
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('THALI_TEST_STORE=firestore needs FIRESTORE_EMULATOR_HOST: run API tests through `npm test`');
  return 'firestore';
}

interface OpenedTestStore {
  store: DocStore;
  outbox: DocStore;
  /** The Firestore project the store is in, which a second instance over the same data shares. */
  projectId?: string;
  close(dropData: boolean): Promise<void>;
}

/**
 * The store of one test API, with the same strictness on both backends: every query checked against
 * firestore.indexes.json, shapes recorded for the census, and every transaction callback run twice, as Firestore may.
 * On the emulator each API gets a project of its own, so files never see each other's data.
 */
function openTestStore(dir: string, shared: TestApi | undefined): OpenedTestStore {
  const recordShapesIn = process.env.THALI_QUERY_LOG || undefined;
  if (testStore() === 'sqlite') {
    const storeOptions = { rerunTransactions: true, recordShapesIn };
    const store = new SqliteStore(join(dir, 'thali.db'), storeOptions);
    const outbox = new SqliteStore(join(dir, 'thali.db'), storeOptions);
    return { store, outbox, close: async () => void (await Promise.all([store.close(), outbox.close()])) };
  }
  const projectId = shared?.projectId ?? `demo-thali-api-${process.pid}-${apps}`;
  const app = initializeApp({ projectId }, `api-store-${process.pid}-${apps}`);
  const db = getFirestore(app);
  const options = { checks: { recordShapesIn }, rerunTransactions: true };
  const store = new FirestoreStore(db, options);
  const outbox = new FirestoreStore(db, options);
  return {
    store,
    outbox,
    projectId,
    close: async (dropData) => {
      await store.close();
      await deleteApp(app);
      // The emulator keeps every project in memory: drop this one's documents once no instance uses them.
      if (dropData) {
        const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
        await fetch(url, { method: 'DELETE' }).catch(() => undefined);
      }
    },
  };
}

/** Starts the whole API in-process on port 0 against a fresh store (testStore()), with seeded data. */
/**
 * The test restaurant is open around the clock (one service 00:00–24:00, tables from
 * 00:00 to 23:00), so that orders placed at whatever hour the suite runs are taken.
 * Tests of the hours themselves save their own, or start with `hours: 'seeded'`.
 */
export const AROUND_THE_CLOCK: Settings['hours'] = Object.fromEntries(
  WEEKDAYS.map((d) => [d, [{ name: 'All day', opens: '00:00', closes: '24:00', lastBooking: '23:00', lastOrder: '24:00' }]]),
) as Settings['hours'];

/**
 * The test restaurant runs none of the seeded deals either, so that every dish costs its
 * menu price: tests of offers save their own, or start with `offers: 'seeded'`.
 */
export async function startApi(
  options: {
    seed?: boolean;
    overrides?: Partial<AppDeps>;
    sameStoreAs?: TestApi;
    hours?: 'around-the-clock' | 'seeded';
    offers?: 'none' | 'seeded';
    takeaway?: 'roomy' | 'seeded';
    /** Where the clock starts, for a file that needs an open kitchen whatever the hour it runs (else testClockStart()). */
    at?: Date;
  } = {},
): Promise<TestApi> {
  authEmulatorHost();
  // A second app instance over the first one's SQLite file, as two function instances share one Firestore.
  const shared = options.sameStoreAs;
  const dir = shared ? shared.dir : mkdtempSync(join(tmpdir(), 'thali-api-'));
  // Every transaction callback runs twice, as Firestore may run it: one whose side effects show twice fails here.
  const opened = openTestStore(dir, shared);
  const { store, outbox } = opened;
  const clock = shared ? shared.clock : new ManualClock(options.at?.getTime() ?? testClockStart());
  const mediaRoot = join(dir, 'media');
  const adminApp = initializeApp({ projectId: PROJECT_ID }, `api-test-${process.pid}-${apps++}`);
  const deps: AppDeps = {
    mode: 'embedded',
    store,
    media: new DiskMedia(mediaRoot),
    mediaRoot,
    sms: new LogSms(outbox, clock),
    whatsapp: new LogWhatsApp(outbox, clock),
    payments: new LocalPaymentGateway(),
    outbox,
    clock,
    setClockOffset: (ms) => clock.set(new Date(Date.now() + ms)),
    auth: new FirebaseAuthTokens(getAuth(adminApp)),
    appCheck: new LocalAppCheck(LOCAL_APP_CHECK_DEBUG_TOKEN),
    proxyTrust: { kind: 'hops', hops: 1 },
    ...options.overrides,
  };
  if (options.seed !== false && !shared) await seed(deps, { artDir: ART_DIR, localAdmin: true });
  if (!shared) {
    const seeded = await readSettings(store);
    const testSettings = {
      ...(options.hours !== 'seeded' ? { hours: AROUND_THE_CLOCK } : {}),
      ...(options.offers !== 'seeded' && seeded.offers.length > 0 ? { offers: [] } : {}),
      // The test kitchen has room for any takeaway, so tests not about pickups are never refused for room.
      ...(options.takeaway !== 'seeded' ? { takeaway: { ...seeded.takeaway, platesPerSlot: 1000 } } : {}),
    };
    if (Object.keys(testSettings).length > 0) await store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...seeded, ...testSettings });
  }

  const server: Server = await new Promise((resolve) => {
    const s = createServer(createHandler(deps)).listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call = async <T>(method: string, path: string, o: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    const sent = Object.entries(headers).find(([k]) => k.toLowerCase() === 'x-forwarded-for');
    if (sent) delete headers[sent[0]];
    headers['x-forwarded-for'] = [sent?.[1], o.ip ?? DEFAULT_CLIENT_IP].filter(Boolean).join(', ');
    let body: string | Buffer | FormData | undefined;
    if (o.form) body = o.form;
    else if (o.raw !== undefined) {
      body = o.raw;
      headers['content-type'] ??= 'application/json';
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const appCheck = o.appCheck === undefined ? LOCAL_APP_CHECK_DEBUG_TOKEN : o.appCheck;
    if (appCheck !== null) headers['x-firebase-appcheck'] ??= appCheck;
    let res = await fetch(base + path, { method, headers, body });
    // A 503 busy changed nothing, and the web client sends the same request again after Retry-After (api-client.ts,
    // BUSY_RETRIES): so does the harness, so that a test sees what a guest gets.
    for (let tries = 0; res.status === 503 && res.headers.get('retry-after') && tries < BUSY_RETRIES; tries++) {
      const text = await res.clone().text();
      if (!text.includes('"code":"busy"')) break;
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
      res = await fetch(base + path, { method, headers, body });
    }
    const text = await res.text();
    let parsed: Reply<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, message: `(not JSON) ${text.slice(0, 200)}` };
    }
    assertErrorShape(method, path, res.status, parsed);
    return { status: res.status, headers: res.headers, body: parsed };
  };

  const idTokenFrom = async (customToken: string) => {
    const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    });
    const json = (await res.json()) as { idToken?: string; error?: unknown };
    if (!json.idToken) throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(json.error)}`);
    return json.idToken;
  };

  let users = 0;
  const sessionFor = async (role: StoredRole, phone?: string) => {
    const number = phone ?? `8${String(process.pid % 10000).padStart(4, '0')}${String(apps).padStart(2, '0')}${String(users++).padStart(3, '0')}`;
    const uid = `test-${role}-${number}`;
    const user: UserDoc = {
      name: role === 'user' ? 'Test Customer' : role === 'admin' ? 'Test Admin' : `Test ${role}`,
      phone: number,
      email: null,
      role,
      isVerified: true,
      // A cheap cost keeps the suite fast; the production cost is tested in domain/passwords.test.ts.
      passwordHash: await hashPassword('secret-password', { N: 1024, r: 8, p: 1 }),
      createdAt: clock.now().toISOString(),
    };
    await store.set(USERS, uid, user);
    await store.set(USER_PHONES, number, { uid });
    const idToken = await idTokenFrom(await deps.auth.mint(uid, { role: roleOf(role) }));
    return { uid, idToken, phone: number };
  };

  return {
    base,
    deps,
    store,
    projectId: opened.projectId,
    clock,
    dir,
    call,
    sessionFor,
    idTokenFrom,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await opened.close(!shared);
      if (!shared) rmSync(dir, { recursive: true, force: true });
    },
  };
}
