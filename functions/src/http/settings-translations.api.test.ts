/**
 * The owner's Gujarati and Hindi versions of the restaurant's own texts (the tagline, the directions, the message while
 * orders are paused) over real HTTP: saved in Settings, carried in the one settings object every page reads (the page
 * picks its language's words), blank ones dropped, and a too-long one refused with the field named.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// A date no other API file uses.
const TODAY = '2036-03-17';
const { t, tokens } = apiForFile({ at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone), sessions: { owner: 'owner' } });

const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
const save = (settings: Settings) => t.call<{ settings: Settings }>('PUT', '/api/admin/settings', { body: settings, token: tokens.owner });

describe('the restaurant’s texts in Gujarati and Hindi', () => {
  it('are saved trimmed, blank ones dropped, and read by guests beside the English; too long ones are refused', async () => {
    const before = await settingsNow();
    try {
      const saved = await save({
        ...before,
        identity: {
          ...before.identity,
          taglineI18n: { gu: ' આખો દિવસ ઘરની થાળી ', hi: 'दिन भर घर जैसी थाली' },
          directionsI18n: { gu: 'લૉ ગાર્ડનની સામે', hi: '  ' },
        },
        ordering: { ...before.ordering, pausedMessageI18n: { hi: 'ऑनलाइन ऑर्डर अभी बंद हैं। कृपया हमें फ़ोन करें।' } },
      });
      expect(saved.status, saved.body.message).toBe(200);

      const read = await t.call<Settings>('GET', '/api/settings');
      expect(read.status, read.body.message).toBe(200);
      const s = read.body.data!;
      expect(s.identity.taglineI18n).toEqual({ gu: 'આખો દિવસ ઘરની થાળી', hi: 'दिन भर घर जैसी थाली' });
      // The blank Hindi directions are no translation: the English stands in on the Hindi page.
      expect(s.identity.directionsI18n).toEqual({ gu: 'લૉ ગાર્ડનની સામે' });
      expect(s.ordering.pausedMessageI18n).toEqual({ hi: 'ऑनलाइन ऑर्डर अभी बंद हैं। कृपया हमें फ़ोन करें।' });
      // The English words stay as they were.
      expect([s.identity.tagline, s.identity.directions, s.ordering.pausedMessage]).toEqual([
        before.identity.tagline,
        before.identity.directions,
        before.ordering.pausedMessage,
      ]);

      const tooLong = await save({ ...before, identity: { ...before.identity, taglineI18n: { gu: 'થ'.repeat(201) } } });
      expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Gujarati tagline must be at most 200 characters']);
      const notText = await save({ ...before, ordering: { ...before.ordering, pausedMessageI18n: { hi: 42 } } } as unknown as Settings);
      expect(notText.status).toBe(400);
      expect(notText.body.message).toBe('Hindi paused message must be text');
      // The refused saves changed nothing.
      expect((await settingsNow()).identity.taglineI18n).toEqual({ gu: 'આખો દિવસ ઘરની થાળી', hi: 'दिन भर घर जैसी थाली' });
    } finally {
      expect((await save(before)).status).toBe(200);
    }
  });
});
