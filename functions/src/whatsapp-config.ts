import type { WhatsAppConfig } from './adapters/whatsapp-cloud';

/** The Graph API version the WhatsApp adapter speaks unless WHATSAPP_API_VERSION names another. */
export const WHATSAPP_API_VERSION = 'v21.0';

/**
 * WhatsApp's settings, read from the function's environment (functions/.env.<project>) and its token secret: null
 * until both the phone number id and a token are set, and Settings then refuse the WhatsApp channels (docs/texts.md).
 * A token of "none" is the placeholder a deploy needs while WhatsApp is not set up: every bound secret must exist.
 */
export function readWhatsAppConfig(env: Record<string, string | undefined>, token: string | undefined): WhatsAppConfig | null {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const secret = token?.trim();
  if (!phoneNumberId || !secret || secret.toLowerCase() === 'none') return null;
  return {
    phoneNumberId,
    token: secret,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'en',
    codeTemplate: env.WHATSAPP_CODE_TEMPLATE?.trim() || 'thali_code',
    apiVersion: env.WHATSAPP_API_VERSION?.trim() || WHATSAPP_API_VERSION,
  };
}
