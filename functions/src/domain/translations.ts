import type { Language } from './languages';

/*
 * The owner's Gujarati and Hindi versions of the menu's texts (dishes, categories, offers, the thali's components).
 * No zod here: every public page runs this file (offers, settings); their input schemas are in language-input.ts.
 */

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
