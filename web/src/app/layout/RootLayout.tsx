import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { EarlyInput } from '@/lib/hydration';
import { SessionProvider } from '@/lib/session';
import { CartProvider } from '@/stores/cart';
import { useT } from '@/i18n/I18n';
import { pathWithoutLang } from '@/i18n/languages';
import { LanguageOffer } from '@/i18n/LanguageSwitcher';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageRendered, Toasts } from './Toasts';
import './layout.css';

/** Header and footer are hidden on every path that starts with /admin (spec §2). */
export const isAdminPath = (path: string) => path.startsWith('/admin');

/** A new page starts at the top; back and forward leave the browser's own scroll restoration alone. */
function useScrollToTopOnNavigate(pathname: string) {
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}

/** While a page's code or messages load: said to a screen reader in the page's language. */
function PageLoading() {
  const t = useT('common');
  return (
    <main className="page-loading" id="main" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
    </main>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  // Another language of the same page is the same page: it stays where the guest was.
  useScrollToTopOnNavigate(pathWithoutLang(pathname));
  const [pageRendered, setPageRendered] = useState(false);
  const onPageRendered = useCallback(() => setPageRendered(true), []);
  const t = useT('common');
  return (
    <SessionProvider>
      <CartProvider>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {!admin && <Navbar />}
        {!admin && <LanguageOffer />}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorPage error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <EarlyInput />
            <PageRendered onRendered={onPageRendered} />
          </Suspense>
        </ErrorBoundary>
        {!admin && <Footer />}
        <Toasts pageRendered={pageRendered} />
      </CartProvider>
    </SessionProvider>
  );
}
