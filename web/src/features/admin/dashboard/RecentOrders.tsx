import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { initials } from '@/lib/format';
import { useMoney } from '@/lib/prices';
import { listOrders } from '@/api/orders-admin';
import { orderBadgeClass } from '@/lib/order-badge';
import { itemCount } from '../orders/order-status';
import { Icon } from '../shell/icons';
import { LoadFailed } from '../shell/LoadFailed';
import { useOrderAlerts } from '../shell/order-alerts';
import { useResource } from '@/lib/use-resource';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The latest 5 orders (spec §2), refreshed when the new-order alert sees one. */
export function RecentOrders() {
  const money = useMoney();
  const navigate = useNavigate();
  const { arrivals } = useOrderAlerts();
  const orders = useResource(useCallback((signal: AbortSignal) => listOrders({ page: 1, limit: 5 }, signal), []));
  const { reload } = orders;
  const firstArrival = useRef(arrivals);
  useEffect(() => {
    if (arrivals !== firstArrival.current) reload();
  }, [arrivals, reload]);

  const rows = orders.data?.orders ?? null;
  return (
    <section className="admin-panel admin-recent" aria-labelledby="recent-orders-heading">
      <div className="admin-panel-head">
        <h2 id="recent-orders-heading">Recent Orders</h2>
        <div className="admin-head-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={reload} disabled={orders.loading} aria-label="Refresh recent orders">
            <Icon name="refresh" size={16} /> Refresh
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void navigate('/adminorders')}>
            View All
          </button>
        </div>
      </div>
      <div aria-live="polite" aria-busy={orders.loading}>
        {orders.loading && !rows && <p className="loading-state">Loading orders...</p>}
        {orders.error !== null && !rows && (
          <LoadFailed title="Error loading orders" message={errorMessage(orders.error, 'Please try again.')} onRetry={reload} />
        )}
        {rows && rows.length === 0 && <p className="empty-state">No orders available</p>}
        {rows && rows.length > 0 && (
          <ul className="admin-recent-list">
            {rows.map((o) => (
              <li key={o._id}>
                <span className="admin-avatar" aria-hidden="true">
                  {initials(o.customerName || o.name) || '?'}
                </span>
                <span className="admin-recent-main">
                  <span className="admin-strong">{o.customerName || o.name}</span>
                  <span className="admin-sub">
                    #{o.reference} · {itemCount(o.items)} {itemCount(o.items) === 1 ? 'item' : 'items'} · {timeOf(o.createdAt)}
                  </span>
                </span>
                <span className="admin-recent-side">
                  <span className="admin-strong">{money(o.total)}</span>
                  <span className={orderBadgeClass(o.status)}>{o.status}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
