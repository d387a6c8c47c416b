import { describe, expect, it } from 'vitest';
import { DLT_VARIABLE_LIMIT, waitlistAddedText, waitlistReadyText } from './notifications';
import { DEFAULT_SETTINGS } from './settings';
import { SettingsInput } from './settings-schema';
import { smsSegments } from './sms-segments';

/** Every text to guests carries the restaurant's name: Settings refuses one longer than the texts can carry, and says why. */
const withName = (name: string) => SettingsInput.safeParse({ ...DEFAULT_SETTINGS, identity: { ...DEFAULT_SETTINGS.identity, name } });
const nameIssues = (name: string) => (withName(name).error?.issues ?? []).filter((i) => i.path.join('.') === 'identity.name').map((i) => i.message);

describe("the restaurant's name, as the texts carry it", () => {
  it('is refused past 30 characters, with a message saying the texts are why', () => {
    expect(DLT_VARIABLE_LIMIT).toBe(30);
    expect(nameIssues('Shree Rajwadi Thali Ahmedabad!')).toEqual([]);
    expect(nameIssues('Shree Rajwadi Thali House Ahmedabad')).toEqual([
      'Restaurant name must be at most 30 characters: every text to guests carries it, and an SMS template holds no more (a Gujarati or Hindi text would run past 2 SMS)',
    ]);
    expect(nameIssues('   ')).toEqual(['Restaurant name is required']);
  });

  it('the longest name Settings takes keeps the waitlist texts, among the longest, within 2 segments in Gujarati and Hindi', () => {
    const name = 'x'.repeat(DLT_VARIABLE_LIMIT);
    expect(withName(name).success).toBe(true);
    const s = { identity: { ...DEFAULT_SETTINGS.identity, name, siteUrl: 'https://thalihouse-abd.in' } };
    for (const lang of ['gu', 'hi'] as const) {
      const added = waitlistAddedText(s, { reference: 'ABCD234', partySize: 20, place: 20, quotedMinutes: 120 }, lang);
      expect(added).toContain(name);
      expect(smsSegments(added), added).toBeLessThanOrEqual(2);
      expect(smsSegments(waitlistReadyText(s, { partySize: 20 }, lang))).toBeLessThanOrEqual(2);
    }
  });
});
