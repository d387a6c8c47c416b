import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WAITLIST_REFERENCE_LENGTH } from '@domain/waitlist';
import { getWaitlistPlace, type PublicWaitlistView } from '@/api/waitlist';
import { errorMessage, hasCode } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
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
  const hello = view.firstName ? `${view.firstName}, ` : '';
  switch (view.status) {
    case 'waiting':
      return (
        <>
          <p className="waitlist-page-lead">{hello}you are</p>
          <p className="waitlist-page-place" data-testid="waitlist-place">
            <span>number</span> {view.place}
          </p>
          <p className="waitlist-page-line">
            {view.place === 1 ? 'You are next in the queue.' : `${(view.place ?? 1) - 1} ${view.place === 2 ? 'party is' : 'parties are'} ahead of you.`}{' '}
            {view.quotedMinutes > 0 ? `We quoted about ${view.quotedMinutes} minutes.` : 'A table should be free in a few minutes.'}
          </p>
          <p className="waitlist-page-note">We will text you when your table is ready. This page updates by itself.</p>
        </>
      );
    case 'notified':
      return (
        <div className="waitlist-page-ready" role="alert">
          <p className="waitlist-page-big">Your table is ready</p>
          <p className="waitlist-page-line">
            {hello}please come to the counter at {restaurant} now.
          </p>
        </div>
      );
    case 'seated':
      return (
        <>
          <p className="waitlist-page-big">You are seated</p>
          <p className="waitlist-page-line">Enjoy your meal{view.firstName ? `, ${view.firstName}` : ''}!</p>
        </>
      );
    default:
      return (
        <>
          <p className="waitlist-page-big">You are no longer on the waitlist</p>
          <p className="waitlist-page-line">If that is a mistake, please ask at the counter: we are happy to add you again.</p>
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
  usePageMeta('Your place in the queue', 'Your place on the waitlist, live.', { canonical: false });
  useNoIndex();
  const place = useResource(
    useMemo(() => (valid ? (signal: AbortSignal) => getWaitlistPlace(reference, signal) : null), [reference, valid]),
    { refreshEvery: stillWaiting },
  );
  const missing = !valid || hasCode(place.error, 'not_found', 'validation_failed');

  return (
    <main className="container page waitlist-page" id="main">
      <h1>Waitlist at {settings.identity.name}</h1>
      {missing ? (
        <section className="card waitlist-page-card">
          <p className="waitlist-page-big">We could not find this place</p>
          <p className="waitlist-page-line">Please check the link in your text, or ask at the counter.</p>
          <Link className="btn" to="/menu">
            See the menu
          </Link>
        </section>
      ) : place.data ? (
        <section className="card waitlist-page-card" aria-live="polite" data-status={place.data.status}>
          <Place view={place.data} restaurant={settings.identity.name} />
          {place.error !== null && (
            <p className="notice notice-warn" role="status">
              Could not update just now ({errorMessage(place.error, 'network error')}). Trying again shortly.
            </p>
          )}
        </section>
      ) : place.error !== null ? (
        <section className="card waitlist-page-card">
          <p className="notice notice-warn" role="alert">
            {errorMessage(place.error, 'Your place could not be loaded')}
          </p>
          <button type="button" className="btn" onClick={place.reload}>
            Try again
          </button>
        </section>
      ) : (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Finding your place...
        </p>
      )}
    </main>
  );
}
