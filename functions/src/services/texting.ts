import type { AppDeps } from '../deps';
import { mobileRefusal } from '../domain/phone';
import { badRequest } from '../lib/errors';
import { smsNumber, type Settings } from '../domain/settings';
import type { SmsTo } from '../ports';
import { readSettings } from './settings';

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
