import { setTimeout as sleep } from 'node:timers/promises';
import { StoreError, type DocStore, type TxStore } from '../ports';

/**
 * How a transaction on a hot document (the day's token counter, the report day, the year's invoice
 * counter) is tried again when contention aborts it: Firestore's client already tries 5 times, then
 * answers ABORTED, which the API would send to the guest as 503 busy. Waits are random up to a cap that
 * doubles ("full jitter"), so the instances' confirmations spread out instead of meeting again.
 */
export const CONTENDED_RETRY = { attempts: 6, firstWaitMs: 200, maxWaitMs: 4000 } as const;

/** Runs `transaction` (a whole store.transaction call) again while it is aborted for contention; nothing was written by an aborted one. */
export async function retryContended<R>(
  transaction: () => Promise<R>,
  policy: { attempts: number; firstWaitMs: number; maxWaitMs: number } = CONTENDED_RETRY,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (e) {
      if (!(e instanceof StoreError && e.code === 'aborted') || attempt >= policy.attempts) throw e;
      await sleep(Math.random() * Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** (attempt - 1)));
    }
  }
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * A transaction that takes the hot counters (the day's token, the report day, the year's invoice number):
 * a guest's confirmation (a right code, an online payment), an order taken at the counter, a status change,
 * a void, a printed bill. It runs after this instance's previous one has finished, so that within an
 * instance they never meet on those documents, and is tried again when another instance's aborts it
 * (`api` runs at most API_SCALE.maxInstances). Each takes tens of milliseconds, so one instance runs
 * several a second (docs/counters.md). It wraps exactly one transaction, and a transaction can't start
 * another, so the queue never waits on itself.
 */
export function counterTransaction<R>(store: Pick<DocStore, 'transaction'>, fn: (tx: TxStore) => Promise<R>): Promise<R> {
  const run = previous.then(() => retryContended(() => store.transaction(fn)));
  previous = run.catch(() => undefined);
  return run;
}
