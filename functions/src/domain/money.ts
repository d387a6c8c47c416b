/** Money is held in integer cents and spoken in dollars (DECISIONS 20). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Rounds cents * basisPoints / 10000 half up, in integers. */
export const applyBp = (cents: number, bp: number): number => Math.round((cents * bp) / 10_000);

/** Groups whole units the Indian way: 1,23,45,678. */
const indianGrouping = (whole: string) => {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${whole.slice(-3)}`;
};

/** The currency amounts are grouped as Indian lakhs and crores for: rupees, by code or by symbol. */
export const isRupees = (symbol: string, currencyCode = '') => currencyCode === 'INR' || symbol === '₹';

/**
 * The one display format for money, with the settings' currency: "$12.00", and with
 * rupees Indian digit grouping, "₹1,23,450.00". Other currencies keep the
 * spec's ungrouped figures.
 */
export function formatMoney(dollars: number, symbol: string, currencyCode = ''): string {
  if (!isRupees(symbol, currencyCode)) return `${symbol}${dollars.toFixed(2)}`;
  const fixed = Math.abs(dollars).toFixed(2);
  const sign = dollars < 0 && Number(fixed) !== 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = fixed.split('.');
  return `${sign}${symbol}${indianGrouping(whole)}.${fraction}`;
}

export const MAX_PRICE_DOLLARS = 100_000;
export const PRICE_MESSAGES = {
  notANumber: 'Price must be a number, like 12.50',
  notPositive: 'Price must be more than 0',
  tooPrecise: 'Price can have at most 2 decimals, like 12.50',
  tooHigh: `Price must be at most ${MAX_PRICE_DOLLARS}`,
} as const;

/**
 * A price as typed, checked as money before any rounding: plain decimal digits (no exponent,
 * no thousands separator), more than 0, at most 2 decimals, at most 100,000. Gives exact cents.
 */
export function parsePrice(raw: string | number): { cents: number } | { error: string } {
  const text = String(raw).trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { error: PRICE_MESSAGES.notANumber };
  const [, sign, whole, fraction = ''] = m;
  if (sign || /^0*$/.test(whole! + fraction)) return { error: PRICE_MESSAGES.notPositive };
  if (fraction.length > 2) return { error: PRICE_MESSAGES.tooPrecise };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE_DOLLARS * 100) return { error: PRICE_MESSAGES.tooHigh };
  return { cents };
}
