import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { GatewayOrder, GatewayRefund, PaymentGateway } from '../ports';

/** The local gateway's keys, named in the README like the admin login. Never accepted deployed (deploy:check). */
export const LOCAL_PAYMENT_KEYS = {
  keyId: 'rzp_test_thali_local',
  keySecret: 'thali-local-key-secret',
  webhookSecret: 'thali-local-webhook-secret',
} as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's id shape: a prefix, an underscore and 14 letters and digits ("order_N4sZ8Q6e5bJr2k"). */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let tail = '';
  for (let i = 0; i < 14; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${tail}`;
}

export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Compares two hex signatures in constant time; false for anything not the same length. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface LocalGatewayOptions {
  /** What refunds answer: 'processed' at once (the default), or 'pending' until a refund.processed webhook says so. */
  refundStatus?: GatewayRefund['status'];
}

/**
 * The payment gateway for `npm start` and the tests: Razorpay's id shapes and
 * signatures with the local keys, and no network. The guest's part (paying or
 * failing on the local payment page) is played by POST /api/dev/payments/{id}/complete,
 * which signs what Checkout would hand the page and sends the signed webhook.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly kind = 'local' as const;
  readonly keyId = LOCAL_PAYMENT_KEYS.keyId;
  keyIdFor(): string {
    return this.keyId;
  }
  /** Operations made to fail on request (tests): the next call of each throws as a gateway outage would. */
  private readonly failNext = new Set<'createOrder' | 'refund'>();

  constructor(private options: LocalGatewayOptions = {}) {}

  /** What the next refunds answer (tests): 'pending' leaves them for a refund.processed webhook, as Razorpay's normal refunds are. */
  answerRefundsWith(status: GatewayRefund['status']): void {
    this.options = { ...this.options, refundStatus: status };
  }

  failNextCall(operation: 'createOrder' | 'refund'): void {
    this.failNext.add(operation);
  }

  private maybeFail(operation: 'createOrder' | 'refund'): void {
    if (!this.failNext.delete(operation)) return;
    throw new Error(`The local payment gateway was asked to fail ${operation}`);
  }

  async createOrder(input: { amountCents: number; currency: string }): Promise<GatewayOrder> {
    this.maybeFail('createOrder');
    return { id: gatewayId('order'), amountCents: input.amountCents, currency: input.currency };
  }

  /** What Checkout hands the page after a payment: signed with the key secret. */
  signPayment(gatewayOrderId: string, paymentId: string): string {
    return hmacHex(LOCAL_PAYMENT_KEYS.keySecret, `${gatewayOrderId}|${paymentId}`);
  }

  /** A webhook body's x-razorpay-signature. */
  signWebhook(rawBody: string | Buffer): string {
    return hmacHex(LOCAL_PAYMENT_KEYS.webhookSecret, rawBody);
  }

  verifyPayment(p: { gatewayOrderId: string; paymentId: string; signature: string }): boolean {
    return typeof p.signature === 'string' && sameSignature(this.signPayment(p.gatewayOrderId, p.paymentId), p.signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return typeof signature === 'string' && sameSignature(this.signWebhook(rawBody), signature);
  }

  async refund({ amountCents }: { amountCents: number }): Promise<GatewayRefund> {
    this.maybeFail('refund');
    return { id: gatewayId('rfnd'), amountCents, status: this.options.refundStatus ?? 'processed' };
  }
}
