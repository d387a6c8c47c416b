import type { OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export type DiscountRequest = { percent: number; reason: string } | { amount: number; reason: string };

/** PATCH /api/orders/{id}/discount: within the role's limit (403 discount_limit above it); 0 takes it off; 409 once the bill is issued. */
export async function setOrderDiscount(id: string, body: DiscountRequest): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/discount`, body);
  return res.data!;
}

/** PATCH /api/orders/{id}/service-charge: the guest declines or takes the voluntary service charge (dine-in). */
export async function setOrderServiceCharge(id: string, serviceCharge: boolean): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/service-charge`, { serviceCharge });
  return res.data!;
}

/** PATCH /api/orders/{id}/billing: the business a B2B invoice is billed to; both empty bills a consumer again. */
export async function setOrderBilling(id: string, body: { customerGstin: string; customerName: string }): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/billing`, body);
  return res.data!;
}
