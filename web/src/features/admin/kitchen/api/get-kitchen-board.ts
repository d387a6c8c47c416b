import type { KitchenBoardView, KitchenStatus, KitchenTicket } from '@domain/kitchen';
import { api } from '@/lib/api-client';

export type { KitchenBoardView, KitchenStatus, KitchenTicket };

/** GET /api/admin/kitchen: the whole board, or with `since` (the last answer's cursor) only what changed. */
export async function getKitchenBoard(since: string | null, signal?: AbortSignal): Promise<KitchenBoardView> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const res = await api.get<KitchenBoardView>(`/admin/kitchen${query}`, { signal });
  return res.data!;
}
