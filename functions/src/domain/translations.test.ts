import { describe, expect, it } from 'vitest';
import { cleanTranslations, inLanguage } from './translations';
import { TranslationsInput } from './language-input';

describe('inLanguage', () => {
  it('answers the translation when the owner gave one', () => {
    expect(inLanguage('Dal Baati Churma', { gu: 'દાળ બાટી ચુરમા', hi: 'दाल बाटी चूरमा' }, 'gu')).toBe('દાળ બાટી ચુરમા');
    expect(inLanguage('Dal Baati Churma', { gu: 'દાળ બાટી ચુરમા', hi: 'दाल बाटी चूरमा' }, 'hi')).toBe('दाल बाटी चूरमा');
  });

  it('when a translation is missing, blank or the whole set is absent, answers the English, never an empty string', () => {
    expect(inLanguage('Masala Chaas', { gu: 'મસાલા છાશ' }, 'hi')).toBe('Masala Chaas');
    expect(inLanguage('Masala Chaas', { gu: '   ', hi: '' }, 'gu')).toBe('Masala Chaas');
    expect(inLanguage('Masala Chaas', undefined, 'gu')).toBe('Masala Chaas');
    expect(inLanguage('Masala Chaas', null, 'hi')).toBe('Masala Chaas');
  });

  it('in English answers the English even when translations exist', () => {
    expect(inLanguage('Thali', { gu: 'થાળી', hi: 'थाली' }, 'en')).toBe('Thali');
  });
});

describe('translations input', () => {
  it('trims and drops blank ones', () => {
    expect(TranslationsInput(40, 'name').parse({ gu: '  ફરસાણ ', hi: '  ' })).toEqual({ gu: 'ફરસાણ' });
    expect(cleanTranslations({ gu: '', hi: ' फरसाण' })).toEqual({ hi: 'फरसाण' });
  });

  it('refuses a translation longer than the English field may be, or one holding a control character', () => {
    expect(TranslationsInput(5, 'name').safeParse({ gu: 'ગુજરાતી નામ' }).error?.issues[0]?.message).toBe('Gujarati name must be at most 5 characters');
    expect(TranslationsInput(40, 'name').safeParse({ hi: 'दाल\u0007' }).error?.issues[0]?.message).toBe('Hindi name must not hold control characters');
  });

  it('keeps the line breaks of a text of several lines, as "\\n", and refuses them in a one-line text', () => {
    const lines = TranslationsInput(100, 'directions', { lines: true });
    expect(lines.parse({ gu: ' પહેલો માળ\r\nલિફ્ટ પાસે ' })).toEqual({ gu: 'પહેલો માળ\nલિફ્ટ પાસે' });
    expect(lines.safeParse({ hi: 'पहली\tमंज़िल' }).error?.issues[0]?.message).toBe('Hindi directions must not hold control characters');
    expect(TranslationsInput(100, 'name').safeParse({ gu: 'પહેલો\nમાળ' }).error?.issues[0]?.message).toBe('Gujarati name must not hold control characters');
  });
});
