import type { AppDeps } from '../deps';
import { mobileRefusal } from '../domain/phone';
import { badRequest } from '../lib/errors';
import { smsNumber, type Settings } from '../domain/settings';
import type { SmsTo } from '../ports';
import type { SmsKind, TextChannel } from '../domain/notifications';
import { log } from '../lib/log';
import { WHATSAPP_NOT_SET_UP, readSettings } from './settings';
import { readSmsBudget, reserveText } from './sms-budget';

/**
 * Where a text to a guest's 10-digit phone goes: the country code from Settings in front.
 * One read of the settings, unless the caller already holds them.
 */
export async function smsTo(deps: Pick<AppDeps, 'store'>, phone: string, settings?: Pick<Settings, 'locale'>): Promise<SmsTo> {
  const s = settings ?? (await readSettings(deps.store));
  return { phone, number: smsNumber(s, phone) };
}

/** Refuses, as a bad phone field, a number that can't take texts under the settings' country code (1234567890 for +91). */
export function refuseNonMobile(settings: Pick<Settings, 'locale'>, phone: string): void {
  const why = mobileRefusal(phone, settings.locale.smsCountryCode);
  if (why) throw badRequest(why, { field: 'phone' });
}

/**
 * Sends one text on the channel Settings choose, and says which one took it. 'whatsapp-then-sms': when WhatsApp can't
 * deliver (its send fails), exactly one SMS goes instead, counted against the SMS budget in a transaction of its own;
 * 'whatsapp': a failure is the caller's, as an SMS's is (a guest text is retried, a code is resent).
 */
export async function sendText(
  deps: Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>,
  settings: Pick<Settings, 'texts' | 'locale'>,
  to: SmsTo,
  text: string,
  kind: SmsKind,
): Promise<TextChannel> {
  const choice = settings.texts.channel;
  if (choice === 'sms') {
    await deps.sms.send(to, text, kind);
    return 'sms';
  }
  try {
    if (!deps.whatsapp) throw new Error(WHATSAPP_NOT_SET_UP);
    await deps.whatsapp.send(to, text, kind);
    return 'whatsapp';
  } catch (e) {
    if (choice !== 'whatsapp-then-sms') throw e;
    log.warn('WhatsApp could not deliver; one SMS instead', { kind, error: e instanceof Error ? e.message : String(e) });
    const now = deps.clock.now();
    await deps.store.transaction(async (tx) => reserveText(tx, await readSmsBudget(tx, now, settings.locale.timeZone, 'sms', text), now));
    await deps.sms.send(to, text, kind);
    return 'sms';
  }
}
