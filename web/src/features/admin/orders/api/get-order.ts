import type { OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

/** GET /api/orders/{id}: one order as it is now (a row refreshed after a conflict). */
export async function getOrder(id: string): Promise<OrderView> {
  const res = await api.get<OrderView>(`/orders/${encodeURIComponent(id)}`);
  return res.data!;
}
