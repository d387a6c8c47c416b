import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES, INVENTORY, MENU, USERS } from '../domain/collections';
import { toCents } from '../domain/money';
import { hashPassword } from '../domain/passwords';
import { DEFAULT_CATEGORIES } from '../domain/restaurant';
import { LOCAL_ADMIN, USER_PHONES, type UserDoc } from '../domain/users';
import { StoreError, type Clock, type DocStore, type MediaStore } from '../ports';
import { SEED_INVENTORY, SEED_MENU } from '../seed/menu-data';
import { CATALOG, CATALOG_ID, rebuildCatalog } from './catalog';
import { toCardWebp } from './images';

export interface SeedDeps {
  store: DocStore;
  media: MediaStore;
  clock: Clock;
}
export interface SeedOptions {
  /** Folder of the committed SVG artwork. */
  artDir: string;
  /** Creates the local admin (local and emulator mode only). */
  localAdmin: boolean;
}
export interface SeedReport {
  categories: number;
  menu: number;
  inventory: number;
  admin: boolean;
}

/** create() that treats "already there" as done: this is what makes seeding idempotent. */
async function createOnce(store: DocStore, collection: string, id: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await store.create(collection, id, data);
    return true;
  } catch (e) {
    if (e instanceof StoreError && e.code === 'already-exists') return false;
    throw e;
  }
}

async function artwork(deps: SeedDeps, artDir: string, art: string, folder: string, slug: string) {
  const webp = await toCardWebp(await readFile(join(artDir, art)));
  return deps.media.put(`published/${folder}/seed-${slug}.webp`, webp, 'image/webp');
}

/** Seeds categories, the menu, inventory and (locally) an admin. Running it twice adds nothing twice. */
export async function seed(deps: SeedDeps, options: SeedOptions): Promise<SeedReport> {
  const { store, clock } = deps;
  const now = clock.now().toISOString();
  const report: SeedReport = { categories: 0, menu: 0, inventory: 0, admin: false };

  for (const [position, name] of DEFAULT_CATEGORIES.entries()) {
    if (await createOnce(store, CATEGORIES, `seed-${position}`, { name, position })) report.categories++;
  }

  for (const dish of SEED_MENU) {
    const id = `seed-${dish.slug}`;
    if (await store.get(MENU, id)) continue;
    const image = await artwork(deps, options.artDir, dish.art, 'menu', dish.slug);
    const created = await createOnce(store, MENU, id, {
      name: dish.name,
      description: dish.description,
      category: dish.category,
      priceCents: toCents(dish.price),
      image: image.url,
      imageKey: image.key,
      soldOut: false,
      createdAt: now,
      updatedAt: now,
    });
    if (created) report.menu++;
  }

  if (report.menu > 0 || !(await store.get(CATALOG, CATALOG_ID))) await rebuildCatalog(store, clock.now());

  for (const item of SEED_INVENTORY) {
    const id = `seed-${item.slug}`;
    if (await store.get(INVENTORY, id)) continue;
    const image = await artwork(deps, options.artDir, item.art, 'inventory', item.slug);
    const created = await createOnce(store, INVENTORY, id, {
      name: item.name,
      kg: item.kg,
      lowStockKg: item.lowStockKg,
      img: image.url,
      imgKey: image.key,
      createdAt: now,
      updatedAt: now,
    });
    if (created) report.inventory++;
  }

  if (options.localAdmin && !(await store.get(USER_PHONES, LOCAL_ADMIN.phone))) {
    const uid = 'seed-admin';
    const user: UserDoc = {
      name: LOCAL_ADMIN.name,
      phone: LOCAL_ADMIN.phone,
      email: null,
      role: 'admin',
      isVerified: true,
      passwordHash: await hashPassword(LOCAL_ADMIN.password),
      createdAt: now,
    };
    report.admin = await store.transaction(async (tx) => {
      if (await tx.get(USER_PHONES, LOCAL_ADMIN.phone)) return false;
      tx.set(USERS, uid, user);
      tx.create(USER_PHONES, LOCAL_ADMIN.phone, { uid });
      return true;
    });
  }
  return report;
}
