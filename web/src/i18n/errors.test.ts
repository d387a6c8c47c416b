import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/errors';
import { MESSAGES } from '@domain/users';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import en from './catalog.en';
import gu from './catalog.gu';
import hi from './catalog.hi';
import { translator, MISSING_PATTERN } from './I18n';
import { errorText, validationText } from './errors';
import type { AnyCatalog } from './catalog';

// Typed loosely: another namespace's catalog being filled in must not stop these checks from compiling.
const CATALOGS = { en, gu, hi } as unknown as Record<'en' | 'gu' | 'hi', AnyCatalog>;
const refusal = (code: string, message = 'Server says something specific about Paneer Tikka') => new ApiError(409, message, { success: false, code, message });

describe.each(Object.entries(CATALOGS))('the %s error messages', (lang, catalog) => {
  const l = lang as keyof typeof CATALOGS;
  const t = translator('errors', catalog, l);

  it('give every API error code a message, none a missing key', () => {
    for (const code of ERROR_CODES) {
      const text = t.maybe(code);
      expect(text, `${lang} ${code}`).toBeTruthy();
      expect(text, `${lang} ${code}`).not.toMatch(MISSING_PATTERN);
      // A code with no message of the server's shows the code's message in every language.
      const shown = errorText(new ApiError(400, '', { success: false, code }), l, t, 'fallback');
      expect(shown, `${lang} ${code}`).not.toMatch(MISSING_PATTERN);
    }
  });

  it('give every validation message of the shared schemas a text in the language', () => {
    for (const message of Object.values(MESSAGES).filter((m) => m !== MESSAGES.badAdminPassword && m !== MESSAGES.alreadyRegistered)) {
      const text = validationText(message, l, t);
      expect(text, `${lang} ${message}`).not.toMatch(MISSING_PATTERN);
      if (lang === 'en') expect(text).toBe(message);
      else expect(text, `${lang} ${message}`).not.toBe(message);
    }
  });

  it('say a request that got no reply is the network', () => {
    const text = errorText(new ApiError(0, NETWORK_ERROR), l, t, 'fallback');
    if (lang === 'en') expect(text).toBe('Network error occurred');
    else expect(text).toBe(t('network'));
    expect(text).not.toMatch(MISSING_PATTERN);
  });
});

describe('an API error shown to a guest', () => {
  it('in English is the server message, word for word as before', () => {
    const t = translator('errors', CATALOGS.en, 'en');
    expect(errorText(refusal('sold_out', 'Paneer Tikka is sold out'), 'en', t, 'Failed')).toBe('Paneer Tikka is sold out');
    expect(errorText(new Error('boom'), 'en', t, 'Failed')).toBe('Failed');
  });

  it("in Gujarati and Hindi is the code's message, never the server's English", () => {
    const tg = translator('errors', CATALOGS.gu, 'gu');
    const th = translator('errors', CATALOGS.hi, 'hi');
    expect(errorText(refusal('sold_out'), 'gu', tg, 'x')).toBe(gu.errors.sold_out);
    expect(errorText(refusal('otp_invalid'), 'hi', th, 'x')).toBe(hi.errors.otp_invalid);
    // No code, and the page's own fallback (in its language) stands in.
    expect(errorText(new ApiError(500, 'Internal'), 'gu', tg, 'ફરી પ્રયાસ કરો')).toBe('ફરી પ્રયાસ કરો');
  });
});
