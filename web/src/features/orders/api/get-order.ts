import { api } from '@/lib/api-client';
import type { Order } from './types';

/** GET /api/orders/:id: for its owner, or a guest who gives the order's phone. */
export async function getOrder(id: string, phone: string | null, signal?: AbortSignal): Promise<Order> {
  const query = phone ? `?phone=${encodeURIComponent(phone)}` : '';
  const res = await api.get<Order>(`/orders/${encodeURIComponent(id)}${query}`, { signal });
  return res.data!;
}
