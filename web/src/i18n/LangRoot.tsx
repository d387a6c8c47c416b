import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loadCatalog, loadedCatalog, type AnyCatalog } from './catalog';
import { I18nProvider } from './I18n';
import { LANG_INFO, langOfPath, type Lang } from './languages';

/**
 * The language of the address (/gu/… Gujarati, /hi/… Hindi, anything else English) and its catalog, for the whole app.
 * The page's catalog is loaded before the first render (main.tsx, entry-server.tsx); a later move to another language
 * loads that catalog first (the switcher, useLangNavigate), so this normally has it at once. Should it not (the back
 * button to a language not loaded yet), the page keeps its current language until the catalog arrives: never a key.
 */
export function LangRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wanted = langOfPath(pathname);
  const ready = loadedCatalog(wanted);
  const shown = useRef<{ lang: Lang; catalog: AnyCatalog } | null>(null);
  if (ready) shown.current = { lang: wanted, catalog: ready };
  const [, loadedOne] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadCatalog(wanted).then(
      () => current && loadedOne(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);

  const lang = shown.current?.lang;
  useEffect(() => {
    if (lang) document.documentElement.lang = LANG_INFO[lang].htmlLang;
  }, [lang]);

  if (!shown.current) return null;
  return (
    <I18nProvider lang={shown.current.lang} catalog={shown.current.catalog}>
      {children}
    </I18nProvider>
  );
}
