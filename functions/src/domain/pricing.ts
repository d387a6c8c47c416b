import { applyBp, toCents, toDollars } from './money';
import type { OrderType } from './orders';
import type { Rates } from './settings';

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

/**
 * The rates one order is priced with, taken from the settings when it is placed and
 * kept on the order: after the owner changes the rates, an old order still shows
 * its own labels and figures.
 */
export interface OrderRates {
  /** Service charge (dine-in) or parcel charge (takeaway), in basis points. */
  chargeBp: number;
  taxName: string;
  taxBp: number;
  /** Whether the restaurant applied tax to this order. */
  taxApplied: boolean;
}

/** The rates of the settings that apply to an order of this type. */
export const orderRates = (orderType: OrderType, rates: Rates): OrderRates => ({
  chargeBp: orderType === 'dine-in' ? rates.serviceChargeBp : rates.parcelChargeBp,
  taxName: rates.taxName,
  taxBp: rates.taxBp,
  taxApplied: rates.taxApplies,
});

/**
 * The rates of an order placed before they were settings (DECISIONS 20): service 10%
 * or parcel 5%, GST 9% when the guest left it on. Such orders carry no rates of their own.
 */
export const legacyOrderRates = (orderType: OrderType, gst: boolean): OrderRates => ({
  chargeBp: orderType === 'dine-in' ? 1000 : 500,
  taxName: 'GST',
  taxBp: 900,
  taxApplied: gst,
});

/**
 * The one pricing rule (DECISIONS 20, 26): charge = chargeBp of the subtotal; tax =
 * taxBp of (subtotal + charge) when the restaurant applies it; each rounded half up to cents.
 */
export function priceOrder(lines: readonly PricedLine[], rates: OrderRates): PriceCents {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const chargeCents = applyBp(subtotalCents, rates.chargeBp);
  const taxCents = rates.taxApplied ? applyBp(subtotalCents + chargeCents, rates.taxBp) : 0;
  return { subtotalCents, chargeCents, taxCents, totalCents: subtotalCents + chargeCents + taxCents };
}

export const priceInDollars = (p: PriceCents): PriceDollars => ({
  subtotal: toDollars(p.subtotalCents),
  serviceOrParcelCharge: toDollars(p.chargeCents),
  tax: toDollars(p.taxCents),
  total: toDollars(p.totalCents),
});

/** For the screens: lines priced in dollars (a cart), the summary in dollars. */
export function priceCart(lines: readonly { price: number; quantity: number }[], rates: OrderRates): PriceDollars {
  return priceInDollars(
    priceOrder(
      lines.map((l) => ({ priceCents: toCents(l.price), quantity: l.quantity })),
      rates,
    ),
  );
}

/** "10%", "9.5%": a rate in basis points as guests read it. */
export const percentText = (bp: number) => `${bp / 100}%`;

/** "Service charge (10%)" or "Parcel charge (5%)". */
export const chargeLabel = (orderType: OrderType, rates: Pick<OrderRates, 'chargeBp'>) =>
  `${orderType === 'dine-in' ? 'Service' : 'Parcel'} charge (${percentText(rates.chargeBp)})`;

/** "GST (9%)". */
export const taxLabel = (rates: Pick<OrderRates, 'taxName' | 'taxBp'>) => `${rates.taxName} (${percentText(rates.taxBp)})`;
