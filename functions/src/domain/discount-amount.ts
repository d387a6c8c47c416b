import { applyBp } from './money';

/**
 * What a discount takes off, apart from the schema that checks it: pricing imports this alone, so the guest's
 * checkout prices its cart without loading zod.
 */

/** The discount as an order keeps it: `percentBp` (1000 is 10%) or `amountCents`, never both. */
export interface OrderDiscount {
  [key: string]: unknown;
  percentBp: number | null;
  amountCents: number | null;
  reason: string;
  at: string;
  by: { uid: string; name: string };
}

/** What a discount takes off a subtotal, in cents: never more than the subtotal. */
export function discountCentsOf(subtotalCents: number, d: Pick<OrderDiscount, 'percentBp' | 'amountCents'> | null | undefined): number {
  if (!d) return 0;
  const off = d.percentBp !== null ? applyBp(subtotalCents, d.percentBp) : (d.amountCents ?? 0);
  return Math.min(Math.max(off, 0), subtotalCents);
}
