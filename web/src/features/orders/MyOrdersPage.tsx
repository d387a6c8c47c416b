import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { orderRef } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { OrderCard } from './components/OrderCard';
import { useMyOrders } from './hooks/use-my-orders';
import { readyText, splitOrders } from './my-orders';
import './orders.css';

type Tab = 'current' | 'history';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'current', label: 'Current Order' },
  { id: 'history', label: 'Order History' },
];

/** My Orders (spec §2, §4): Current Order and Order History, with live status from polling (see useMyOrders). */
export default function MyOrdersPage() {
  const restaurantName = useSettings().identity.name;
  usePageMeta('My Orders', `Follow your current order and see your past orders at ${restaurantName}.`);
  const { user, isLoading } = useSession();
  const [tab, setTab] = useState<Tab>('current');
  const { orders, error, stale, updatedAt, reload } = useMyOrders(user ? user._id || user.id : null);

  if (isLoading) {
    return (
      <main className="container page myorders-page" id="main">
        <h1>My Orders</h1>
        <p className="loading-state" role="status">
          Loading...
        </p>
      </main>
    );
  }
  if (!user) {
    return (
      <main className="container page myorders-page" id="main">
        <h1>My Orders</h1>
        <div className="empty-state card">
          <p>Please log in to see your orders.</p>
          <Link to="/login" className="btn">
            Login
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
      <h1>My Orders</h1>
      <p className="hint myorders-live" aria-live="polite">
        {stale ? 'Could not refresh just now; trying again shortly.' : current ? 'Statuses update on their own every few seconds.' : 'No open orders.'}
        {updatedAt && <span> Last checked {updatedAt.toLocaleTimeString()}.</span>}
      </p>

      {ready.length > 0 && (
        <p className="myorders-ready" role="status">
          {ready.map((o) => `Order #${orderRef(o._id)} is ${readyText(o.orderType).toLowerCase()}.`).join(' ')}
        </p>
      )}

      <div className="myorders-tabs" role="tablist" aria-label="My Orders">
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="myorders-tab"
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
            {t.id === 'history' && orders && <span className="myorders-tab-count">{history.length}</span>}
          </button>
        ))}
      </div>

      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="myorders-panel">
        {error ? (
          <LoadError message={error} onRetry={reload} />
        ) : orders === null ? (
          <p className="loading-state" role="status">
            Loading orders...
          </p>
        ) : tab === 'current' ? (
          current ? (
            <OrderCard order={current} />
          ) : (
            <div className="empty-state">
              <p>You have no order being prepared right now.</p>
              <Link to="/order" className="btn">
                Order Now
              </Link>
            </div>
          )
        ) : history.length === 0 ? (
          <p className="empty-state">No past orders yet.</p>
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
        <Link to="/my-data">Your data: download it or delete your account</Link>
      </p>
    </main>
  );
}
