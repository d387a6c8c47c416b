import { dltMatch, smsTemplateVariable, type SmsKind } from '../domain/notifications';
import type { SmsSender, SmsTo } from '../ports';
import type { SmsConfig } from '../sms-config';

/** A GET to the gateway's address: any HTTP answer (even 404 or 405) shows it is reachable; no message is sent. */
async function probeGateway(url: string, fetchImpl: typeof fetch): Promise<{ answering: boolean; detail: string }> {
  try {
    const res = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
    return { answering: true, detail: `${new URL(url).host} answered ${res.status}` };
  } catch (e) {
    return { answering: false, detail: `${new URL(url).host} did not answer: ${e instanceof Error ? e.message : String(e)}` };
  }
}

export interface GatewayConfig {
  /** The provider's REST endpoint for sending one message. */
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * SMS through a provider's REST API: one JSON POST a message, `{to, from, text}`,
 * authenticated with a bearer key kept in Secret Manager (providers outside India).
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

  probe() {
    return probeGateway(this.config().url, this.fetchImpl);
  }
}

export interface DltGatewayConfig extends Pick<SmsConfig, 'url' | 'sender' | 'templates' | 'localTemplates'> {
  apiKey: string;
  timeoutMs?: number;
}

/**
 * SMS in India, where every text goes out under a DLT-registered sender and template. MSG91's Flow
 * API: POST {template_id, sender, short_url, recipients: [{mobiles, VAR1, VAR2, ...}]} with the
 * `authkey` header; it answers {type: "success" | "error", message}. The variables are the text's,
 * read against its kind's registered template, so a text that drifted from its template is refused
 * here, not dropped silently by the operator.
 */
export class DltSms implements SmsSender {
  readonly kind = 'gateway' as const;
  constructor(
    private readonly config: () => DltGatewayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(to: SmsTo, text: string, kind: SmsKind): Promise<void> {
    const { url, apiKey, sender, templates, localTemplates, timeoutMs = 10_000 } = this.config();
    // The text's language names the template: each language's body is registered apart (SMS_TEMPLATE_<KIND>_GU, _HI).
    const match = dltMatch(kind, text);
    if (!match) throw new Error(`The ${kind} text does not match its registered DLT template`);
    const { lang, vars } = match;
    const templateId = lang === 'en' ? templates[kind] : localTemplates?.[lang]?.[kind];
    if (!templateId) throw new Error(`No DLT template id for the ${kind} text in ${lang}: set ${smsTemplateVariable(kind, lang)}`);
    const recipient = { mobiles: to.number.replace(/^\+/, ''), ...Object.fromEntries(vars.map((v, i) => [`VAR${i + 1}`, v])) };
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authkey: apiKey },
      body: JSON.stringify({ template_id: templateId, sender, short_url: '0', recipients: [recipient] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    // The Flow API reports a refused message (unknown template, sender not approved) with status 200.
    const reply = (await res.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (reply?.type !== 'success') throw new Error(`SMS gateway refused the ${kind} text: ${String(reply?.message ?? 'no reply')}`);
  }

  probe() {
    return probeGateway(this.config().url, this.fetchImpl);
  }
}
