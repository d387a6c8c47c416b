import { GST_LABEL, chargeLabel, type PriceDollars } from '@domain/pricing';
import { toCents, toDollars } from '@domain/money';
import type { OrderType } from '@domain/orders';
import { formatMoney } from '@/lib/format';

interface Props {
  lines: ReadonlyArray<{ _id: string; name: string; price: number; quantity: number }>;
  orderType: OrderType;
  gst: boolean;
  price: PriceDollars;
  title?: string;
}

/** The lines and the charges of spec §9: subtotal, service or parcel charge, GST, total. */
export function OrderSummary({ lines, orderType, gst, price, title = 'Order Summary' }: Props) {
  return (
    <section className="order-summary" aria-label={title}>
      <h2>{title}</h2>
      <ul className="order-summary-lines">
        {lines.map((l) => (
          <li key={l._id}>
            <span>
              {l.name} <span className="order-qty">× {l.quantity}</span>
            </span>
            <span>{formatMoney(toDollars(toCents(l.price) * l.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-charges">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(price.subtotal)}</dd>
        </div>
        <div>
          <dt>{chargeLabel(orderType)}</dt>
          <dd>{formatMoney(price.serviceOrParcelCharge)}</dd>
        </div>
        <div>
          <dt>{gst ? GST_LABEL : 'GST (off)'}</dt>
          <dd>{formatMoney(price.tax)}</dd>
        </div>
        <div className="order-total">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatMoney(price.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
