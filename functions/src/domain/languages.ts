/**
 * The languages a guest can use: English (the default), Gujarati and Hindi. What a guest makes (an order, a
 * booking) keeps its language, and every text that follows it is written in it. The back office stays English.
 */
export const LANGUAGES = ['en', 'gu', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats dates, times and amounts with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' };
/** Each language's name, written in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' };

export const LANGUAGE_REFUSAL = "lang must be 'en', 'gu' or 'hi'";

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
/** A stored order's or booking's language: older documents, made before it was kept, read as English. */
export const langOf = (doc: { lang?: unknown } | null | undefined): Language => (isLanguage(doc?.lang) ? doc.lang : DEFAULT_LANGUAGE);

/** The language a text is written in, by its script: Gujarati letters, Devanagari (Hindi), else English. */
export function textLanguage(text: string): Language {
  if (/[\u0A80-\u0AFF]/.test(text)) return 'gu';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  return 'en';
}
