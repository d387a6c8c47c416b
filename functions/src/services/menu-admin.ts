import type { AppDeps } from '../deps';
import { MENU } from '../domain/collections';
import { toCents } from '../domain/money';
import { dishAdminView, MenuItemInput, type DishAdminView, type MenuItemDoc } from '../domain/menu';
import { readSettings } from './settings';
import { readCategoryDocs } from './categories';
import { duplicateDishMessage, sameName } from '../domain/names';
import { badRequest, conflict, notFound } from '../lib/errors';
import { parse } from '../lib/parse';
import type { UploadedFile } from '../lib/multipart';
import { readCatalog, putInCatalog, type CatalogDoc } from './catalog';
import { discardMedia, publishUpload, withPublishedImage } from './image-pipeline';

export const IMAGE_REQUIRED = 'Image required for new item';
export const ALL_FIELDS_REQUIRED = 'All fields required';

type Deps = Pick<AppDeps, 'store' | 'media' | 'clock'>;

/** A dish goes in one of the owner's categories (hidden ones included). */
async function assertKnownCategory(deps: Deps, category: string): Promise<void> {
  const known = await readCategoryDocs(deps.store);
  if (!known.some((c) => c.name === category)) throw badRequest(`Unknown category: ${category}`);
}

const REQUIRED = ['name', 'price', 'category'] as const;

async function parseItem(deps: Deps, fields: Record<string, unknown>) {
  // Spec §5: a missing or blank name, price or category is one message, whatever the field.
  if (REQUIRED.some((k) => String(fields[k] ?? '').trim() === '')) throw badRequest(ALL_FIELDS_REQUIRED);
  const input = parse(MenuItemInput, fields);
  await assertKnownCategory(deps, input.category);
  if (input.station) {
    const { stations } = (await readSettings(deps.store)).kitchen;
    if (!stations.includes(input.station)) throw badRequest(`Station must be one of the kitchen stations: ${stations.join(', ')}`, { field: 'station' });
  }
  return input;
}

/** The dish with its station as asked: '' goes back to the default station, absent keeps what it had. */
function withStation(doc: MenuItemDoc, station: string | undefined): MenuItemDoc {
  if (station === undefined) return doc;
  const { station: _old, ...rest } = doc;
  return station ? { ...rest, station } : rest;
}

/** The translations as asked: {} removes them, absent keeps what the dish had. */
function withTranslations(doc: MenuItemDoc, input: Pick<MenuItemDoc, 'nameI18n' | 'descriptionI18n'>): MenuItemDoc {
  const out = { ...doc };
  for (const key of ['nameI18n', 'descriptionI18n'] as const) {
    const asked = input[key];
    if (asked === undefined) continue;
    if (Object.keys(asked).length) out[key] = asked;
    else delete out[key];
  }
  return out;
}

/** Two dishes of one name in one category would confuse guests and the kitchen: refused, on add and on edit. */
function assertNoTwin(catalog: CatalogDoc, input: { name: string; category: string }, selfId: string | null): void {
  const twin = Object.entries(catalog.items).find(([id, d]) => id !== selfId && d.category === input.category && sameName(d.name, input.name));
  if (twin) throw conflict(duplicateDishMessage(twin[1].name, input.category), { field: 'name', duplicate: true });
}

/** Adds a dish: the image is checked and stored first, then menu/{id} and catalog/menu are written in one transaction. */
export async function addMenuItem(deps: Deps, fields: Record<string, unknown>, image: UploadedFile | undefined): Promise<DishAdminView> {
  const input = await parseItem(deps, fields);
  if (!image) throw badRequest(IMAGE_REQUIRED);
  // Checked before the image is stored, and again in the transaction that writes.
  assertNoTwin(await readCatalog(deps.store), input, null);
  const id = deps.store.newId();
  const stored = await publishUpload(deps.media, 'menu', id, image);
  return withPublishedImage(deps.media, stored, async () => {
    const now = deps.clock.now();
    const doc: MenuItemDoc = withTranslations(
      {
        name: input.name,
        description: input.description,
        category: input.category,
        priceCents: toCents(input.price),
        image: stored.url,
        imageKey: stored.key,
        soldOut: input.soldOut ?? false,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        diet: input.diet ?? 'veg',
        spiceLevel: input.spiceLevel ?? 0,
        allergens: input.allergens ?? [],
        ...(input.station ? { station: input.station } : {}),
      },
      input,
    );
    await deps.store.transaction(async (tx) => {
      const catalog = await readCatalog(tx);
      assertNoTwin(catalog, doc, null);
      tx.create(MENU, id, doc);
      putInCatalog(tx, catalog, id, doc, now);
    });
    return { result: dishAdminView({ ...doc, id }), replacedKey: null };
  });
}

/** Edits a dish; a new image replaces the old one, which is deleted only once the edit is saved. */
export async function updateMenuItem(deps: Deps, id: string, fields: Record<string, unknown>, image: UploadedFile | undefined): Promise<DishAdminView> {
  const input = await parseItem(deps, fields);
  const stored = image ? await publishUpload(deps.media, 'menu', id, image) : null;
  return withPublishedImage(deps.media, stored, async () => {
    const now = deps.clock.now();
    return deps.store.transaction(async (tx) => {
      const current = await tx.get<MenuItemDoc>(MENU, id);
      if (!current) throw notFound('Menu item not found');
      const catalog = await readCatalog(tx);
      assertNoTwin(catalog, input, id);
      const { id: _id, ...rest } = current;
      const doc: MenuItemDoc = withStation(
        withTranslations(
          {
            ...rest,
            name: input.name,
            description: input.description,
            category: input.category,
            priceCents: toCents(input.price),
            soldOut: input.soldOut ?? current.soldOut ?? false,
            image: stored ? stored.url : current.image,
            imageKey: stored ? stored.key : (current.imageKey ?? null),
            updatedAt: now.toISOString(),
            diet: input.diet ?? current.diet ?? 'veg',
            spiceLevel: input.spiceLevel ?? current.spiceLevel ?? 0,
            allergens: input.allergens ?? current.allergens ?? [],
          },
          input,
        ),
        input.station,
      );
      tx.set(MENU, id, doc);
      putInCatalog(tx, catalog, id, doc, now);
      return { result: dishAdminView({ ...doc, id }), replacedKey: stored ? (current.imageKey ?? null) : null };
    });
  });
}

/** Removes a dish from menu/ and the catalog together, then deletes its image. */
export async function deleteMenuItem(deps: Deps, id: string): Promise<void> {
  const now = deps.clock.now();
  const imageKey = await deps.store.transaction(async (tx) => {
    const current = await tx.get<MenuItemDoc>(MENU, id);
    if (!current) throw notFound('Menu item not found');
    const catalog = await readCatalog(tx);
    tx.delete(MENU, id);
    putInCatalog(tx, catalog, id, null, now);
    return current.imageKey ?? null;
  });
  await discardMedia(deps.media, imageKey);
}

/** Marks a dish sold out or back, and nothing else: any staff member may (DECISIONS 30). */
export async function setSoldOut(deps: Deps, id: string, soldOut: boolean): Promise<{ item: DishAdminView; before: boolean }> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const current = await tx.get<MenuItemDoc>(MENU, id);
    if (!current) throw notFound('Menu item not found');
    const catalog = await readCatalog(tx);
    const { id: _id, ...rest } = current;
    const doc: MenuItemDoc = { ...rest, soldOut, updatedAt: now.toISOString() };
    tx.set(MENU, id, doc);
    putInCatalog(tx, catalog, id, doc, now);
    return { item: dishAdminView({ ...doc, id }), before: current.soldOut === true };
  });
}
