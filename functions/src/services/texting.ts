import type { AppDeps } from '../deps';
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
