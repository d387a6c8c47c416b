import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

export type { MenuItemView };
export type MenuItem = MenuItemView;

/** GET /api/menu (getMenuItems): every dish, prices in dollars; the menu, the home page's cards, the cart check and the counter order read it. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItemView[]> {
  const res = await api.get<MenuItemView[]>('/menu', { auth: false, signal });
  return res.data ?? [];
}

/** GET /api/categories (getCategories): reads success and categories, already merged after the default list (spec §7, §9). */
export async function getCategories(signal?: AbortSignal): Promise<string[]> {
  const res = await api.get<string[]>('/categories', { auth: false, signal });
  const categories = res.categories;
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) throw new Error('Malformed categories');
  return categories;
}
