import { api } from '@/lib/api-client';

/** DELETE /api/orders/{id}. */
export async function deleteOrder(id: string): Promise<string> {
  const res = await api.delete<null>(`/orders/${encodeURIComponent(id)}`);
  return res.message ?? 'Order deleted successfully';
}
