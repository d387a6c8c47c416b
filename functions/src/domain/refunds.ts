import { z } from 'zod';
import { toDollars } from './money';
import { VOID_REASON } from './order-status';

/** Money given back to a guest: how, and the words each way is printed as. */
export const REFUND_MODES = ['cash', 'upi', 'card', 'online'] as const;
export type RefundMode = (typeof REFUND_MODES)[number];
export const REFUND_MODE_LABEL: Record<RefundMode, string> = { cash: 'Cash', upi: 'UPI', card: 'Card', online: 'Online' };

export const REFUND_TEXTS = {
  mode: 'Refund mode must be cash, upi, card or online',
  modeNeeded: 'This order was paid: say how the money was given back (cash, UPI, card or online)',
  amount: 'Refund amount must be more than 0, with at most 2 decimals',
  notPaid: 'This order was not paid, so there is nothing to refund',
  onlineNotPaidOnline: 'Only an order paid online can be refunded online: choose cash, UPI or card',
} as const;

/** One refund of an order, kept on the order and in refunds/{id}. Money in integer paise (cents). */
export interface OrderRefund {
  [key: string]: unknown;
  id: string;
  amountCents: number;
  mode: RefundMode;
  at: string;
  by: { uid: string; name: string };
  reason: string;
  /** Why it was given: a partial refund, or the whole balance when the order was cancelled or voided. */
  kind: 'partial' | 'cancel' | 'void';
  /** A refund through the payment gateway (mode online): its refund id, and processed once the gateway says so. */
  gateway?: { refundId: string; status: 'pending' | 'processed' | 'failed' } | null;
}

/** refunds/{id}: the same refund, with its order, so a day's refunds are one range query on `at`. */
export interface RefundDoc extends OrderRefund {
  orderId: string;
  reference: string;
  name: string;
  /** Through the gateway: the payment it refunds, whether the gateway must still be asked, and the gateway's refund id once it answered. */
  gatewayPaymentId?: string;
  gatewayDue?: boolean;
  gatewayRefundId?: string;
}

/** What an order was paid, less what was already refunded: the most a refund may give back. */
export function refundableCents(o: { payment?: { parts: Array<{ amountCents: number }> } | null; refundedCents?: number }): number {
  const paid = o.payment ? o.payment.parts.reduce((s, p) => s + p.amountCents, 0) : 0;
  return Math.max(0, paid - (o.refundedCents ?? 0));
}

/** Why a refund of `cents` is refused, or null: never more than was paid less what was already refunded. */
export function refundRefusal(cents: number, refundable: number, paid: boolean): string | null {
  if (!paid) return REFUND_TEXTS.notPaid;
  if (cents > refundable)
    return refundable === 0
      ? 'This order has been refunded in full already'
      : `A refund can be at most ${toDollars(refundable).toFixed(2)}: what was paid less what was already refunded`;
  return null;
}

const Reason = z.string({ message: VOID_REASON.message }).trim().min(VOID_REASON.min, VOID_REASON.message).max(VOID_REASON.max, VOID_REASON.message);
export const RefundModeInput = z.enum(REFUND_MODES, { message: REFUND_TEXTS.mode });

/** POST /api/orders/{id}/refund: a partial refund, in the API's units. */
export const RefundInput = z.object({
  amount: z
    .number({ message: REFUND_TEXTS.amount })
    .positive(REFUND_TEXTS.amount)
    .max(10_000_000, REFUND_TEXTS.amount)
    .refine((a) => Math.abs(Math.round(a * 100) - a * 100) < 1e-6, REFUND_TEXTS.amount),
  mode: RefundModeInput,
  reason: Reason,
});
export type RefundInput = z.infer<typeof RefundInput>;

/** A refund in the API's units; `by` is the staff member's name. */
export const refundView = (r: OrderRefund) => ({
  id: r.id,
  amount: toDollars(r.amountCents),
  mode: r.mode,
  at: r.at,
  by: r.by.name,
  reason: r.reason,
  kind: r.kind,
  /** Through the payment gateway: its refund id, and whether it has gone through. */
  gateway: r.gateway ? { refundId: r.gateway.refundId, status: r.gateway.status } : null,
});
export type RefundView = ReturnType<typeof refundView>;

/** The day's refunds by mode and in all, in the API's units. */
export function refundTotals(refunds: ReadonlyArray<Pick<OrderRefund, 'amountCents' | 'mode'>>) {
  const byMode: Record<RefundMode, number> = { cash: 0, upi: 0, card: 0, online: 0 };
  for (const r of refunds) byMode[r.mode] += r.amountCents;
  return {
    count: refunds.length,
    cash: toDollars(byMode.cash),
    upi: toDollars(byMode.upi),
    card: toDollars(byMode.card),
    /** Given back at the counter: cash, UPI and card. */
    counter: toDollars(byMode.cash + byMode.upi + byMode.card),
    online: toDollars(byMode.online),
    total: toDollars(sumRefundCents(refunds)),
  };
}

export const sumRefundCents = (refunds: ReadonlyArray<Pick<OrderRefund, 'amountCents'>>) => refunds.reduce((s, r) => s + r.amountCents, 0);
