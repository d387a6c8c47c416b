import type { InventoryView } from '@domain/inventory';
import { api } from '@/lib/api-client';

export type { InventoryView };

/** GET /api/inventory: the items, as an array. */
export async function getInventory(signal?: AbortSignal): Promise<InventoryView[]> {
  const res = await api.get<InventoryView[]>('/inventory', { signal });
  return res.data ?? [];
}

export interface InventoryFields {
  name: string;
  kg: string;
  lowStockKg: string;
  /** Required to add; on an edit, a new picture or null to keep the current one. */
  img: File | null;
}

/** allowDuplicate: the admin confirmed that another item may have this name. */
function inventoryForm(fields: InventoryFields, allowDuplicate = false): FormData {
  const form = new FormData();
  if (allowDuplicate) form.append('allowDuplicate', 'true');
  form.append('name', fields.name.trim());
  form.append('kg', fields.kg.trim());
  if (fields.lowStockKg.trim()) form.append('lowStockKg', fields.lowStockKg.trim());
  if (fields.img) form.append('img', fields.img);
  return form;
}

/** POST /api/inventory as multipart (name, kg, img): answers the created item. */
export async function addInventoryItem(fields: InventoryFields, allowDuplicate = false): Promise<InventoryView> {
  return (await api.post<InventoryView>('/inventory', inventoryForm(fields, allowDuplicate))).data!;
}

/** PUT /api/inventory/{id} as multipart (name, kg, optional img): answers the updated item. */
export async function updateInventoryItem(id: string, fields: InventoryFields, allowDuplicate = false): Promise<InventoryView> {
  return (await api.put<InventoryView>(`/inventory/${encodeURIComponent(id)}`, inventoryForm(fields, allowDuplicate))).data!;
}

/** DELETE /api/inventory/{id}. */
export async function deleteInventoryItem(id: string): Promise<void> {
  await api.delete<null>(`/inventory/${encodeURIComponent(id)}`);
}
