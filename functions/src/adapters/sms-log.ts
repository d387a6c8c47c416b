import { DEV_OUTBOX } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import type { Clock, DocStore, SmsSender, SmsTo } from '../ports';
import { log } from '../lib/log';

export const OUTBOX = DEV_OUTBOX;

let lastSeq = 0;
/**
 * Orders the outbox newest first even when two messages share a timestamp (a
 * test clock that stands still): real microseconds, strictly increasing here.
 */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

/** Local and emulator SMS: every message goes to the dev outbox (a collection) and the log. */
export class LogSms implements SmsSender {
  readonly kind = 'log' as const;
  constructor(
    private readonly store: DocStore,
    private readonly clock: Clock,
  ) {}

  async send(to: SmsTo, text: string): Promise<void> {
    const now = this.clock.now();
    const expireAt = expiresAfter(now, RETENTION.outboxMs);
    // Kept by the 10-digit phone, which GET /api/dev/outbox?phone= looks up; the number shows where a real text would have gone.
    await this.store.create(OUTBOX, this.store.newId(), { phone: to.phone, number: to.number, text, sentAt: now.toISOString(), seq: nextSeq(), expireAt });
    log.info('sms to dev outbox', { phone: to.phone, number: to.number, text });
  }
}
