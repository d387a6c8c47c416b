import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The generic error page (spec §8): 'Application Error', with a status line for thrown responses. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="container page" id="main">
      <h1>Application Error</h1>
      {isRouteErrorResponse(error) ? (
        <p>
          {error.status} {error.statusText}
        </p>
      ) : (
        <p>Something went wrong while showing this page.</p>
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
