import type { KitchenBoardView, KitchenStatus, KitchenTicket } from '@domain/kitchen';
import type { OrderStatus, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export type { KitchenBoardView, KitchenStatus, KitchenTicket };

/** GET /api/admin/kitchen: the whole board, or with `since` (the last answer's cursor) only what changed. */
export async function getKitchenBoard(since: string | null, signal?: AbortSignal): Promise<KitchenBoardView> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const res = await api.get<KitchenBoardView>(`/admin/kitchen${query}`, { signal });
  return res.data!;
}

/**
 * PATCH /api/orders/{id}/status, the back office's own status change. With keepalive the
 * request still reaches the server when the tablet's page is hidden or closed mid-flight.
 * The tablet holds its own undo before sending, so the move is final here: texts go at once.
 */
export async function moveTicket(id: string, status: OrderStatus, options: { keepalive?: boolean } = {}): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/status`, { status, undoable: false }, { keepalive: options.keepalive });
  return res.data!;
}
