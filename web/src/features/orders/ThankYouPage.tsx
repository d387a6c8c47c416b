import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { guestStatusText } from '@domain/guest-status';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { isPhone } from '@domain/phone';
import { FieldNotes, describedBy } from '@/components/TextField';
import { PhoneField } from '@/components/PhoneField';
import { SubmitButton } from '@/components/SubmitButton';
import { errorMessage, hasCode } from '@/lib/api-client';
import { formatDateTime, orderRef } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { useResource } from '@/lib/use-resource';
import { getOrder, type Order } from '@/api/orders';
import { getReadyEstimate } from '@/api/track';
import { readLastOrder, rememberLastOrder } from './last-order';
import { statusKey } from './my-orders';
import { pathInLang, useIntlLocale, useLang, useT } from '@/i18n';
import { rich } from '../menu/rich-text';
import './orders.css';

/** The summary shows once the order is read, after the page is live: its code loads meanwhile, out of the first load. */
const loadSummary = () => import('./components/OrderSummary');
const OrderSummary = lazy(() => loadSummary().then((m) => ({ default: m.OrderSummary })));

/** /thankyou (DECISIONS 19): the reference, a summary and the way to My Orders. It reloads the order after a page reload. */
export default function ThankYouPage() {
  const restaurantName = useSettings().identity.name;
  const t = useT('order');
  // An order's status in the words My Orders uses (the account's messages): one word for one state on every guest page.
  const tAccount = useT('account');
  const lang = useLang();
  const locale = useIntlLocale();
  const { timeZone } = useSettings().locale;
  const to = (path: string) => pathInLang(path, lang);
  // English keeps the date as it always read; Gujarati and Hindi in their own words.
  const placedAt = (iso: string) =>
    lang === 'en'
      ? formatDateTime(iso)
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone, numberingSystem: 'latn' }).format(new Date(iso));
  usePageMeta(t('thanksTitle'), t('thanksDescription', { name: restaurantName }));
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const passed = (location.state as { order?: Order } | null)?.order ?? null;

  const hydrated = useHydrated();
  useEffect(() => void loadSummary().catch(() => undefined), []);
  // The last order is in this tab's storage: the prerendered page and its hydration wait for it.
  const id = params.get('order') ?? passed?._id ?? (hydrated ? (readLastOrder()?.id ?? null) : undefined);
  // Another browser (the text's link opened on a laptop, a copied address) has no record of the order: the guest's phone proves it is theirs.
  const [phone, setPhone] = useState<string | null>(null);
  const loadOrder = useCallback(
    async (signal: AbortSignal) => {
      const last = readLastOrder();
      const order = await getOrder(id!, phone ?? (last && last.id === id ? last.phone : null), signal);
      if (phone) rememberLastOrder({ id: order._id, phone });
      return order;
    },
    [id, phone],
  );
  const loaded = useResource(id ? loadOrder : null);
  const order = loaded.data ?? passed;
  const unknownHere = !!id && hasCode(loaded.error, 'not_found');
  const error = loaded.error !== null ? errorMessage(loaded.error, t('thanksLoadFailed')) : null;

  // "Ready in about N min", from the kitchen's recent preparation times.
  const estimate = useResource(useCallback((signal: AbortSignal) => (order ? getReadyEstimate(signal) : Promise.resolve(null)), [order])).data ?? null;

  if (!order && unknownHere) {
    return (
      <main className="container page thanks-page" id="main">
        <h1>{t('thanksTitle')}</h1>
        <FindOrder reference={orderRef(id)} tried={phone} busy={loaded.loading} onFind={setPhone} />
      </main>
    );
  }

  if (!order) {
    return (
      <main className="container page thanks-page" id="main">
        <h1>{t('thanksTitle')}</h1>
        {(id === undefined || id) && !error ? (
          <p className="loading-state" role="status">
            {t('thanksLoading')}
          </p>
        ) : (
          <div className="empty-state">
            <p>{error ?? t('thanksNone')}</p>
            <Link to={to('/menu')} className="btn">
              {t('goToMenu')}
            </Link>
          </div>
        )}
      </main>
    );
  }

  return (
    <main className="container page thanks-page" id="main">
      <div className="thanks-hero">
        <svg className="thanks-check" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="var(--c-success-bg)" stroke="var(--c-success)" strokeWidth="2.5" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="var(--c-success)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1>{t('thanksName', { name: order.name })}</h1>
        <p className="thanks-lede">
          {order.isPaid && order.paymentMethod === 'online' ? t('thanksPaid') : t('thanksConfirmed')}
          {estimate !== null && (order.status === 'Pending' || order.status === 'Preparing') && ` ${t('readyIn', { minutes: estimate })}`} {t('textWhenReady')}
        </p>
        {order.tokenNumber !== null && (
          <p className="token-badge" data-testid="order-token">
            {rich(t('token'), { token: <strong>{order.tokenNumber}</strong> })}
          </p>
        )}
        <p className="thanks-ref">{rich(t('orderReference'), { reference: <strong data-testid="order-reference">#{orderRef(order._id)}</strong> })}</p>
      </div>

      <div className="thanks-grid">
        <div className="card">
          <dl className="thanks-facts">
            <div>
              <dt>{t('orderType')}</dt>
              <dd>{order.orderType === 'dine-in' ? t('dineInTable', { table: order.tableNumber ?? '' }) : t('takeaway')}</dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>{order.phone}</dd>
            </div>
            <div>
              <dt>{t('placed')}</dt>
              <dd>{placedAt(order.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('status')}</dt>
              <dd>{lang === 'en' ? guestStatusText(order) : tAccount(statusKey(order))}</dd>
            </div>
            <div>
              <dt>{t('payment')}</dt>
              <dd data-testid="order-payment">
                {order.isPaid ? (
                  <span className="badge badge-green">{t('paid')}</span>
                ) : (
                  <span className="badge badge-orange">{order.orderType === 'takeaway' ? t('toPayCounter') : t('toPayTableOrCounter')}</span>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <div className="card">
          <Suspense fallback={<p className="loading-state">{t('loadingSummary')}</p>}>
            <OrderSummary lines={order.items} orderType={order.orderType} rates={order.rates} price={order} />
          </Suspense>
        </div>
      </div>

      <div className="thanks-actions">
        <Link to={to('/myorders')} className="btn">
          {t('myOrders')}
        </Link>
        <Link to={to(`/track/${orderRef(order._id)}`)} className="btn btn-secondary">
          {t('trackOrder')}
        </Link>
        {!user && (
          <Link to={to('/menu')} className="btn btn-secondary">
            {t('backToMenu')}
          </Link>
        )}
      </div>
      {!user && <p className="hint thanks-hint">{t('thanksHint')}</p>}
    </main>
  );
}

/** The order asked for by its address alone: found again by the phone it was placed with, or followed from its tracking page. */
function FindOrder({ reference, tried, busy, onFind }: { reference: string; tried: string | null; busy: boolean; onFind: (phone: string) => void }) {
  const id = useId();
  const [phone, setPhone] = useState(tried ?? '');
  const [fieldError, setFieldError] = useState('');
  const error = fieldError || (tried && !busy ? 'No order matches that reference and phone number.' : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isPhone(phone)) {
      setFieldError('Please enter the 10-digit phone number you ordered with');
      return;
    }
    setFieldError('');
    onFind(phone);
  };

  return (
    <div className="card thanks-find">
      <p>
        This browser has no record of order <strong>#{reference}</strong>. Enter the phone number you ordered with to see it, or follow it from{' '}
        <Link to={`/track/${reference}`}>its tracking page</Link> with the last 4 digits of that phone. The text we sent has the same link.
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>Phone number</label>
          <PhoneField id={id} value={phone} onChange={setPhone} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} />
          <FieldNotes id={id} error={error} announceError />
        </div>
        <SubmitButton busy={busy} busyLabel="Looking for your order...">
          Show my order
        </SubmitButton>
      </form>
    </div>
  );
}
