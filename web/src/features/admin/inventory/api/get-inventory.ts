import type { InventoryView } from '@domain/inventory';
import { api } from '@/lib/api-client';

export type { InventoryView };

/** GET /api/inventory: the items, as an array. */
export async function getInventory(signal?: AbortSignal): Promise<InventoryView[]> {
  const res = await api.get<InventoryView[]>('/inventory', { signal });
  return res.data ?? [];
}
