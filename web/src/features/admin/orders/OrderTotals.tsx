import type { ReactNode } from 'react';
import type { OrderType } from '@domain/orders';
import { chargeLabel, type PriceDollars } from '@domain/pricing';
import { formatMoney } from '@/lib/format';

interface OrderTotalsProps {
  price: PriceDollars;
  orderType: OrderType;
  /** The GST line's label: a switch while an order is entered, plain text once placed. */
  gstLabel: ReactNode;
}

/** Subtotal, service or parcel charge, GST and Total of an order, in the back office. */
export function OrderTotals({ price, orderType, gstLabel }: OrderTotalsProps) {
  return (
    <ul className="admin-line-list admin-totals">
      <li>
        <span>Subtotal</span>
        <span>{formatMoney(price.subtotal)}</span>
      </li>
      <li>
        <span>{chargeLabel(orderType)}</span>
        <span>{formatMoney(price.serviceOrParcelCharge)}</span>
      </li>
      <li>
        {gstLabel}
        <span>{formatMoney(price.tax)}</span>
      </li>
      <li className="admin-total-line">
        <span>Total</span>
        <span>{formatMoney(price.total)}</span>
      </li>
    </ul>
  );
}
