import type { Translations } from '@domain/translations';
import { api } from '@/lib/api-client';

export interface AdminCategory {
  id: string;
  name: string;
  hidden: boolean;
  dishes: number;
  /** Its Gujarati and Hindi names for guests; {} when none. */
  nameI18n: Translations;
}

/** GET /api/admin/categories: every category in the menu's order, hidden ones too, with their dish counts. */
export async function listAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return (await api.get<AdminCategory[]>('/admin/categories', { signal })).data ?? [];
}

/** POST /api/admin/categories. */
export async function addCategory(name: string): Promise<AdminCategory> {
  return (await api.post<AdminCategory>('/admin/categories', { name })).data!;
}

/** PATCH /api/admin/categories/{id}: rename (its dishes move with it), give its Gujarati and Hindi names, hide or show. */
export async function changeCategory(id: string, patch: { name?: string; hidden?: boolean; nameI18n?: Translations }): Promise<AdminCategory> {
  return (await api.patch<AdminCategory>(`/admin/categories/${id}`, patch)).data!;
}

/** PUT /api/admin/categories/order: every id, in the new order. */
export async function reorderCategories(ids: string[]): Promise<AdminCategory[]> {
  return (await api.put<AdminCategory[]>('/admin/categories/order', { ids })).data ?? [];
}

/** DELETE /api/admin/categories/{id}: refused while dishes are in it. */
export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`/admin/categories/${id}`);
}
