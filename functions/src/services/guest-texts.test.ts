import { describe, expect, it } from 'vitest';
import * as n from '../domain/notifications';
import { GUEST_TEXT_KINDS, TEXT_TEMPLATES, dltMatch, templateFor, type SmsKind } from '../domain/notifications';
import { LANGUAGES, langOf, textLanguage, type Language } from '../domain/languages';
import { LanguageInput } from '../domain/language-input';
import { smsSegments } from '../domain/sms-segments';
import { DEFAULT_SETTINGS } from '../domain/settings-defaults';
import { DLT_VARIABLE_LIMIT, longestTextLink } from '../domain/notifications';
import { OTP_PURPOSE_KIND, OTP_PURPOSE_WORDS, otpSmsText, type OtpPurpose } from './otp';

/*
 * The longest values a text carries in practice: a restaurant name of 30 characters (a DLT variable's limit; every
 * variable of a registered template is held to it), a domain whose longest link is 30 characters (deploy:check refuses
 * longer), a booking's 8-character reference, the restaurant's phone written long, the longest date of the year in
 * each language, a 12-hour time, 20 guests, a 3-digit token and a table named like 'Terrace 12'.
 */
const longest = {
  identity: { ...DEFAULT_SETTINGS.identity, name: 'Shree Rajwadi Thali Ahmedabad!', siteUrl: 'https://thalihouse-abd.in', phone: '+91 (79) 4000 1234' },
};
const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2032, 0, 1 + i)).toISOString().slice(0, 10));
/** The date whose text is the longest in a language (it changes with the weekday and the month). */
const longestDate = (lang: Language) =>
  days.reduce((a, d) => {
    const len = (date: string) => n.reservationConfirmedText(longest, { reference: 'ABCD2345', date, time: '12:30', partySize: 20 }, lang).length;
    return len(d) > len(a) ? d : a;
  });
const order = { reference: 'ABC234', orderType: 'takeaway' as const, tableNumber: null, tokenNumber: 123 };
const dineIn = { ...order, orderType: 'dine-in' as const, tableNumber: 'Terrace 12' };

/** Every text a guest receives, at its longest, with its registered kind. */
function texts(lang: Language): [SmsKind, string][] {
  const booking = { reference: 'ABCD2345', date: longestDate(lang), time: '12:30', partySize: 20 };
  const purposes = Object.keys(OTP_PURPOSE_KIND) as OtpPurpose[];
  return [
    ...purposes.map((p): [SmsKind, string] => [OTP_PURPOSE_KIND[p], otpSmsText('123456', p, longest.identity.name, lang)]),
    ['order-confirmed', n.orderConfirmedText(longest, order, lang)],
    ['order-ready', n.orderReadyText(longest, order, lang)],
    ['order-ready', n.orderReadyText(longest, dineIn, lang)],
    ['order-ready', n.orderReadyText(longest, { ...dineIn, tokenNumber: null, tableNumber: null }, lang)],
    ['order-cancelled', n.orderCancelledText(longest, order, lang)],
    ['order-running-late', n.orderRunningLateText(longest, { reference: 'ABC234', time: '12:30' }, lang)],
    ['reservation-confirmed', n.reservationConfirmedText(longest, booking, lang)],
    ['reservation-cancelled', n.reservationCancelledText(longest, booking, lang)],
    ['reservation-reminder', n.reservationReminderText(longest, booking, lang)],
    ['reservation-closed', n.reservationClosedText(longest, { ...booking, note: 'Diwali' }, lang)],
    ['reservation-self-cancelled', n.reservationSelfCancelledText(longest, booking, lang)],
    ['reservation-changed', n.reservationChangedText(longest, booking, lang)],
    ['waitlist-added', n.waitlistAddedText(longest, { reference: 'ABCD234', partySize: 20, place: 25, quotedMinutes: 120 }, lang)],
    ['waitlist-ready', n.waitlistReadyText(longest, { partySize: 20 }, lang)],
  ];
}

describe("the guests' texts in English, Gujarati and Hindi", () => {
  it('the longest values are as long as the limits allow', () => {
    expect(longest.identity.name).toHaveLength(DLT_VARIABLE_LIMIT);
    expect(longestTextLink(longest)).toHaveLength(DLT_VARIABLE_LIMIT);
  });

  it('every kind a guest receives has its template in every language, written in that language', () => {
    for (const kind of GUEST_TEXT_KINDS) {
      for (const lang of LANGUAGES) {
        const template = lang === 'en' ? TEXT_TEMPLATES.en[kind] : TEXT_TEMPLATES[lang][kind];
        expect(template, `${kind} in ${lang}`).toEqual(expect.stringContaining('{#var#}'));
        expect(textLanguage(template), `${kind} in ${lang}`).toBe(lang);
      }
    }
    expect(Object.keys(TEXT_TEMPLATES.gu).sort()).toEqual([...GUEST_TEXT_KINDS].sort());
    expect(Object.keys(TEXT_TEMPLATES.hi).sort()).toEqual([...GUEST_TEXT_KINDS].sort());
    // What each code is for, in each language.
    for (const lang of ['gu', 'hi'] as const) expect(Object.keys(OTP_PURPOSE_WORDS[lang]).sort()).toEqual(Object.keys(OTP_PURPOSE_KIND).sort());
  });

  it('a staff invitation stays English, as the back office', () => {
    expect(templateFor('staff-invite', 'gu')).toBe(TEXT_TEMPLATES.en['staff-invite']);
  });

  it('each text is written in its language and matches its kind’s template in that language, which the gateways register', () => {
    for (const lang of LANGUAGES) {
      for (const [kind, text] of texts(lang)) {
        expect(textLanguage(text), text).toBe(lang);
        expect(dltMatch(kind, text)?.lang, `${kind}: ${text}`).toBe(lang);
        if (lang !== 'en') for (const v of dltMatch(kind, text)!.vars) expect(v.length, `${kind}: ${v}`).toBeLessThanOrEqual(DLT_VARIABLE_LIMIT);
      }
    }
  });

  it('every Gujarati and Hindi text fits in 2 SMS segments at its longest', () => {
    for (const lang of ['gu', 'hi'] as const) {
      for (const [kind, text] of texts(lang)) expect(smsSegments(text), `${kind} (${text.length}): ${text}`).toBeLessThanOrEqual(2);
    }
  });

  it('the English codes, order and waitlist texts stay in one segment, as they were', () => {
    const oneSegment = texts('en').filter(([kind]) => !kind.startsWith('reservation-'));
    expect(oneSegment.length).toBeGreaterThan(10);
    for (const [kind, text] of oneSegment) expect(smsSegments(text), `${kind}: ${text}`).toBe(1);
  });

  it('English texts read exactly as before when no language is given', () => {
    const s = DEFAULT_SETTINGS;
    expect(n.orderConfirmedText(s, order)).toBe(n.orderConfirmedText(s, order, 'en'));
    expect(n.orderReadyText(s, order)).toMatch(/: Token 123 is ready\. Order #ABC234 is ready for pickup at the counter\.$/);
  });

  it('a Gujarati order text reads as a Gujarati guest expects it', () => {
    const s = { identity: { ...DEFAULT_SETTINGS.identity, name: 'Thali House' } };
    expect(n.orderReadyText(s, order, 'gu')).toBe('Thali House: ટોકન 123 તૈયાર છે. ઓર્ડર #ABC234 કાઉન્ટર પર તૈયાર છે, લઈ જાઓ.');
    expect(n.orderReadyText(s, order, 'hi')).toBe('Thali House: टोकन 123 तैयार है। ऑर्डर #ABC234 काउंटर पर तैयार है, ले जाएं।');
    expect(n.orderReadyText(s, { ...order, tokenNumber: null }, 'gu')).toBe('Thali House: તમારો ઓર્ડર #ABC234 કાઉન્ટર પર તૈયાર છે, લઈ જાઓ.');
    expect(otpSmsText('482913', 'confirm your order', 'Thali House', 'gu')).toBe(
      '482913 તમારો Thali House કોડ છે, ઓર્ડર કન્ફર્મ કરવા માટે. 10 મિનિટ માન્ય. કોઈને આપશો નહીં.',
    );
  });
});

describe('a language on what a guest makes', () => {
  it('absent is English; en, gu and hi are taken; anything else is refused with a clear message', () => {
    expect(LanguageInput.parse(undefined)).toBe('en');
    expect(LanguageInput.parse('gu')).toBe('gu');
    const refused = LanguageInput.safeParse('fr');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("lang must be 'en', 'gu' or 'hi'");
  });

  it('an older order or booking, without a language, reads as English', () => {
    expect(langOf({})).toBe('en');
    expect(langOf({ lang: 'hi' })).toBe('hi');
    expect(langOf({ lang: 'xx' })).toBe('en');
  });
});
