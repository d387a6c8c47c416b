import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB a hash). */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function costOptions(cost: { N: number; r: number; p: number }): ScryptOptions {
  return { N: cost.N, r: cost.r, p: cost.p, maxmem: 128 * cost.N * cost.r * 2 };
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, costOptions(cost));
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when stored is a hash this module made (used to check the ADMIN_PASSWORD_HASH secret). */
export function isPasswordHash(stored: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[\w-]{16,}\$[\w-]{32,}$/.test(stored);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, salt, hash] = stored.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, costOptions({ N: Number(n), r: Number(r), p: Number(p) }));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
