const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, like Firestore's auto ids. */
export function newDocId(random: (n: number) => Buffer): string {
  const bytes = random(40);
  let id = '';
  for (const b of bytes) {
    // 248 = 4 * 62: rejecting bytes above it keeps the choice uniform.
    if (b < 248) id += ALPHABET[b % 62];
    if (id.length === 20) return id;
  }
  return id + newDocId(random).slice(0, 20 - id.length);
}

/** Firestore bills a query one read per document returned, and at least one. */
export const billedQueryReads = (returned: number) => Math.max(1, returned);

/** Firestore bills an aggregation one read per 1,000 index entries matched, and at least one. */
export const billedAggregateReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));
