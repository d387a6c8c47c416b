import { OTP_SENDS } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { tooMany } from '../lib/errors';
import type { TxStore } from '../ports';

/** OTP sends a phone may receive in an hour, across registration, orders, reservations and resends. */
export const SENDS_PER_PHONE_PER_HOUR = 8;
const HOUR = 3600_000;

export interface SendLog {
  [key: string]: unknown;
  times: string[];
}

/** Reads a phone's send log inside a transaction (reads come before writes). */
export async function readSendLog(tx: TxStore, phone: string): Promise<SendLog> {
  const doc = await tx.get<SendLog>(OTP_SENDS, phone);
  return { times: doc?.times ?? [] };
}

/** Records one more send, or refuses with 429 when the phone had too many in the last hour. */
export function recordSend(tx: TxStore, phone: string, log: SendLog, now: Date): void {
  const recent = log.times.filter((t) => now.getTime() - Date.parse(t) < HOUR);
  if (recent.length >= SENDS_PER_PHONE_PER_HOUR) {
    const oldest = Date.parse(recent[0]!);
    throw tooMany('Too many codes were sent to this phone. Please try again later.', Math.ceil((oldest + HOUR - now.getTime()) / 1000));
  }
  tx.set(OTP_SENDS, phone, { times: [...recent, now.toISOString()], expireAt: expiresAfter(now, RETENTION.otpSendsMs) });
}

/**
 * One caller's place under a limit, for work done in a transaction: checked before
 * it, counted after it commits, never inside the callback (which may run twice).
 */
export interface LimitTurn {
  check(): void;
  count(): void;
}

/**
 * A sliding-window limit kept in memory, per server instance: cheap enough to
 * put in front of every OTP send and login, per client IP.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for key; throws 429 when the key is over its limit. */
  hit(key: string, message = 'Too many requests. Please try again later.'): void {
    this.check(key, message);
    this.record(key);
  }

  /** Throws 429 when the key is at its limit, without counting a hit. */
  check(key: string, message = 'Too many requests. Please try again later.'): void {
    const t = this.now();
    const recent = this.recent(key, t);
    if (recent.length >= this.max) throw tooMany(message, Math.ceil((recent[0]! + this.windowMs - t) / 1000));
  }

  turn(key: string, message?: string): LimitTurn {
    return {
      check: () => this.check(key, message),
      count: () => this.record(key),
    };
  }

  private record(key: string): void {
    const t = this.now();
    const recent = this.recent(key, t);
    recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(t);
  }

  private recent(key: string, t: number): number[] {
    return (this.hits.get(key) ?? []).filter((x) => t - x < this.windowMs);
  }

  private prune(t: number): void {
    for (const [k, v] of this.hits) if (v.every((x) => t - x >= this.windowMs)) this.hits.delete(k);
  }
}
