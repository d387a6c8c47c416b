import { z } from 'zod';
import type { OrderType } from './order-kinds';
import type { OnlinePaymentChoice, PaymentSettings } from './settings';

/** How the guest pays for an order placed online: through the gateway now, or at the counter. */
export const PAYMENT_METHODS = ['online', 'counter'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ONLINE_PAYMENT_TEXTS = {
  method: 'Payment method must be online or counter',
  notOffered: 'Paying online is not offered for this order. Please pay at the counter.',
  required: 'This order must be paid online.',
  unavailable: 'Online payment is not available right now. Please pay at the counter.',
  signature: 'The payment could not be verified. Nothing was charged to this order.',
  notWaiting: 'This order is not waiting for an online payment.',
  expired: 'This order waited too long for its payment and has expired. Please order again.',
  webhookSignature: 'Webhook signature does not match',
} as const;

/**
 * orders/{id}.online: an order the guest pays online, from the gateway's order to
 * its capture. While `state` is waiting the order is unconfirmed (not on the kitchen
 * display, no code texted) and holds its plates and pickup slot until `holdUntil`.
 */
export interface OrderOnline {
  [key: string]: unknown;
  gateway: 'razorpay' | 'local';
  gatewayOrderId: string;
  /** What the gateway was asked for: always the order's total, in paise. */
  amountCents: number;
  currency: string;
  state: 'waiting' | 'paid' | 'expired';
  holdUntil: string;
  /** The gateway's payment id once captured. */
  paymentId: string | null;
  paidAt: string | null;
  /** The last failed attempt, shown to the guest with "try again". */
  lastFailure: { at: string; reason: string } | null;
}

/** What POST /api/orders answers in data.payment for an online order: Checkout opens with it. */
export interface CheckoutPayment {
  gateway: 'razorpay' | 'local';
  keyId: string;
  gatewayOrderId: string;
  /** In paise: the server's total, never the client's. */
  amount: number;
  currency: string;
  /** When the hold ends and the order expires unpaid (ISO). */
  holdUntil: string;
}

/** The restaurant's choice for an order type. */
export const onlineChoiceFor = (payments: Pick<PaymentSettings, 'online'>, orderType: OrderType): OnlinePaymentChoice => payments.online[orderType];

/** Why a method is refused for this order type, or null. */
export function methodRefusal(payments: Pick<PaymentSettings, 'online'>, orderType: OrderType, method: PaymentMethod): string | null {
  const choice = onlineChoiceFor(payments, orderType);
  if (method === 'online' && choice === 'off') return ONLINE_PAYMENT_TEXTS.notOffered;
  if (method === 'counter' && choice === 'required') return ONLINE_PAYMENT_TEXTS.required;
  return null;
}

/** POST /api/orders/{id}/payment from Checkout: the three fields it hands the page. */
export const CheckoutPaymentInput = z.object({
  razorpay_order_id: z.string({ message: 'razorpay_order_id is required' }).regex(/^order_[A-Za-z0-9]{6,40}$/, 'razorpay_order_id is not a gateway order id'),
  razorpay_payment_id: z.string({ message: 'razorpay_payment_id is required' }).regex(/^pay_[A-Za-z0-9]{6,40}$/, 'razorpay_payment_id is not a payment id'),
  razorpay_signature: z.string({ message: 'razorpay_signature is required' }).regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hex digits'),
});
export type CheckoutPaymentInput = z.infer<typeof CheckoutPaymentInput>;

/** POST /api/dev/payments/{gatewayOrderId}/complete: the guest's part on the local gateway's page. */
export const DevPaymentOutcome = z.object({
  outcome: z.enum(['success', 'failure'], { message: 'outcome must be success or failure' }),
  method: z.enum(['upi', 'card'], { message: 'method must be upi or card' }).optional(),
  webhook: z.enum(['now', 'never'], { message: 'webhook must be now or never' }).optional(),
});
export type DevPaymentOutcome = z.infer<typeof DevPaymentOutcome>;

/** The view of an online payment on an order, in the API's units. */
export const onlineView = (o: OrderOnline) => ({
  gateway: o.gateway,
  gatewayOrderId: o.gatewayOrderId,
  amount: o.amountCents / 100,
  state: o.state,
  holdUntil: o.holdUntil,
  paymentId: o.paymentId,
  paidAt: o.paidAt,
  lastFailure: o.lastFailure,
});
