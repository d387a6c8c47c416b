import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/sqlite-store';
import { SETTINGS, SMS_BUDGET } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { SMS_SETTINGS_ID, SMS_SHARDS, readSmsBudget, reserveText, saveSmsSettings, smsBudgetView, type SmsShardDoc } from './sms-budget';

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const NOON = new Date('2031-03-04T06:30:00Z');
const clock = (now: Date) => ({ now: () => now });

let store: SqliteStore;
afterEach(() => store.close());

async function withCaps(dailyCap: number, hourlyCap: number) {
  store = new SqliteStore(':memory:', { rerunTransactions: true });
  await store.set(SETTINGS, SMS_SETTINGS_ID, { dailyCap, hourlyCap });
}

/** One text as every sender counts it: read the budget and reserve in one transaction; true when it may go. */
const send = (now: Date, text?: string, channel?: 'sms' | 'whatsapp') =>
  store
    .transaction(async (tx) => reserveText(tx, await readSmsBudget(tx, now, TZ, channel, text), now))
    .then(() => true)
    .catch((e: { code?: string }) => {
      if (e.code !== 'sms_unavailable') throw e;
      return false;
    });

const GUJARATI_2_SEGMENTS = `Thali House: ${'ક'.repeat(100)}`;

describe('the SMS budget, counted in SMS segments', () => {
  it('a Gujarati text of 2 segments counts 2, an English one of 1 counts 1, and a WhatsApp message 1 whatever its length', async () => {
    await withCaps(100, 100);

    expect(await send(NOON, GUJARATI_2_SEGMENTS)).toBe(true);
    expect(await send(NOON, 'Thali House: order #ABC234 is confirmed.')).toBe(true);
    expect(await send(NOON, GUJARATI_2_SEGMENTS, 'whatsapp')).toBe(true);

    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: 3, sentThisHour: 3 });
    const shards = await store.query<SmsShardDoc>(SMS_BUDGET);
    expect(shards.reduce((n, d) => n + (d.channels.whatsapp?.count ?? 0), 0)).toBe(1);
  });

  it('when 30 two-segment texts race for a daily cap of 37 segments, the cap holds; the segments a shard has left go to 1-segment texts', async () => {
    await withCaps(37, 37);

    const sent = await Promise.all(Array.from({ length: 30 }, () => send(NOON, GUJARATI_2_SEGMENTS)));

    // The cap's 8 parts are 5, 5, 5, 5, 5, 4, 4 and 4 segments: a text is counted whole in one shard, so each takes 2 texts.
    expect(sent.filter(Boolean)).toHaveLength(16);
    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: 32, reached: false });
    const short = await Promise.all(Array.from({ length: 8 }, (_, i) => send(NOON, `Thali House: order #ABC23${i} is confirmed.`)));
    expect(short.filter(Boolean)).toHaveLength(5);
    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: 37, reached: true });
  });
});

describe('the SMS budget, counted in shards', () => {
  it('when 60 texts race for a daily cap of 37, exactly 37 go and the rest are refused, spread over more than one document', async () => {
    await withCaps(37, 37);

    const sent = await Promise.all(Array.from({ length: 60 }, () => send(NOON)));

    expect(sent.filter(Boolean)).toHaveLength(37);
    const shards = await store.query<SmsShardDoc>(SMS_BUDGET);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(SMS_SHARDS);
    expect(shards.reduce((n, d) => n + d.channels.sms!.count, 0)).toBe(37);
    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: 37, sentThisHour: 37, reached: true, nearing: true });
  });

  it('when the hourly cap is spent, the next hour has room again, until the day is spent', async () => {
    await withCaps(20, 12);
    const nextHour = new Date(NOON.getTime() + 3600_000);

    const first = await Promise.all(Array.from({ length: 15 }, () => send(NOON)));
    expect(first.filter(Boolean)).toHaveLength(12);
    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: 12, sentThisHour: 12, reached: true });
    expect(await smsBudgetView({ store, clock: clock(nextHour) })).toMatchObject({ sentToday: 12, sentThisHour: 0, reached: false });

    const second = await Promise.all(Array.from({ length: 15 }, () => send(nextHour)));
    expect(second.filter(Boolean)).toHaveLength(8);
    expect(await smsBudgetView({ store, clock: clock(nextHour) })).toMatchObject({ sentToday: 20, reached: true });
  });

  it.each([
    { change: 'lowered', dailyCap: 35, hourlyCap: 30 },
    { change: 'raised', dailyCap: 60, hourlyCap: 55 },
  ])('when the admin $change the caps mid-day, exactly what is left of them goes, however the day was spread', async ({ dailyCap, hourlyCap }) => {
    await withCaps(1000, 1000);
    await Promise.all(Array.from({ length: 29 }, () => send(NOON)));

    await saveSmsSettings({ store, clock: clock(NOON) }, { dailyCap, hourlyCap }, () => {});
    const sent = await Promise.all(Array.from({ length: 40 }, () => send(NOON)));

    expect(sent.filter(Boolean)).toHaveLength(Math.min(dailyCap, hourlyCap) - 29);
    expect(await smsBudgetView({ store, clock: clock(NOON) })).toMatchObject({ sentToday: Math.min(dailyCap, hourlyCap), reached: true });
  });

  it('when the caps are saved, the next hour holds the hourly cap and the rest of the day the daily one', async () => {
    await withCaps(1000, 1000);
    await Promise.all(Array.from({ length: 10 }, () => send(NOON)));
    await saveSmsSettings({ store, clock: clock(NOON) }, { dailyCap: 30, hourlyCap: 12 }, () => {});
    const later = new Date(NOON.getTime() + 3600_000);

    expect((await Promise.all(Array.from({ length: 5 }, () => send(NOON)))).filter(Boolean)).toHaveLength(2);
    expect((await Promise.all(Array.from({ length: 15 }, () => send(later)))).filter(Boolean)).toHaveLength(12);
    expect((await Promise.all(Array.from({ length: 15 }, () => send(new Date(later.getTime() + 3600_000))))).filter(Boolean)).toHaveLength(6);
  });

  it('when a cap is below the number of shards, it still lets exactly that many through', async () => {
    await withCaps(3, 3);

    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await send(NOON));

    expect(sent).toEqual([true, true, true, false, false]);
  });

  it('when a text is refused, the refusal names the restaurant phone to call', async () => {
    await withCaps(1, 1);
    await send(NOON);

    const refused = store.transaction(async (tx) => reserveText(tx, await readSmsBudget(tx, NOON, TZ), NOON));

    await expect(refused).rejects.toMatchObject({ code: 'sms_unavailable', data: { smsBudgetReached: true, phone: DEFAULT_SETTINGS.identity.phone } });
  });
});
