import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here.', { canonical: false });
  return (
    <main className="container page not-found" id="main">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>We couldn't find that page. It may have moved.</p>
      <p className="error-actions">
        <Link className="btn" to="/">
          Go to the home page
        </Link>
        <Link className="btn btn-secondary" to="/menu">
          See the menu
        </Link>
      </p>
    </main>
  );
}
