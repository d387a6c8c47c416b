import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

export type { MenuItemView };
export type MenuItem = MenuItemView;

/** GET /api/menu (getMenuItems): every dish, prices in dollars; the menu, the home page's cards, the cart check and the counter order read it. */
export async function getMenu(signal?: AbortSignal, lang: 'en' | 'gu' | 'hi' = 'en'): Promise<MenuItemView[]> {
  // In Gujarati or Hindi, the owner's names in that language (the English where there is none), and each dish's categoryName.
  const res = await api.get<MenuItemView[]>(lang === 'en' ? '/menu' : `/menu?lang=${lang}`, { auth: false, signal });
  return res.data ?? [];
}

const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string');

/** GET /api/categories (getCategories): the owner's shown categories in order (spec §7, §9), and the hidden ones, whose dishes guests don't see. */
export async function getCategories(signal?: AbortSignal): Promise<{ shown: string[]; hidden: string[] }> {
  const res = await api.get<string[]>('/categories', { auth: false, signal });
  const { categories, hidden } = res as { categories?: unknown; hidden?: unknown };
  if (!isNames(categories)) throw new Error('Malformed categories');
  return { shown: categories, hidden: isNames(hidden) ? hidden : [] };
}

/** GET /api/menu/{id}: one dish with its allergens, for its details opened from an address; 404 once it is off the menu. */
export async function getDish(id: string, signal?: AbortSignal): Promise<MenuItemView> {
  const res = await api.get<MenuItemView>(`/menu/${encodeURIComponent(id)}`, { auth: false, signal });
  if (!res.data) throw new Error('Malformed dish');
  return res.data;
}
