import type { OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

/** POST /api/orders/{id}/void with the required reason: the order stays on record, out of revenue. */
export async function voidOrder(id: string, reason: string): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/void`, { reason });
  return res.data!;
}
