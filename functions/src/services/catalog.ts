import { CATEGORIES, MENU } from '../domain/collections';
import type { CategoryDoc } from '../domain/categories';
import { dishAdminView, type DishAdminView, type MenuItemDoc } from '../domain/menu';
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
  /**
   * The owner's hidden categories, whose dishes are off the guests' menu and can't be ordered: kept here with every
   * category change, so the menu and an order still cost one read. Absent in a catalog written before it was kept.
   */
  hiddenCategories?: string[];
}

export async function readCatalog(reader: Pick<TxStore, 'get'> | Pick<DocStore, 'get'>): Promise<CatalogDoc> {
  const doc = await reader.get<CatalogDoc>(CATALOG, CATALOG_ID);
  if (!doc) return { version: 0, updatedAt: '', items: {}, hiddenCategories: [] };
  const read: CatalogDoc = { version: doc.version, updatedAt: doc.updatedAt, items: doc.items };
  if (Array.isArray(doc.hiddenCategories)) read.hiddenCategories = doc.hiddenCategories;
  return read;
}

/** The dishes guests may see and order: none of a hidden category's. */
export const onMenu = (catalog: CatalogDoc, item: Pick<MenuItemDoc, 'category'>) => !catalog.hiddenCategories?.includes(item.category);

/** Inside a transaction that has already read the catalog: writes it as the next version, with these changes. */
export function writeCatalog(tx: TxStore, catalog: CatalogDoc, change: Partial<Pick<CatalogDoc, 'items' | 'hiddenCategories'>>, now: Date): void {
  tx.set(CATALOG, CATALOG_ID, { ...catalog, ...change, version: catalog.version + 1, updatedAt: now.toISOString() });
}

export const catalogItems = (catalog: CatalogDoc): WithId<MenuItemDoc>[] =>
  Object.entries(catalog.items)
    .map(([id, item]) => ({ ...item, id }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Every dish, hidden categories' too: what the back office edits and marks sold out (one read). */
export async function allDishes(store: Pick<DocStore, 'get'>): Promise<DishAdminView[]> {
  return catalogItems(await readCatalog(store)).map(dishAdminView);
}

/** Inside a transaction that has already read the catalog: puts (or with null, removes) one item. */
export function putInCatalog(tx: TxStore, catalog: CatalogDoc, id: string, item: MenuItemDoc | null, now: Date): void {
  const items = { ...catalog.items };
  if (item) items[id] = item;
  else delete items[id];
  writeCatalog(tx, catalog, { items }, now);
}

/** Rebuilds the catalog from menu/{id} and the hidden categories (after seeding, or to repair it). */
export async function rebuildCatalog(store: DocStore, now: Date): Promise<void> {
  const [docs, categories, current] = await Promise.all([store.query<MenuItemDoc>(MENU), store.query<CategoryDoc>(CATEGORIES), readCatalog(store)]);
  const items: Record<string, MenuItemDoc> = {};
  for (const { id, ...item } of docs) items[id] = item as MenuItemDoc;
  const hiddenCategories = categories.filter((c) => c.hidden === true).map((c) => c.name);
  await store.set(CATALOG, CATALOG_ID, { version: current.version + 1, updatedAt: now.toISOString(), items, hiddenCategories });
}

/** Inside a transaction that has already read the catalog: puts several items at once (a category renamed). */
export function putInCatalogMany(tx: TxStore, catalog: CatalogDoc, changed: Record<string, MenuItemDoc>, now: Date): void {
  writeCatalog(tx, catalog, { items: { ...catalog.items, ...changed } }, now);
}
