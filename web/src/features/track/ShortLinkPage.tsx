import { Navigate, useSearchParams } from 'react-router-dom';
import { shortLinkPath } from '@domain/references';
import NotFoundPage from '@/components/NotFoundPage';
import { pathInLang, useLang } from '@/i18n';

/** /t?r=<reference>, the short link in every text: Hosting sends it to the function's redirect; in the app it leads to the same page. */
export default function ShortLinkPage() {
  const [params] = useSearchParams();
  const path = shortLinkPath(params.get('r'));
  // A short link opened under /gu or /hi leads to the page in that language.
  const lang = useLang();
  return path ? <Navigate to={pathInLang(path, lang)} replace /> : <NotFoundPage />;
}
