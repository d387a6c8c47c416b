import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
