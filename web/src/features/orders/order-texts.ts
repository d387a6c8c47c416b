import type { Translate } from '@/i18n';
import english from '@/i18n/messages/en/order';

/** The order's messages that also come, in English, from shared code (the order schema's checks, the payment's states). */
const KNOWN = [
  'emptyOrder',
  'requiredFields',
  'badPhone',
  'offline',
  'placeFailed',
  'priceChanged',
  'payNotCompleted',
  'payUnavailable',
  'payCannotOpen',
  'payConfirmFailed',
  'payExpired',
  'payPaid',
  'payCounterFailed',
] as const;

/**
 * A message in the page's language when it is one of the order's own English texts (the form's checks share the API's
 * schema, whose words are English); any other text (a server's reply) as it came.
 */
export function localizeOrderText(message: string, t: Translate<'order'>): string {
  const key = KNOWN.find((k) => english[k] === message);
  return key ? t(key) : message;
}
