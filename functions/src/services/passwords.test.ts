import { describe, expect, it } from 'vitest';
import { SCRYPT_COST, isPasswordHash } from '../domain/passwords';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with scrypt at the OWASP cost (N=2^17, r=8, p=1) and a random salt', async () => {
    const a = await hashPassword('thali-secret');
    const b = await hashPassword('thali-secret');
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(a).not.toBe(b);
    expect(a).not.toContain('thali-secret');
  });

  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('thali-secret', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('thali-secret', stored)).toBe(true);
    expect(await verifyPassword('thali-Secret', stored)).toBe(false);
    expect(await verifyPassword('thali-secret', 'plain-text')).toBe(false);
  });
});

describe('password hashing under load', () => {
  it('many hashes started at once all complete (they queue for a slot), each verifiable', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`pw-${i}`, cheap)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(`pw-${i}`, h)));
    expect(checks).toEqual(Array(6).fill(true));
    expect(hashes.every(isPasswordHash)).toBe(true);
    expect(isPasswordHash('local-unused')).toBe(false);
  });
});
