import type { OrderStatus, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

/** PATCH /api/orders/{id}/status: the server refuses moves the state machine does not allow (409). */
export async function updateOrderStatus(id: string, status: OrderStatus): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/status`, { status });
  return res.data!;
}
