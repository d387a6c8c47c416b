import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WAITLIST_REFERENCE_LENGTH } from '@domain/waitlist';
import { getWaitlistPlace, type PublicWaitlistView } from '@/api/waitlist';
import { hasCode } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { pathInLang, useLang, useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import './waitlist.css';

/** The page asks again this often while the guest still waits, and only while it is visible. */
export const WAITLIST_PAGE_REFRESH_MS = 20_000;
const REFERENCE = new RegExp(`^[A-Z0-9]{${WAITLIST_REFERENCE_LENGTH}}$`);
const stillWaiting = (v: PublicWaitlistView | null) => (v === null || v.status === 'waiting' || v.status === 'notified' ? WAITLIST_PAGE_REFRESH_MS : null);

/** A place in a queue is nobody's business but the guest's: no search engine keeps the page. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function Place({ view, restaurant }: { view: PublicWaitlistView; restaurant: string }) {
  const t = useT('track');
  const name = view.firstName;
  switch (view.status) {
    case 'waiting':
      return (
        <>
          <p className="waitlist-page-lead">{name ? t('youAreNamed', { name }) : t('youAre')}</p>
          <p className="waitlist-page-place" data-testid="waitlist-place">
            <span>{t('number')}</span> {view.place}
          </p>
          <p className="waitlist-page-line">
            {view.place === 1 ? t('nextInQueue') : t.count('ahead', (view.place ?? 1) - 1)}{' '}
            {view.quotedMinutes > 0 ? t('quoted', { minutes: view.quotedMinutes }) : t('fewMinutes')}
          </p>
          <p className="waitlist-page-note">{t('willText')}</p>
        </>
      );
    case 'notified':
      return (
        <div className="waitlist-page-ready" role="alert">
          <p className="waitlist-page-big">{t('tableReady')}</p>
          <p className="waitlist-page-line">{name ? t('comeNowNamed', { name, restaurant }) : t('comeNow', { restaurant })}</p>
        </div>
      );
    case 'seated':
      return (
        <>
          <p className="waitlist-page-big">{t('seated')}</p>
          <p className="waitlist-page-line">{name ? t('enjoyNamed', { name }) : t('enjoy')}</p>
        </>
      );
    default:
      return (
        <>
          <p className="waitlist-page-big">{t('noLonger')}</p>
          <p className="waitlist-page-line">{t('mistake')}</p>
        </>
      );
  }
}

/** /waitlist/:reference: the link in the waitlist text. The guest's place in the queue, live, and then "your table is ready". */
export default function WaitlistPage() {
  const params = useParams();
  const reference = (params.reference ?? '').trim().toUpperCase();
  const valid = REFERENCE.test(reference);
  const settings = useSettings();
  const t = useT('track');
  const lang = useLang();
  const errorText = useErrorText();
  usePageMeta(t('waitMetaTitle'), t('waitMetaDescription'), { canonical: false });
  useNoIndex();
  const place = useResource(
    useMemo(() => (valid ? (signal: AbortSignal) => getWaitlistPlace(reference, signal) : null), [reference, valid]),
    { refreshEvery: stillWaiting },
  );
  const missing = !valid || hasCode(place.error, 'not_found', 'validation_failed');

  return (
    <main className="container page waitlist-page" id="main">
      <h1>{t('waitHeading', { restaurant: settings.identity.name })}</h1>
      {missing ? (
        <section className="card waitlist-page-card">
          <p className="waitlist-page-big">{t('notFound')}</p>
          <p className="waitlist-page-line">{t('checkLink')}</p>
          <Link className="btn" to={pathInLang('/menu', lang)}>
            {t('seeMenu')}
          </Link>
        </section>
      ) : place.data ? (
        <section className="card waitlist-page-card" aria-live="polite" data-status={place.data.status}>
          <Place view={place.data} restaurant={settings.identity.name} />
          {place.error !== null && (
            <p className="notice notice-warn" role="status">
              {t('updateFailed', { reason: errorText(place.error, t('networkError')) })}
            </p>
          )}
        </section>
      ) : place.error !== null ? (
        <section className="card waitlist-page-card">
          <p className="notice notice-warn" role="alert">
            {errorText(place.error, t('placeFailed'))}
          </p>
          <button type="button" className="btn" onClick={place.reload}>
            {t('tryAgain')}
          </button>
        </section>
      ) : (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> {t('finding')}
        </p>
      )}
    </main>
  );
}
