import type { CheckoutPaymentInput } from '@domain/online-payment';
import { api } from '@/lib/api-client';
import type { Order } from './orders';

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
