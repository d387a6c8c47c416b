import type { AppDeps } from '../deps';
import { MENU, THALI_DAYS, THALI_LIBRARY } from '../domain/collections';
import type { MenuItemDoc } from '../domain/menu';
import { toDollars } from '../domain/money';
import { MAX_REPRICE_WRITES, planReprice, repricePreview, type PricedThing, type RepriceInput, type RepricePreview } from '../domain/reprice';
import { localClock } from '../domain/settings';
import type { ThaliDoc, ThaliLibraryDoc } from '../domain/thali';
import { badRequest } from '../lib/errors';
import type { DocStore, TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { catalogItems, putInCatalogMany, readCatalog } from './catalog';
import { readSettings } from './settings';

const LIBRARY_ID = 'main';
type Reader = Pick<DocStore, 'get' | 'query'> | Pick<TxStore, 'get' | 'query'>;

interface PriceBook {
  dishes: WithId<MenuItemDoc>[];
  thalis: WithId<ThaliDoc>[];
  library: WithId<ThaliLibraryDoc> | null;
  things: PricedThing[];
}

/**
 * Every stored price: the dishes, the thalis of today and later (a past thali is a record and keeps its price), and the
 * thali library's usual prices. Offers are percent off, so their prices follow the dishes.
 */
async function readPriceBook(reader: Reader, today: string, dishesFrom: 'menu' | 'catalog'): Promise<PriceBook> {
  const [dishes, thalis, library] = await Promise.all([
    // The preview reads the dishes from the catalog (one read); the change reads and writes each menu/{id}.
    dishesFrom === 'menu' ? reader.query<MenuItemDoc>(MENU) : readCatalog(reader).then(catalogItems),
    reader.query<ThaliDoc>(THALI_DAYS, { where: [{ field: 'date', op: '>=', value: today }] }),
    reader.get<ThaliLibraryDoc>(THALI_LIBRARY, LIBRARY_ID),
  ]);
  const things: PricedThing[] = [
    ...dishes.map((d) => ({ kind: 'dish' as const, id: d.id, name: d.name, priceCents: d.priceCents })),
    ...thalis.map((t) => ({ kind: 'thali' as const, id: t.id, name: `${t.name} (${t.date}, ${t.serviceName.toLowerCase()})`, priceCents: t.priceCents })),
  ];
  if (library?.weekdayPriceCents)
    things.push({ kind: 'usual', id: 'weekdayPriceCents', name: 'Usual weekday thali price', priceCents: library.weekdayPriceCents });
  if (library?.weekendPriceCents)
    things.push({ kind: 'usual', id: 'weekendPriceCents', name: 'Usual weekend thali price', priceCents: library.weekendPriceCents });
  return { dishes, thalis, library, things };
}

async function today(deps: Pick<AppDeps, 'store' | 'clock'>) {
  const settings = await readSettings(deps.store);
  return { settings, today: localClock(deps.clock.now(), settings.locale.timeZone).date };
}

/** GET /api/admin/settings/reprice: the menu's price range, and with a factor what it would change. */
export async function previewReprice(deps: Pick<AppDeps, 'store' | 'clock'>, input: RepriceInput | null): Promise<RepricePreview> {
  const { settings, today: date } = await today(deps);
  const book = await readPriceBook(deps.store, date, 'catalog');
  return repricePreview(book.things, input, settings.offers.length);
}

/**
 * POST /api/admin/settings/reprice: every price times the factor, in one transaction with its audit entry, so a
 * failure leaves every price as it was. Refused when it would take more writes than Firestore commits at once.
 */
export async function applyReprice(deps: AppDeps, input: RepriceInput, actor: Actor): Promise<{ changed: number; preview: RepricePreview }> {
  const { settings, today: date } = await today(deps);
  const now = deps.clock.now();
  const changed = await deps.store.transaction(async (tx) => {
    const book = await readPriceBook(tx, date, 'menu');
    const catalog = await readCatalog(tx);
    const plan = planReprice(book.things, input);
    if (plan.tooHigh) {
      throw badRequest(
        `${plan.tooHigh.name} would cost ${toDollars(plan.tooHigh.toCents)}, more than a price may be: choose a smaller factor. No price was changed.`,
        { field: 'factor' },
      );
    }
    const to = new Map(plan.changes.map((c) => [`${c.kind}:${c.id}`, c.toCents]));
    const dishes = book.dishes.filter((d) => to.has(`dish:${d.id}`));
    const thalis = book.thalis.filter((t) => to.has(`thali:${t.id}`));
    const usual = plan.changes.filter((c) => c.kind === 'usual');
    // The dishes, the thalis, the library, the catalog and the audit entry.
    const writes = dishes.length + thalis.length + (usual.length ? 1 : 0) + (dishes.length ? 1 : 0) + 1;
    if (writes > MAX_REPRICE_WRITES) {
      throw badRequest(`${plan.changes.length} prices are more than can be changed at once (${MAX_REPRICE_WRITES - 3}). No price was changed.`);
    }
    if (!plan.changes.length) return 0;
    const at = now.toISOString();
    const repriced: Record<string, MenuItemDoc> = {};
    for (const { id, ...dish } of dishes) {
      const priceCents = to.get(`dish:${id}`)!;
      tx.update(MENU, id, { priceCents, updatedAt: at });
      repriced[id] = { ...(dish as MenuItemDoc), priceCents, updatedAt: at };
    }
    if (dishes.length) putInCatalogMany(tx, catalog, repriced, now);
    for (const t of thalis) tx.update(THALI_DAYS, t.id, { priceCents: to.get(`thali:${t.id}`)!, updatedAt: at });
    if (usual.length && book.library) {
      tx.update(THALI_LIBRARY, LIBRARY_ID, { ...Object.fromEntries(usual.map((u) => [u.id, u.toCents])), updatedAt: at });
    }
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'menu',
        entityId: 'prices',
        action: 'reprice',
        summary: `Every price × ${input.factor}, to the nearest ${input.roundTo}: ${plan.changes.length} price${plan.changes.length === 1 ? '' : 's'} changed`,
        from: { range: plan.before },
        to: {
          factor: input.factor,
          roundTo: input.roundTo,
          range: plan.after,
          prices: plan.changes.map((c) => `${c.name}: ${toDollars(c.priceCents)} → ${toDollars(c.toCents)}`),
        },
      },
      now,
    );
    return plan.changes.length;
  });
  const book = await readPriceBook(deps.store, date, 'catalog');
  return { changed, preview: repricePreview(book.things, null, settings.offers.length) };
}
