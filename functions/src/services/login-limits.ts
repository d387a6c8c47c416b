import { expiresAfter, RETENTION } from '../domain/expiry';
import { tooMany } from '../lib/errors';
import type { DocStore } from '../ports';

export interface FailureLog {
  [key: string]: unknown;
  times: string[];
}

export const tooManyFailures = (retryAfterSeconds: number) =>
  tooMany(`Too many failed login attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`, Math.max(1, retryAfterSeconds));

/**
 * Failed logins counted in memory per key (a client IP): only failures count,
 * so a person who types their password right is never slowed down.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Throws 429 while key has max failures inside the window. */
  check(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.max) throw tooManyFailures(Math.ceil((recent[0]! + this.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) {
      for (const k of this.failures.keys()) if (this.recent(k).length === 0) this.failures.delete(k);
    }
  }

  private recent(key: string): number[] {
    const t = this.now();
    return (this.failures.get(key) ?? []).filter((x) => t - x < this.windowMs);
  }
}

/**
 * Failed logins kept in the store (login_failures/{key}), so that the limit on
 * a phone holds across restarts and across function instances.
 */
export class DurableFailureLimiter {
  constructor(
    private readonly store: DocStore,
    private readonly collection: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 while key has max failures inside the window; otherwise tells whether any failure is on record. */
  async check(key: string): Promise<boolean> {
    const doc = await this.store.get<FailureLog>(this.collection, key);
    const recent = this.recent(doc?.times ?? []);
    if (recent.length >= this.max) throw tooManyFailures(Math.ceil((Date.parse(recent[0]!) + this.windowMs - this.now().getTime()) / 1000));
    return doc !== null;
  }

  async fail(key: string): Promise<void> {
    const now = this.now();
    // The record matters for one window after the last failure; it may hold a phone, so never more than a day.
    const expireAt = expiresAfter(now, Math.min(this.windowMs, RETENTION.loginFailuresMaxMs));
    await this.store.transaction(async (tx) => {
      const doc = await tx.get<FailureLog>(this.collection, key);
      tx.set(this.collection, key, { times: [...this.recent(doc?.times ?? []), now.toISOString()].slice(-this.max), expireAt });
    });
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(this.collection, key);
  }

  private recent(times: string[]): string[] {
    const t = this.now().getTime();
    return times.filter((x) => t - Date.parse(x) < this.windowMs);
  }
}
