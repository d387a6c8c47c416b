import { api } from '@/lib/api-client';
import type { Order } from './types';

/** GET /api/orders?customerId=: the signed-in customer's own orders, newest first. */
export async function getMyOrders(customerId: string, signal?: AbortSignal): Promise<Order[]> {
  const res = await api.get<Order[]>(`/orders?customerId=${encodeURIComponent(customerId)}`, { signal });
  return res.data ?? [];
}
