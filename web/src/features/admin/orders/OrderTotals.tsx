import type { OrderType } from '@domain/orders';
import { chargeLabel, taxLines, type OrderRates, type PriceDollars } from '@domain/pricing';
import { useMoney } from '@/lib/prices';

interface OrderTotalsProps {
  price: PriceDollars;
  orderType: OrderType;
  /** The rates behind the figures: the settings' while an order is entered, the order's own once placed. */
  rates: OrderRates;
}

/** Subtotal, any discount, service or parcel charge (or that the guest declined it), tax (when applied) and Total of an order, in the back office. */
export function OrderTotals({ price, orderType, rates }: OrderTotalsProps) {
  const money = useMoney();
  return (
    <ul className="admin-line-list admin-totals">
      <li>
        <span>Subtotal</span>
        <span>{money(price.subtotal)}</span>
      </li>
      {price.discount > 0 && (
        <li>
          <span>Discount</span>
          <span>-{money(price.discount)}</span>
        </li>
      )}
      {rates.serviceCharge === false ? (
        <li className="admin-sub">
          <span>Service charge</span>
          <span>Not added</span>
        </li>
      ) : (
        <li>
          <span>{chargeLabel(orderType, rates)}</span>
          <span>{money(price.serviceOrParcelCharge)}</span>
        </li>
      )}
      {rates.inclusive && rates.taxApplied && (
        <li>
          <span>Taxable value</span>
          <span>{money(price.taxable)}</span>
        </li>
      )}
      {taxLines(rates, price).map((t) => (
        <li key={t.label}>
          <span>{t.label}</span>
          <span>{money(t.amount)}</span>
        </li>
      ))}
      {price.roundOff !== 0 && (
        <li>
          <span>Round off</span>
          <span>{money(price.roundOff)}</span>
        </li>
      )}
      <li className="admin-total-line">
        <span>Total</span>
        <span>{money(price.total)}</span>
      </li>
    </ul>
  );
}
