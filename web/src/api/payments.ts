import type { CheckoutPaymentInput } from '@domain/online-payment';
import { api } from '@/lib/api-client';
import type { Order, ResentOtp } from './orders';

/** The three fields the gateway hands the page once the guest has paid. */
export type GatewayPayment = CheckoutPaymentInput;

/**
 * POST /api/orders/{id}/payment: the server checks the gateway's signature and confirms the order, paid. No session:
 * the signature, made with the gateway's secret, is the proof.
 */
export async function confirmOnlinePayment(orderId: string, payment: GatewayPayment): Promise<Order> {
  const res = await api.post<Order>(`/orders/${encodeURIComponent(orderId)}/payment`, payment, { auth: false });
  return res.data!;
}

/**
 * POST /api/orders/{id}/pay-at-counter: an order whose online payment was not made is paid at the counter instead,
 * where the restaurant allows it. The same order keeps its plates and pickup time; a code is texted to confirm it.
 */
export async function payAtCounter(orderId: string): Promise<ResentOtp> {
  const res = await api.post<ResentOtp>(`/orders/${encodeURIComponent(orderId)}/pay-at-counter`, undefined, { auth: false, appCheck: true, textsCode: true });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}
