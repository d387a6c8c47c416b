import type { Firestore, Query as FsQuery, Transaction } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { DOC_ID, StoreError, type DocData, type DocStore, type Filter, type Meter, type Query, type TxStore, type WithId } from '../ports';
import {
  assertFilters,
  assertOrderable,
  assertOutsideCallback,
  assertStorable,
  countTxWrite,
  inCallbackScope,
  insideCallback,
  isLegalDocId,
  QueryChecks,
  type QueryCheckOptions,
} from './firestore-rules';
import { billedAggregateReads, billedQueryReads, newDocId } from './store-common';

/** The Firestore SDK (gRPC, protobufs) loads with the first query rather than with the function: see `npm run bench:load`. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = () => require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');

const fieldOf = (field: string) => (field === DOC_ID ? sdk().FieldPath.documentId() : field);

// gRPC status codes that firebase-admin surfaces on failed writes.
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const ABORTED = 10;

function translate(e: unknown, path: string): never {
  const code = (e as { code?: number }).code;
  if (code === ALREADY_EXISTS) throw new StoreError('already-exists', `${path} already exists`);
  if (code === NOT_FOUND) throw new StoreError('not-found', `${path} does not exist`);
  // A transaction still contended after firebase-admin's retries (5 attempts): rolled back, nothing written.
  if (code === ABORTED) throw new StoreError('aborted', `${path} met too much contention`);
  throw e;
}

/** firebase-admin stores a Date as a Timestamp and reads it back as one: give callers the Date they wrote. */
function fromFirestore(value: unknown): unknown {
  if (value instanceof sdk().Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

const toDoc = <T>(snap: { id: string; data(): unknown }): WithId<T> => ({ ...(fromFirestore(snap.data()) as T), id: snap.id });

export interface FirestoreStoreOptions {
  /**
   * Local and test runs on the emulator, which answers queries production refuses: check each query against the
   * project's index declarations, and record its shape for the census (QueryChecks). Deployed, Firestore checks itself.
   */
  checks?: QueryCheckOptions;
  /** Test runs: run every transaction callback twice, keeping the second run's writes, as Firestore may on contention. */
  rerunTransactions?: boolean;
}

/** DocStore on Cloud Firestore (or its emulator) through firebase-admin. */
export class FirestoreStore implements DocStore {
  readonly kind = 'firestore' as const;
  readonly meter: Meter = { reads: 0, writes: 0 };
  private readonly checks?: QueryChecks;
  private readonly rerunTransactions: boolean;

  constructor(
    private readonly db: Firestore,
    options: FirestoreStoreOptions = {},
  ) {
    this.checks = options.checks ? new QueryChecks(options.checks) : undefined;
    this.rerunTransactions = options.rerunTransactions ?? false;
  }

  private check(collection: string, q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): void {
    assertOrderable(q);
    this.checks?.check(collection, q, sumField);
  }

  newId(): string {
    return newDocId(randomBytes);
  }

  private filtered(collection: string, where: Filter[] = []): FsQuery {
    let q: FsQuery = this.db.collection(collection);
    // The client passes an empty or oversized 'in' list to the server (the in-process emulator even answers it):
    // refuse it here, as the other adapters do.
    assertFilters(where);
    for (const f of where) q = q.where(fieldOf(f.field), f.op, f.value);
    return q;
  }

  private build(collection: string, query: Query = {}): FsQuery {
    this.check(collection, query);
    let q = this.filtered(collection, query.where);
    for (const o of query.orderBy ?? []) q = q.orderBy(fieldOf(o.field), o.direction ?? 'asc');
    if (query.startAfter) q = q.startAfter(...query.startAfter);
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q;
  }

  async get<T extends DocData>(collection: string, id: string): Promise<WithId<T> | null> {
    assertOutsideCallback();
    if (!isLegalDocId(id)) return null;
    const snap = await this.db.collection(collection).doc(id).get();
    this.meter.reads += 1;
    return snap.exists ? toDoc<T>(snap) : null;
  }

  async create(collection: string, id: string, data: DocData): Promise<void> {
    assertOutsideCallback();
    assertStorable(collection, id, data);
    await this.db
      .collection(collection)
      .doc(id)
      .create(data)
      .catch((e) => translate(e, `${collection}/${id}`));
    this.meter.writes += 1;
  }

  async set(collection: string, id: string, data: DocData): Promise<void> {
    assertOutsideCallback();
    assertStorable(collection, id, data);
    await this.db.collection(collection).doc(id).set(data);
    this.meter.writes += 1;
  }

  async update(collection: string, id: string, patch: DocData): Promise<void> {
    assertOutsideCallback();
    assertPatch(patch);
    assertStorable(collection, id, patch);
    await this.db
      .collection(collection)
      .doc(id)
      .update(patch)
      .catch((e) => translate(e, `${collection}/${id}`));
    this.meter.writes += 1;
  }

  async delete(collection: string, id: string): Promise<void> {
    assertOutsideCallback();
    await this.db.collection(collection).doc(id).delete();
    this.meter.writes += 1;
  }

  async query<T extends DocData>(collection: string, query?: Query): Promise<WithId<T>[]> {
    assertOutsideCallback();
    const snap = await this.build(collection, query).get();
    this.meter.reads += billedQueryReads(snap.size);
    return snap.docs.map((d) => toDoc<T>(d));
  }

  async count(collection: string, where?: Filter[]): Promise<number> {
    assertOutsideCallback();
    this.check(collection, { where });
    const snap = await this.filtered(collection, where).count().get();
    const n = snap.data().count;
    this.meter.reads += billedAggregateReads(n);
    return n;
  }

  async sum(collection: string, field: string, where?: Filter[]): Promise<number> {
    return (await this.sumAndCount(collection, field, where)).sum;
  }

  async sumAndCount(collection: string, field: string, where?: Filter[]): Promise<{ count: number; sum: number }> {
    assertOutsideCallback();
    this.check(collection, { where }, field);
    const snap = await this.filtered(collection, where)
      .aggregate({ n: sdk().AggregateField.count(), s: sdk().AggregateField.sum(field) })
      .get();
    this.meter.reads += billedAggregateReads(snap.data().n);
    return { count: snap.data().n, sum: snap.data().s ?? 0 };
  }

  async transaction<R>(fn: (tx: TxStore) => Promise<R>): Promise<R> {
    if (insideCallback()) throw new StoreError('invalid', 'Transactions cannot nest: use the tx given to the callback');
    let writes = 0;
    const result = await this.db
      .runTransaction(async (t: Transaction) => {
        if (this.rerunTransactions) {
          // Firestore reruns a callback whose commit met contention. Running every one twice (the first run's
          // writes dropped) makes a callback with side effects (a send, a counter, an outer variable) show them twice.
          // One run is billed, as on the embedded store.
          const readsBefore = this.meter.reads;
          await inCallbackScope(() => fn(this.txOver(t, { apply: false })));
          this.meter.reads = readsBefore;
        }
        const run = { apply: true, writes: 0 };
        const r = await inCallbackScope(() => fn(this.txOver(t, run)));
        writes = run.writes;
        return r;
      })
      .catch((e) => translate(e, 'transaction'));
    this.meter.writes += writes;
    return result;
  }

  /** The tx one run of a callback sees: reads go through t; writes go to t only when the run is kept. */
  private txOver(t: Transaction, run: { apply: boolean; writes?: number }): TxStore {
    let writes = 0;
    // firebase-admin rejects a read after a write with a plain Error: say it as the other adapters do.
    const beforeRead = () => {
      if (writes > 0) throw new StoreError('invalid', 'Transactions must do all reads before any write');
    };
    const write = (apply: () => void) => {
      writes = countTxWrite(writes);
      run.writes = writes;
      if (run.apply) apply();
    };
    return {
      get: async <T extends DocData>(c: string, id: string) => {
        beforeRead();
        if (!isLegalDocId(id)) return null;
        const snap = await t.get(this.db.collection(c).doc(id));
        this.meter.reads += 1;
        return snap.exists ? toDoc<T>(snap) : null;
      },
      query: async <T extends DocData>(c: string, q?: Query) => {
        beforeRead();
        const snap = await t.get(this.build(c, q));
        this.meter.reads += billedQueryReads(snap.size);
        return snap.docs.map((d) => toDoc<T>(d));
      },
      create: (c, id, data) => {
        assertStorable(c, id, data);
        write(() => t.create(this.db.collection(c).doc(id), data));
      },
      set: (c, id, data) => {
        assertStorable(c, id, data);
        write(() => t.set(this.db.collection(c).doc(id), data));
      },
      update: (c, id, patch) => {
        assertPatch(patch);
        assertStorable(c, id, patch);
        write(() => t.update(this.db.collection(c).doc(id), patch));
      },
      delete: (c, id) => {
        write(() => t.delete(this.db.collection(c).doc(id)));
      },
    };
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}

/** firebase-admin refuses an empty update with a plain Error: fail as the other adapters do. */
function assertPatch(patch: DocData): void {
  if (Object.keys(patch).length === 0) throw new StoreError('invalid', 'An update needs at least one field');
}
