import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { initials } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useCart } from '@/stores/cart';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';

const LINKS = [
  { to: '/', label: 'navHome', end: true },
  { to: '/about', label: 'navAbout' },
  { to: '/menu', label: 'navMenu' },
  { to: '/order', label: 'navOrder' },
] as const;

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.6 3H21a1 1 0 0 1 1 1.2l-1.5 7A2 2 0 0 1 18.5 15H8.1l.4 2H19v2H7a1 1 0 0 1-1-.8L3.4 4H3a1 1 0 0 1 0-2Zm3.2 5 1.5 6h10.8l1.3-6H6.2Z"
      />
    </svg>
  );
}

/** The cart sits beside the menu toggle on phones and at the end of the bar on wide screens; CSS shows one. */
function CartLink({ count, className }: { count: number; className: string }) {
  const t = useT('common');
  const label = t.count('cart', count);
  return (
    <Link to={`${pathInLang('/menu', useLang())}?cart=open`} className={`cart-link ${className}`} aria-label={label} title={label}>
      <CartIcon />
      {count > 0 && (
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

export function Navbar() {
  const { user, signOut } = useSession();
  const t = useT('common');
  const lang = useLang();
  const at = (path: string) => pathInLang(path, lang);
  const { count } = useCart();
  const { name } = useSettings().identity;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the page changes, however the visitor got there.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A tap on any link or button in the open menu closes it (spec §2).
  const closeOnActivate = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a, button')) setOpen(false);
  };

  const logout = async () => {
    await signOut();
    navigate(at('/'));
  };

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to={at('/')} className="brand">
          <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="#fde7c8" stroke="currentColor" strokeWidth="2" />
            <circle cx="10.5" cy="11" r="3.6" fill="#d97706" />
            <circle cx="19" cy="9" r="3.2" fill="#166534" />
            <circle cx="22.5" cy="17" r="3.4" fill="#b91c1c" />
            <ellipse cx="13" cy="20.5" rx="5.5" ry="3.6" fill="#f5d9a8" stroke="#c98a3a" strokeWidth="1" />
          </svg>
          <span className="brand-name" style={{ '--chars': name.length } as CSSProperties}>
            {name}
          </span>
        </Link>

        <div className="header-tools">
          <CartLink count={count} className="cart-mobile" />
          <button ref={toggleRef} type="button" className="nav-toggle" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((o) => !o)}>
            <span className={`burger${open ? ' is-open' : ''}`} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>{t('menuToggle')}</span>
          </button>
        </div>

        <nav id="site-nav" className={`site-nav${open ? ' is-open' : ''}`} aria-label={t('mainNav')} onClick={closeOnActivate}>
          <ul className="nav-links">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={at(l.to)} end={'end' in l ? l.end : undefined}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to={at('/myorders')}>{t('navMyOrders')}</NavLink>
              </li>
            )}
          </ul>
          <div className="nav-actions">
            <Link to={at('/booktable')} className="btn btn-book">
              {t('bookTable')}
            </Link>
            {user ? (
              <>
                <span className="avatar" role="img" aria-label={t('signedInAs', { name: user.name })} title={user.name}>
                  {initials(user.name)}
                </span>
                <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
                  {t('logout')}
                </button>
              </>
            ) : (
              <>
                <NavLink to={at('/login')} className="nav-auth">
                  {t('login')}
                </NavLink>
                <NavLink to={at('/register')} className="nav-auth nav-register">
                  {t('register')}
                </NavLink>
              </>
            )}
            <CartLink count={count} className="cart-desktop" />
          </div>
          <LanguageSwitcher className="header-lang" />
        </nav>
      </div>
    </header>
  );
}
