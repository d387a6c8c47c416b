import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, WEEKDAYS, hoursLines, type Service, type Settings } from '@domain/settings';
import { translator } from '@/i18n/I18n';
import en from '@/i18n/catalog.en';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { closureTextIn, hoursLinesIn } from './hours-text';
import { OWNER_SETTINGS } from '@/testing/owner-settings';

const svc = (name: string, opens: string, closes: string): Service => ({ name, opens, closes, lastBooking: closes, lastOrder: closes });
const week = (f: (day: (typeof WEEKDAYS)[number]) => Service[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, f(d)])) as Settings['hours'];
const HOURS: Settings['hours'][] = [
  DEFAULT_SETTINGS.hours,
  OWNER_SETTINGS.hours,
  week(() => []),
  week((d) => (d === 'saturday' || d === 'sunday' ? [svc('Dinner', '19:00', '23:00'), svc('Lunch', '12:00', '15:00')] : [svc('Lunch', '12:00', '15:00')])),
  week((d) => (d === 'wednesday' ? [] : [svc('Lunch', '11:30', '15:00')])),
];

describe('the opening hours as text', () => {
  it('in English, reads word for word as the domain writes them', () => {
    const t = translator('hours', en, 'en');
    for (const hours of HOURS) expect(hoursLinesIn({ hours }, t, 'en')).toEqual(hoursLines({ hours }));
  });

  it('in Gujarati and Hindi, names the weekdays in the language and keeps the times', () => {
    const hours = HOURS[3]!;
    expect(hoursLinesIn({ hours }, translator('hours', gu, 'gu'), 'gu')).toEqual(['સોમવારથી શુક્રવાર 12:00–15:00', 'શનિવાર અને રવિવાર 12:00–15:00, 19:00–23:00']);
    expect(hoursLinesIn({ hours }, translator('hours', hi, 'hi'), 'hi')).toEqual(['सोमवार से शुक्रवार 12:00–15:00', 'शनिवार और रविवार 12:00–15:00, 19:00–23:00']);
    expect(hoursLinesIn({ hours: HOURS[2]! }, translator('hours', hi, 'hi'), 'hi')).toEqual(['हर दिन बंद']);
  });

  it('says a closure in the language, the year only when it is far away', () => {
    const c = { from: '2026-12-25', to: '2026-12-25', note: 'Christmas' };
    expect(closureTextIn(c, '2026-12-01', translator('hours', en, 'en'), 'en')).toBe('Closed 25 December (Christmas)');
    expect(closureTextIn(c, '2026-12-01', translator('hours', gu, 'gu'), 'gu')).toBe('25 ડિસેમ્બર બંધ (Christmas)');
    expect(closureTextIn({ ...c, note: '' }, '2025-12-01', translator('hours', hi, 'hi'), 'hi')).toBe('25 दिसंबर 2026 को बंद');
  });
});
