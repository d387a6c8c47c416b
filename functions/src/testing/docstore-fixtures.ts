/**
 * Adapters under test for the DocStore contract suite (src/adapters/docstore.contract.test.ts).
 *
 * - SQLite on a fresh temp file, always.
 * - The Firestore adapter against @firestore-emulator/server, started in this
 *   process on a free port, always. It has measured gaps (listed in FAKE_GAPS);
 *   the cases that need them are skipped there, with the reason printed.
 * - The Firestore adapter against a real emulator when FIRESTORE_EMULATOR_HOST
 *   was set when this module loaded: every case runs, index and rerun cases on the adapter's local-run options.
 */
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirestoreStore, type FirestoreStoreOptions } from '../adapters/firestore-store';
import type { IndexConfig } from '../adapters/firestore-rules';
import { SqliteStore, type SqliteStoreOptions } from '../adapters/sqlite-store';
import type { DocStore, Meter } from '../ports';

/** The real emulator's address, captured before anything in this process can change the variable. */
export const REAL_EMULATOR_HOST: string | undefined = process.env.FIRESTORE_EMULATOR_HOST || undefined;

export const PROJECT_ID = 'demo-thali';

/** Features a backend may fail to honour; a case names the ones it needs. */
export type Gap =
  'cursors' | 'concurrency' | 'txAtomicity' | 'setReplaces' | 'docIdQueries' | 'implicitOrder' | 'nullEquality' | 'missingFieldOrder' | 'indexes' | 'reruns';

/** What no Firestore emulator does, real or in-process; the local stores model it (see realEmulatorAdapter). */
const EMULATOR_GAPS: Partial<Record<Gap, string>> = {
  indexes: 'emulators answer queries that lack their composite index; production refuses them, and the embedded store models that',
  reruns: 'Firestore reruns a callback only under real contention; the embedded store can force a rerun',
};

/** Measured on @firestore-emulator/server 0.3.15 with firebase-admin 13. */
export const FAKE_GAPS: Record<Gap, string> = {
  cursors: 'query cursors (startAfter) are ignored',
  concurrency: 'concurrent transactions lose updates (20 parallel increments leave 1)',
  txAtomicity: 'a transaction whose commit fails still keeps its other writes',
  setReplaces: 'set() merges into an existing document instead of replacing it',
  docIdQueries: 'filters and orderBy on the document id (FieldPath.documentId()) match nothing or are ignored',
  implicitOrder: 'results come in insertion order: it does not order by document id, neither by default nor to break ties',
  nullEquality: "where(field, '==', null) matches every document, also those where the field is not null",
  missingFieldOrder: 'orderBy(field) keeps documents that lack the field',
  indexes: EMULATOR_GAPS.indexes!,
  reruns: EMULATOR_GAPS.reruns!,
};

export interface OpenedStore {
  store: DocStore;
  close(): Promise<void>;
}

export interface AdapterUnderTest {
  name: string;
  /** The gaps of this backend, each with the reason printed when a case is skipped. */
  gaps: Partial<Record<Gap, string>>;
  open(): Promise<OpenedStore>;
  /** A store that checks queries against these index declarations (only where the backend can). */
  openIndexed?(indexes: IndexConfig): Promise<OpenedStore>;
  /** A store that runs every transaction callback twice. */
  openRerunning?(): Promise<OpenedStore>;
}

/**
 * A fresh SQLite file in its own temp folder, removed on close. The contract's cases on query
 * semantics run on ad-hoc collections, so they leave indexes unchecked unless told otherwise.
 */
export function openTempSqlite(options: SqliteStoreOptions = { indexes: 'unchecked' }): { store: SqliteStore; file: string; close(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'thali-docstore-'));
  const file = join(dir, 'contract.db');
  const store = new SqliteStore(file, options);
  return {
    store,
    file,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const sqliteAdapter: AdapterUnderTest = {
  name: 'sqlite',
  gaps: {},
  async open() {
    return openTempSqlite();
  },
  async openIndexed(indexes) {
    return openTempSqlite({ indexes });
  },
  async openRerunning() {
    return openTempSqlite({ indexes: 'unchecked', rerunTransactions: true });
  },
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Firestore client lets FIRESTORE_EMULATOR_HOST override settings.host when it
 * reads its settings, so hide the variable while the in-process emulator's client is
 * built, and put it back at once for the real emulator's client.
 */
function withoutEmulatorEnv<R>(fn: () => R): R {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return fn();
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

function firestoreClient(configure: (db: Firestore) => void): { db: Firestore; close(): Promise<void> } {
  const app = initializeApp({ projectId: PROJECT_ID }, `docstore-contract-${randomUUID()}`);
  const db = getFirestore(app);
  configure(db);
  return { db, close: () => deleteApp(app) };
}

export const fakeFirestoreAdapter: AdapterUnderTest = {
  name: 'firestore (@firestore-emulator/server)',
  gaps: FAKE_GAPS,
  async open() {
    const port = await freePort();
    const server = new FirestoreServer();
    await server.start(port);
    const client = withoutEmulatorEnv(() => firestoreClient((db) => db.settings({ host: `127.0.0.1:${port}`, ssl: false })));
    const store = new FirestoreStore(client.db);
    return {
      store,
      close: async () => {
        await store.close();
        await client.close();
        server.stop();
      },
    };
  },
};

/**
 * The real emulator: every case runs. It checks no composite index and reruns a callback only under contention, so
 * those cases run on the adapter's own local-run options (QueryChecks, forced reruns), as `npm start` and the tests use it.
 */
export function realEmulatorAdapter(host: string): AdapterUnderTest {
  const open = async (options: FirestoreStoreOptions = {}): Promise<OpenedStore> => {
    const client = firestoreClient((db) => db.settings({ host, ssl: false }));
    const store = new FirestoreStore(client.db, options);
    return {
      store,
      close: async () => {
        await store.close();
        await client.close();
      },
    };
  };
  return {
    name: `firestore (emulator at ${host})`,
    gaps: {},
    open: () => open(),
    openIndexed: (indexes) => open({ checks: { indexes } }),
    openRerunning: () => open({ rerunTransactions: true }),
  };
}

export function adaptersUnderTest(): AdapterUnderTest[] {
  const adapters = [sqliteAdapter, fakeFirestoreAdapter];
  if (REAL_EMULATOR_HOST) adapters.push(realEmulatorAdapter(REAL_EMULATOR_HOST));
  return adapters;
}

const RUN = randomBytes(4).toString('hex');
let collections = 0;

/** A collection name no other case (nor an earlier run on a shared emulator) uses. */
export function freshCollection(label: string): string {
  collections += 1;
  return `${label}_${RUN}_${collections}`;
}

/** Reads and writes billed while fn runs. */
export async function metered<R>(store: DocStore, fn: () => Promise<R>): Promise<{ result: R; billed: Meter }> {
  const before = { ...store.meter };
  const result = await fn();
  return { result, billed: { reads: store.meter.reads - before.reads, writes: store.meter.writes - before.writes } };
}

/** Writes every document, a few at a time. */
export async function seed(store: DocStore, collection: string, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const entries = Object.entries(docs);
  for (let i = 0; i < entries.length; i += 50) {
    await Promise.all(entries.slice(i, i + 50).map(([id, data]) => store.set(collection, id, data)));
  }
}

/** Rejects instead of hanging when a promise does not settle in time. */
export function within<R>(ms: number, what: string, promise: Promise<R>): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
