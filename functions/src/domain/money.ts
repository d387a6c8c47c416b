/** Money is held in integer cents and spoken in dollars (DECISIONS 20). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Rounds cents * basisPoints / 10000 half up, in integers. */
export const applyBp = (cents: number, bp: number): number => Math.round((cents * bp) / 10_000);

/** "$12.00": the one display format for money, with the settings' currency symbol. */
export function formatMoney(dollars: number, symbol: string): string {
  return `${symbol}${dollars.toFixed(2)}`;
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
