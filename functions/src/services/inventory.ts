import type { AppDeps } from '../deps';
import { INVENTORY } from '../domain/collections';
import { DEFAULT_LOW_STOCK_KG, INVENTORY_MESSAGES, InventoryInput, inventoryView, type InventoryDoc, type InventoryView } from '../domain/inventory';
import { badRequest, notFound } from '../lib/errors';
import { parse } from '../lib/parse';
import type { UploadedFile } from '../lib/multipart';
import { discardMedia, publishUpload, withPublishedImage } from './image-pipeline';

type Deps = Pick<AppDeps, 'store' | 'media' | 'clock'>;

/** The pantry is a few dozen rows at most: one bounded query, sorted by name. */
export const INVENTORY_LIST_LIMIT = 200;

export async function listInventory(deps: Deps): Promise<InventoryView[]> {
  const docs = await deps.store.query<InventoryDoc>(INVENTORY, { orderBy: [{ field: 'name' }], limit: INVENTORY_LIST_LIMIT });
  return docs.map(inventoryView);
}

export async function addInventoryItem(deps: Deps, fields: unknown, img: UploadedFile | undefined): Promise<InventoryView> {
  const input = parse(InventoryInput, fields);
  if (!img) throw badRequest(INVENTORY_MESSAGES.image);
  const id = deps.store.newId();
  const stored = await publishUpload(deps.media, 'inventory', id, img);
  return withPublishedImage(deps.media, stored, async () => {
    const now = deps.clock.now().toISOString();
    const doc: InventoryDoc = {
      name: input.name,
      kg: input.kg,
      lowStockKg: input.lowStockKg ?? DEFAULT_LOW_STOCK_KG,
      img: stored.url,
      imgKey: stored.key,
      createdAt: now,
      updatedAt: now,
    };
    await deps.store.create(INVENTORY, id, doc);
    return { result: inventoryView({ ...doc, id }), replacedKey: null };
  });
}

/** Edits name, kg and the low-stock level; a new picture replaces the old one, deleted once the edit is saved. */
export async function updateInventoryItem(deps: Deps, id: string, fields: unknown, img: UploadedFile | undefined): Promise<InventoryView> {
  const input = parse(InventoryInput, fields);
  const stored = img ? await publishUpload(deps.media, 'inventory', id, img) : null;
  return withPublishedImage(deps.media, stored, () =>
    deps.store.transaction(async (tx) => {
      const current = await tx.get<InventoryDoc>(INVENTORY, id);
      if (!current) throw notFound('Inventory item not found');
      const { id: _id, ...rest } = current;
      const doc: InventoryDoc = {
        ...rest,
        name: input.name,
        kg: input.kg,
        lowStockKg: input.lowStockKg ?? current.lowStockKg ?? DEFAULT_LOW_STOCK_KG,
        img: stored ? stored.url : current.img,
        imgKey: stored ? stored.key : (current.imgKey ?? null),
        updatedAt: deps.clock.now().toISOString(),
      };
      tx.set(INVENTORY, id, doc);
      return { result: inventoryView({ ...doc, id }), replacedKey: stored ? (current.imgKey ?? null) : null };
    }),
  );
}

export async function deleteInventoryItem(deps: Deps, id: string): Promise<void> {
  const imgKey = await deps.store.transaction(async (tx) => {
    const current = await tx.get<InventoryDoc>(INVENTORY, id);
    if (!current) throw notFound('Inventory item not found');
    tx.delete(INVENTORY, id);
    return current.imgKey ?? null;
  });
  await discardMedia(deps.media, imgKey);
}
