import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { ok } from '../lib/http';
import { uploadedFile } from '../services/image-pipeline';
import { addInventoryItem, deleteInventoryItem, listInventory, updateInventoryItem } from '../services/inventory';
import { requireAdmin } from './auth';
import { audit } from '../services/audit';
import { INVENTORY } from '../domain/collections';

const shown = (i: { name: string; kg: number; lowStockKg?: number }) => ({ name: i.name, kg: i.kg, lowStockKg: i.lowStockKg ?? null });

/** Ids are server-made (20 letters and digits, or seed-<slug>): anything else cannot name a document. */
const documentId = (raw: string): string => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw notFound('Inventory item not found');
  return raw;
};

/** Inventory, admins only. Writes are multipart: name, kg, lowStockKg and the file `img`. */
export function inventoryRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/', async (_req, res) => {
    const items = await listInventory(deps);
    ok(res, items, `${items.length} items`);
  });
  r.post('/', async (req, res) => {
    const item = await addInventoryItem(deps, req.body ?? {}, uploadedFile(req.files, 'img'));
    await audit(deps, req.admin!, { entity: 'inventory', entityId: item._id, action: 'create', summary: `Inventory "${item.name}" added`, to: shown(item) });
    ok(res, item, 'Item added', 201);
  });
  r.put('/:id', async (req, res) => {
    const id = documentId(req.params.id);
    const before = await deps.store.get<{ name: string; kg: number; lowStockKg?: number }>(INVENTORY, id);
    const item = await updateInventoryItem(deps, id, req.body ?? {}, uploadedFile(req.files, 'img'));
    await audit(deps, req.admin!, {
      entity: 'inventory',
      entityId: id,
      action: 'update',
      summary: `Inventory "${item.name}" updated`,
      from: before ? shown(before) : null,
      to: shown(item),
    });
    ok(res, item, 'Item updated');
  });
  r.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id);
    const before = await deps.store.get<{ name: string }>(INVENTORY, id);
    await deleteInventoryItem(deps, id);
    await audit(deps, req.admin!, { entity: 'inventory', entityId: id, action: 'delete', summary: `Inventory "${before?.name ?? id}" deleted` });
    ok(res, null, 'Item deleted');
  });
  return r;
}
