import { api } from '@/lib/api-client';

/** deleteMenuItem: DELETE /api/menu/admin/{id}. */
export async function deleteMenuItem(id: string): Promise<string> {
  const res = await api.delete<null>(`/menu/admin/${encodeURIComponent(id)}`);
  return res.message ?? 'Item deleted';
}
