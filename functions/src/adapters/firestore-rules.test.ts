import { describe, expect, it } from 'vitest';
import { DOC_ID, StoreError, type Filter, type Query } from '../ports';
import { PROJECT_INDEXES_FILE } from './sqlite-store';
import { assertIndexed, assertStorable, countTxWrite, documentSize, indexNeeded, readIndexConfig, type IndexConfig } from './firestore-rules';

const eq = (field: string, value: unknown = 'x'): Filter => ({ field, op: '==', value });
const gt = (field: string, value: unknown = 0): Filter => ({ field, op: '>', value });

function refusal(fn: () => void): StoreError {
  try {
    fn();
  } catch (e) {
    if (e instanceof StoreError) return e;
    throw e;
  }
  throw new Error('expected a StoreError');
}

describe('indexNeeded: what Firestore asks of firestore.indexes.json', () => {
  it.each<[string, Query, string | undefined, ReturnType<typeof indexNeeded>['kind']]>([
    ['no filter', {}, undefined, 'none'],
    ['equality on several fields (merged single-field indexes)', { where: [eq('a'), eq('b'), { field: 'c', op: 'in', value: [1] }] }, undefined, 'none'],
    ['one range', { where: [gt('a')] }, undefined, 'single'],
    [
      'two ranges on one field, ordered by it descending',
      { where: [gt('a'), { field: 'a', op: '<', value: 9 }], orderBy: [{ field: 'a', direction: 'desc' }] },
      undefined,
      'single',
    ],
    [
      'an order and the document id in its direction',
      {
        orderBy: [
          { field: 'a', direction: 'desc' },
          { field: DOC_ID, direction: 'desc' },
        ],
      },
      undefined,
      'single',
    ],
    ['an order on a field fixed by equality', { where: [eq('a')], orderBy: [{ field: 'a' }] }, undefined, 'none'],
    ['a sum with no filter', {}, 'n', 'single'],
    ['equality and an order on another field', { where: [eq('a')], orderBy: [{ field: 'b' }] }, undefined, 'composite'],
    ['equality and a range on another field', { where: [eq('a'), gt('b')] }, undefined, 'composite'],
    ['ranges on two fields', { where: [gt('a'), gt('b')] }, undefined, 'composite'],
    ['an order, then the document id the other way', { orderBy: [{ field: 'a' }, { field: DOC_ID, direction: 'desc' }] }, undefined, 'composite'],
    ['a sum filtered on another field', { where: [eq('a')] }, 'n', 'composite'],
  ])('%s: %s', (_name, query, sum, kind) => {
    expect(indexNeeded(query, sum).kind).toBe(kind);
  });

  it('orders range fields after the explicit order, in its direction, by name', () => {
    expect(indexNeeded({ where: [eq('s'), gt('z'), gt('m')], orderBy: [{ field: 'k', direction: 'desc' }] })).toEqual({
      kind: 'composite',
      equality: ['s'],
      ordered: [
        { field: 'k', direction: 'desc' },
        { field: 'm', direction: 'desc' },
        { field: 'z', direction: 'desc' },
      ],
    });
  });
});

describe('assertIndexed', () => {
  const config: IndexConfig = {
    indexes: [
      {
        collectionGroup: 'orders',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'isVerified', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    ],
    fieldOverrides: [{ collectionGroup: 'logs', fieldPath: 'expireAt', ttl: true, indexes: [] }],
  };

  it('accepts a composite whose equality fields come in any order, with the order fields exactly as asked', () => {
    expect(() =>
      assertIndexed(config, 'orders', { where: [eq('isVerified', true), eq('status')], orderBy: [{ field: 'createdAt', direction: 'desc' }] }),
    ).not.toThrow();
  });

  it('refuses the same query in the other direction, on another collection, or with a field missing, and prints the entry to add', () => {
    const other = refusal(() => assertIndexed(config, 'orders', { where: [eq('isVerified', true), eq('status')], orderBy: [{ field: 'createdAt' }] }));
    expect(other.code).toBe('failed-precondition');
    const entry = JSON.parse(other.message.slice(other.message.indexOf('{')));
    expect(entry).toEqual({
      collectionGroup: 'orders',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'isVerified', order: 'ASCENDING' },
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'ASCENDING' },
      ],
    });
    expect(refusal(() => assertIndexed(config, 'bookings', { where: [eq('status')], orderBy: [{ field: 'createdAt', direction: 'desc' }] })).code).toBe(
      'failed-precondition',
    );
    expect(refusal(() => assertIndexed(config, 'orders', { where: [eq('status')], orderBy: [{ field: 'createdAt', direction: 'desc' }] })).code).toBe(
      'failed-precondition',
    );
  });

  it('refuses a query on a field whose single-field indexes a TTL override turned off', () => {
    expect(refusal(() => assertIndexed(config, 'logs', { where: [{ field: 'expireAt', op: '<=', value: 1 }] })).message).toMatch(/turns off/);
    expect(() => assertIndexed(config, 'logs', { where: [{ field: 'phone', op: '<=', value: 1 }] })).not.toThrow();
  });

  it("accepts the project's own firestore.indexes.json", () => {
    const project = readIndexConfig(PROJECT_INDEXES_FILE);
    expect(project.indexes.length).toBeGreaterThan(0);
    for (const index of project.indexes) {
      const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
      expect(fields.length, `${index.collectionGroup} index with one field: Firestore refuses it as unnecessary`).toBeGreaterThan(1);
    }
  });
});

describe('assertStorable', () => {
  it('sizes a document as Firestore documents it', () => {
    // name: 'c' (2) + 'id' (3) + 16; fields: 'a' (2) + 'hello' (6), 'n' (2) + 8, 'b' (2) + 1, 'm' (2) + ('x' (2) + null 1); + 32
    expect(documentSize('c', 'id', { a: 'hello', n: 1, b: true, m: { x: null } })).toBe(2 + 3 + 16 + 8 + 10 + 3 + 5 + 32);
  });

  it('refuses undefined, nested arrays, non-finite numbers, class instances and over-deep nesting', () => {
    expect(refusal(() => assertStorable('c', 'i', { a: { b: undefined } })).message).toContain("'a.b' is undefined");
    expect(refusal(() => assertStorable('c', 'i', { a: [1, [2]] })).message).toContain('array inside an array');
    expect(refusal(() => assertStorable('c', 'i', { a: Number.NaN })).message).toContain('finite');
    expect(refusal(() => assertStorable('c', 'i', { a: new Map() })).code).toBe('invalid');
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 20; i++) deep = { d: deep };
    expect(refusal(() => assertStorable('c', 'i', deep)).message).toContain('deeper than 20');
  });

  it('keeps JSON values, dates, and maps inside arrays', () => {
    expect(() => assertStorable('c', 'i', { a: [{ b: [1, 'x', null, true] }], at: new Date(0), n: -1.5 })).not.toThrow();
  });
});

describe('countTxWrite', () => {
  it('counts up to 500 writes and refuses the 501st', () => {
    expect(countTxWrite(499)).toBe(500);
    expect(refusal(() => countTxWrite(500)).message).toContain('at most 500');
  });
});
