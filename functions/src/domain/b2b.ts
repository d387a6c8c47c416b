import { z } from 'zod';
import { gstinProblem } from './gstin';

/** The customer a B2B tax invoice is billed to: their GSTIN and legal name (GSTR-1 lists such invoices one by one). */
export interface OrderBilling {
  [key: string]: unknown;
  customerGstin: string;
  customerName: string;
}

export const BILLING_NAME_MAX = 120;

/** PATCH /api/orders/{id}/billing: both given, or both empty to bill the order to a consumer again. */
export const BillingInput = z
  .object({
    customerGstin: z
      .string({ message: 'GSTIN must be text' })
      .trim()
      .toUpperCase()
      .superRefine((g, ctx) => {
        const problem = gstinProblem(g);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    customerName: z.string({ message: 'Legal name must be text' }).trim().max(BILLING_NAME_MAX, `Legal name must be at most ${BILLING_NAME_MAX} characters`),
  })
  .superRefine((b, ctx) => {
    if (b.customerGstin && !b.customerName)
      ctx.addIssue({ code: 'custom', path: ['customerName'], message: "Enter the customer's legal name as on their GST registration" });
    if (!b.customerGstin && b.customerName)
      ctx.addIssue({ code: 'custom', path: ['customerGstin'], message: "Enter the customer's GSTIN, or clear the legal name" });
  })
  .transform((b): OrderBilling | null => (b.customerGstin ? b : null));
export type BillingInput = z.infer<typeof BillingInput>;
