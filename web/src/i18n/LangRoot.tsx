import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CORE_NAMESPACES, hasMessages, loadMessages, loadedCatalog, type LoadedCatalog } from './catalog';
import { I18nProvider } from './I18n';
import { LANG_INFO, langOfPath, type Lang } from './languages';

/**
 * The language of the address (/gu/… Gujarati, /hi/… Hindi, anything else English) and its messages, for the whole app.
 * The page's messages are loaded before the first render (main.tsx, entry-server.tsx); a later move to another language
 * loads that language's first (the switcher, useLangNavigate), so this normally has them at once. Should it not (the
 * back button to a language not loaded yet), the page keeps its current language until the frame's messages arrive:
 * never a key. A namespace a page renders later is loaded as it asks (useT).
 */
export function LangRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wanted = langOfPath(pathname);
  const ready = hasMessages(wanted, CORE_NAMESPACES) ? loadedCatalog(wanted) : null;
  const shown = useRef<{ lang: Lang; catalog: LoadedCatalog } | null>(null);
  if (ready) shown.current = { lang: wanted, catalog: ready };
  const [, loadedOne] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (ready) return;
    let current = true;
    // Offline, the load is tried again when the network returns: a page whose messages failed is never left blank.
    const load = () =>
      loadMessages(wanted, CORE_NAMESPACES).then(
        () => current && loadedOne(),
        () => current && window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      current = false;
      window.removeEventListener('online', load);
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
