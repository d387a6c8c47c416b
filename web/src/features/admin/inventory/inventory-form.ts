import { INVENTORY_MESSAGES, isKgText } from '@domain/inventory';
import { ApiError } from '@/lib/api-client';
import { imageFileProblem } from '../shell/image-file';
import type { InventoryFields } from '@/api/inventory';

const kgProblem = (raw: string, message: string) => (isKgText(raw) ? null : message);

/**
 * The browser's checks before a save: spec §5 'Please fill all fields!' when the
 * name, kg or (for a new item) the image is missing, then the server's own rules.
 */
export function inventoryFormProblem(fields: InventoryFields, isNew: boolean): string | null {
  if (!fields.name.trim() || !fields.kg.trim() || (isNew && !fields.img)) return INVENTORY_MESSAGES.fillAll;
  return (
    kgProblem(fields.kg, INVENTORY_MESSAGES.kg) ??
    (fields.lowStockKg.trim() ? kgProblem(fields.lowStockKg, INVENTORY_MESSAGES.lowStock) : null) ??
    (fields.img ? imageFileProblem(fields.img) : null)
  );
}

/** The server's warning that another item has this name (a 409 the admin may overrule), else null. */
export function duplicateNameWarning(e: unknown): string | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  return (e.body?.data as { duplicate?: boolean } | undefined)?.duplicate ? e.message : null;
}
