import { describe, expect, it } from 'vitest';
import { bodyHash, parseIdempotencyKey } from './idempotency';

describe('Idempotency-Key', () => {
  it('hashes bodies the same whatever the key order, and differently when a value changes', () => {
    expect(bodyHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(bodyHash({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }));
    expect(bodyHash({ items: [1, 2] })).not.toBe(bodyHash({ items: [2, 1] }));
  });

  it('takes a missing key as none, and refuses a malformed one with 400', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey('3f2b8c1e-7a4d-4e8b-9c1a-2b3c4d5e6f70')).toBe('3f2b8c1e-7a4d-4e8b-9c1a-2b3c4d5e6f70');
    expect(() => parseIdempotencyKey('short')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parseIdempotencyKey('has spaces in it!')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
