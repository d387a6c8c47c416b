import type Razorpay from 'razorpay';
import type { GatewayOrder, GatewayRefund, PaymentGateway } from '../ports';

/** Razorpay's public key id and its two secrets (Secret Manager: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET). */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** A deployment with no Razorpay keys bound: online payments are refused until the owner sets them up. */
export const noRazorpayKeys = (): RazorpayKeys => ({ keyId: '', keySecret: '', webhookSecret: '' });

/* eslint-disable @typescript-eslint/no-require-imports */
/** The SDK (and axios with it) loads with the first payment, not with the function. */
const sdk = () => require('razorpay') as typeof Razorpay;
const utils = () => require('razorpay/dist/utils/razorpay-utils') as typeof import('razorpay/dist/utils/razorpay-utils');
/* eslint-enable @typescript-eslint/no-require-imports */

const REFUND_STATUSES = new Set<GatewayRefund['status']>(['pending', 'processed', 'failed']);

/**
 * Razorpay through its official Node SDK: orders, Checkout's payment signature
 * and webhook signature checked with the SDK's own utilities, and refunds.
 * The keys are read when first needed, so that a deploy-time load reads no secret.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private client: Razorpay | undefined;

  constructor(private readonly keys: () => RazorpayKeys) {}

  get keyId(): string {
    return this.keys().keyId;
  }

  private api(): Razorpay {
    const { keyId, keySecret } = this.keys();
    if (!keyId || !keySecret) throw new Error('Razorpay is not set up: bind RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
    this.client ??= new (sdk())({ key_id: keyId, key_secret: keySecret });
    return this.client;
  }

  async createOrder(input: { amountCents: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const order = await this.api().orders.create({
      amount: input.amountCents,
      currency: input.currency,
      receipt: input.receipt.slice(0, 40),
      notes: input.notes,
    });
    return { id: order.id, amountCents: Number(order.amount), currency: order.currency };
  }

  verifyPayment(p: { gatewayOrderId: string; paymentId: string; signature: string }): boolean {
    const secret = this.keys().keySecret;
    if (!secret || !p.signature) return false;
    try {
      return utils().validatePaymentVerification({ order_id: p.gatewayOrderId, payment_id: p.paymentId }, p.signature, secret);
    } catch {
      return false;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    const secret = this.keys().webhookSecret;
    if (!secret || !signature) return false;
    try {
      return utils().validateWebhookSignature(rawBody.toString('utf8'), signature, secret);
    } catch {
      return false;
    }
  }

  async refund(paymentId: string, amountCents: number, notes: Record<string, string>): Promise<GatewayRefund> {
    const r = await this.api().payments.refund(paymentId, { amount: amountCents, speed: 'normal', notes });
    const status = REFUND_STATUSES.has(r.status as GatewayRefund['status']) ? (r.status as GatewayRefund['status']) : 'pending';
    return { id: r.id, amountCents: Number(r.amount ?? amountCents), status };
  }
}
