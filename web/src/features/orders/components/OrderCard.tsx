import { toCents, toDollars } from '@domain/money';
import { chargeLabel, taxLines } from '@domain/pricing';
import { Price } from '@/components/Price';
import { formatDateTime, orderRef } from '@/lib/format';
import { useMoney } from '@/lib/prices';
import type { Order } from '@/api/orders';
import { orderBadgeClass } from '@/lib/order-badge';
import { paymentBadgeClass, paymentText, statusText } from '../my-orders';

/** One order in My Orders: reference, when, what, the charges at the order's own rates, total, live status and payment. */
export function OrderCard({ order }: { order: Order }) {
  const money = useMoney();
  const shown = statusText(order);
  const charges = order.discount > 0 ? [`discount -${money(order.discount)}`] : [];
  if (order.rates.serviceCharge !== false) charges.push(`${chargeLabel(order.orderType, order.rates)} ${money(order.serviceOrParcelCharge)}`);
  for (const t of taxLines(order.rates, order)) charges.push(`${t.label} ${money(t.amount)}`);
  if (order.roundOff) charges.push(`round off ${money(order.roundOff)}`);
  return (
    <article className="card myorder" aria-labelledby={`order-${order._id}`}>
      <header className="myorder-head">
        <h3 id={`order-${order._id}`}>
          Order #{orderRef(order._id)}
          {order.tokenNumber !== null && <span className="token-chip">Token {order.tokenNumber}</span>}
        </h3>
        <span className={orderBadgeClass(order.status)} data-testid="order-status">
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
              {i.offer && <span className="order-line-offer">{i.offer.title}</span>}
              {i.note && <span className="order-line-note">Note: {i.note}</span>}
            </span>
            <Price price={i.lineTotal} originalPrice={i.originalPrice === undefined ? undefined : toDollars(toCents(i.originalPrice) * i.quantity)} />
          </li>
        ))}
      </ul>
      <p className="myorder-charges">Includes {charges.join(', ')}</p>
      <footer className="myorder-foot">
        <strong>Total {money(order.total)}</strong>
        <span className={paymentBadgeClass(order)} data-testid="order-payment">
          {paymentText(order, money)}
        </span>
      </footer>
      {order.creditNote && (
        <p className="myorder-credit-note" data-testid="order-credit-note">
          Credit note {order.creditNote.number}
        </p>
      )}
    </article>
  );
}
