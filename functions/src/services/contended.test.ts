import { describe, expect, it } from 'vitest';
import { StoreError, type DocStore, type TxStore } from '../ports';
import { counterTransaction, retryContended } from './contended';

const QUICK = { attempts: 3, firstWaitMs: 1, maxWaitMs: 2 };
const aborted = () => new StoreError('aborted', 'transaction met too much contention');

describe('a transaction on hot documents', () => {
  it('when contention aborts it, is tried again until it commits', async () => {
    let tries = 0;
    const result = await retryContended(async () => {
      tries += 1;
      if (tries < 3) throw aborted();
      return 'confirmed';
    }, QUICK);

    expect([result, tries]).toEqual(['confirmed', 3]);
  });

  it('when it is still aborted after the last try, fails as aborted (the API answers busy)', async () => {
    let tries = 0;
    const run = retryContended(async () => {
      tries += 1;
      throw aborted();
    }, QUICK);

    await expect(run).rejects.toMatchObject({ code: 'aborted' });
    expect(tries).toBe(3);
  });

  it('when it fails for another reason (a wrong code, a missing order), is not tried again', async () => {
    let tries = 0;
    const run = retryContended(async () => {
      tries += 1;
      throw new StoreError('not-found', 'orders/x does not exist');
    }, QUICK);

    await expect(run).rejects.toMatchObject({ code: 'not-found' });
    expect(tries).toBe(1);
  });

  it('when guests confirm and staff move orders at once, each transaction on the counters starts after the previous one has finished, and one that fails does not hold up the rest', async () => {
    const log: string[] = [];
    const store: Pick<DocStore, 'transaction'> = { transaction: (fn) => fn({} as TxStore) };
    const confirm = (name: string, fail = false) =>
      counterTransaction(store, async () => {
        log.push(`${name} starts`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`${name} ends`);
        if (fail) throw new Error(`${name} refused`);
        return name;
      });

    const results = await Promise.allSettled([confirm('a'), confirm('b', true), confirm('c')]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });
});
