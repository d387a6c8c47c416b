import { createHash } from 'node:crypto';
import { NEWSLETTER } from '../domain/collections';
import { normalizeEmail, type NewsletterDoc } from '../domain/newsletter';
import type { Clock, DocStore } from '../ports';

export interface SubscribeResult {
  email: string;
  /** false when the address was already on the list: nothing was written. */
  created: boolean;
}

/**
 * The document id of an address: a hash of its normalised form, so that a repeat
 * in another case lands on the same document and ids never carry characters
 * Firestore forbids.
 */
export const subscriberKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** Adds an address to the newsletter list once; a repeat changes nothing (DECISIONS 14). */
export async function subscribe(deps: { store: DocStore; clock: Clock }, email: string): Promise<SubscribeResult> {
  const normalized = normalizeEmail(email);
  const key = subscriberKey(normalized);
  return deps.store.transaction(async (tx) => {
    const existing = await tx.get<NewsletterDoc>(NEWSLETTER, key);
    if (existing) return { email: normalized, created: false };
    const doc: NewsletterDoc = { email: normalized, createdAt: deps.clock.now().toISOString() };
    tx.create(NEWSLETTER, key, doc);
    return { email: normalized, created: true };
  });
}
