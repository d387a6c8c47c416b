import { dltMatch, type SmsKind } from '../domain/notifications';
import type { SmsSender, SmsTo } from '../ports';

/** The kinds that carry a code: sent with the authentication template (a copy-code button); the rest are utility templates. */
export const CODE_KINDS: readonly SmsKind[] = ['order-code', 'booking-code', 'account-code', 'staff-invite'];

/** A kind's template name on WhatsApp Manager, as docs/texts.md asks to create it: order-confirmed is thali_order_confirmed. */
export const whatsappTemplateName = (kind: SmsKind) => `thali_${kind.replace(/-/g, '_')}`;

export interface WhatsAppConfig {
  /** The WhatsApp Business phone number's id (WhatsApp Manager > API Setup), not the number itself. */
  phoneNumberId: string;
  /** A system user's access token with whatsapp_business_messaging (Secret Manager: WHATSAPP_TOKEN). */
  token: string;
  /** The templates' language code, as they were created: "en" or "en_US". */
  language: string;
  /** The authentication template's name (one for every code). */
  codeTemplate: string;
  /** Graph API version, e.g. v21.0. */
  apiVersion: string;
  timeoutMs?: number;
}

const textParams = (values: string[]) => values.map((text) => ({ type: 'text', text }));

/** The Cloud API body of one template message: a code goes in the authentication template, every other text in its kind's utility template. */
export function whatsappMessage(config: Pick<WhatsAppConfig, 'language' | 'codeTemplate'>, to: SmsTo, text: string, kind: SmsKind) {
  const match = dltMatch(kind, text);
  if (!match) throw new Error(`The ${kind} text does not match its registered template`);
  const vars = match.vars;
  // Each language's templates are created under the same name in that language (gu, hi); English under the configured code.
  const language = { code: match.lang === 'en' ? config.language : match.lang };
  const template = CODE_KINDS.includes(kind)
    ? {
        name: config.codeTemplate,
        language,
        // The code is the first variable of every code text; the copy-code button carries it too.
        components: [
          { type: 'body', parameters: textParams([vars[0]!]) },
          { type: 'button', sub_type: 'url', index: '0', parameters: textParams([vars[0]!]) },
        ],
      }
    : { name: whatsappTemplateName(kind), language, components: [{ type: 'body', parameters: textParams(vars) }] };
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.number.replace(/^\+/, ''), type: 'template', template };
}

/**
 * Texts by the WhatsApp Business Cloud API: POST graph.facebook.com/{version}/{phone-number-id}/messages with a
 * template message and the bearer token. The API answers 200 with the message's id once it has taken it; a refusal
 * (a number without WhatsApp is reported later, by the webhook) is an error reply, which the caller may answer with an SMS.
 */
export class WhatsAppCloud implements SmsSender {
  readonly kind = 'gateway' as const;
  constructor(
    private readonly config: () => WhatsAppConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(to: SmsTo, text: string, kind: SmsKind): Promise<void> {
    const config = this.config();
    const res = await this.fetchImpl(`https://graph.facebook.com/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
      body: JSON.stringify(whatsappMessage(config, to, text, kind)),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    const reply = (await res.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
    if (!res.ok || !reply?.messages?.[0]?.id) {
      throw new Error(`WhatsApp answered ${res.status}: ${reply?.error?.message ?? 'no message id'}${reply?.error?.code ? ` (code ${reply.error.code})` : ''}`);
    }
  }
}
