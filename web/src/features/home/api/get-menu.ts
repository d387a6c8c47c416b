import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

/** GET /menu: the home page's offer, deal and trending cards show these dishes. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItemView[]> {
  const res = await api.get<MenuItemView[]>('/menu', { auth: false, signal });
  return res.data ?? [];
}
