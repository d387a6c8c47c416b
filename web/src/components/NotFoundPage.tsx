import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here.');
  return (
    <main className="container page" id="main">
      <h1>Page not found</h1>
      <p>We couldn't find that page. It may have moved.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/menu">see the menu</Link>.
      </p>
    </main>
  );
}
