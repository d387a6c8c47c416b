import { discountCentsOf, type OrderDiscount } from './discount-amount';
import { applyBp, toCents, toDollars } from './money';
import type { OrderType } from './order-kinds';
import type { Rates } from './settings';

/** What an order costs, in integer cents. */
export interface PriceCents {
  subtotalCents: number;
  /** Taken off the subtotal at the counter, before charges and tax. */
  discountCents: number;
  chargeCents: number;
  /** All tax: cgst + sgst, or igst, or the one unsplit tax line. */
  taxCents: number;
  totalCents: number;
  /** The value tax is charged on: subtotal + charge, less the tax they include when prices include it. */
  taxableCents: number;
  cgstCents: number;
  sgstCents: number;
  igstCents: number;
  /** What rounding the total to the whole rupee added (negative: took off); 0 without round-off. */
  roundOffCents: number;
}

/** The same figures in dollars, as the API and the screens speak them. */
export interface PriceDollars {
  subtotal: number;
  discount: number;
  serviceOrParcelCharge: number;
  tax: number;
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
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
  /* Absent on orders placed before GST settings existed: tax added on top, one unsplit line, no round-off. */
  /** Menu prices (and the charge) already include the tax. */
  inclusive?: boolean;
  split?: TaxSplit;
  /** The total is rounded to the whole unit, shown as its own line. */
  roundOff?: boolean;
  /** False when the guest declined the service charge (DECISIONS 32); a takeaway's parcel charge always applies. Absent: charged. */
  serviceCharge?: boolean;
}

/** CGST and SGST halves (within the state), IGST (across states), or one tax line (other countries). */
export const TAX_SPLITS = ['cgst-sgst', 'igst', 'none'] as const;
export type TaxSplit = (typeof TAX_SPLITS)[number];

/** The rates of the settings that apply to an order of this type. */
export const orderRates = (orderType: OrderType, rates: Rates): OrderRates => ({
  chargeBp: orderType === 'dine-in' ? rates.serviceChargeBp : rates.parcelChargeBp,
  taxName: rates.taxName,
  taxBp: rates.taxBp,
  taxApplied: rates.taxApplies,
  inclusive: rates.taxInclusive,
  split: rates.taxSplit,
  roundOff: rates.roundOff,
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
 * The one pricing rule (DECISIONS 20, 26, 29, 32): a counter discount comes off the subtotal first; charge = chargeBp of
 * what is left (none when the guest declined the service charge). Tax added on top is charged on (net + charge); tax included is charged on the taxable value inside it. Split within the state, CGST and SGST
 * are each half the rate of the taxable value, rounded half up each, so the two halves are always equal, as an Indian
 * invoice shows them; otherwise the one tax (IGST, or the unsplit line) is rounded once for the invoice as a whole.
 * With tax included the guest pays the menu price: the paisa the halves' rounding moves goes to the round-off line.
 */
export function priceOrder(lines: readonly PricedLine[], rates: OrderRates, discount?: Pick<OrderDiscount, 'percentBp' | 'amountCents'> | null): PriceCents {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const discountCents = discountCentsOf(subtotalCents, discount);
  const net = subtotalCents - discountCents;
  const chargeCents = rates.serviceCharge === false ? 0 : applyBp(net, rates.chargeBp);
  const gross = net + chargeCents;
  const taxed = rates.taxApplied;
  const taxableCents = taxed && rates.inclusive ? Math.round((gross * 10_000) / (10_000 + rates.taxBp)) : gross;
  const split = rates.split ?? 'none';
  const halfCents = taxed && split === 'cgst-sgst' ? applyBp(taxableCents, rates.taxBp / 2) : 0;
  let taxCents = 0;
  if (taxed) taxCents = split === 'cgst-sgst' ? 2 * halfCents : rates.inclusive ? gross - taxableCents : applyBp(gross, rates.taxBp);
  const igstCents = split === 'igst' ? taxCents : 0;
  const payable = taxed && rates.inclusive ? gross : taxableCents + taxCents;
  const totalCents = rates.roundOff ? Math.round(payable / 100) * 100 : payable;
  return {
    subtotalCents,
    discountCents,
    chargeCents,
    taxCents,
    totalCents,
    taxableCents,
    cgstCents: halfCents,
    sgstCents: halfCents,
    igstCents,
    roundOffCents: totalCents - taxableCents - taxCents,
  };
}

/** The tax figures of an order stored before they were kept: one tax line added on top. */
export const storedPrice = (o: Pick<PriceCents, 'subtotalCents' | 'chargeCents' | 'taxCents' | 'totalCents'> & Partial<PriceCents>): PriceCents => ({
  discountCents: 0,
  taxableCents: o.subtotalCents - (o.discountCents ?? 0) + o.chargeCents,
  cgstCents: 0,
  sgstCents: 0,
  igstCents: 0,
  roundOffCents: 0,
  ...o,
});

export const priceInDollars = (p: PriceCents): PriceDollars => ({
  subtotal: toDollars(p.subtotalCents),
  discount: toDollars(p.discountCents),
  serviceOrParcelCharge: toDollars(p.chargeCents),
  tax: toDollars(p.taxCents),
  total: toDollars(p.totalCents),
  taxable: toDollars(p.taxableCents),
  cgst: toDollars(p.cgstCents),
  sgst: toDollars(p.sgstCents),
  igst: toDollars(p.igstCents),
  roundOff: toDollars(p.roundOffCents),
});

/** For the screens: lines priced in dollars (a cart), with any counter discount, the summary in dollars. */
export function priceCart(
  lines: readonly { price: number; quantity: number }[],
  rates: OrderRates,
  discount?: Pick<OrderDiscount, 'percentBp' | 'amountCents'> | null,
): PriceDollars {
  return priceInDollars(
    priceOrder(
      lines.map((l) => ({ priceCents: toCents(l.price), quantity: l.quantity })),
      rates,
      discount,
    ),
  );
}

/** "10%", "9.5%": a rate in basis points as guests read it. */
export const percentText = (bp: number) => `${bp / 100}%`;

/** "Service charge (10%)" or "Parcel charge (5%)". */
export const chargeLabel = (orderType: OrderType, rates: Pick<OrderRates, 'chargeBp'>) =>
  `${orderType === 'dine-in' ? 'Service' : 'Parcel'} charge (${percentText(rates.chargeBp)})`;

/** "GST (9%)", and "GST (5%, included)" when prices include it. */
export const taxLabel = (rates: Pick<OrderRates, 'taxName' | 'taxBp' | 'inclusive'>) =>
  `${rates.taxName} (${percentText(rates.taxBp)}${rates.inclusive ? ', included' : ''})`;

/** One tax line's parts, for a page that says "included" in its own language: the tax's name (CGST, SGST, IGST or the owner's), its rate as guests read it, and the amount. */
export interface TaxLinePart {
  name: string;
  percent: string;
  included: boolean;
  amount: number;
}

/** The tax lines a bill shows, in parts: CGST and SGST halves at half the rate each, IGST, or the one tax line. */
export function taxLineParts(rates: OrderRates, p: Pick<PriceDollars, 'tax' | 'cgst' | 'sgst' | 'igst'>): TaxLinePart[] {
  const included = rates.inclusive === true;
  if (!rates.taxApplied) return [];
  if (rates.split === 'cgst-sgst') {
    const half = percentText(rates.taxBp / 2);
    return [
      { name: 'CGST', percent: half, included, amount: p.cgst },
      { name: 'SGST', percent: half, included, amount: p.sgst },
    ];
  }
  if (rates.split === 'igst') return [{ name: 'IGST', percent: percentText(rates.taxBp), included, amount: p.igst }];
  return [{ name: rates.taxName, percent: percentText(rates.taxBp), included, amount: p.tax }];
}

/** The tax lines a bill shows in English: "CGST (2.5%, included)", "IGST (5%)", "GST (9%)". */
export function taxLines(rates: OrderRates, p: Pick<PriceDollars, 'tax' | 'cgst' | 'sgst' | 'igst'>): Array<{ label: string; amount: number }> {
  return taxLineParts(rates, p).map((t) => ({ label: `${t.name} (${t.percent}${t.included ? ', included' : ''})`, amount: t.amount }));
}
