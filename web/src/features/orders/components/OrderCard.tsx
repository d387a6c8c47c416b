import { toCents, toDollars } from '@domain/money';
import { percentText, taxLineParts } from '@domain/pricing';
import { Price } from '@/components/Price';
import { orderRef } from '@/lib/format';
import { useIntlLocale, useT } from '@/i18n/I18n';
import { useMoney } from '@/lib/prices';
import type { Order } from '@/api/orders';
import { orderBadgeClass } from '@/lib/order-badge';
import { paymentBadgeClass, paymentTextIn, statusKey } from '../my-orders';

/** One order in My Orders: reference, when, what, the charges at the order's own rates, total, live status and payment. */
export function OrderCard({ order }: { order: Order }) {
  const money = useMoney();
  const t = useT('account');
  const tOrder = useT('order');
  const locale = useIntlLocale();
  const shown = t(statusKey(order));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(order.createdAt));
  const charges = order.discount > 0 ? [t('discount', { amount: money(order.discount) })] : [];
  if (order.rates.serviceCharge !== false) {
    const label = tOrder(order.orderType === 'dine-in' ? 'chargeService' : 'chargeParcel', { percent: percentText(order.rates.chargeBp) });
    charges.push(`${label} ${money(order.serviceOrParcelCharge)}`);
  }
  for (const tax of taxLineParts(order.rates, order)) {
    charges.push(`${tOrder(tax.included ? 'taxLineIncluded' : 'taxLine', { name: tax.name, percent: tax.percent })} ${money(tax.amount)}`);
  }
  if (order.roundOff) charges.push(t('roundOff', { amount: money(order.roundOff) }));
  return (
    <article className="card myorder" aria-labelledby={`order-${order._id}`}>
      <header className="myorder-head">
        <h3 id={`order-${order._id}`}>
          {t('orderHeading', { ref: orderRef(order._id) })}
          {order.tokenNumber !== null && <span className="token-chip">{t('token', { number: order.tokenNumber })}</span>}
        </h3>
        <span className={orderBadgeClass(order.status)} data-testid="order-status">
          {shown}
        </span>
      </header>
      <p className="myorder-meta">
        {when} · {order.orderType === 'dine-in' ? t('dineInTable', { table: order.tableNumber ?? '' }) : t('takeaway')}
      </p>
      <ul className="myorder-items">
        {order.items.map((i) => (
          <li key={i._id}>
            <span>
              {i.name} × {i.quantity}
              {i.offer && <span className="order-line-offer">{i.offer.title}</span>}
              {i.note && <span className="order-line-note">{t('note', { note: i.note })}</span>}
            </span>
            <Price price={i.lineTotal} originalPrice={i.originalPrice === undefined ? undefined : toDollars(toCents(i.originalPrice) * i.quantity)} />
          </li>
        ))}
      </ul>
      <p className="myorder-charges">{t('includes', { charges: charges.join(', ') })}</p>
      <footer className="myorder-foot">
        <strong>{t('total', { amount: money(order.total) })}</strong>
        <span className={paymentBadgeClass(order)} data-testid="order-payment">
          {paymentTextIn(order, money, t)}
        </span>
      </footer>
      {order.creditNote && (
        <p className="myorder-credit-note" data-testid="order-credit-note">
          {t('creditNote', { number: order.creditNote.number })}
        </p>
      )}
    </article>
  );
}
