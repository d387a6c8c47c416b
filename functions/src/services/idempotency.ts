import { createHash } from 'node:crypto';
import { conflict, badRequest } from '../lib/errors';
import { IDEMPOTENCY } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import type { TxStore } from '../ports';

/**
 * Idempotency-Key support for writes that create things. The key's record is
 * read and written in the same transaction as the thing it creates, so a
 * retried or parallel request either sees the finished reply or waits its turn.
 */
export interface IdempotencyRecord {
  [key: string]: unknown;
  bodyHash: string;
  status: number;
  reply: unknown;
  createdAt: string;
}

export const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY_PATTERN.test(header)) throw badRequest('Idempotency-Key must be 8 to 128 letters, digits, - or _');
  return header;
}

/** A stable hash of a JSON body: key order does not matter. */
export function bodyHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

const docId = (scope: string, key: string) => `${scope}_${key}`;

/** Inside a transaction: the earlier reply for this key, null when it is new, 409 when the key was used with another body. */
export async function replayed(tx: TxStore, scope: string, key: string, hash: string): Promise<IdempotencyRecord | null> {
  const record = await tx.get<IdempotencyRecord>(IDEMPOTENCY, docId(scope, key));
  if (!record) return null;
  if (record.bodyHash !== hash) throw conflict('This Idempotency-Key was already used with a different request');
  return record;
}

export function remember(tx: TxStore, scope: string, key: string, record: IdempotencyRecord): void {
  tx.create(IDEMPOTENCY, docId(scope, key), { ...record, expireAt: expiresAfter(record.createdAt, RETENTION.idempotencyMs) });
}
