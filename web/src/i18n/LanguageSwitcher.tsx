import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLang } from './I18n';
import { LANGS, LANG_INFO, DEFAULT_LANG, isLang, pathInLang, type Lang } from './languages';
import { useLangNavigate } from './links';
import './lang.css';

/** Where the guest's choice of language is kept, in this browser only (no cookie: the links carry the language). */
export const LANG_KEY = 'thali.lang';

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Storage refused (a private window): the choice lasts as long as the address.
  }
}

/** Set for the visit once the guest closes the offer: it does not come back on every page. */
const OFFER_CLOSED_KEY = 'thali.lang-offer-closed';

export function rememberedLang(): Lang | null {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The same page in English, ગુજરાતી and हिन्दी: real links (they work before the scripts run, and without them), each
 * named in its own language. A tap loads the other language's messages, then moves there in place, so what the guest
 * typed into the page stays. The choice is remembered for the offer on a later visit (LanguageOffer).
 */
export function LanguageSwitcher({ className = '', landmark = true }: { className?: string; landmark?: boolean }) {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useLangNavigate();
  const list = (
    <ul>
      {LANGS.map((l) => {
        const href = pathInLang(pathname, l) + search + hash;
        const current = l === lang;
        return (
          <li key={l}>
            <a
              href={href}
              hrefLang={LANG_INFO[l].htmlLang}
              lang={LANG_INFO[l].htmlLang}
              aria-current={current ? 'true' : undefined}
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                rememberLang(l);
                if (!current) void navigate(pathInLang(pathname, l) + search + hash, { lang: l, replace: false });
              }}
            >
              {LANG_INFO[l].name}
            </a>
          </li>
        );
      })}
    </ul>
  );
  // One landmark per page (the header's): a second "Language" navigation, the footer's, would repeat it for screen readers.
  return landmark ? (
    <nav className={`lang-switcher ${className}`.trim()} aria-label={LANG_INFO[lang].switcherLabel}>
      {list}
    </nav>
  ) : (
    <div className={`lang-switcher ${className}`.trim()}>{list}</div>
  );
}

/**
 * On an English page, a guest who chose Gujarati or Hindi before is offered the page in that language: a link, never
 * a redirect (the first visit is never guessed at). Shown only after the page has started, from this browser's memory.
 */
export function LanguageOffer() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useLangNavigate();
  const [offered, setOffered] = useState<Lang | null>(null);
  useEffect(() => {
    const chosen = rememberedLang();
    let closed = false;
    try {
      closed = sessionStorage.getItem(OFFER_CLOSED_KEY) === '1';
    } catch {
      // No storage: the offer shows.
    }
    setOffered(lang === DEFAULT_LANG && !closed && chosen && chosen !== DEFAULT_LANG ? chosen : null);
  }, [lang]);
  const close = () => {
    setOffered(null);
    try {
      sessionStorage.setItem(OFFER_CLOSED_KEY, '1');
    } catch {
      // Closed for this page only.
    }
  };
  if (!offered || lang !== DEFAULT_LANG) return null;
  const href = pathInLang(pathname, offered) + search + hash;
  return (
    <p className="lang-offer">
      <a
        href={href}
        hrefLang={LANG_INFO[offered].htmlLang}
        lang={LANG_INFO[offered].htmlLang}
        onClick={(e) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          void navigate(href, { lang: offered });
        }}
      >
        {LANG_INFO[offered].offer}
      </a>
      <button type="button" aria-label="Close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
