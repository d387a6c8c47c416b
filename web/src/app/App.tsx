import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
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

/** The app inside whichever router the caller gives: the browser's, or a static one when prerendering. */
export function AppContent() {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <AppRoutes />
      <Started />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
