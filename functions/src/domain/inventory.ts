import { z } from 'zod';

/** inventory/{id}: a pantry item with its stock and the level under which it counts as low. */
export interface InventoryDoc {
  [key: string]: unknown;
  name: string;
  /** The name as duplicates are judged (names.ts): one equality filter finds an item of the same name. */
  nameKey?: string;
  kg: number;
  lowStockKg: number;
  /** Public URL of the picture. */
  img: string;
  /** MediaStore key of the picture, so that it can be deleted on replace. */
  imgKey: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Stock under this many kg is low unless the item says otherwise. */
export const DEFAULT_LOW_STOCK_KG = 5;
export const MAX_KG = 100_000;

export const INVENTORY_MESSAGES = {
  fillAll: 'Please fill all fields!',
  name: 'Item name is required',
  kg: 'KG Available must be a number from 0 to 100000, with at most 3 decimals',
  lowStock: 'Low-stock level must be a number from 0 to 100000, with at most 3 decimals',
  image: 'An image is required for a new item',
} as const;

/** A weight as typed: plain decimal digits (no exponent, no sign), at most 3 decimals (grams), at most MAX_KG. */
const PLAIN_KG = /^\d+(\.\d{1,3})?$/;
export const isKgText = (raw: string): boolean => PLAIN_KG.test(raw.trim()) && Number(raw) <= MAX_KG;

/** Multipart fields arrive as strings; an empty one is "missing", not 0. Checked as typed, before any rounding. */
const kgField = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') v = String(v);
      if (typeof v !== 'string' || v.trim() === '') return undefined;
      return PLAIN_KG.test(v.trim()) ? Number(v) : Number.NaN;
    },
    z.number({ message }).finite(message).min(0, message).max(MAX_KG, message),
  );

export const InventoryInput = z.object({
  name: z.string({ message: INVENTORY_MESSAGES.name }).trim().min(1, INVENTORY_MESSAGES.name).max(80, 'Item name must be at most 80 characters'),
  kg: kgField(INVENTORY_MESSAGES.kg),
  lowStockKg: kgField(INVENTORY_MESSAGES.lowStock).optional(),
  /** Sent after the admin confirmed saving a name another item already has. */
  allowDuplicate: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type InventoryInput = z.infer<typeof InventoryInput>;

/** Low stock: strictly under the item's threshold. */
export const isLowStock = (kg: number, lowStockKg: number) => kg < lowStockKg;

/** An inventory item as the API speaks it (spec §3: _id, name, kg, img), plus its threshold. */
export function inventoryView(doc: InventoryDoc & { id: string }) {
  return {
    _id: doc.id,
    id: doc.id,
    name: doc.name,
    kg: doc.kg,
    img: doc.img,
    lowStockKg: doc.lowStockKg,
    isLow: isLowStock(doc.kg, doc.lowStockKg),
    updatedAt: doc.updatedAt,
  };
}
export type InventoryView = ReturnType<typeof inventoryView>;
