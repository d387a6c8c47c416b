import { z } from 'zod';
import { DLT_VARIABLE_LIMIT, SMS_KINDS, longestTextLink, smsTemplateVariable, type SmsKind } from './domain/notifications';

/**
 * The deployed SMS gateway, read from the function's environment (functions/.env.<project>, which
 * `firebase deploy` sets on the function) and parsed once at start: a deployed function with a missing
 * gateway URL or template id refuses to start, saying what to set, instead of answering 503 at the first order.
 * - dlt: an Indian DLT gateway (MSG91's Flow API): sender id, a registered template id per kind of text, its variables;
 * - generic: one JSON POST of {to, from, text} with a bearer key, for providers outside India.
 */
export const SMS_PROVIDERS = ['dlt', 'generic'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export interface SmsConfig {
  provider: SmsProvider;
  url: string;
  sender: string;
  /** dlt: the template id registered for each kind of text. */
  templates: Record<SmsKind, string>;
  /** dlt: the ids registered for the Gujarati and Hindi bodies (SMS_TEMPLATE_<KIND>_GU, _HI), where they are set. */
  localTemplates?: Partial<Record<'gu' | 'hi', Partial<Record<SmsKind, string>>>>;
}

const Base = z.object({
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: `SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}` }).default('dlt'),
  SMS_GATEWAY_URL: z
    .string({ error: 'SMS_GATEWAY_URL is not set: the address the gateway takes messages at' })
    .trim()
    .refine((u) => /^https:\/\/[^\s/]+/.test(u), 'SMS_GATEWAY_URL must be an https:// address'),
  SMS_SENDER: z.string({ error: 'SMS_SENDER is not set: the sender id (for DLT, the 6-letter header registered for the restaurant)' }).trim().min(1),
});

/** What is wrong with the SMS settings in `env`, one line each; empty when a deployed function can text. */
export function smsConfigProblems(env: Record<string, string | undefined>): string[] {
  const parsed = Base.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== '')));
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const provider = parsed.success ? parsed.data.SMS_PROVIDER : env.SMS_PROVIDER?.trim() || 'dlt';
  if (provider === 'dlt') {
    const sender = env.SMS_SENDER?.trim();
    if (sender && !/^[A-Z]{6}$/.test(sender)) problems.push(`SMS_SENDER=${sender} is not a DLT header: 6 capital letters`);
    const domain = env.SMS_LINK_DOMAIN?.trim();
    if (!domain) problems.push("SMS_LINK_DOMAIN is not set: the site's domain, as whitelisted on the DLT portal, that texts link to");
    else {
      const link = longestTextLink({ identity: { siteUrl: `https://${domain}` } });
      if (link.length > DLT_VARIABLE_LIMIT) {
        problems.push(
          `SMS_LINK_DOMAIN=${domain} makes links like ${link} (${link.length} characters), longer than a DLT variable's ${DLT_VARIABLE_LIMIT}: operators would scrub every text with a link. Use a shorter domain of the site`,
        );
      }
    }
    for (const kind of SMS_KINDS) {
      const name = smsTemplateVariable(kind);
      if (!env[name]?.trim()) problems.push(`${name} is not set: the DLT template id registered for the ${kind} text`);
    }
  }
  return problems;
}

export class SmsConfigError extends Error {}

/** The SMS settings a deployed function texts with; throws listing every problem, and how to fix them. */
export function readSmsConfig(env: Record<string, string | undefined> = process.env): SmsConfig {
  const problems = smsConfigProblems(env);
  if (problems.length) {
    throw new SmsConfigError(
      `The SMS gateway is not configured, so no code or message could be texted:\n  ${problems.join('\n  ')}\n` +
        'Set them in functions/.env.<project> (see functions/.env.example and docs/deploy.md, step 10) and deploy again.',
    );
  }
  const data = Base.parse(env);
  const templates = Object.fromEntries(SMS_KINDS.map((kind) => [kind, env[smsTemplateVariable(kind)]?.trim() ?? ''])) as Record<SmsKind, string>;
  const localTemplates = Object.fromEntries(
    (['gu', 'hi'] as const).map((lang) => [
      lang,
      Object.fromEntries(
        SMS_KINDS.flatMap((kind) => (env[smsTemplateVariable(kind, lang)]?.trim() ? [[kind, env[smsTemplateVariable(kind, lang)]!.trim()]] : [])),
      ),
    ]),
  );
  return { provider: data.SMS_PROVIDER, url: data.SMS_GATEWAY_URL, sender: data.SMS_SENDER, templates, localTemplates };
}
