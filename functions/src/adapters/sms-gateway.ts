import type { SmsSender, SmsTo } from '../ports';

export interface GatewayConfig {
  /** The provider's REST endpoint for sending one message. */
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * Production SMS through a provider's REST API: one JSON POST a message,
 * authenticated with a bearer key kept in Secret Manager.
 */
export class GatewaySms implements SmsSender {
  readonly kind = 'gateway' as const;
  constructor(
    private readonly config: () => GatewayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(to: SmsTo, text: string): Promise<void> {
    const { url, apiKey, sender, timeoutMs = 10_000 } = this.config();
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ to: to.number, from: sender, text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
