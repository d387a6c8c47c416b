import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES, INVENTORY, MENU, SETTINGS, USERS } from '../domain/collections';
import { toCents } from '../domain/money';
import { nameKey } from '../domain/names';
import { hashPassword } from './passwords';
import { DEFAULT_CATEGORIES } from '../domain/restaurant';
import { DEFAULT_SETTINGS, weekdayOf, type Offer, type Settings, type Weekday } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../domain/time';
import { USER_PHONES, type UserDoc } from '../domain/users';
import { LOCAL_ADMIN } from '../seed/local-admin';
import { StoreError, type Clock, type DocStore, type MediaStore, type PaymentGateway } from '../ports';
import { SEED_INVENTORY, SEED_MENU, seedStation } from '../seed/menu-data';
import { SEED_CATEGORY_NAMES, SEED_DISH_DESCRIPTIONS, SEED_DISH_NAMES } from '../seed/menu-translations';
import { SEED_FLOOR_PLAN } from '../seed/floor-plan';
import { FLOOR_PLAN, FLOOR_PLAN_ID, type FloorPlanDoc } from '../domain/floor';
import { CATALOG, CATALOG_ID, readCatalog, rebuildCatalog, type CatalogDoc } from './catalog';
import { toCardWebp } from './images';
import { ownersFromLegacyAdmins } from './admin-bootstrap';
import { RESTAURANT_SETTINGS_ID } from './settings';

export interface SeedDeps {
  store: DocStore;
  media: MediaStore;
  clock: Clock;
  /** With the local payment gateway, the seeded settings offer paying online, so `npm start` shows it. */
  payments?: Pick<PaymentGateway, 'kind'>;
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
  /** Whether the home page's offers and deals were seeded (only where no settings were saved yet). */
  offers: boolean;
  /** Accounts made before staff roles that became owners now. */
  owners: number;
  /** Whether the seeded table plan was written (only where no plan was saved yet). */
  floorPlan: boolean;
}

/** Locally, guests may pay online (on the local gateway's page) or at the counter. */
const LOCAL_ONLINE_PAYMENTS: Settings['payments']['online'] = { 'dine-in': 'optional', takeaway: 'optional' };

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
  const report: SeedReport = { categories: 0, menu: 0, inventory: 0, admin: false, offers: false, owners: 0, floorPlan: false };

  for (const [position, name] of DEFAULT_CATEGORIES.entries()) {
    if (await createOnce(store, CATEGORIES, `seed-${position}`, { name, position, nameI18n: SEED_CATEGORY_NAMES[name] })) report.categories++;
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
      diet: dish.diet ?? 'veg',
      spiceLevel: dish.spiceLevel ?? 0,
      allergens: dish.allergens ?? [],
      station: seedStation(dish),
      ...(SEED_DISH_NAMES[dish.slug] ? { nameI18n: SEED_DISH_NAMES[dish.slug] } : {}),
      ...(SEED_DISH_DESCRIPTIONS[dish.slug] ? { descriptionI18n: SEED_DISH_DESCRIPTIONS[dish.slug] } : {}),
    });
    if (created) report.menu++;
  }

  // A catalog written before it kept the hidden categories is rebuilt with them.
  const catalog = await store.get<CatalogDoc>(CATALOG, CATALOG_ID);
  if (report.menu > 0 || !catalog || !Array.isArray(catalog.hiddenCategories)) await rebuildCatalog(store, clock.now());

  const localPayments = deps.payments?.kind === 'local' ? { payments: { ...DEFAULT_SETTINGS.payments, online: LOCAL_ONLINE_PAYMENTS } } : {};
  report.offers = await createOnce(store, SETTINGS, RESTAURANT_SETTINGS_ID, { ...(await seededOffers(store, clock.now())), ...localPayments });

  for (const item of SEED_INVENTORY) {
    const id = `seed-${item.slug}`;
    if (await store.get(INVENTORY, id)) continue;
    const image = await artwork(deps, options.artDir, item.art, 'inventory', item.slug);
    const created = await createOnce(store, INVENTORY, id, {
      name: item.name,
      nameKey: nameKey(item.name),
      kg: item.kg,
      lowStockKg: item.lowStockKg,
      img: image.url,
      imgKey: image.key,
      createdAt: now,
      updatedAt: now,
    });
    if (created) report.inventory++;
  }

  // The table plan's twelve tables, until the owner lays out their own.
  report.floorPlan = await createOnce(store, FLOOR_PLAN, FLOOR_PLAN_ID, { tables: SEED_FLOOR_PLAN, updatedAt: now, updatedBy: null } satisfies FloorPlanDoc);

  report.owners = await ownersFromLegacyAdmins(store);
  if (options.localAdmin && !(await store.get(USER_PHONES, LOCAL_ADMIN.phone))) {
    const uid = 'seed-admin';
    const user: UserDoc = {
      name: LOCAL_ADMIN.name,
      phone: LOCAL_ADMIN.phone,
      email: null,
      role: 'owner',
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

/** The next given weekday at a restaurant-local time, at least a day away: a seeded deal runs for a day or more. */
function nextWeekly(now: Date, weekday: Weekday, time: string, timeZone: string): Date {
  const today = restaurantDate(now, timeZone);
  for (let i = 0; ; i += 1) {
    const date = addDays(today, i);
    if (weekdayOf(date) !== weekday) continue;
    const at = restaurantInstant(date, time, timeZone);
    if (at.getTime() - now.getTime() >= 24 * 3600_000) return at;
  }
}

const seedIds = (...slugs: string[]) => slugs.map((slug) => `seed-${slug}`);

/**
 * What a fresh restaurant shows on its home page: the thalis as this week's top offers,
 * eight favourites as trending, and three deals that run from now to their weekend end.
 * The server charges every discount they show. Only the offers and the home cards are
 * written: every other setting keeps following its seeded default until the owner saves.
 */
async function seededOffers(store: DocStore, now: Date): Promise<Pick<Settings, 'offers' | 'home'>> {
  const onMenu = new Set(Object.keys((await readCatalog(store)).items));
  const real = (ids: string[]) => ids.filter((id) => onMenu.has(id));
  const tz = DEFAULT_SETTINGS.locale.timeZone;
  const deal = (o: Omit<Offer, 'startsAt' | 'endsAt' | 'showAsDeal'>, ends: Date): Offer => ({
    ...o,
    itemIds: real(o.itemIds),
    startsAt: now.toISOString(),
    endsAt: ends.toISOString(),
    showAsDeal: true,
  });
  const offers = [
    deal(
      {
        id: 'family-feast',
        title: 'Family Feast',
        blurb: 'Every thali on the menu for the whole table: Gujarati, Panjabi, Rajasthani, the Gujarati Mini, our festive Govardhan and dal baati churma.',
        percentOff: 20,
        itemIds: seedIds('gujarati-thali', 'panjabi-thali', 'gujarati-mini', 'rajasthani-thali', 'sp-govardhan-thali', 'dal-baati-churma'),
      },
      nextWeekly(now, 'saturday', '23:00', tz),
    ),
    deal(
      {
        id: 'chaat-party',
        title: 'Chaat Party',
        blurb: 'Khaman dhokla, khandvi, samosas, pyaaz kachori and pav bhaji, made to order with tamarind and mint chutneys.',
        percentOff: 15,
        itemIds: seedIds('khaman-dhokla', 'khandvi', 'punjabi-samosa', 'pyaaz-kachori', 'pav-bhaji'),
      },
      nextWeekly(now, 'saturday', '17:00', tz),
    ),
    deal(
      {
        id: 'sweet-endings',
        title: 'Sweet Endings',
        blurb: 'Warm jalebi, gulab jamun, kesar shrikhand, churma ladoo, aamras puri and ghevar to finish the meal.',
        percentOff: 25,
        itemIds: seedIds('gulab-jamun', 'jalebi', 'kesar-shrikhand', 'churma-ladoo', 'aamras-puri', 'ghevar'),
      },
      nextWeekly(now, 'friday', '23:00', tz),
    ),
  ].filter((o) => o.itemIds.length > 0);
  return {
    offers,
    home: {
      topOfferItemIds: real(seedIds('gujarati-thali', 'panjabi-thali', 'gujarati-mini', 'rajasthani-thali', 'sp-govardhan-thali')),
      trendingItemIds: real(
        seedIds('pav-bhaji', 'chole-bhature', 'khaman-dhokla', 'pyaaz-kachori', 'gulab-jamun', 'masala-dosa', 'punjabi-sweet-lassi', 'dal-makhani'),
      ),
    },
  };
}
