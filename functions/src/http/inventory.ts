import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { ok } from '../lib/http';
import { uploadedFile } from '../services/image-pipeline';
import { addInventoryItem, deleteInventoryItem, listInventory, updateInventoryItem } from '../services/inventory';
import { requireAdmin } from './auth';

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
    ok(res, item, 'Item added', 201);
  });
  r.put('/:id', async (req, res) => {
    const item = await updateInventoryItem(deps, documentId(req.params.id), req.body ?? {}, uploadedFile(req.files, 'img'));
    ok(res, item, 'Item updated');
  });
  r.delete('/:id', async (req, res) => {
    await deleteInventoryItem(deps, documentId(req.params.id));
    ok(res, null, 'Item deleted');
  });
  return r;
}
