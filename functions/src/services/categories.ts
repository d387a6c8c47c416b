import type { AppDeps } from '../deps';
import { CATEGORIES, MENU } from '../domain/collections';
import { categoryInUse, duplicateCategory, sameCategory, type CategoryDoc, type CategoryView } from '../domain/categories';
import type { MenuItemDoc } from '../domain/menu';
import type { Translations } from '../domain/translations';
import { DEFAULT_CATEGORIES } from '../domain/restaurant';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { DocStore, TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { readCatalog, writeCatalog } from './catalog';

type Reader = Pick<DocStore, 'query'> | Pick<TxStore, 'query'>;

/** The owner's categories in the menu's order (the seeded defaults until the store has any). */
export async function readCategoryDocs(reader: Reader): Promise<Array<WithId<CategoryDoc>>> {
  const docs = await reader.query<CategoryDoc>(CATEGORIES, { orderBy: [{ field: 'position' }] });
  return docs.length ? docs : DEFAULT_CATEGORIES.map((name, position) => ({ id: `seed-${position}`, name, position }));
}

/** What guests see: the shown categories in order, and the hidden ones (their dishes stay off the menu). */
export async function publicCategories(reader: Reader): Promise<{ shown: string[]; hidden: string[] }> {
  const docs = await readCategoryDocs(reader);
  return { shown: docs.filter((d) => !d.hidden).map((d) => d.name), hidden: docs.filter((d) => d.hidden).map((d) => d.name) };
}

/** Each category's Gujarati and Hindi names, by its English name. */
export async function categoryTranslations(reader: Reader): Promise<Record<string, Translations>> {
  return Object.fromEntries((await readCategoryDocs(reader)).map((d) => [d.name, d.nameI18n ?? {}]));
}

/** GET /api/admin/categories: every category with its dish count. */
export async function listCategories(deps: Pick<AppDeps, 'store'>): Promise<CategoryView[]> {
  const [docs, catalog] = await Promise.all([readCategoryDocs(deps.store), readCatalog(deps.store)]);
  const dishes = Object.values(catalog.items);
  return docs.map((d) => ({
    id: d.id,
    name: d.name,
    hidden: d.hidden === true,
    dishes: dishes.filter((i) => i.category === d.name).length,
    nameI18n: d.nameI18n ?? {},
  }));
}

/** POST /api/admin/categories: a new category at the end of the menu. */
export async function addCategory(deps: AppDeps, name: string, actor: Actor, nameI18n: Translations = {}): Promise<CategoryView> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  return deps.store.transaction(async (tx) => {
    const docs = await readCategoryDocs(tx);
    if (docs.some((d) => sameCategory(d.name, name))) throw conflict(duplicateCategory(name), { field: 'name' });
    const doc: CategoryDoc = { name, position: Math.max(-1, ...docs.map((d) => d.position)) + 1, hidden: false };
    if (Object.keys(nameI18n).length) doc.nameI18n = nameI18n;
    tx.create(CATEGORIES, id, doc);
    auditIn(tx, deps.store, actor, { entity: 'menu', entityId: `category_${id}`, action: 'create', summary: `Category "${name}" added`, to: { name } }, now);
    return { id, name, hidden: false, dishes: 0, nameI18n };
  });
}

/**
 * PATCH /api/admin/categories/{id}: renames (its dishes move with it, in the same transaction) or hides or shows it.
 * Reads: the categories, the catalog and the renamed category's dishes; writes them all.
 */
export async function changeCategory(
  deps: AppDeps,
  id: string,
  patch: { name?: string | undefined; nameI18n?: Translations | undefined; hidden?: boolean | undefined },
  actor: Actor,
): Promise<CategoryView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const docs = await readCategoryDocs(tx);
    const current = docs.find((d) => d.id === id);
    if (!current) throw notFound('Category not found');
    const name = patch.name ?? current.name;
    if (patch.name !== undefined && docs.some((d) => d.id !== id && sameCategory(d.name, name))) throw conflict(duplicateCategory(name), { field: 'name' });
    const catalog = await readCatalog(tx);
    const moving = Object.entries(catalog.items).filter(([, item]) => item.category === current.name);
    const renamed = name !== current.name;
    const dishes = renamed ? await Promise.all(moving.map(([dishId]) => tx.get<MenuItemDoc>(MENU, dishId))) : [];
    const { id: _id, nameI18n: oldI18n, ...rest } = current;
    const hidden = patch.hidden ?? current.hidden === true;
    const nameI18n = patch.nameI18n ?? oldI18n ?? {};
    // The catalog is written below whatever changed, so the menu's ETag also moves with a new translation.
    tx.set(CATEGORIES, id, { ...rest, name, hidden, ...(Object.keys(nameI18n).length ? { nameI18n } : {}) });
    const at = now.toISOString();
    if (renamed) for (const dish of dishes) if (dish) tx.update(MENU, dish.id, { category: name, updatedAt: at });
    const moved = Object.fromEntries(moving.map(([dishId, item]) => [dishId, { ...item, category: name, updatedAt: at }]));
    // The menu and every order read the hidden categories from the catalog: it changes with them, in this transaction.
    const hiddenCategories = docs.flatMap((d) => (d.id === id ? (hidden ? [name] : []) : d.hidden === true ? [d.name] : []));
    writeCatalog(tx, catalog, { items: renamed ? { ...catalog.items, ...moved } : catalog.items, hiddenCategories }, now);
    const what = renamed
      ? `renamed "${current.name}" → "${name}"`
      : patch.hidden !== undefined
        ? patch.hidden
          ? `"${name}" hidden`
          : `"${name}" shown`
        : `"${name}" translations saved`;
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'menu', entityId: `category_${id}`, action: 'update', summary: `Category ${what}`, from: { name: current.name }, to: { name } },
      now,
    );
    return { id, name, hidden, dishes: moving.length, nameI18n };
  });
}

/** PUT /api/admin/categories/order: the new order, naming every category once. */
export async function reorderCategories(deps: AppDeps, ids: string[], actor: Actor): Promise<void> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const docs = await readCategoryDocs(tx);
    const known = new Set(docs.map((d) => d.id));
    if (ids.length !== docs.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
      throw badRequest('The new order must name every category once', { field: 'ids' });
    }
    ids.forEach((categoryId, position) => {
      const { id: _id, ...doc } = docs.find((d) => d.id === categoryId)!;
      tx.set(CATEGORIES, categoryId, { ...doc, position });
    });
    auditIn(tx, deps.store, actor, { entity: 'menu', entityId: 'categories', action: 'reorder', summary: 'Categories reordered' }, now);
  });
}

/** DELETE /api/admin/categories/{id}: refused while dishes are in it. */
export async function deleteCategory(deps: AppDeps, id: string, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const docs = await readCategoryDocs(tx);
    const current = docs.find((d) => d.id === id);
    if (!current) throw notFound('Category not found');
    const catalog = await readCatalog(tx);
    const dishes = Object.values(catalog.items).filter((i) => i.category === current.name).length;
    if (dishes) throw conflict(categoryInUse(current.name, dishes), { dishes });
    if (docs.length === 1) throw conflict('The menu needs at least one category');
    tx.delete(CATEGORIES, id);
    const hidden = catalog.hiddenCategories ?? [];
    if (hidden.includes(current.name)) writeCatalog(tx, catalog, { hiddenCategories: hidden.filter((n) => n !== current.name) }, now);
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'menu', entityId: `category_${id}`, action: 'delete', summary: `Category "${current.name}" deleted`, from: { name: current.name } },
      now,
    );
  });
}
