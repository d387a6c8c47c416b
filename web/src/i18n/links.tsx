import { forwardRef, useCallback } from 'react';
import { createPath, Link, NavLink, useNavigate, type LinkProps, type NavLinkProps, type NavigateOptions, type To } from 'react-router-dom';
import { loadMessages, loadedNamespaces } from './catalog';
import { useLang } from './I18n';
import { pathInLang, type Lang } from './languages';

/** An address put in a language: absolute paths get the language's prefix ('/menu?cart=open' → '/gu/menu?cart=open'); relative ones are left as they are. */
export function toInLang(to: To, lang: Lang): To {
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return to;
    const cut = to.search(/[?#]/);
    const path = cut < 0 ? to : to.slice(0, cut);
    return pathInLang(path, lang) + (cut < 0 ? '' : to.slice(cut));
  }
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathInLang(to.pathname, lang) } : to;
}

/** A link to a public page, in the page's own language: <LangLink to="/menu"> goes to /gu/menu on a Gujarati page. */
export const LangLink = forwardRef<HTMLAnchorElement, LinkProps>(function LangLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={toInLang(to, useLang())} {...rest} />;
});

/** NavLink in the page's language: the header's links, marked when they are the current page. */
export const LangNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LangNavLink({ to, ...rest }, ref) {
  return <NavLink ref={ref} to={toInLang(to, useLang())} {...rest} />;
});

/**
 * navigate() in the page's language: useLangNavigate()('/thankyou') goes to /hi/thankyou on a Hindi page.
 * `lang` moves to another language: the namespaces this page has loaded are loaded in that language first, so the
 * page is shown in it at once, keeping its state, and never shows a key.
 */
export function useLangNavigate() {
  const navigate = useNavigate();
  const current = useLang();
  return useCallback(
    (to: To | number, options: NavigateOptions & { lang?: Lang } = {}): void | Promise<void> => {
      if (typeof to === 'number') return navigate(to);
      const { lang = current, ...rest } = options;
      if (lang === current) return navigate(toInLang(to, lang), rest);
      return loadMessages(lang, loadedNamespaces(current)).then(
        () => navigate(toInLang(to, lang), rest),
        // The catalog can't load (offline): the page loads in full, in its language, instead.
        () => {
          const there = toInLang(to, lang);
          window.location.assign(typeof there === 'string' ? there : createPath(there));
        },
      );
    },
    [navigate, current],
  );
}
