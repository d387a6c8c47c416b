import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

export type { MenuItemView };

/** GET /api/menu: the dishes a counter order can be made of. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItemView[]> {
  const res = await api.get<MenuItemView[]>('/menu', { signal, auth: false });
  return res.data ?? [];
}
