import { z } from 'zod';
import type { OrderDiscount } from './discount-amount';
import type { StaffRole } from './roles';

export { discountCentsOf, type OrderDiscount } from './discount-amount';

/**
 * A discount the counter gives on one order before its bill: a percentage or an amount off the
 * subtotal, with a reason. Taken off before charges and tax, so the taxable value drops.
 */

export const DISCOUNT_REASON = { min: 3, max: 200, message: 'Say why, in 3 to 200 characters' } as const;

/** The counter's limit when the owner has set none (Settings: discounts.counterMaxPercent). */
export const DEFAULT_COUNTER_MAX_PERCENT = 10;

const Reason = z
  .string({ message: DISCOUNT_REASON.message })
  .trim()
  .min(DISCOUNT_REASON.min, DISCOUNT_REASON.message)
  .max(DISCOUNT_REASON.max, DISCOUNT_REASON.message);

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** `{percent, reason}` or `{amount, reason}`; percent 0 (or amount 0) takes the discount off. */
export const DiscountInput = z
  .object({
    percent: z
      .number({ message: 'Percent must be a number from 0 to 100' })
      .min(0, 'Percent must be a number from 0 to 100')
      .max(100, 'Percent must be a number from 0 to 100')
      .refine(twoDecimals, 'Percent can have at most 2 decimals')
      .optional(),
    amount: z
      .number({ message: 'Amount must be a number' })
      .min(0, "Amount can't be negative")
      .max(10_000_000, 'Amount is too large')
      .refine(twoDecimals, 'Amount can have at most 2 decimals')
      .optional(),
    reason: Reason,
  })
  .refine((d) => (d.percent === undefined) !== (d.amount === undefined), { message: 'Give either a percent or an amount off', path: ['percent'] })
  .transform((d) => ({
    percentBp: d.percent === undefined ? null : Math.round(d.percent * 100),
    amountCents: d.amount === undefined ? null : Math.round(d.amount * 100),
    reason: d.reason,
  }));
export type DiscountInput = z.infer<typeof DiscountInput>;

/** True when the input takes the discount off rather than giving one. */
export const removesDiscount = (d: Pick<DiscountInput, 'percentBp' | 'amountCents'>) => (d.percentBp ?? d.amountCents ?? 0) === 0;

/** Owners and managers give any discount; the counter up to the owner's limit. */
export const discountLimitPercent = (role: StaffRole, counterMaxPercent: number): number | null =>
  role === 'owner' || role === 'manager' ? null : counterMaxPercent;

/**
 * Why this role may not give this discount on this subtotal (overLimit: above the role's limit), or null when it may. An amount is
 * held to the limit as the share of the subtotal it takes off.
 */
export function discountRefusal(
  role: StaffRole,
  counterMaxPercent: number,
  subtotalCents: number,
  d: Pick<DiscountInput, 'percentBp' | 'amountCents'>,
): { overLimit: boolean; message: string } | null {
  if (d.amountCents !== null && d.amountCents > subtotalCents) return { overLimit: false, message: "A discount can't be more than the order's subtotal" };
  const limit = discountLimitPercent(role, counterMaxPercent);
  if (limit === null) return null;
  const overLimit = d.percentBp !== null ? d.percentBp > limit * 100 : (d.amountCents ?? 0) * 100 > limit * subtotalCents;
  return overLimit ? { overLimit, message: `Counter staff can give at most ${limit}% off: ask a manager or the owner for more` } : null;
}

/** "10% off" or "₹50.00 off" as the bill and the audit log say it; `money` formats units. */
export const discountText = (d: Pick<OrderDiscount, 'percentBp' | 'amountCents'>, money: (units: number) => string) =>
  d.percentBp !== null ? `${d.percentBp / 100}% off` : `${money((d.amountCents ?? 0) / 100)} off`;
