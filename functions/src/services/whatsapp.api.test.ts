import { describe, expect, it } from 'vitest';
import { LogWhatsApp } from '../adapters/sms-log';
import type { TextChannelChoice, Settings } from '../domain/settings';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile, guestOrder, guestSequence, orderableDish } from '../testing/api-file';
import { startApi } from '../testing/api-harness';
import { WHATSAPP_NOT_SET_UP } from './settings';
import { SMS_BUDGET } from '../domain/collections';
import { restaurantDate } from '../domain/time';
import { SMS_SHARDS, type SmsShardDoc } from './sms-budget';

/**
 * Texts by WhatsApp beside SMS (Settings, texts.channel): the dev outbox shows each text's channel, and with
 * whatsapp-then-sms a text WhatsApp can't deliver goes as exactly one SMS.
 */
const noon = restaurantInstant('2033-03-16', '12:00', DEFAULT_SETTINGS.locale.timeZone);
const { t, tokens } = apiForFile({ at: noon, sessions: { owner: 'owner' } });
const guest = guestSequence('77', '198.51.101');
const whatsapp = () => t.deps.whatsapp as LogWhatsApp;

type OutboxMessage = { channel: string; text: string; otp: string | null };
const outboxFor = async (phone: string) => (await t.call<OutboxMessage[]>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!;

async function textBy(channel: TextChannelChoice) {
  const s = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  const r = await t.call('PUT', '/api/admin/settings', { body: { ...s, texts: { channel } }, token: tokens.owner });
  expect([r.status, r.body.message]).toEqual([200, expect.any(String)]);
}

async function placeAndConfirm() {
  const g = guest();
  const placed = await guestOrder(t, { ...g, dish: await orderableDish(t) });
  return { g, placed };
}

describe('texts by WhatsApp', () => {
  it('with texts.channel = whatsapp, the code and the confirmation go by WhatsApp, and the dev outbox says so', async () => {
    await textBy('whatsapp');
    const { g, placed } = await placeAndConfirm();
    expect(placed.status).toBe(201);
    const code = (await outboxFor(g.phone))[0]!;

    const verified = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: code.otp } });

    expect(verified.status).toBe(200);
    const texts = await outboxFor(g.phone);
    expect(texts.map((m) => [m.channel, /is confirmed|is your/.exec(m.text)?.[0]])).toEqual([
      ['whatsapp', 'is confirmed'],
      ['whatsapp', 'is your'],
    ]);
  });

  it('with whatsapp-then-sms, a code WhatsApp refuses goes as exactly one SMS, and so does the confirmation', async () => {
    await textBy('whatsapp-then-sms');
    whatsapp().failWith('(#131026) Message undeliverable');
    try {
      const { g, placed } = await placeAndConfirm();
      expect(placed.status).toBe(201);
      const code = await outboxFor(g.phone);
      expect(code.map((m) => m.channel)).toEqual(['sms']);

      expect((await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: code[0]!.otp } })).status).toBe(200);

      const texts = await outboxFor(g.phone);
      expect(texts.map((m) => m.channel)).toEqual(['sms', 'sms']);
      expect(texts[0]!.text).toContain('is confirmed');
    } finally {
      whatsapp().failWith(null);
    }
  });

  it('with whatsapp alone, a code WhatsApp refuses is not sent by SMS: the guest is told to resend, as when an SMS fails', async () => {
    await textBy('whatsapp');
    whatsapp().failWith('(#131026) Message undeliverable');
    try {
      const { g, placed } = await placeAndConfirm();

      expect([placed.status, placed.body.code]).toEqual([503, 'sms_not_sent']);
      expect(await outboxFor(g.phone)).toEqual([]);
    } finally {
      whatsapp().failWith(null);
    }
  });

  it('back on sms, texts go by SMS again', async () => {
    await textBy('sms');
    const { g, placed } = await placeAndConfirm();

    expect(placed.status).toBe(201);
    expect((await outboxFor(g.phone)).map((m) => m.channel)).toEqual(['sms']);
  });
});

/** Today's texts on each channel, summed over the budget's shards. */
async function countedToday() {
  const date = restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone);
  const shards = await Promise.all(Array.from({ length: SMS_SHARDS }, (_, k) => t.store.get<SmsShardDoc>(SMS_BUDGET, `${date}-${k}`)));
  const sum = (channel: 'sms' | 'whatsapp') => shards.reduce((n, s) => n + (s?.channels[channel]?.count ?? 0), 0);
  return { sms: sum('sms'), whatsapp: sum('whatsapp') };
}

describe('the SMS budget', () => {
  it('counts each channel apart: a WhatsApp text on WhatsApp, and its fallback SMS on SMS too', async () => {
    await textBy('whatsapp-then-sms');
    const before = await countedToday();
    const { placed } = await placeAndConfirm();
    expect(placed.status).toBe(201);
    const afterWhatsApp = await countedToday();

    whatsapp().failWith('(#131026) Message undeliverable');
    try {
      expect((await placeAndConfirm()).placed.status).toBe(201);
    } finally {
      whatsapp().failWith(null);
    }
    const afterFallback = await countedToday();

    expect([afterWhatsApp.whatsapp - before.whatsapp, afterWhatsApp.sms - before.sms]).toEqual([1, 0]);
    expect([afterFallback.whatsapp - afterWhatsApp.whatsapp, afterFallback.sms - afterWhatsApp.sms]).toEqual([1, 1]);
  });
});

describe('Settings: texts.channel', () => {
  it('refuses WhatsApp on a server without its settings, and takes SMS', async () => {
    const bare = await startApi({ overrides: { whatsapp: undefined } });
    try {
      const owner = (await bare.sessionFor('owner')).idToken;
      const s = (await bare.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: owner })).body.data!.settings;

      const refused = await Promise.all(
        (['whatsapp', 'whatsapp-then-sms'] as const).map((channel) =>
          bare.call('PUT', '/api/admin/settings', { body: { ...s, texts: { channel } }, token: owner }),
        ),
      );
      const bad = await bare.call('PUT', '/api/admin/settings', { body: { ...s, texts: { channel: 'pigeon' } }, token: owner });
      const sms = await bare.call<{ settings: Settings }>('PUT', '/api/admin/settings', { body: { ...s, texts: { channel: 'sms' } }, token: owner });

      for (const r of refused)
        expect([r.status, r.body.message, r.body.data]).toEqual([400, WHATSAPP_NOT_SET_UP, expect.objectContaining({ field: 'texts.channel' })]);
      expect([bad.status, bad.body.message]).toEqual([400, 'Send texts by must be SMS, WhatsApp, or WhatsApp then SMS']);
      expect([sms.status, sms.body.data!.settings.texts]).toEqual([200, { channel: 'sms' }]);
    } finally {
      await bare.close();
    }
  });
});
