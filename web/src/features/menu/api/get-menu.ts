import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

export type MenuItem = MenuItemView;

/** GET /menu (getMenuItems): every dish, prices in dollars. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItem[]> {
  const res = await api.get<MenuItem[]>('/menu', { auth: false, signal });
  return res.data ?? [];
}
