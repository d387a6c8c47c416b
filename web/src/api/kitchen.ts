import type { KitchenBoardView, KitchenStatus, KitchenTicket } from '@domain/kitchen';
import type { OrderStatus, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export type { KitchenBoardView, KitchenStatus, KitchenTicket };

/**
 * GET /api/admin/kitchen: the whole board, or with `since` (the last answer's cursor) only what changed; with `station`
 * only that kitchen station's tickets, lines and status.
 */
export async function getKitchenBoard(since: string | null, signal?: AbortSignal, station: string | null = null): Promise<KitchenBoardView> {
  const params = new URLSearchParams();
  if (since) params.set('since', since);
  if (station) params.set('station', station);
  const query = params.size ? `?${params.toString()}` : '';
  const res = await api.get<KitchenBoardView>(`/admin/kitchen${query}`, { signal });
  return res.data!;
}

/**
 * PATCH /api/orders/{id}/status, the back office's own status change. With keepalive the
 * request still reaches the server when the tablet's page is hidden or closed mid-flight.
 * The tablet holds its own undo before sending, so the move is final here: texts go at once. With `station`, only that
 * station's part moves, and the order follows its parts.
 */
export async function moveTicket(id: string, status: OrderStatus, options: { keepalive?: boolean; station?: string | null } = {}): Promise<OrderView> {
  const body = { status, undoable: false, ...(options.station ? { station: options.station } : {}) };
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/status`, body, { keepalive: options.keepalive });
  return res.data!;
}
