import { applyBp, toCents, toDollars } from './money';
import { PRICING } from './restaurant';
import type { OrderType } from './orders';

/** What an order costs, in integer cents. */
export interface PriceCents {
  subtotalCents: number;
  chargeCents: number;
  taxCents: number;
  totalCents: number;
}

/** The same figures in dollars, as the API and the screens speak them. */
export interface PriceDollars {
  subtotal: number;
  serviceOrParcelCharge: number;
  tax: number;
  total: number;
}

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

/** The charge rate: service for dine-in, parcel for takeaway (spec §9), in basis points. */
export const chargeBp = (orderType: OrderType): number => (orderType === 'dine-in' ? PRICING.dineInServiceBp : PRICING.takeawayParcelBp);

/**
 * The one pricing rule (DECISIONS 20): charge = 10% (dine-in) or 5% (takeaway) of
 * the subtotal, GST 9% of (subtotal + charge) when on, each rounded half up to cents.
 */
export function priceOrder(lines: readonly PricedLine[], orderType: OrderType, gst = true): PriceCents {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const chargeCents = applyBp(subtotalCents, chargeBp(orderType));
  const taxCents = gst ? applyBp(subtotalCents + chargeCents, PRICING.gstBp) : 0;
  return { subtotalCents, chargeCents, taxCents, totalCents: subtotalCents + chargeCents + taxCents };
}

export const priceInDollars = (p: PriceCents): PriceDollars => ({
  subtotal: toDollars(p.subtotalCents),
  serviceOrParcelCharge: toDollars(p.chargeCents),
  tax: toDollars(p.taxCents),
  total: toDollars(p.totalCents),
});

/** For the screens: lines priced in dollars (a cart), the summary in dollars. */
export function priceCart(lines: readonly { price: number; quantity: number }[], orderType: OrderType, gst = true): PriceDollars {
  return priceInDollars(priceOrder(lines.map((l) => ({ priceCents: toCents(l.price), quantity: l.quantity })), orderType, gst));
}

/** Labels the screens show beside the charge and the tax. */
export const chargeLabel = (orderType: OrderType) =>
  orderType === 'dine-in' ? `Service charge (${PRICING.dineInServiceBp / 100}%)` : `Parcel charge (${PRICING.takeawayParcelBp / 100}%)`;
export const GST_LABEL = `GST (${PRICING.gstBp / 100}%)`;
