import { gatewayId, type LocalPaymentGateway } from '../adapters/local-payment-gateway';
import type { AppDeps } from '../deps';
import { GATEWAY_ORDERS, ORDERS } from '../domain/collections';
import type { DevPaymentOutcome } from '../domain/online-payment';
import type { OrderDoc } from '../domain/orders';
import { notFound } from '../lib/errors';

/** What the local gateway's page hands back after paying: Checkout's three fields, or that it failed. */
export type LocalPaymentResult =
  { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; webhook: number | null } | { failed: true; webhook: number | null };

/**
 * Local modes only: plays the guest paying (or failing to) on the local gateway, as Razorpay
 * Checkout and its webhooks would. The webhook goes over HTTP to this API, signed with the
 * local webhook secret, and its status is answered (null when left out).
 */
export async function completeLocalPayment(
  deps: AppDeps,
  gateway: LocalPaymentGateway,
  gatewayOrderId: string,
  input: DevPaymentOutcome,
  webhookUrl: string,
): Promise<LocalPaymentResult> {
  const link = /^order_[A-Za-z0-9]{6,40}$/.test(gatewayOrderId) ? await deps.store.get<{ orderId: string }>(GATEWAY_ORDERS, gatewayOrderId) : null;
  const order = link ? await deps.store.get<OrderDoc>(ORDERS, link.orderId) : null;
  if (!order?.online) throw notFound('No payment is open with that id');
  const paymentId = gatewayId('pay');
  const entity = {
    id: paymentId,
    entity: 'payment',
    order_id: gatewayOrderId,
    amount: order.online.amountCents,
    currency: order.online.currency,
    method: input.method ?? 'upi',
    status: input.outcome === 'success' ? 'captured' : 'failed',
    // Razorpay's fee is about 2% of the amount; the local gateway charges the same, so reports show one.
    fee: input.outcome === 'success' ? Math.round(order.online.amountCents * 0.02) : null,
    error_description: input.outcome === 'success' ? null : 'Payment declined on the local gateway',
  };
  const event = { entity: 'event', event: input.outcome === 'success' ? 'payment.captured' : 'payment.failed', payload: { payment: { entity } } };
  const webhook = input.webhook === 'never' ? null : await sendWebhook(gateway, webhookUrl, event);
  if (input.outcome === 'failure') return { failed: true, webhook };
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signPayment(gatewayOrderId, paymentId),
    webhook,
  };
}

async function sendWebhook(gateway: LocalPaymentGateway, url: string, event: object): Promise<number> {
  const body = JSON.stringify(event);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(body), 'x-razorpay-event-id': gatewayId('evt') },
    body,
  });
  return res.status;
}
