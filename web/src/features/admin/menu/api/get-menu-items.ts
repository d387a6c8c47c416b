import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

export type { MenuItemView };

/** getMenuItems: GET /api/menu. */
export async function getMenuItems(signal?: AbortSignal): Promise<MenuItemView[]> {
  const res = await api.get<MenuItemView[]>('/menu', { signal, auth: false });
  return res.data ?? [];
}
