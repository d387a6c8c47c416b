import type { Diet, MenuItemView } from '@domain/menu';
import type { Translations } from '@domain/translations';
import { api } from '@/lib/api-client';

export interface MenuItemFields {
  name: string;
  description: string;
  price: string;
  category: string;
  soldOut: boolean;
  /* The Indian bill. */
  diet: Diet;
  spiceLevel: number;
  /** Comma-separated, as typed. */
  allergens: string;
  /** The kitchen station that cooks it (Settings' kitchen stations); '' for the default, the first. */
  station: string;
  /** A new picture; leave it out on an edit to keep the current one. */
  image: File | null;
  /** The Gujarati and Hindi name and description, as typed; blank ones are none (the English shows). */
  nameI18n: Translations;
  descriptionI18n: Translations;
}

/** A dish as the back office reads it: with its station and translations. */
export type AdminDish = MenuItemView & { station?: string | null; nameI18n?: Translations; descriptionI18n?: Translations };

function menuItemForm(fields: MenuItemFields): FormData {
  const form = new FormData();
  form.append('name', fields.name.trim());
  form.append('description', fields.description.trim());
  form.append('price', fields.price.trim());
  form.append('category', fields.category);
  form.append('soldOut', String(fields.soldOut));
  form.append('diet', fields.diet);
  form.append('spiceLevel', String(fields.spiceLevel));
  form.append('allergens', fields.allergens);
  form.append('station', fields.station);
  // Multipart sends text: the translations go as JSON, every time, so a cleared one is removed.
  form.append('nameI18n', JSON.stringify(fields.nameI18n));
  form.append('descriptionI18n', JSON.stringify(fields.descriptionI18n));
  if (fields.image) form.append('image', fields.image);
  return form;
}

/** GET /api/menu/admin: every dish, those of hidden categories too (the guests' GET /api/menu leaves them out). */
export async function getAllDishes(signal?: AbortSignal): Promise<AdminDish[]> {
  const res = await api.get<AdminDish[]>('/menu/admin', { signal });
  return res.data ?? [];
}

/** addMenuItem: POST /api/menu/admin as multipart. */
export async function addMenuItem(fields: MenuItemFields): Promise<{ item: MenuItemView; message: string }> {
  const res = await api.post<MenuItemView>('/menu/admin', menuItemForm(fields));
  return { item: res.data!, message: res.message ?? 'Item added' };
}

/** updateMenuItem: PUT /api/menu/admin/{id} with the same multipart body. */
export async function updateMenuItem(id: string, fields: MenuItemFields): Promise<{ item: MenuItemView; message: string }> {
  const res = await api.put<MenuItemView>(`/menu/admin/${encodeURIComponent(id)}`, menuItemForm(fields));
  return { item: res.data!, message: res.message ?? 'Item updated' };
}

/** deleteMenuItem: DELETE /api/menu/admin/{id}. */
export async function deleteMenuItem(id: string): Promise<string> {
  const res = await api.delete<null>(`/menu/admin/${encodeURIComponent(id)}`);
  return res.message ?? 'Item deleted';
}

/** setSoldOut: PATCH /api/menu/admin/{id}/sold-out, one tap for every staff role. */
export async function setSoldOut(id: string, soldOut: boolean): Promise<MenuItemView> {
  const res = await api.patch<MenuItemView>(`/menu/admin/${encodeURIComponent(id)}/sold-out`, { soldOut });
  return res.data!;
}
