import { Navigate, useSearchParams } from 'react-router-dom';
import { shortLinkPath } from '@domain/references';
import NotFoundPage from '@/components/NotFoundPage';

/** /t?r=<reference>, the short link in every text: Hosting sends it to the function's redirect; in the app it leads to the same page. */
export default function ShortLinkPage() {
  const [params] = useSearchParams();
  const path = shortLinkPath(params.get('r'));
  return path ? <Navigate to={path} replace /> : <NotFoundPage />;
}
