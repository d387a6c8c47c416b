import type { OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

/** POST /api/orders/{id}/undo: reverts the move if it is still the latest and at most 10 s old (else 409). */
export async function undoOrderMove(id: string, move: string): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/undo`, { move });
  return res.data!;
}

/** POST /api/orders/{id}/send-due-texts: once the undo window has passed, the text the move held goes now. */
export async function sendOrderDueTexts(id: string): Promise<void> {
  await api.post(`/orders/${encodeURIComponent(id)}/send-due-texts`, {});
}
