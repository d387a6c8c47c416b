import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';

export default function NotFoundPage() {
  const t = useT('common');
  const lang = useLang();
  usePageMeta(t('notFoundTitle'), t('notFoundDescription'), { canonical: false });
  return (
    <main className="container page not-found" id="main">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p className="error-actions">
        <Link className="btn" to={pathInLang('/', lang)}>
          {t('goHome')}
        </Link>
        <Link className="btn btn-secondary" to={pathInLang('/menu', lang)}>
          {t('seeMenu')}
        </Link>
      </p>
    </main>
  );
}
