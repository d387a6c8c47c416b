import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DOC_ID, StoreError, type DocData, type DocStore, type Filter, type Meter, type Order, type Query, type TxStore, type WithId } from '../ports';
import {
  assertFilters,
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

export { PROJECT_INDEXES_FILE } from './firestore-rules';

/**
 * The index checks and the query census (QueryChecks: the project's firestore.indexes.json unless given; 'unchecked'
 * only for the contract suite's cases on query semantics over ad-hoc collections), and forced reruns.
 */
export interface SqliteStoreOptions extends QueryCheckOptions {
  /** Run every transaction callback twice, keeping the second run's writes, as Firestore may on contention. */
  rerunTransactions?: boolean;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function table(collection: string): string {
  if (!NAME.test(collection)) throw new StoreError('invalid', `Bad collection name: ${collection}`);
  return `"c_${collection}"`;
}

function column(field: string): string {
  if (field === DOC_ID) return 'id';
  if (!NAME.test(field)) throw new StoreError('invalid', `Bad field name: ${field}`);
  return `json_extract(data, '$.${field}')`;
}

const INEQUALITY: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=']);

/** The JSON type (json_type) of a field: SQL NULL when the document lacks it. */
function jsonType(field: string): string {
  column(field); // validates the name
  return `json_type(data, '$.${field}')`;
}

/**
 * Firestore compares values of one type only: `x < 5` never matches a string,
 * `x == true` never matches 1, and `x == null` matches an explicit null but not
 * a missing field. SQLite's json_extract blurs those (booleans become 1/0, null
 * and missing are both NULL, text sorts after numbers), so each comparison is
 * also pinned to the value's JSON type.
 */
function typesOf(value: unknown): string[] {
  if (value === null || value === undefined) return ['null'];
  if (typeof value === 'boolean') return ['true', 'false'];
  if (typeof value === 'number') return ['integer', 'real'];
  if (typeof value === 'string') return ['text'];
  throw new StoreError('invalid', 'Filters take scalar values only');
}

const sqlList = (xs: string[]) => xs.map((x) => `'${x}'`).join(', ');

/** SQLite has no boolean: json_extract yields 1/0, so bind booleans the same way. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null) throw new StoreError('invalid', 'Filters take scalar values only');
  return value;
}

interface Compiled {
  sql: string;
  params: unknown[];
}

/**
 * A Date is stored as {"__date__": "<ISO string>"}: Firestore reserves field names
 * like __date__, so no document field can be mistaken for one. ISO strings of one
 * length sort as the instants they name, so comparing them compares the dates.
 */
const DATE_TAG = '__date__';

function encode(data: DocData): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
    // JSON.stringify has already turned a Date into a string by the time it reaches here: look at the holder.
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

function decode<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const tagged = value as Record<string, unknown>;
      if (typeof tagged[DATE_TAG] === 'string' && Object.keys(tagged).length === 1) return new Date(tagged[DATE_TAG]);
    }
    return value;
  }) as T;
}

/** One typed comparison of a document field (or the id) with a value. */
function compare(field: string, op: Exclude<Filter['op'], 'in'>, value: unknown, params: unknown[]): string {
  const sqlOp = op === '==' ? '=' : op;
  if (field === DOC_ID) {
    if (typeof value !== 'string') throw new StoreError('invalid', 'Document id filters take strings');
    params.push(value);
    return `id ${sqlOp} ?`;
  }
  if (value instanceof Date) {
    column(field); // validates the name
    params.push(value.toISOString());
    const path = `'$.${field}.${DATE_TAG}'`;
    return `(json_type(data, ${path}) = 'text' AND json_extract(data, ${path}) ${sqlOp} ?)`;
  }
  if (value === null || value === undefined) {
    if (op !== '==') throw new StoreError('invalid', "null only supports '=='");
    return `${jsonType(field)} = 'null'`;
  }
  if (typeof value === 'boolean' && op === '==') return `${jsonType(field)} = '${value ? 'true' : 'false'}'`;
  params.push(bindable(value));
  return `(${jsonType(field)} IN (${sqlList(typesOf(value))}) AND ${column(field)} ${sqlOp} ?)`;
}

function compileWhere(filters: Filter[] = []): Compiled {
  assertFilters(filters);
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const f of filters) {
    if (f.op === 'in') {
      const values = f.value as unknown[];
      parts.push(`(${values.map((v) => compare(f.field, '==', v, params)).join(' OR ')})`);
    } else {
      parts.push(compare(f.field, f.op, f.value, params));
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/**
 * The order Firestore applies: the explicit orderBy, then any inequality-filtered
 * field not already ordered (by name), then the document id, the implicit ones
 * in the direction of the last explicit order.
 */
function normalizedOrder(q: Query): Order[] {
  const orders: Order[] = [...(q.orderBy ?? [])];
  const direction = orders[orders.length - 1]?.direction ?? 'asc';
  const ordered = new Set(orders.map((o) => o.field));
  const inequalities = [...new Set((q.where ?? []).filter((f) => INEQUALITY.has(f.op)).map((f) => f.field))].sort();
  for (const field of inequalities) {
    if (!ordered.has(field) && field !== DOC_ID) orders.push({ field, direction });
  }
  if (!ordered.has(DOC_ID)) orders.push({ field: DOC_ID, direction });
  return orders;
}

function compileQuery(collection: string, q: Query = {}): Compiled {
  const where = compileWhere(q.where);
  const clauses = where.sql ? [where.sql.slice('WHERE '.length)] : [];
  const params = [...where.params];
  const orders = normalizedOrder(q);
  // As in Firestore, ordering by a field leaves out the documents that lack it.
  for (const o of orders) if (o.field !== DOC_ID) clauses.push(`${jsonType(o.field)} IS NOT NULL`);

  if (q.startAfter) {
    // Lexicographic "after" over the ordered fields: (a > x) OR (a = x AND b > y) ...
    if (q.startAfter.length > orders.length) throw new StoreError('invalid', 'More cursor values than ordered fields');
    const given = q.startAfter.length;
    const disjuncts: string[] = [];
    for (let i = 0; i < given; i++) {
      const eqs = orders.slice(0, i).map((o) => `${column(o.field)} = ?`);
      const o = orders[i]!;
      const cmp = o.direction === 'desc' ? '<' : '>';
      disjuncts.push([...eqs, `${column(o.field)} ${cmp} ?`].join(' AND '));
      params.push(...q.startAfter.slice(0, i).map(bindable), bindable(q.startAfter[i]));
    }
    if (disjuncts.length) clauses.push(`(${disjuncts.map((d) => `(${d})`).join(' OR ')})`);
  }

  const orderSql = orders.map((o) => `${column(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`).join(', ');
  let sql = `SELECT id, data FROM ${table(collection)}`;
  if (clauses.length) sql += ` WHERE ${clauses.join(' AND ')}`;
  sql += ` ORDER BY ${orderSql}`;
  if (q.limit !== undefined) {
    sql += ' LIMIT ?';
    params.push(q.limit);
  }
  return { sql, params };
}

type Row = { id: string; data: string };
const toDoc = <T>(row: Row): WithId<T> => ({ ...decode<T>(row.data), id: row.id });

/** An in-process FIFO lock: better-sqlite3 has one connection, and an async transaction must not interleave with other calls. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<R>(fn: () => Promise<R> | R): Promise<R> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/**
 * DocStore on one SQLite file: a table per collection holding JSON documents.
 * WAL lets readers in other processes work during a write; BEGIN IMMEDIATE takes
 * the write lock up front so that two processes' transactions serialise instead
 * of failing at commit.
 */
export class SqliteStore implements DocStore {
  readonly kind = 'sqlite' as const;
  readonly meter: Meter = { reads: 0, writes: 0 };
  private readonly db: Database.Database;
  private readonly known = new Set<string>();
  private readonly lock = new Mutex();
  private readonly checks: QueryChecks;
  private readonly rerunTransactions: boolean;

  constructor(file: string, options: SqliteStoreOptions = {}) {
    this.checks = new QueryChecks(options);
    this.rerunTransactions = options.rerunTransactions ?? false;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // The busy timeout first: switching to WAL takes a lock another process may hold.
    this.db.pragma('busy_timeout = 10000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
  }

  /** Serialises a call behind the lock; refused inside a transaction callback, which holds the lock already. */
  private run<R>(fn: () => R | Promise<R>): Promise<R> {
    try {
      assertOutsideCallback();
    } catch (e) {
      return Promise.reject(e);
    }
    return this.lock.run(fn);
  }

  private checkIndexed(collection: string, q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): void {
    this.checks.check(collection, q, sumField);
  }

  /** Tables created inside a rolled-back transaction are gone again. */
  private rollback(): void {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
    this.known.clear();
  }

  newId(): string {
    return newDocId(randomBytes);
  }

  private ensure(collection: string): string {
    const t = table(collection);
    if (!this.known.has(collection)) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY NOT NULL, data TEXT NOT NULL) WITHOUT ROWID`);
      this.known.add(collection);
    }
    return t;
  }

  private readOne<T>(collection: string, id: string): WithId<T> | null {
    if (!isLegalDocId(id)) return null;
    const row = this.db.prepare(`SELECT id, data FROM ${this.ensure(collection)} WHERE id = ?`).get(id) as Row | undefined;
    this.meter.reads += 1;
    return row ? toDoc<T>(row) : null;
  }

  private readMany<T>(collection: string, q: Query = {}): WithId<T>[] {
    this.checkIndexed(collection, q);
    this.ensure(collection);
    const { sql, params } = compileQuery(collection, q);
    const rows = this.db.prepare(sql).all(...params) as Row[];
    this.meter.reads += billedQueryReads(rows.length);
    return rows.map((r) => toDoc<T>(r));
  }

  private writeCreate(collection: string, id: string, data: DocData): void {
    assertStorable(collection, id, data);
    const t = this.ensure(collection);
    const info = this.db.prepare(`INSERT OR IGNORE INTO ${t} (id, data) VALUES (?, ?)`).run(id, encode(data));
    if (info.changes === 0) throw new StoreError('already-exists', `${collection}/${id} already exists`);
    this.meter.writes += 1;
  }

  private writeSet(collection: string, id: string, data: DocData): void {
    assertStorable(collection, id, data);
    const t = this.ensure(collection);
    this.db.prepare(`INSERT INTO ${t} (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`).run(id, encode(data));
    this.meter.writes += 1;
  }

  private writeUpdate(collection: string, id: string, patch: DocData): void {
    const t = this.ensure(collection);
    assertPatch(patch);
    const row = this.db.prepare(`SELECT data FROM ${t} WHERE id = ?`).get(id) as { data: string } | undefined;
    if (!row) throw new StoreError('not-found', `${collection}/${id} does not exist`);
    const merged = { ...decode<DocData>(row.data), ...patch };
    assertStorable(collection, id, merged);
    this.db.prepare(`UPDATE ${t} SET data = ? WHERE id = ?`).run(encode(merged), id);
    this.meter.writes += 1;
  }

  private writeDelete(collection: string, id: string): void {
    this.db.prepare(`DELETE FROM ${this.ensure(collection)} WHERE id = ?`).run(id);
    this.meter.writes += 1;
  }

  get<T extends DocData>(collection: string, id: string) {
    return this.run(() => this.readOne<T>(collection, id));
  }
  create(collection: string, id: string, data: DocData) {
    return this.run(() => this.writeCreate(collection, id, data));
  }
  set(collection: string, id: string, data: DocData) {
    return this.run(() => this.writeSet(collection, id, data));
  }
  update(collection: string, id: string, patch: DocData) {
    return this.run(() => this.immediate(() => this.writeUpdate(collection, id, patch)));
  }
  delete(collection: string, id: string) {
    return this.run(() => this.writeDelete(collection, id));
  }
  query<T extends DocData>(collection: string, q?: Query) {
    return this.run(() => this.readMany<T>(collection, q));
  }
  count(collection: string, where?: Filter[]) {
    return this.run(() => {
      this.checkIndexed(collection, { where });
      const t = this.ensure(collection);
      const w = compileWhere(where);
      const { n } = this.db.prepare(`SELECT COUNT(*) AS n FROM ${t} ${w.sql}`).get(...w.params) as { n: number };
      this.meter.reads += billedAggregateReads(n);
      return n;
    });
  }
  async sum(collection: string, field: string, where?: Filter[]) {
    return (await this.sumAndCount(collection, field, where)).sum;
  }
  sumAndCount(collection: string, field: string, where?: Filter[]) {
    return this.run(() => {
      this.checkIndexed(collection, { where }, field);
      const t = this.ensure(collection);
      const w = compileWhere(where);
      // Like Firestore's sum(): values that are not numbers (strings, booleans) are skipped.
      const numeric = `CASE WHEN ${jsonType(field)} IN ('integer', 'real') THEN ${column(field)} END`;
      const row = this.db.prepare(`SELECT COUNT(*) AS n, TOTAL(${numeric}) AS s FROM ${t} ${w.sql}`).get(...w.params) as {
        n: number;
        s: number;
      };
      this.meter.reads += billedAggregateReads(row.n);
      return { count: row.n, sum: row.s };
    });
  }

  /**
   * What Firestore's TTL policies do deployed: deletes up to `limit` documents of a collection
   * whose `expireAt` Date has passed, and says how many. This stands in for a Firestore service,
   * not a query the app makes, so no index rule applies (TTL fields are exempt from indexing).
   */
  deleteExpired(collection: string, now: Date, limit: number): Promise<number> {
    return this.run(() => {
      const t = this.ensure(collection);
      const at = `'$.expireAt.${DATE_TAG}'`;
      const info = this.db
        .prepare(`DELETE FROM ${t} WHERE id IN (SELECT id FROM ${t} WHERE json_type(data, ${at}) = 'text' AND json_extract(data, ${at}) <= ? LIMIT ?)`)
        .run(now.toISOString(), limit);
      this.meter.writes += info.changes;
      return info.changes;
    });
  }

  /** Runs a synchronous write under BEGIN IMMEDIATE, so that read-merge-write is atomic across processes. */
  private immediate<R>(fn: () => R): R {
    if (this.db.inTransaction) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const r = fn();
      this.db.exec('COMMIT');
      return r;
    } catch (e) {
      this.rollback();
      throw e;
    }
  }

  transaction<R>(fn: (tx: TxStore) => Promise<R>): Promise<R> {
    if (insideCallback()) {
      return Promise.reject(new StoreError('invalid', 'Transactions cannot nest: use the tx given to the callback'));
    }
    return this.lock.run(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      const before = { ...this.meter };
      try {
        let run = await this.runCallback(fn);
        if (this.rerunTransactions) {
          // Firestore reruns a callback whose commit met contention. Rerunning every one makes a callback
          // with side effects (a send, a counter, an outer variable) show them twice. One run is billed.
          this.meter.reads = before.reads;
          run = await this.runCallback(fn);
        }
        // Writes are applied at commit, as Firestore does: a failed create aborts the whole transaction.
        for (const write of run.writes) write();
        this.db.exec('COMMIT');
        return run.result;
      } catch (e) {
        this.rollback();
        this.meter.writes = before.writes;
        throw e;
      }
    });
  }

  /** One run of a transaction callback: its result and the writes it asked for, not yet applied. */
  private async runCallback<R>(fn: (tx: TxStore) => Promise<R>): Promise<{ result: R; writes: Array<() => void> }> {
    const writes: Array<() => void> = [];
    const write = (apply: () => void) => {
      countTxWrite(writes.length);
      writes.push(apply);
    };
    const beforeRead = () => {
      if (writes.length) throw new StoreError('invalid', 'Transactions must do all reads before any write');
    };
    const tx: TxStore = {
      get: async <T extends DocData>(c: string, id: string) => {
        beforeRead();
        return this.readOne<T>(c, id);
      },
      query: async <T extends DocData>(c: string, q?: Query) => {
        beforeRead();
        return this.readMany<T>(c, q);
      },
      create: (c, id, data) => {
        assertStorable(c, id, data);
        write(() => this.writeCreate(c, id, data));
      },
      set: (c, id, data) => {
        assertStorable(c, id, data);
        write(() => this.writeSet(c, id, data));
      },
      update: (c, id, patch) => {
        assertPatch(patch);
        assertStorable(c, id, patch);
        write(() => this.writeUpdate(c, id, patch));
      },
      delete: (c, id) => write(() => this.writeDelete(c, id)),
    };
    return { result: await inCallbackScope(() => fn(tx)), writes };
  }

  async close(): Promise<void> {
    await this.run(() => this.db.close());
  }
}

/** As in Firestore, an update names at least one field. */
function assertPatch(patch: DocData): void {
  if (Object.keys(patch).length === 0) throw new StoreError('invalid', 'An update needs at least one field');
}
