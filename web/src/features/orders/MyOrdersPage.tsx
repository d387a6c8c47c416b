import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useErrorText } from '@/i18n/errors';
import { useIntlLocale, useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { LoadError } from '@/components/LoadError';
import { orderRef } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { OrderCard } from './components/OrderCard';
import { useMyOrders } from './hooks/use-my-orders';
import { readyText, splitOrders, statusKey } from './my-orders';
import './orders.css';

type Tab = 'current' | 'history';
const TABS: Array<{ id: Tab; label: 'currentOrder' | 'orderHistory' }> = [
  { id: 'current', label: 'currentOrder' },
  { id: 'history', label: 'orderHistory' },
];

/** My Orders (spec §2, §4): Current Order and Order History, with live status from polling (see useMyOrders). */
export default function MyOrdersPage() {
  const restaurantName = useSettings().identity.name;
  const t = useT('account');
  const lang = useLang();
  const locale = useIntlLocale();
  const errorText = useErrorText();
  usePageMeta(t('myOrdersTitle'), t('myOrdersDescription', { restaurant: restaurantName }));
  const { user, isLoading } = useSession();
  const [tab, setTab] = useState<Tab>('current');
  const { orders, failure, stale, updatedAt, reload } = useMyOrders(user ? user._id || user.id : null);
  const error = failure === null ? null : errorText(failure, t('ordersFailed'));

  if (isLoading) {
    return (
      <main className="container page myorders-page" id="main">
        <h1>{t('myOrdersTitle')}</h1>
        <p className="loading-state" role="status">
          {t('loadingPage')}
        </p>
      </main>
    );
  }
  if (!user) {
    return (
      <main className="container page myorders-page" id="main">
        <h1>{t('myOrdersTitle')}</h1>
        <div className="empty-state card">
          <p>{t('logInToSeeOrders')}</p>
          <Link to={pathInLang('/login', lang)} className="btn">
            {t('login')}
          </Link>
        </div>
      </main>
    );
  }

  const { current, history } = splitOrders(orders ?? []);
  const ready = (orders ?? []).filter((o) => o.status === 'Ready');
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'current' ? 'history' : 'current';
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <main className="container page myorders-page" id="main">
      <h1>{t('myOrdersTitle')}</h1>
      <p className="hint myorders-live" aria-live="polite">
        {stale ? t('staleOrders') : current ? t('liveOrders') : t('noOpenOrders')}
        {updatedAt && (
          <span>
            {' '}
            {t('lastChecked', {
              // English as it always read (the browser's own time format); another language in its locale.
              time:
                lang === 'en'
                  ? updatedAt.toLocaleTimeString()
                  : updatedAt.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' }),
            })}
          </span>
        )}
      </p>

      {ready.length > 0 && (
        <p className="myorders-ready" role="status">
          {ready
            .map((o) => t('orderIsReady', { ref: orderRef(o._id), status: lang === 'en' ? readyText(o.orderType).toLowerCase() : t(statusKey(o)) }))
            .join(' ')}
        </p>
      )}

      <div className="myorders-tabs" role="tablist" aria-label={t('myOrdersTitle')}>
        {TABS.map((tabDef) => (
          <button
            key={tabDef.id}
            id={`tab-${tabDef.id}`}
            type="button"
            role="tab"
            aria-selected={tab === tabDef.id}
            aria-controls={`panel-${tabDef.id}`}
            tabIndex={tab === tabDef.id ? 0 : -1}
            className="myorders-tab"
            onClick={() => setTab(tabDef.id)}
            onKeyDown={onTabKey}
          >
            {t(tabDef.label)}
            {tabDef.id === 'history' && orders && <span className="myorders-tab-count">{history.length}</span>}
          </button>
        ))}
      </div>

      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="myorders-panel">
        {error ? (
          <LoadError message={error} onRetry={reload} />
        ) : orders === null ? (
          <p className="loading-state" role="status">
            {t('loadingOrders')}
          </p>
        ) : tab === 'current' ? (
          current ? (
            <OrderCard order={current} />
          ) : (
            <div className="empty-state">
              <p>{t('noCurrentOrder')}</p>
              <Link to={pathInLang('/order', lang)} className="btn">
                {t('orderNow')}
              </Link>
            </div>
          )
        ) : history.length === 0 ? (
          <p className="empty-state">{t('noPastOrders')}</p>
        ) : (
          <ul className="myorders-list">
            {history.map((o) => (
              <li key={o._id}>
                <OrderCard order={o} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="my-data-link">
        <Link to={pathInLang('/my-data', lang)}>{t('yourDataLink')}</Link>
      </p>
    </main>
  );
}
