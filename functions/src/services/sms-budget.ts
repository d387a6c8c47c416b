import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { SETTINGS, SMS_BUDGET } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { firstChannel, type TextChannel } from '../domain/notifications';
import { restaurantDate } from '../domain/time';
import { smsSegments } from '../domain/sms-segments';
import { AppError } from '../lib/errors';
import type { TxStore } from '../ports';
import { readSettings } from './settings';

/** settings/sms: the site-wide SMS budget. Until an admin saves one, the defaults below apply. */
export const SMS_SETTINGS_ID = 'sms';
/**
 * The caps count SMS segments, not messages: a text longer than one segment, or in Gujarati or Hindi (Unicode,
 * 70 characters a segment), costs the operator each of its segments (domain/sms-segments.ts), so it counts each.
 * Sized for a busy restaurant: texts ≈ 3.5 × (orders + bookings) a day (a code, sometimes a resend, a
 * confirmation and a ready or reminder text each); 300 orders and 50 bookings make about 1,230, the dinner
 * hour about a sixth of them. The caps leave a fifth of headroom above that (docs/architecture.md, Abuse limits).
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

/**
 * A day's texts are counted in SMS_SHARDS documents, sms_budget/{YYYY-MM-DD}-{k}, so that parallel senders
 * rarely meet on one: each text reads and writes one shard, and the day's figures are their sum. Each shard
 * may hold its part of each cap, and the parts add up to the cap, so the caps hold exactly however many send
 * at once (docs/counters.md).
 */
export const SMS_SHARDS = 8;

/** Each channel is counted apart, against the same caps (texts.channel in Settings); the dashboard's figures are SMS. */
type Channel = TextChannel;
const CHANNEL: Channel = 'sms';
interface ChannelCount {
  count: number;
  /** Per UTC hour ("00".."23"). */
  hours: Record<string, number>;
  /**
   * Set when an admin changes a cap during the day: this shard's part of what was left of each cap then,
   * on top of what it had counted. Without it a shard's part is its share of the cap.
   */
  allowance?: { daily: number; hour: string; hourly: number };
}

/** sms_budget/{YYYY-MM-DD}-{k}: what one shard of the restaurant's day counted, per channel. */
export interface SmsShardDoc {
  [key: string]: unknown;
  date: string;
  shard: number;
  channels: Partial<Record<Channel, ChannelCount>>;
  /** Kept a week, for the dashboard's history. */
  expireAt: Date;
}

export interface SmsBudget {
  settings: SmsSettings;
  /** The restaurant's day. */
  date: string;
  /** The shard the next text is counted in, or null when no shard of the day has room: the budget is spent. */
  shard: { k: number; channels: SmsShardDoc['channels'] } | null;
  /** The channel the text is counted on. */
  channel: Channel;
  /** What the text counts: its SMS segments, or 1 on WhatsApp (billed by the message). */
  segments: number;
  /** The restaurant's phone (Settings), read only once the budget is spent: the refusal asks the guest to call it. */
  callUs: string | null;
}

export const smsBudgetMessage = (phone: string) => `We can't send text messages right now. Please call us at ${phone} to order or book.`;
export const smsBudgetReached = (phone: string) => new AppError('sms_unavailable', smsBudgetMessage(phone), { smsBudgetReached: true, phone });

/** A text to count: its body, or its segment count when the body is not written yet. Absent: one segment. */
export type TextSize = string | number;
/** What a text counts on a channel: its SMS segments; a WhatsApp message is billed whole, so 1. */
export const countedSegments = (channel: Channel, text: TextSize = 1): number =>
  channel === 'sms' ? (typeof text === 'number' ? Math.max(1, text) : smsSegments(text)) : 1;

const hourOf = (now: Date) => now.toISOString().slice(11, 13);
const shardId = (date: string, k: number) => `${date}-${k}`;
/** Part k of an amount split over the shards: the remainder goes to the first ones, so the parts add up to the amount. */
const share = (amount: number, k: number) => Math.floor(amount / SMS_SHARDS) + (k < amount % SMS_SHARDS ? 1 : 0);
const sentOn = (channels: SmsShardDoc['channels'], channel: Channel): ChannelCount => channels[channel] ?? { count: 0, hours: {} };
const sentIn = (channels: SmsShardDoc['channels']): ChannelCount => sentOn(channels, CHANNEL);
/** Whether the shard has room for `segments` more: a text is counted whole in one shard, never split over two. */
function hasRoom(settings: SmsSettings, k: number, sent: ChannelCount, hour: string, segments = 1): boolean {
  const a = sent.allowance;
  const daily = a ? a.daily : share(settings.dailyCap, k);
  const hourly = a && a.hour === hour ? a.hourly : share(settings.hourlyCap, k);
  return sent.count + segments <= daily && (sent.hours[hour] ?? 0) + segments <= hourly;
}

function settingsFrom(doc: Record<string, unknown> | null): SmsSettings {
  // Caps saved before the hourly one had to fit in the daily one still hold as they were.
  const parsed = SmsCaps.safeParse({ dailyCap: doc?.dailyCap, hourlyCap: doc?.hourlyCap });
  return parsed.success ? parsed.data : { ...SMS_BUDGET_DEFAULTS };
}

/**
 * Reads the caps and a shard of today's count with room for one more text of `segments` segments (1 when not known yet), inside a transaction: two reads,
 * more only once shards fill up near a cap. It starts at a random shard and tries the next while one is full.
 * "Today" is the restaurant's, in the settings' time zone: pass it when the caller has the settings, or one
 * more read fetches them. When the budget is spent, the restaurant's phone is read too, for the refusal.
 * The text is counted on `channel`; left out, on the one Settings try first when read here, else SMS.
 */
export async function readSmsBudget(tx: TxStore, now: Date, timeZone?: string, channel?: Channel, text?: TextSize): Promise<SmsBudget> {
  const known = timeZone === undefined ? await readSettings(tx) : null;
  const on = channel ?? (known ? firstChannel(known) : CHANNEL);
  const segments = countedSegments(on, text);
  const date = restaurantDate(now, timeZone ?? known!.locale.timeZone);
  const settings = settingsFrom(await tx.get(SETTINGS, SMS_SETTINGS_ID));
  const first = randomInt(SMS_SHARDS);
  for (let i = 0; i < SMS_SHARDS; i++) {
    const k = (first + i) % SMS_SHARDS;
    const channels = (await tx.get<SmsShardDoc>(SMS_BUDGET, shardId(date, k)))?.channels ?? {};
    if (hasRoom(settings, k, sentOn(channels, on), hourOf(now), segments))
      return { settings, date, shard: { k, channels }, channel: on, segments, callUs: null };
  }
  return { settings, date, shard: null, channel: on, segments, callUs: (known ?? (await readSettings(tx))).identity.phone };
}
/** True when the text the budget was read for (its segments) fits under both caps. */
export function budgetAllows(b: Pick<SmsBudget, 'settings' | 'shard' | 'channel'> & { segments?: number }, now: Date): boolean {
  return b.shard !== null && hasRoom(b.settings, b.shard.k, sentOn(b.shard.channels, b.channel), hourOf(now), b.segments ?? 1);
}

/** Reserves the text's segments in the same transaction that decides to send it, or refuses with 503: parallel senders can't exceed the caps. */
export function reserveText(tx: TxStore, b: SmsBudget, now: Date): void {
  if (!budgetAllows(b, now)) throw smsBudgetReached(b.callUs!);
  const segments = b.segments;
  const { k, channels } = b.shard!;
  const sent = sentOn(channels, b.channel);
  const h = hourOf(now);
  const counted: ChannelCount = { ...sent, count: sent.count + segments, hours: { ...sent.hours, [h]: (sent.hours[h] ?? 0) + segments } };
  writeShard(tx, b.date, k, { ...channels, [b.channel]: counted }, now);
}

function writeShard(tx: TxStore, date: string, k: number, channels: SmsShardDoc['channels'], now: Date): void {
  const doc: SmsShardDoc = { date, shard: k, channels, expireAt: expiresAfter(now, RETENTION.smsBudgetMs) };
  tx.set(SMS_BUDGET, shardId(date, k), doc);
}

/** Today's shards, each read once (missing ones as empty). */
const readShards = (reader: Pick<TxStore, 'get'>, date: string) =>
  Promise.all(Array.from({ length: SMS_SHARDS }, async (_, k) => (await reader.get<SmsShardDoc>(SMS_BUDGET, shardId(date, k)))?.channels ?? {}));

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

/** The dashboard's figure: texts sent today (every shard summed) against the cap, and whether texting is stopped. Reads 2 + SMS_SHARDS. */
export async function smsBudgetView(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<SmsBudgetView> {
  const now = deps.clock.now();
  const date = restaurantDate(now, (await readSettings(deps.store)).locale.timeZone);
  const [settingsDoc, shards] = await Promise.all([deps.store.get(SETTINGS, SMS_SETTINGS_ID), readShards(deps.store, date)]);
  const settings = settingsFrom(settingsDoc);
  const sent = shards.map(sentIn);
  const hour = hourOf(now);
  const sentToday = sent.reduce((n, c) => n + c.count, 0);
  const sentThisHour = sent.reduce((n, c) => n + (c.hours[hour] ?? 0), 0);
  // Spent exactly when a text would be refused: no shard has room.
  const reached = !sent.some((c, k) => hasRoom(settings, k, c, hour));
  const nearing = sentToday >= SMS_BUDGET_WARN_AT * settings.dailyCap || sentThisHour >= SMS_BUDGET_WARN_AT * settings.hourlyCap;
  return { ...settings, date, sentToday, sentThisHour, reached, nearing };
}

/**
 * An admin sets the caps; the change is audited in the same transaction. What is left of each cap today
 * (and this hour) is shared out again over the day's shards, so a cap lowered or raised mid-day holds exactly.
 */
export async function saveSmsSettings(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  input: SmsSettings,
  audit: (tx: TxStore, before: SmsSettings) => void,
): Promise<SmsBudgetView> {
  const now = deps.clock.now();
  const hour = hourOf(now);
  await deps.store.transaction(async (tx) => {
    const before = settingsFrom(await tx.get(SETTINGS, SMS_SETTINGS_ID));
    const date = restaurantDate(now, (await readSettings(tx)).locale.timeZone);
    const shards = await readShards(tx, date);
    const sent = shards.map(sentIn);
    const leftToday = Math.max(0, input.dailyCap - sent.reduce((n, c) => n + c.count, 0));
    const leftThisHour = Math.max(0, input.hourlyCap - sent.reduce((n, c) => n + (c.hours[hour] ?? 0), 0));
    tx.set(SETTINGS, SMS_SETTINGS_ID, { ...input, updatedAt: now.toISOString() });
    shards.forEach((channels, k) => {
      const c = sent[k]!;
      const allowance = { daily: c.count + share(leftToday, k), hour, hourly: (c.hours[hour] ?? 0) + share(leftThisHour, k) };
      writeShard(tx, date, k, { ...channels, [CHANNEL]: { ...c, allowance } }, now);
    });
    audit(tx, before);
  });
  return smsBudgetView(deps);
}
