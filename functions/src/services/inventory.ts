import type { AppDeps } from '../deps';
import { INVENTORY } from '../domain/collections';
import { DEFAULT_LOW_STOCK_KG, INVENTORY_MESSAGES, InventoryInput, inventoryView, type InventoryDoc, type InventoryView } from '../domain/inventory';
import { duplicateInventoryMessage, nameKey } from '../domain/names';
import { badRequest, conflict, notFound } from '../lib/errors';
import { parse } from '../lib/parse';
import type { UploadedFile } from '../lib/multipart';
import type { TxStore } from '../ports';
import { discardMedia, publishUpload, withPublishedImage } from './image-pipeline';

type Deps = Pick<AppDeps, 'store' | 'media' | 'clock'>;

/** The pantry is a few dozen rows at most: one bounded query, sorted by name. */
export const INVENTORY_LIST_LIMIT = 200;

export async function listInventory(deps: Deps): Promise<InventoryView[]> {
  const docs = await deps.store.query<InventoryDoc>(INVENTORY, { orderBy: [{ field: 'name' }], limit: INVENTORY_LIST_LIMIT });
  return docs.map(inventoryView);
}

/**
 * Two items of one name are allowed (two suppliers' flour), but only when the admin said so:
 * without allowDuplicate a name another item has is a 409 the form turns into a question.
 */
async function assertNameFree(reader: Pick<TxStore, 'query'>, name: string, selfId: string | null, allowDuplicate: boolean | undefined): Promise<void> {
  if (allowDuplicate) return;
  const same = await reader.query<InventoryDoc>(INVENTORY, { where: [{ field: 'nameKey', op: '==', value: nameKey(name) }], limit: 2 });
  const twin = same.find((d) => d.id !== selfId);
  if (twin) throw conflict(duplicateInventoryMessage(twin.name), { field: 'name', duplicate: true });
}

export async function addInventoryItem(deps: Deps, fields: unknown, img: UploadedFile | undefined): Promise<InventoryView> {
  const input = parse(InventoryInput, fields);
  if (!img) throw badRequest(INVENTORY_MESSAGES.image);
  // Asked before the picture is stored, and again in the transaction that writes.
  await assertNameFree(deps.store, input.name, null, input.allowDuplicate);
  const id = deps.store.newId();
  const stored = await publishUpload(deps.media, 'inventory', id, img);
  return withPublishedImage(deps.media, stored, async () => {
    const now = deps.clock.now().toISOString();
    const doc: InventoryDoc = {
      name: input.name,
      nameKey: nameKey(input.name),
      kg: input.kg,
      lowStockKg: input.lowStockKg ?? DEFAULT_LOW_STOCK_KG,
      img: stored.url,
      imgKey: stored.key,
      createdAt: now,
      updatedAt: now,
    };
    await deps.store.transaction(async (tx) => {
      await assertNameFree(tx, input.name, null, input.allowDuplicate);
      tx.create(INVENTORY, id, doc);
    });
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
      await assertNameFree(tx, input.name, id, input.allowDuplicate);
      const { id: _id, ...rest } = current;
      const doc: InventoryDoc = {
        ...rest,
        name: input.name,
        nameKey: nameKey(input.name),
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
