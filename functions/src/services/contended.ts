import { setTimeout as sleep } from 'node:timers/promises';
import { StoreError } from '../ports';

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

let confirmations: Promise<unknown> = Promise.resolve();

/**
 * Runs a guest's confirmation (a right code, an online payment), which takes the day's token, counts in the
 * report day and may take an invoice number, after this instance's previous one has finished, and tries it
 * again when another instance's contends with it. Within an instance confirmations never meet on those
 * documents; across instances (at most API_SCALE.maxInstances) the retry settles them. A confirmation's
 * transaction takes tens of milliseconds, so the queue holds hundreds a minute (docs/counters.md).
 */
export function confirmOneAtATime<R>(transaction: () => Promise<R>): Promise<R> {
  const run = confirmations.then(() => retryContended(transaction));
  confirmations = run.catch(() => undefined);
  return run;
}
