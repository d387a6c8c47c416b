import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { namespaceUsed, suspendFor, type Catalog, type LoadedCatalog, type Namespace } from './catalog';
import { interpolate, type MessageVars } from './interpolate';
import { DEFAULT_LANG, LANG_INFO, type Lang } from './languages';

interface I18nValue {
  lang: Lang;
  catalog: LoadedCatalog;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Outside any provider (a component test), pages read this catalog: the tests' setup sets the English one
 * (web/src/testing/setup.ts). The app itself always renders inside I18nProvider.
 */
let fallback: I18nValue | null = null;
export function setFallbackCatalog(lang: Lang, catalog: LoadedCatalog): void {
  fallback = { lang, catalog };
}

/** The page's language and its messages, for everything under it. */
export function I18nProvider({ lang, catalog, children }: { lang: Lang; catalog: LoadedCatalog; children: ReactNode }) {
  const value = useMemo(() => ({ lang, catalog }), [lang, catalog]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue | null {
  return useContext(I18nContext) ?? fallback;
}

/** The page's language: English outside any provider. */
export function useLang(): Lang {
  return useI18n()?.lang ?? DEFAULT_LANG;
}

/** The Intl locale of the page's language ('gu-IN'), for dates, times and numbers. */
export function useIntlLocale(): string {
  return LANG_INFO[useLang()].intl;
}

/** A key's text when a catalog lacks it: never shown to a guest (the parity test fails first), easy for a test to find. */
export const missingText = (ns: string, key: string) => `${ns}.${key}`;
/** Matches a missing message's stand-in in rendered text: a test fails on it. */
export const MISSING_PATTERN = /\b(?:common|home|site|hours|menu|cart|order|booking|track|account|errors)\.[a-z][A-Za-z0-9_]*\b/;

export type Translate<NS extends Namespace> = {
  (key: keyof Catalog[NS] & string, vars?: MessageVars): string;
  /** A count's message: `${key}_one` or `${key}_other` by the language's plural rules, with {count} filled in. */
  count(key: string, count: number, vars?: MessageVars): string;
  /** A message looked up by a key known only at run time (an API error's code); null when the catalog has none. */
  maybe(key: string, vars?: MessageVars): string | null;
};

/** The messages of one namespace, in the page's language: t('title'), t('hello', { name }). */
export function useT<NS extends Namespace>(ns: NS): Translate<NS> {
  const i18n = useI18n();
  namespaceUsed(ns);
  // A namespace not loaded yet is loaded first (the page waits in its Suspense), never shown as keys.
  if (i18n && !(ns in i18n.catalog)) suspendFor(i18n.lang, ns);
  return useMemo(() => translator(ns, i18n?.catalog ?? null, i18n?.lang ?? DEFAULT_LANG), [ns, i18n]);
}

/** The same outside React (a toast's text, a validation message): pass the catalog and language. */
export function translator<NS extends Namespace>(ns: NS, catalog: LoadedCatalog | null, lang: Lang): Translate<NS> {
  const messages = (catalog?.[ns] ?? {}) as Record<string, string>;
  const lookup = (key: string, vars?: MessageVars) => {
    const text = messages[key];
    return typeof text === 'string' ? interpolate(text, vars) : null;
  };
  const t = ((key: string, vars?: MessageVars) => lookup(key, vars) ?? missingText(ns, key)) as unknown as Translate<NS>;
  const rules = new Intl.PluralRules(LANG_INFO[lang].intl);
  t.count = (key, count, vars) => {
    const all = { count, ...vars };
    return lookup(`${key}_${rules.select(count)}`, all) ?? lookup(`${key}_other`, all) ?? missingText(ns, key);
  };
  t.maybe = lookup;
  return t;
}
