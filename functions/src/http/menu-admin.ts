import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { uploadedFile } from '../services/image-pipeline';
import { audit } from '../services/audit';
import { MENU } from '../domain/collections';
import { allDishes } from '../services/catalog';
import { addMenuItem, deleteMenuItem, setSoldOut, updateMenuItem } from '../services/menu-admin';
import { SoldOutInput } from '../domain/menu';
import { requireAdmin } from './auth';

/** Ids are server-made (20 letters and digits, or seed-<slug>): anything else cannot name a document. */
const documentId = (raw: string): string => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw notFound('Menu item not found');
  return raw;
};

/** Multipart fields (or a JSON object); anything else is an empty form. */
const fields = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

const shown = (i: { name: string; price: number; category: string; soldOut?: boolean }) => ({
  name: i.name,
  price: i.price,
  category: i.category,
  soldOut: i.soldOut === true,
});

/** Menu writes for admins: multipart bodies with the fields name, description, price, category, soldOut and the file `image`. */
export function menuAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  // The guests' menu leaves out hidden categories' dishes; staff still edit them and mark them sold out.
  r.get('/', async (_req, res) => {
    ok(res, await allDishes(deps.store), 'Menu loaded');
  });
  r.post('/', async (req, res) => {
    const item = await addMenuItem(deps, fields(req.body), uploadedFile(req.files, 'image'));
    await audit(deps, req.admin!, { entity: 'menu', entityId: item._id, action: 'create', summary: `Menu item "${item.name}" added`, to: shown(item) });
    ok(res, item, 'Item added', 201);
  });
  r.put('/:id', async (req, res) => {
    const id = documentId(req.params.id);
    const before = await deps.store.get<{ name: string; priceCents: number; category: string; soldOut?: boolean }>(MENU, id);
    const item = await updateMenuItem(deps, id, fields(req.body), uploadedFile(req.files, 'image'));
    const from = before ? { name: before.name, price: before.priceCents / 100, category: before.category, soldOut: before.soldOut === true } : null;
    await audit(deps, req.admin!, { entity: 'menu', entityId: id, action: 'update', summary: `Menu item "${item.name}" updated`, from, to: shown(item) });
    ok(res, item, 'Item updated');
  });
  r.patch('/:id/sold-out', async (req, res) => {
    const id = documentId(req.params.id);
    const { soldOut } = parse(SoldOutInput, req.body ?? {});
    const { item, before } = await setSoldOut(deps, id, soldOut);
    await audit(deps, req.admin!, {
      entity: 'menu',
      entityId: id,
      action: 'sold-out',
      summary: `Menu item "${item.name}" ${soldOut ? 'sold out' : 'back on'}`,
      from: { soldOut: before },
      to: { soldOut },
    });
    ok(res, item, soldOut ? 'Marked sold out' : 'Back on the menu');
  });
  r.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id);
    const before = await deps.store.get<{ name: string }>(MENU, id);
    await deleteMenuItem(deps, id);
    await audit(deps, req.admin!, { entity: 'menu', entityId: id, action: 'delete', summary: `Menu item "${before?.name ?? id}" deleted` });
    ok(res, null, 'Item deleted');
  });
  return r;
}
