import { TTL_COLLECTIONS } from '../domain/expiry';
import { log } from '../lib/log';
import type { Clock, DocStore } from '../ports';

const HOUR = 3600_000;

export interface SweepOptions {
  collections?: readonly string[];
  /** Documents deleted per transaction. */
  batchSize?: number;
}

/** The embedded store's stand-in for Firestore's TTL service (SqliteStore.deleteExpired). */
interface SweepableStore {
  deleteExpired(collection: string, now: Date, limit: number): Promise<number>;
}

/**
 * Deletes every document of the TTL collections whose expireAt has passed,
 * a batch at a time, and says how many went from each.
 *
 * Embedded store only. Deployed, Firestore's TTL policies do this, and
 * firestore.indexes.json exempts expireAt from indexing (as TTL fields should
 * be), so Firestore would refuse a query on it: no code path may filter or
 * order on expireAt (the embedded store refuses that too).
 */
export async function sweepExpired(store: DocStore, now: Date, options: SweepOptions = {}): Promise<Record<string, number>> {
  const sweepable = store as DocStore & Partial<SweepableStore>;
  if (store.kind !== 'sqlite' || !sweepable.deleteExpired) {
    throw new Error('Only the embedded store is swept: Firestore deletes expired documents with TTL policies');
  }
  const { collections = TTL_COLLECTIONS, batchSize = 200 } = options;
  const deleted: Record<string, number> = {};
  for (const collection of collections) {
    deleted[collection] = 0;
    for (;;) {
      // One statement reads and deletes, so that a record renewed meanwhile (a new send to the phone) is kept.
      const n = await sweepable.deleteExpired(collection, now, batchSize);
      deleted[collection] += n;
      if (n < batchSize) break;
    }
  }
  return deleted;
}

/**
 * Sweeps now and then every hour, at the store's clock. The timer never keeps
 * the process alive, and a failed sweep is logged and tried again next time.
 * Returns a function that stops the timer.
 */
export function startExpirySweeps(store: DocStore, clock: Clock, everyMs = HOUR): () => void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepExpired(store, clock.now())
      .then((deleted) => {
        if (Object.values(deleted).some((n) => n > 0)) log.info('expired records swept', { deleted });
      })
      .catch((e: unknown) => log.warn('expiry sweep failed', { error: e instanceof Error ? e.message : String(e) }))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
