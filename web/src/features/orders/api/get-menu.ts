import type { MenuItemView } from '@domain/menu';
import { api } from '@/lib/api-client';

/** GET /menu: the confirmation page checks the stored cart against it before showing the charges. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItemView[]> {
  const res = await api.get<MenuItemView[]>('/menu', { auth: false, signal });
  return res.data ?? [];
}
