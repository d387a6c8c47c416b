/** The stored form of a password hash: "scrypt$N$r$p$salt$hash", salt and hash in base64url. Hashing itself is services/passwords.ts. */

/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB a hash). */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** True when stored is a hash this app made (used to check the ADMIN_PASSWORD_HASH secret). */
export function isPasswordHash(stored: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[\w-]{16,}\$[\w-]{32,}$/.test(stored);
}

/** A hash as it is stored, from its cost, salt and key in base64url. */
export const formatPasswordHash = (cost: ScryptCost, salt: string, key: string) => ['scrypt', cost.N, cost.r, cost.p, salt, key].join('$');

/** The cost, salt and key of a stored hash; null when it is not one. */
export function readPasswordHash(stored: string): { cost: ScryptCost; salt: string; key: string } | null {
  if (!isPasswordHash(stored)) return null;
  const [, n, r, p, salt, key] = stored.split('$') as [string, string, string, string, string, string];
  return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt, key };
}
