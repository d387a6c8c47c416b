/**
 * The public site's languages: English (the default, at the bare paths), Gujarati at /gu/… and Hindi at /hi/….
 * The back office stays English. A language is added here, with its messages (messages/<lang>/) and its catalog
 * (catalog.<lang>.ts); the parity test (catalogs.test.ts) then says what is missing.
 */
export const LANGS = ['en', 'gu', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export interface LangInfo {
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** <html lang> and hreflang. */
  htmlLang: string;
  /** The Intl locale of dates, times and numbers. */
  intl: string;
  /** The paths' prefix: '' for English. */
  prefix: '' | `/${string}`;
  /** The language switcher's name, in the language itself (its aria-label on a page in that language). */
  switcherLabel: string;
  /** The offer shown on an English page to a guest who chose this language before: "see this page in …". */
  offer: string;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  en: { name: 'English', htmlLang: 'en', intl: 'en-IN', prefix: '', switcherLabel: 'Language', offer: 'View in English' },
  gu: { name: 'ગુજરાતી', htmlLang: 'gu', intl: 'gu-IN', prefix: '/gu', switcherLabel: 'ભાષા', offer: 'ગુજરાતીમાં જુઓ' },
  hi: { name: 'हिन्दी', htmlLang: 'hi', intl: 'hi-IN', prefix: '/hi', switcherLabel: 'भाषा', offer: 'हिन्दी में देखें' },
};

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** The language a path is in: '/gu/menu' and '/gu' are Gujarati; anything without a known prefix is English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** The path without its language: '/gu/menu' → '/menu', '/gu' and '/gu/' → '/'. */
export function pathWithoutLang(pathname: string): string {
  const lang = langOfPath(pathname);
  if (lang === DEFAULT_LANG) return pathname;
  const rest = pathname.slice(LANG_INFO[lang].prefix.length);
  return rest === '' ? '/' : rest;
}

/** The same page in a language: ('/menu', 'gu') → '/gu/menu', ('/', 'gu') → '/gu/', ('/gu/menu', 'en') → '/menu'. */
export function pathInLang(path: string, lang: Lang): string {
  const bare = pathWithoutLang(path);
  const prefix = LANG_INFO[lang].prefix;
  if (!prefix) return bare;
  return bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}
