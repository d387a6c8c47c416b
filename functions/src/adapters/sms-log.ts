import { DEV_OUTBOX } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import type { TextChannel } from '../domain/notifications';
import { textLanguage } from '../domain/languages';
import { smsSize } from '../domain/sms-segments';
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
    private readonly channel: TextChannel = 'sms',
  ) {}

  async send(to: SmsTo, text: string): Promise<void> {
    const now = this.clock.now();
    const expireAt = expiresAfter(now, RETENTION.outboxMs);
    // Kept by the 10-digit phone, which GET /api/dev/outbox?phone= looks up; the number shows where a real text would have gone.
    // Its language and what it costs as an SMS (segments, GSM-7 or UCS-2), which the dev outbox shows beside it.
    const { encoding, segments } = smsSize(text);
    const lang = textLanguage(text);
    const message = {
      phone: to.phone,
      number: to.number,
      channel: this.channel,
      text,
      lang,
      encoding,
      segments,
      sentAt: now.toISOString(),
      seq: nextSeq(),
      expireAt,
    };
    await this.store.create(OUTBOX, this.store.newId(), message);
    log.info(`${this.channel} to dev outbox`, { phone: to.phone, number: to.number, lang, segments, text });
  }
}

/**
 * Local and emulator WhatsApp, the fake of adapters/whatsapp-cloud.ts: each message goes to the dev outbox as channel
 * 'whatsapp'. A test (or POST /api/dev/whatsapp) makes it fail, as the Cloud API refuses a number without WhatsApp.
 */
export class LogWhatsApp extends LogSms {
  private failure: string | null = null;
  constructor(store: DocStore, clock: Clock) {
    super(store, clock, 'whatsapp');
  }

  /** From now on every send fails with this reason; null: they go through again. */
  failWith(reason: string | null): void {
    this.failure = reason;
  }

  get failing(): string | null {
    return this.failure;
  }

  override async send(to: SmsTo, text: string): Promise<void> {
    if (this.failure) throw new Error(`WhatsApp answered 400: ${this.failure}`);
    await super.send(to, text);
  }
}
