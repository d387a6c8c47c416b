import type { Clock, DocStore, SmsSender } from '../ports';
import { log } from '../lib/log';

export const OUTBOX = 'dev_outbox';

/** Local and emulator SMS: every message goes to the dev outbox (a collection) and the log. */
export class LogSms implements SmsSender {
  readonly kind = 'log' as const;
  constructor(
    private readonly store: DocStore,
    private readonly clock: Clock,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const sentAt = this.clock.now().toISOString();
    await this.store.create(OUTBOX, this.store.newId(), { phone, text, sentAt });
    log.info('sms to dev outbox', { phone, text });
  }
}
