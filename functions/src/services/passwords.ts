import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { SCRYPT_COST, formatPasswordHash, readPasswordHash, type ScryptCost } from '../domain/passwords';

/**
 * Each hash at the OWASP cost holds 128 MiB, and the function has 512 MiB: at
 * most two run at once per instance, the others wait their turn.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );

const KEY_LENGTH = 32;

function costOptions(cost: ScryptCost): ScryptOptions {
  return { N: cost.N, r: cost.r, p: cost.p, maxmem: 128 * cost.N * cost.r * 2 };
}

/** A new salted scrypt hash of the password, in the stored form of domain/passwords.ts. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, costOptions(cost));
  return formatPasswordHash(cost, salt.toString('base64url'), key.toString('base64url'));
}

/** True when the password is the one the stored hash was made from; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = readPasswordHash(stored);
  if (!parts) return false;
  const expected = Buffer.from(parts.key, 'base64url');
  const key = await scrypt(password, Buffer.from(parts.salt, 'base64url'), expected.length, costOptions(parts.cost));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
