import { z } from 'zod';
import type { Language } from './languages';

/* The owner's Gujarati and Hindi versions of the menu's texts (dishes, categories, offers, the thali's components). */

/** The languages a text can be translated into: every one but English, which is always complete. */
export const TRANSLATED = ['gu', 'hi'] as const;
export type TranslatedLanguage = (typeof TRANSLATED)[number];

/** The owner's translations of one English text; a missing or blank one falls back to the English. */
export interface Translations {
  gu?: string;
  hi?: string;
}

/** The text in that language when the owner gave one (not blank), else the English: never an empty string while the English is not. */
export function inLanguage(english: string, translations: Translations | null | undefined, lang: Language): string {
  if (lang === 'en' || !translations) return english;
  const text = translations[lang];
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}

/** Only the non-blank translations, trimmed: what is stored (blank means none). */
export function cleanTranslations(t: Translations | null | undefined): Translations {
  const out: Translations = {};
  for (const lang of TRANSLATED) {
    const text = t?.[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}

// Control characters (tabs and newlines included) have no place in a name or a one-paragraph text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// A text of several lines (directions, a notice) keeps its line breaks, as its English does.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/**
 * One translated text: trimmed, at most `max` characters (the English field's limit), no control characters (line breaks
 * allowed with `lines`, as "\n" whatever the browser sent); blank means none.
 */
export const translatedText = (max: number, label: string, lines = false) => {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !(lines ? CONTROL_BUT_LINES : CONTROL).test(s), `${label} must not hold control characters`);
  return lines
    ? z
        .string({ error: `${label} must be text` })
        .transform((s) => s.replace(/\r\n?/g, '\n'))
        .pipe(text)
    : text;
};

const LANGUAGE_NAME: Record<TranslatedLanguage, string> = { gu: 'Gujarati', hi: 'Hindi' };

/** The Gujarati and Hindi versions of a text whose English is at most `max` characters; blank ones are dropped. */
export const TranslationsInput = (max: number, what: string, { lines = false }: { lines?: boolean } = {}) =>
  z
    .object(
      {
        gu: translatedText(max, `${LANGUAGE_NAME.gu} ${what}`, lines).optional(),
        hi: translatedText(max, `${LANGUAGE_NAME.hi} ${what}`, lines).optional(),
      },
      { error: `${what} translations must be an object like {"gu": "…", "hi": "…"}` },
    )
    .transform(cleanTranslations);
