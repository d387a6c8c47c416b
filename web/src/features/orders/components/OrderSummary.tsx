import { chargeLabel, taxLabel, type OrderRates, type PriceDollars } from '@domain/pricing';
import { toCents, toDollars } from '@domain/money';
import type { OrderType } from '@domain/orders';
import { Price } from '@/components/Price';
import { useMoney } from '@/lib/prices';

export interface SummaryLine {
  _id: string;
  name: string;
  /** The price charged for one. */
  price: number;
  quantity: number;
  /** The menu's price for one, when an offer lowered it. */
  originalPrice?: number | undefined;
  offer?: { title: string } | undefined;
}

interface Props {
  lines: readonly SummaryLine[];
  orderType: OrderType;
  /** The rates the figures come from: the settings' for a cart, the order's own once placed. */
  rates: OrderRates;
  price: PriceDollars;
  title?: string;
}

const lineTotal = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

/** The lines and the charges of spec §9: subtotal, service or parcel charge when there is one, tax when the restaurant applies it, total. */
export function OrderSummary({ lines, orderType, rates, price, title = 'Order Summary' }: Props) {
  const money = useMoney();
  return (
    <section className="order-summary" aria-label={title}>
      <h2>{title}</h2>
      <ul className="order-summary-lines">
        {lines.map((l) => (
          <li key={l._id}>
            <span>
              {l.name} <span className="order-qty">× {l.quantity}</span>
              {l.offer && <span className="order-line-offer">{l.offer.title}</span>}
            </span>
            <Price price={lineTotal(l.price, l.quantity)} originalPrice={l.originalPrice === undefined ? undefined : lineTotal(l.originalPrice, l.quantity)} />
          </li>
        ))}
      </ul>
      <dl className="order-charges">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(price.subtotal)}</dd>
        </div>
        {(rates.chargeBp > 0 || price.serviceOrParcelCharge > 0) && (
          <div>
            <dt>{chargeLabel(orderType, rates)}</dt>
            <dd>{money(price.serviceOrParcelCharge)}</dd>
          </div>
        )}
        {rates.taxApplied && (
          <div>
            <dt>{taxLabel(rates)}</dt>
            <dd>{money(price.tax)}</dd>
          </div>
        )}
        <div className="order-total">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(price.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
