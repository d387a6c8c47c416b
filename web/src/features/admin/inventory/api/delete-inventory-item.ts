import { api } from '@/lib/api-client';

/** DELETE /api/inventory/{id}. */
export async function deleteInventoryItem(id: string): Promise<void> {
  await api.delete<null>(`/inventory/${encodeURIComponent(id)}`);
}
