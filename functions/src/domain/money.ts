/** Money is held in integer cents and spoken in dollars (DECISIONS 20). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Rounds cents * basisPoints / 10000 half up, in integers. */
export const applyBp = (cents: number, bp: number): number => Math.round((cents * bp) / 10_000);

/** "$12.00": the one display format for money. */
export function formatMoney(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
