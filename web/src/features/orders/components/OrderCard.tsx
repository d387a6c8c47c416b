import { formatDateTime, formatMoney, orderRef } from '@/lib/format';
import type { Order } from '../api/types';
import { orderBadgeClass } from '@/lib/order-badge';
import { paymentText, statusText } from '../my-orders';

/** One order in My Orders: reference, when, what, total, live status and payment. */
export function OrderCard({ order, current = false }: { order: Order; current?: boolean }) {
  const shown = statusText(order.status, current);
  return (
    <article className="card myorder" aria-labelledby={`order-${order._id}`}>
      <header className="myorder-head">
        <h3 id={`order-${order._id}`}>Order #{orderRef(order._id)}</h3>
        <span className={orderBadgeClass(shown)} data-testid="order-status">
          {shown}
        </span>
      </header>
      <p className="myorder-meta">
        {formatDateTime(order.createdAt)} · {order.orderType === 'dine-in' ? `Dine-in, table ${order.tableNumber ?? ''}` : 'Takeaway'}
      </p>
      <ul className="myorder-items">
        {order.items.map((i) => (
          <li key={i._id}>
            <span>
              {i.name} × {i.quantity}
            </span>
            <span>{formatMoney(i.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <footer className="myorder-foot">
        <strong>Total {formatMoney(order.total)}</strong>
        <span className={order.isPaid ? 'badge badge-green' : 'badge badge-orange'}>{paymentText(order.isPaid)}</span>
      </footer>
    </article>
  );
}
