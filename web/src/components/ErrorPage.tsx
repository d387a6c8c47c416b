import { isRouteErrorResponse, Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';

/** "404 Not Found" for a thrown response (a fetch Response or a react-router error response), else null. */
export function statusLine(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (typeof Response !== 'undefined' && error instanceof Response) return `${error.status} ${error.statusText}`.trim();
  return null;
}

/** The generic error page (spec §8): 'Application Error', with a status line for thrown responses. */
export function ErrorPage({ error }: { error?: unknown }) {
  usePageMeta('Application Error', 'Something went wrong while showing this page.');
  const status = statusLine(error);
  return (
    <main className="container page error-page" id="main">
      <h1>Application Error</h1>
      {status ? <p className="error-status">{status}</p> : <p>Something went wrong while showing this page.</p>}
      <p className="error-actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn-secondary" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
