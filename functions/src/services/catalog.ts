import { MENU } from '../domain/collections';
import type { MenuItemDoc } from '../domain/menu';
import type { DocStore, TxStore, WithId } from '../ports';

/**
 * catalog/menu: every menu item in one document, kept in step with menu/{id}
 * in the same transaction. Reading the menu, and pricing an order, then cost
 * one document read instead of one per dish. `version` feeds the menu's ETag.
 */
export const CATALOG = 'catalog';
export const CATALOG_ID = 'menu';

export interface CatalogDoc {
  [key: string]: unknown;
  version: number;
  updatedAt: string;
  items: Record<string, MenuItemDoc>;
}

export async function readCatalog(reader: Pick<TxStore, 'get'> | Pick<DocStore, 'get'>): Promise<CatalogDoc> {
  const doc = await reader.get<CatalogDoc>(CATALOG, CATALOG_ID);
  return doc ? { version: doc.version, updatedAt: doc.updatedAt, items: doc.items } : { version: 0, updatedAt: '', items: {} };
}

export const catalogItems = (catalog: CatalogDoc): WithId<MenuItemDoc>[] =>
  Object.entries(catalog.items)
    .map(([id, item]) => ({ ...item, id }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Inside a transaction that has already read the catalog: puts (or with null, removes) one item. */
export function putInCatalog(tx: TxStore, catalog: CatalogDoc, id: string, item: MenuItemDoc | null, now: Date): void {
  const items = { ...catalog.items };
  if (item) items[id] = item;
  else delete items[id];
  tx.set(CATALOG, CATALOG_ID, { version: catalog.version + 1, updatedAt: now.toISOString(), items });
}

/** Rebuilds the catalog from menu/{id} (after seeding, or to repair it). */
export async function rebuildCatalog(store: DocStore, now: Date): Promise<void> {
  const docs = await store.query<MenuItemDoc>(MENU);
  const current = await readCatalog(store);
  const items: Record<string, MenuItemDoc> = {};
  for (const { id, ...item } of docs) items[id] = item as MenuItemDoc;
  await store.set(CATALOG, CATALOG_ID, { version: current.version + 1, updatedAt: now.toISOString(), items });
}

/** Inside a transaction that has already read the catalog: puts several items at once (a category renamed). */
export function putInCatalogMany(tx: TxStore, catalog: CatalogDoc, changed: Record<string, MenuItemDoc>, now: Date): void {
  tx.set(CATALOG, CATALOG_ID, { version: catalog.version + 1, updatedAt: now.toISOString(), items: { ...catalog.items, ...changed } });
}
