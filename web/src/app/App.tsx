import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { HydrationProvider } from '@/lib/hydration';
import { LangRoot } from '@/i18n/LangRoot';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/** Marks the page as interactive once React has taken it over: end-to-end tests wait for it before they tap. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    performance.mark('app-started');
  }, []);
  return null;
}

/**
 * The app inside whichever router the caller gives: the browser's, or a static one when prerendering.
 * `hydrating`: this render is matched against prerendered HTML (the prerender, and its hydration).
 * Everything renders in the address's language (LangRoot): its catalog is loaded before this first renders.
 */
export function AppContent({ hydrating }: { hydrating: boolean }) {
  return (
    <LangRoot>
      <HydrationProvider hydrating={hydrating}>
        <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
          <AppRoutes />
          <Started />
        </ErrorBoundary>
      </HydrationProvider>
    </LangRoot>
  );
}

export function App({ hydrating }: { hydrating: boolean }) {
  return (
    <BrowserRouter>
      <AppContent hydrating={hydrating} />
    </BrowserRouter>
  );
}
