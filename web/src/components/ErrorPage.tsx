import { isRouteErrorResponse, Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';

/** "404 Not Found" for a thrown response (a fetch Response or a react-router error response), else null. */
export function statusLine(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (typeof Response !== 'undefined' && error instanceof Response) return `${error.status} ${error.statusText}`.trim();
  return null;
}

/** The generic error page (spec §8): 'Application Error', with a status line for thrown responses. */
export function ErrorPage({ error }: { error?: unknown }) {
  const t = useT('common');
  const lang = useLang();
  usePageMeta(t('errorTitle'), t('errorText'));
  const status = statusLine(error);
  return (
    <main className="container page error-page" id="main">
      <h1>{t('errorTitle')}</h1>
      {status ? <p className="error-status">{status}</p> : <p>{t('errorText')}</p>}
      <p className="error-actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
        <Link className="btn btn-secondary" to={pathInLang('/', lang)}>
          {t('backHome')}
        </Link>
      </p>
    </main>
  );
}
