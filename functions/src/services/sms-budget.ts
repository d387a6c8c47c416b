import { z } from 'zod';
import type { AppDeps } from '../deps';
import { SETTINGS, SMS_BUDGET } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { restaurantDate } from '../domain/time';
import { AppError } from '../lib/errors';
import type { TxStore } from '../ports';
import { readSettings } from './settings';

/** settings/sms: the site-wide SMS budget. Until an admin saves one, the defaults below apply. */
export const SMS_SETTINGS_ID = 'sms';
/**
 * Sized for a busy restaurant: texts ≈ 3.5 × (orders + bookings) a day (a code, sometimes a resend, a
 * confirmation and a ready or reminder text each); 300 orders and 50 bookings make about 1,230, the dinner
 * hour about a sixth of them. The caps leave a fifth of headroom above that (README, Abuse limits).
 */
export const SMS_BUDGET_DEFAULTS = { dailyCap: 1500, hourlyCap: 250 } as const;

const SmsCaps = z.object({
  dailyCap: z
    .number({ error: 'dailyCap must be a whole number from 1 to 100000' })
    .int('dailyCap must be a whole number from 1 to 100000')
    .min(1, 'dailyCap must be a whole number from 1 to 100000')
    .max(100_000, 'dailyCap must be a whole number from 1 to 100000'),
  hourlyCap: z
    .number({ error: 'hourlyCap must be a whole number from 1 to 100000' })
    .int('hourlyCap must be a whole number from 1 to 100000')
    .min(1, 'hourlyCap must be a whole number from 1 to 100000')
    .max(100_000, 'hourlyCap must be a whole number from 1 to 100000'),
});

/** What an admin may save: each cap in range, and no hour allowed more than the whole day. */
export const SmsSettingsInput = SmsCaps.refine((c) => c.hourlyCap <= c.dailyCap, {
  path: ['hourlyCap'],
  message: 'The hourly cap must not be above the daily cap: no hour can send more texts than the whole day',
});
export type SmsSettings = z.infer<typeof SmsSettingsInput>;

/** sms_budget/{YYYY-MM-DD}, the restaurant's day: texts sent in it, and per UTC hour ("00".."23"). */
export interface SmsDayDoc {
  [key: string]: unknown;
  date: string;
  count: number;
  hours: Record<string, number>;
  /** Kept a week, for the dashboard's history. */
  expireAt: Date;
}

export interface SmsBudget {
  settings: SmsSettings;
  day: SmsDayDoc;
  /** The restaurant's phone (Settings), read only once the budget is spent: the refusal asks the guest to call it. */
  callUs: string | null;
}

export const smsBudgetMessage = (phone: string) => `We can't send text messages right now. Please call us at ${phone} to order or book.`;
export const smsBudgetReached = (phone: string) => new AppError('sms_unavailable', smsBudgetMessage(phone), { smsBudgetReached: true, phone });

const hourOf = (now: Date) => now.toISOString().slice(11, 13);

function settingsFrom(doc: Record<string, unknown> | null): SmsSettings {
  // Caps saved before the hourly one had to fit in the daily one still hold as they were.
  const parsed = SmsCaps.safeParse({ dailyCap: doc?.dailyCap, hourlyCap: doc?.hourlyCap });
  return parsed.success ? parsed.data : { ...SMS_BUDGET_DEFAULTS };
}

/**
 * Reads the caps and today's count inside a transaction (two reads). "Today" is the
 * restaurant's, in the settings' time zone: pass it when the caller has the settings,
 * or one more read fetches them. When the budget is spent, the restaurant's phone is
 * read too, for the refusal.
 */
export async function readSmsBudget(tx: TxStore, now: Date, timeZone?: string): Promise<SmsBudget> {
  const known = timeZone === undefined ? await readSettings(tx) : null;
  const date = restaurantDate(now, timeZone ?? known!.locale.timeZone);
  const settings = settingsFrom(await tx.get(SETTINGS, SMS_SETTINGS_ID));
  const doc = await tx.get<SmsDayDoc>(SMS_BUDGET, date);
  const day: SmsDayDoc = { date, count: doc?.count ?? 0, hours: doc?.hours ?? {}, expireAt: expiresAfter(now, RETENTION.smsBudgetMs) };
  const callUs = budgetAllows({ settings, day }, now) ? null : (known ?? (await readSettings(tx))).identity.phone;
  return { settings, day, callUs };
}
/** True when one more text fits under both caps. */
export function budgetAllows(b: Pick<SmsBudget, 'settings' | 'day'>, now: Date): boolean {
  return b.day.count < b.settings.dailyCap && (b.day.hours[hourOf(now)] ?? 0) < b.settings.hourlyCap;
}

/** Reserves one text in the same transaction that decides to send it, or refuses with 503: parallel senders can't exceed the caps. */
export function reserveText(tx: TxStore, b: SmsBudget, now: Date): void {
  if (!budgetAllows(b, now)) throw smsBudgetReached(b.callUs!);
  const h = hourOf(now);
  const day: SmsDayDoc = { ...b.day, count: b.day.count + 1, hours: { ...b.day.hours, [h]: (b.day.hours[h] ?? 0) + 1 } };
  tx.set(SMS_BUDGET, b.day.date, day);
}

export interface SmsBudgetView extends SmsSettings {
  date: string;
  sentToday: number;
  sentThisHour: number;
  reached: boolean;
  /** 80% of the day's or the hour's cap is used: time to raise it before guests are turned away. */
  nearing: boolean;
}

/** The share of a cap at which the dashboard warns. */
export const SMS_BUDGET_WARN_AT = 0.8;

/** Refuses with 503 when the site's budget is spent, before a route that may text does anything else. */
export async function refuseWhenBudgetSpent(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  const b = await deps.store.transaction((tx) => readSmsBudget(tx, now));
  if (!budgetAllows(b, now)) throw smsBudgetReached(b.callUs!);
}

/** The dashboard's figure: texts sent today against the cap, and whether texting is stopped. */
export async function smsBudgetView(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<SmsBudgetView> {
  const now = deps.clock.now();
  const b = await deps.store.transaction((tx) => readSmsBudget(tx, now));
  const sentThisHour = b.day.hours[hourOf(now)] ?? 0;
  const nearing = b.day.count >= SMS_BUDGET_WARN_AT * b.settings.dailyCap || sentThisHour >= SMS_BUDGET_WARN_AT * b.settings.hourlyCap;
  return { ...b.settings, date: b.day.date, sentToday: b.day.count, sentThisHour, reached: !budgetAllows(b, now), nearing };
}

/** An admin sets the caps; the change is audited in the same transaction. */
export async function saveSmsSettings(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  input: SmsSettings,
  audit: (tx: TxStore, before: SmsSettings) => void,
): Promise<SmsBudgetView> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const before = settingsFrom(await tx.get(SETTINGS, SMS_SETTINGS_ID));
    tx.set(SETTINGS, SMS_SETTINGS_ID, { ...input, updatedAt: now.toISOString() });
    audit(tx, before);
  });
  return smsBudgetView(deps);
}
