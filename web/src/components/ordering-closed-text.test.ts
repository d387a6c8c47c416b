import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, orderingClosedReason, type Settings } from '@domain/settings';
import { translator } from '@/i18n/I18n';
import en from '@/i18n/catalog.en';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { closedReasonIn } from './ordering-closed-text';

const S: Settings = { ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, timeZone: 'Asia/Kolkata' } };
// 01:30 in Ahmedabad on 4 December 2026: closed, opening again the same day.
const NIGHT = new Date('2026-12-03T20:00:00Z');

describe('why online orders are closed, in the page language', () => {
  it('in English is the domain sentence the server uses, word for word', () => {
    const reason = closedReasonIn(S, NIGHT, translator('common', en, 'en'), 'en');
    expect(reason).toBe(orderingClosedReason(S, NIGHT));
    expect(reason).toMatch(/^We are closed right now\. We open again today at /);
  });

  it('in Gujarati and Hindi says the same thing, with the owner’s opening time', () => {
    const open = DEFAULT_SETTINGS.hours.friday[0]!.opens;
    expect(closedReasonIn(S, NIGHT, translator('common', gu, 'gu'), 'gu')).toBe(`અત્યારે અમે બંધ છીએ. અમે ફરી આજે ${open} વાગ્યે ખુલીશું.`);
    expect(closedReasonIn(S, NIGHT, translator('common', hi, 'hi'), 'hi')).toBe(`अभी हम बंद हैं। हम फिर आज ${open} बजे खुलेंगे।`);
  });

  it('while orders are taken says nothing', () => {
    const noon = new Date('2026-12-04T07:00:00Z');
    expect(orderingClosedReason(S, noon)).toBeNull();
    expect(closedReasonIn(S, noon, translator('common', gu, 'gu'), 'gu')).toBeNull();
  });
});
