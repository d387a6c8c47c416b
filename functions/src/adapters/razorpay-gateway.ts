import type Razorpay from 'razorpay';
import type { GatewayOrder, GatewayRefund, PaymentGateway } from '../ports';
import { LOCAL_PAYMENT_KEYS } from './local-payment-gateway';

/** Razorpay's two secrets (Secret Manager: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET); the key id is in Settings. */
export interface RazorpayKeys {
  keySecret: string;
  webhookSecret: string;
}

/** A deployment with no Razorpay secrets bound: online payments are refused until the owner sets them up. */
export const noRazorpayKeys = (): RazorpayKeys => ({ keySecret: '', webhookSecret: '' });

/* eslint-disable @typescript-eslint/no-require-imports */
/** The SDK (and axios with it) loads with the first payment, not with the function. */
const sdk = () => require('razorpay') as typeof Razorpay;
const utils = () => require('razorpay/dist/utils/razorpay-utils') as typeof import('razorpay/dist/utils/razorpay-utils');
/* eslint-enable @typescript-eslint/no-require-imports */

const REFUND_STATUSES = new Set<GatewayRefund['status']>(['pending', 'processed', 'failed']);

/** The local gateway's keys are public (the README): deployed, a secret or key id equal to one of them counts as not set. */
const LOCAL_VALUES = new Set<string>(Object.values(LOCAL_PAYMENT_KEYS));
const real = (value: string) => (LOCAL_VALUES.has(value) ? '' : value);

/** The SDK rejects with `{statusCode, error: {code, description}}`, not an Error: say what Razorpay answered. */
function gatewayError(what: string, e: unknown): Error {
  if (e instanceof Error) return e;
  const { statusCode, error } = (e ?? {}) as { statusCode?: number | string; error?: { code?: string; description?: string } };
  return new Error(`Razorpay refused ${what}: ${statusCode ?? 'no status'} ${error?.code ?? ''} ${error?.description ?? ''}`.trim());
}

/**
 * Razorpay through its official Node SDK: orders, Checkout's payment signature
 * and webhook signature checked with the SDK's own utilities, and refunds.
 * The keys are read when first needed, so that a deploy-time load reads no secret.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private clients = new Map<string, Razorpay>();

  constructor(private readonly secrets: () => RazorpayKeys) {}

  private keys(): RazorpayKeys {
    const { keySecret, webhookSecret } = this.secrets();
    return { keySecret: real(keySecret), webhookSecret: real(webhookSecret) };
  }

  /** The owner's key id from Settings, once the key secret is bound too; never the local gateway's. */
  keyIdFor(settingsKeyId: string): string {
    return real(settingsKeyId) && this.keys().keySecret ? settingsKeyId : '';
  }

  private api(input: { keyId: string }): Razorpay {
    const keyId = real(input.keyId);
    const { keySecret } = this.keys();
    if (!keyId || !keySecret) throw new Error('Razorpay is not set up: the key id in Settings and the RAZORPAY_KEY_SECRET secret are both needed');
    let client = this.clients.get(keyId);
    if (!client) this.clients.set(keyId, (client = new (sdk())({ key_id: keyId, key_secret: keySecret })));
    return client;
  }

  async createOrder(input: { keyId: string; amountCents: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    const order = await this.api(input)
      .orders.create({ amount: input.amountCents, currency: input.currency, receipt: input.receipt.slice(0, 40), notes: input.notes })
      .catch((e: unknown) => {
        throw gatewayError(`the order ${input.receipt}`, e);
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

  async refund(input: { keyId: string; paymentId: string; amountCents: number; notes: Record<string, string> }): Promise<GatewayRefund> {
    const r = await this.api(input)
      .payments.refund(input.paymentId, { amount: input.amountCents, speed: 'normal', notes: input.notes })
      .catch((e: unknown) => {
        throw gatewayError(`the refund of ${input.paymentId}`, e);
      });
    const status = REFUND_STATUSES.has(r.status as GatewayRefund['status']) ? (r.status as GatewayRefund['status']) : 'pending';
    return { id: r.id, amountCents: Number(r.amount ?? input.amountCents), status };
  }
}
