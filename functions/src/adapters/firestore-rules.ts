import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_ID, StoreError, type DocData, type Filter, type Order, type Query } from '../ports';

/**
 * Firestore's limits and index rules, modelled so that the embedded store refuses
 * what a deployed project would refuse: a query without its composite index, a
 * document over 1 MiB, a transaction of more than 500 writes, an undefined value.
 * Where Firestore's planner could do more (merging composite indexes), the model is
 * stricter, never looser.
 */

export const MAX_DOC_BYTES = 1_048_576;
export const MAX_TX_WRITES = 500;
export const MAX_IN_VALUES = 30;
const MAX_DEPTH = 20;

/** The shape of firestore.indexes.json. */
export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: Array<{ order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope?: string }>;
}
export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** The project's index declarations, the file `firebase deploy` sends to Firestore. */
export const PROJECT_INDEXES_FILE = join(__dirname, '..', '..', '..', 'firestore.indexes.json');

export function readIndexConfig(file: string): IndexConfig {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<IndexConfig>;
  if (!Array.isArray(parsed.indexes)) throw new Error(`${file} has no "indexes" list`);
  return { indexes: parsed.indexes, fieldOverrides: parsed.fieldOverrides ?? [] };
}

const NAME_FIELD = '__name__';
const INEQUALITY: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=']);
type Direction = 'asc' | 'desc';
interface Ordered {
  field: string;
  direction: Direction;
}

/** What a query needs beyond the automatic single-field indexes: nothing, one single-field index, or a composite. */
export type IndexNeed = { kind: 'none'; fields: string[] } | { kind: 'single'; field: string } | { kind: 'composite'; equality: string[]; ordered: Ordered[] };

/**
 * The index a query or aggregation needs, following Firestore's documented rules:
 * equality-only filters are served by merging single-field indexes; one ordered
 * field (by orderBy or a range filter) with no equality is a single-field index;
 * equality plus an order or range on another field, or two ordered fields, need a
 * composite. Range filters order by their field after the explicit orderBy. A sum
 * scans an index that ends with the summed field, so a filtered sum needs one too.
 */
export function indexNeeded(q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): IndexNeed {
  const where = q.where ?? [];
  const equality = [...new Set(where.filter((f) => (f.op === '==' || f.op === 'in') && f.field !== DOC_ID).map((f) => f.field))];
  const explicit: Ordered[] = (q.orderBy ?? []).map((o: Order) => ({ field: o.field, direction: o.direction ?? 'asc' }));
  const lastDirection = explicit.at(-1)?.direction ?? 'asc';
  const orderedNames = new Set(explicit.map((o) => o.field));
  const ranges = [...new Set(where.filter((f) => INEQUALITY.has(f.op) && f.field !== DOC_ID).map((f) => f.field))].sort();
  let ordered: Ordered[] = [...explicit, ...ranges.filter((f) => !orderedNames.has(f)).map((field) => ({ field, direction: lastDirection }))];
  // Ordering by a field fixed by an equality filter changes nothing: Firestore drops it.
  ordered = ordered.filter((o) => !equality.includes(o.field));
  // The document id closes every index in the direction of the last order: naming it there adds nothing.
  const last = ordered.at(-1);
  if (last?.field === DOC_ID && (ordered.length === 1 || ordered.at(-2)!.direction === last.direction)) ordered = ordered.slice(0, -1);
  ordered = ordered.map((o) => (o.field === DOC_ID ? { ...o, field: NAME_FIELD } : o));
  if (sumField && !equality.includes(sumField) && !ordered.some((o) => o.field === sumField)) {
    if (equality.length === 0 && ordered.length === 0) return { kind: 'single', field: sumField };
    ordered.push({ field: sumField, direction: 'asc' });
  }
  if (ordered.length === 0) return { kind: 'none', fields: equality };
  if (equality.length === 0 && ordered.length === 1 && ordered[0]!.field !== NAME_FIELD) return { kind: 'single', field: ordered[0]!.field };
  return { kind: 'composite', equality, ordered };
}

const asOrder = (d: Direction): IndexField['order'] => (d === 'desc' ? 'DESCENDING' : 'ASCENDING');

function compositeServes(index: CompositeIndex, need: Extract<IndexNeed, { kind: 'composite' }>): boolean {
  let fields = index.fields;
  const lastOrdered = need.ordered.at(-1)!;
  // A trailing __name__ in the direction of the last order is what every index ends with anyway.
  if (fields.at(-1)?.fieldPath === NAME_FIELD && lastOrdered.field !== NAME_FIELD && fields.at(-1)!.order === asOrder(lastOrdered.direction)) {
    fields = fields.slice(0, -1);
  }
  if (fields.length !== need.equality.length + need.ordered.length) return false;
  if (fields.some((f) => f.arrayConfig)) return false;
  const head = fields.slice(0, need.equality.length).map((f) => f.fieldPath);
  if (!need.equality.every((f) => head.includes(f))) return false;
  return need.ordered.every((o, i) => {
    const f = fields[need.equality.length + i]!;
    return f.fieldPath === o.field && f.order === asOrder(o.direction);
  });
}

/** A field whose automatic indexes were turned off by a field override with an empty `indexes` list. */
function exempted(config: IndexConfig, collection: string, field: string): boolean {
  return (config.fieldOverrides ?? []).some((o) => o.collectionGroup === collection && o.fieldPath === field && o.indexes.length === 0);
}

function describeQuery(q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): string {
  const parts: string[] = [];
  if (q.where?.length) parts.push(`where ${q.where.map((f) => `${f.field} ${f.op}`).join(', ')}`);
  if (q.orderBy?.length) parts.push(`order by ${q.orderBy.map((o) => `${o.field} ${o.direction ?? 'asc'}`).join(', ')}`);
  if (sumField) parts.push(`sum of ${sumField}`);
  return parts.join('; ') || 'no filter';
}

/** The index entry to add to firestore.indexes.json, in that file's format. */
export function indexEntry(collection: string, need: Extract<IndexNeed, { kind: 'composite' }>): CompositeIndex {
  return {
    collectionGroup: collection,
    queryScope: 'COLLECTION',
    fields: [
      ...need.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...need.ordered.map((o) => ({ fieldPath: o.field, order: asOrder(o.direction) })),
    ],
  };
}

/** Throws StoreError 'failed-precondition' (Firestore's code for a missing index) when the config lacks what the query needs. */
export function assertIndexed(config: IndexConfig, collection: string, q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): void {
  const need = indexNeeded(q, sumField);
  const singles = need.kind === 'none' ? need.fields : need.kind === 'single' ? [need.field] : [];
  const off = singles.find((f) => exempted(config, collection, f));
  if (off) {
    throw new StoreError(
      'failed-precondition',
      `The query on '${collection}' (${describeQuery(q, sumField)}) needs the single-field index on '${off}', which a field override in firestore.indexes.json turns off.`,
    );
  }
  if (need.kind !== 'composite') return;
  if (config.indexes.some((i) => i.collectionGroup === collection && i.queryScope === 'COLLECTION' && compositeServes(i, need))) return;
  throw new StoreError(
    'failed-precondition',
    `The query on '${collection}' (${describeQuery(q, sumField)}) needs a composite index. Add it to "indexes" in firestore.indexes.json:\n${JSON.stringify(indexEntry(collection, need), null, 2)}`,
  );
}

/**
 * A query's shape: what decides its index, without values. Range operators are one
 * kind (which of <, <=, >, >= does not change the index). Recorded in test runs and
 * kept in firestore.query-shapes.json, so that deploy:check can test the index file offline.
 */
export interface QueryShape {
  collection: string;
  where: string[];
  orderBy: string[];
  sum?: string;
}

export function shapeOf(collection: string, q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): QueryShape {
  const where = [...new Set((q.where ?? []).map((f) => `${f.field} ${INEQUALITY.has(f.op) ? 'range' : f.op}`))].sort();
  const orderBy = (q.orderBy ?? []).map((o) => `${o.field} ${o.direction ?? 'asc'}`);
  return { collection, where, orderBy, ...(sumField ? { sum: sumField } : {}) };
}

/** The query a shape stands for, with placeholder values, to test against an index config. */
export function queryOfShape(shape: QueryShape): Pick<Query, 'where' | 'orderBy'> {
  return {
    where: shape.where.map((w) => {
      const [field, op] = w.split(' ') as [string, string];
      return { field, op: op === 'range' ? '>' : (op as Filter['op']), value: op === 'in' ? [0] : 0 };
    }),
    orderBy: shape.orderBy.map((o) => {
      const [field, direction] = o.split(' ') as [string, Direction];
      return { field, direction };
    }),
  };
}

export const shapeKey = (s: QueryShape): string => JSON.stringify([s.collection, s.where, s.orderBy, s.sum ?? null]);

/**
 * Strictness a store adds on top of its backend, for local and test runs: every query must have its index in
 * the declarations (emulators answer without one; production refuses), and each query's shape is recorded for the census.
 */
export interface QueryCheckOptions {
  /** The composite indexes queries may use: the project's firestore.indexes.json unless given; 'unchecked' checks none. */
  indexes?: IndexConfig | 'unchecked';
  /** Test runs: a folder where each query's shape is appended (one JSON line each, once per process), for the query census. */
  recordShapesIn?: string;
}

export class QueryChecks {
  private readonly indexes: IndexConfig | 'unchecked';
  private readonly shapesFile?: string;
  private readonly shapesSeen = new Set<string>();

  constructor(options: QueryCheckOptions) {
    this.indexes = options.indexes ?? readIndexConfig(PROJECT_INDEXES_FILE);
    if (options.recordShapesIn) {
      mkdirSync(options.recordShapesIn, { recursive: true });
      this.shapesFile = join(options.recordShapesIn, `${process.pid}.jsonl`);
    }
  }

  /** Records the query's shape (test runs) and throws StoreError 'failed-precondition' when its index is not declared. */
  check(collection: string, q: Pick<Query, 'where' | 'orderBy'>, sumField?: string): void {
    assertOrderable(q);
    if (this.indexes === 'unchecked') return;
    if (this.shapesFile) {
      const shape = shapeOf(collection, q, sumField);
      const key = shapeKey(shape);
      if (!this.shapesSeen.has(key)) {
        this.shapesSeen.add(key);
        appendFileSync(this.shapesFile, `${JSON.stringify(shape)}\n`);
      }
    }
    assertIndexed(this.indexes, collection, q, sumField);
  }
}

/**
 * Firestore scans document ids in ascending order only: a query ordered first by the document id descending (with
 * no equality filter to serve it from another index) is refused by the Firestore emulator ("Firestore does not
 * support descending key scans"). Every store refuses it, so code that passes here works on each of them.
 */
export function assertOrderable(q: Pick<Query, 'where' | 'orderBy'>): void {
  const first = q.orderBy?.[0];
  if (!first || first.field !== DOC_ID || first.direction !== 'desc') return;
  const equality = (q.where ?? []).some((f) => (f.op === '==' || f.op === 'in') && f.field !== DOC_ID);
  if (!equality) {
    throw new StoreError(
      'failed-precondition',
      'Firestore does not support descending key scans: order by a field first (then by the document id), or by the document id ascending',
    );
  }
}

/** Firestore refuses an 'in' list that is empty or longer than 30 values. */
export function assertFilters(where: Filter[] = []): void {
  for (const f of where) {
    if (f.op === 'in' && (!Array.isArray(f.value) || f.value.length === 0 || f.value.length > MAX_IN_VALUES)) {
      throw new StoreError('invalid', `'in' takes 1 to ${MAX_IN_VALUES} values`);
    }
    if (f.value === undefined) throw new StoreError('invalid', `The filter on '${f.field}' has an undefined value`);
  }
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** A value's size as Firestore counts it (firebase.google.com/docs/firestore/storage-size). */
function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return utf8(value) + 1;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + valueSize(v), 0);
  return Object.entries(value as DocData).reduce((n, [k, v]) => n + utf8(k) + 1 + valueSize(v), 0);
}

/** A document's stored size: its name (collection, id) plus 16, its fields, plus 32. */
export function documentSize(collection: string, id: string, data: DocData): number {
  return utf8(collection) + 1 + utf8(id) + 1 + 16 + valueSize(data) + 32;
}

/**
 * Refuses what Firestore would refuse in a document: undefined (firebase-admin
 * throws on it), arrays directly inside arrays, values that are not JSON-like,
 * nesting deeper than 20, and more than 1 MiB in all. NaN and Infinity are refused
 * too: Firestore keeps them, but the embedded store's JSON cannot.
 */
/**
 * Whether Firestore takes `id` as a document id: not empty, no '/', not '.' or '..', not of the reserved
 * form __x__, at most 1,500 bytes. A read of any other id is refused with an error (a 500), so both stores
 * answer it as a document that does not exist, and neither writes one.
 */
export const isLegalDocId = (id: string) =>
  id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/s.test(id) && Buffer.byteLength(id) <= 1500;

export function assertStorable(collection: string, id: string, data: DocData): void {
  const where = `${collection}/${id}`;
  if (!isLegalDocId(id)) throw new StoreError('invalid', `${where}: Firestore does not take this document id`);
  const visit = (value: unknown, path: string, depth: number, inArray: boolean): void => {
    if (depth > MAX_DEPTH) throw new StoreError('invalid', `${where}: '${path}' nests deeper than ${MAX_DEPTH} levels`);
    if (value === undefined) throw new StoreError('invalid', `${where}: '${path}' is undefined; leave the field out or use null`);
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new StoreError('invalid', `${where}: '${path}' is not a finite number`);
      return;
    }
    if (Array.isArray(value)) {
      if (inArray) throw new StoreError('invalid', `${where}: '${path}' is an array inside an array, which Firestore cannot store`);
      value.forEach((v, i) => visit(v, `${path}[${i}]`, depth + 1, true));
      return;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, depth + 1, false);
      return;
    }
    throw new StoreError('invalid', `${where}: '${path}' is a ${typeof value}, which a document cannot hold`);
  };
  for (const [k, v] of Object.entries(data)) visit(v, k, 1, false);
  const size = documentSize(collection, id, data);
  if (size > MAX_DOC_BYTES) throw new StoreError('invalid', `${where} is ${size} bytes; Firestore keeps documents up to ${MAX_DOC_BYTES} bytes (1 MiB)`);
}

/** Counts a transaction's writes and refuses the 501st, as Firestore's commit would. */
export function countTxWrite(writesSoFar: number): number {
  if (writesSoFar >= MAX_TX_WRITES) throw new StoreError('invalid', `A transaction writes at most ${MAX_TX_WRITES} documents`);
  return writesSoFar + 1;
}

/** Marks the async context of a running transaction callback, across every store in the process. */
const callbackScope = new AsyncLocalStorage<{ open: boolean }>();

/** Runs one transaction callback inside the scope that assertOutsideCallback checks. */
export async function inCallbackScope<R>(fn: () => Promise<R>): Promise<R> {
  const scope = { open: true };
  try {
    return await callbackScope.run(scope, fn);
  } finally {
    scope.open = false;
  }
}

export const insideCallback = (): boolean => callbackScope.getStore()?.open === true;

/**
 * A transaction callback may not call a store directly (this one or another, such as
 * the dev outbox behind an SMS send): on Firestore that call is not part of the
 * transaction, and it happens again each time Firestore reruns the callback.
 */
export function assertOutsideCallback(): void {
  if (insideCallback()) {
    throw new StoreError('invalid', 'A transaction callback reads and writes only through its tx: no other store call, send or limiter inside it');
  }
}
