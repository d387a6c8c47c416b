import type { AppDeps } from '../deps';
import { THALI_DAYS, THALI_LIBRARY } from '../domain/collections';
import { toCents } from '../domain/money';
import type { OrderDoc, OrderLine } from '../domain/orders';
import { localClock, type Settings } from '../domain/settings';
import {
  DEFAULT_THALI_LIBRARY,
  libraryDoc,
  libraryView,
  orderableService,
  parseThaliItemId,
  platesLeftOf,
  servicesOfDay,
  thaliDocId,
  thaliView,
  upcomingServices,
  usualPriceCents,
  weekdayOfDate,
  type ThaliDoc,
  type ThaliInput,
  type ThaliLibraryDoc,
  type ThaliLibraryInput,
  type ThaliLibraryView,
  type ThaliNow,
  type ThaliView,
} from '../domain/thali';
import { addDays } from '../domain/time';
import type { Language } from '../domain/languages';
import { copiedThali, copyPreview, planThaliCopy, type ThaliCopyPreview, type ThaliCopyStep } from '../domain/thali-copy';
import { badRequest, conflict } from '../lib/errors';
import type { DocStore, TxStore, WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { readSettings } from './settings';

type Reader = Pick<DocStore, 'get'> | Pick<TxStore, 'get'>;
const LIBRARY_ID = 'main';

export async function readThaliLibrary(reader: Reader): Promise<ThaliLibraryDoc> {
  const doc = await reader.get<ThaliLibraryDoc>(THALI_LIBRARY, LIBRARY_ID);
  if (!doc) return DEFAULT_THALI_LIBRARY;
  const { id: _id, ...rest } = doc;
  return rest;
}

const readThali = (reader: Reader, date: string, service: string) => reader.get<ThaliDoc>(THALI_DAYS, thaliDocId(date, service));

/** GET /api/thali: the thali of the service taking orders now, or of the next one; and the one after it. Services without a thali are skipped. */
export async function thaliNow(deps: Pick<AppDeps, 'store' | 'clock'>, lang: Language = 'en'): Promise<ThaliNow> {
  const settings = await readSettings(deps.store);
  const now = deps.clock.now();
  const services = upcomingServices(settings, now);
  const [docs, componentsI18n] = await Promise.all([
    Promise.all(services.map((s) => readThali(deps.store, s.date, s.service))),
    lang === 'en' ? {} : readThaliLibrary(deps.store).then((l) => l.componentsI18n ?? {}),
  ]);
  const set = docs.filter((d): d is WithId<ThaliDoc> => d !== null).map((d) => thaliView(d, lang, componentsI18n));
  const current = set[0] ?? null;
  const open = orderableService(settings, now, false);
  const orderable = current && open && open.date === current.date && open.service === current.service ? current.itemId : null;
  return { current, next: set[1] ?? null, orderable };
}

export interface ThaliDayView {
  date: string;
  /** The date is before today: its thalis can be read, not changed. */
  past: boolean;
  /** The usual price of this date (weekday or weekend), null when the library has none. */
  usualPrice: number | null;
  services: Array<{ service: string; serviceName: string; thali: ThaliView | null }>;
  library: ThaliLibraryView;
}

/** The admin screen's day: each service of the date with its thali or none, and the library. */
export async function thaliDay(deps: Pick<AppDeps, 'store' | 'clock'>, date: string): Promise<ThaliDayView> {
  const [settings, library] = await Promise.all([readSettings(deps.store), readThaliLibrary(deps.store)]);
  const today = localClock(deps.clock.now(), settings.locale.timeZone).date;
  const services = servicesOfDay(settings, date);
  const docs = await Promise.all(services.map((s) => readThali(deps.store, date, s.service)));
  const usual = usualPriceCents(library, date);
  return {
    date,
    past: date < today,
    usualPrice: usual === null ? null : usual / 100,
    services: services.map((s, i) => ({ service: s.service, serviceName: s.serviceName, thali: docs[i] ? thaliView(docs[i]) : null })),
    library: libraryView(library),
  };
}

/** The date's services, refusing a past date and a service that date does not have. */
async function writableServices(deps: Pick<AppDeps, 'store' | 'clock'>, date: string) {
  const settings = await readSettings(deps.store);
  const today = localClock(deps.clock.now(), settings.locale.timeZone).date;
  if (date < today) throw badRequest(`${date} has passed: a thali can be set for today or a later date`, { field: 'date' });
  return servicesOfDay(settings, date);
}

function serviceOf(services: ReturnType<typeof servicesOfDay>, date: string, service: string) {
  const found = services.find((s) => s.service === service);
  if (found) return found;
  const names = services.map((s) => s.service).join(', ');
  throw badRequest(
    names ? `${date} has no service "${service}": its services are ${names}` : `The restaurant is closed on ${date}: there is no service to set a thali for`,
    { field: 'service' },
  );
}

/** PUT /api/admin/thali/{date}/{service}: sets a service's thali; the plates already ordered stay taken. */
export async function putThali(deps: AppDeps, date: string, service: string, input: ThaliInput, actor: Actor): Promise<ThaliView> {
  const svc = serviceOf(await writableServices(deps, date), date, service);
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const current = await readThali(tx, date, service);
    const taken = current?.platesTaken ?? 0;
    if (input.platesTotal < taken) {
      throw badRequest(`${taken} plate${taken === 1 ? ' is' : 's are'} already ordered: plates available can't be fewer`, { field: 'platesTotal' });
    }
    const doc: ThaliDoc = {
      date,
      service,
      serviceName: svc.serviceName,
      name: input.name,
      priceCents: toCents(input.price),
      special: input.special,
      components: input.components,
      variants: input.variants,
      refill: input.refill,
      platesTotal: input.platesTotal,
      platesTaken: taken,
      updatedAt: now.toISOString(),
    };
    tx.set(THALI_DAYS, thaliDocId(date, service), doc);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'menu',
        entityId: `thali_${date}_${service}`,
        action: current ? 'update' : 'create',
        summary: `Thali for ${svc.serviceName.toLowerCase()} on ${date}: ${input.name}, ${input.platesTotal} plates`,
        from: current ? { name: current.name, price: current.priceCents / 100, platesTotal: current.platesTotal } : null,
        to: { name: input.name, price: input.price, platesTotal: input.platesTotal },
      },
      now,
    );
    return thaliView(doc);
  });
}

/** DELETE /api/admin/thali/{date}/{service}: only while no plate of it is ordered. */
export async function deleteThali(deps: AppDeps, date: string, service: string, actor: Actor): Promise<void> {
  await writableServices(deps, date);
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const current = await readThali(tx, date, service);
    if (!current) return;
    if (current.platesTaken > 0) throw conflict(`${current.platesTaken} plates of this thali are ordered: it can't be removed. Set its plates to stop orders.`);
    tx.delete(THALI_DAYS, current.id);
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'menu', entityId: `thali_${date}_${service}`, action: 'delete', summary: `Thali for ${date} ${service} removed` },
      now,
    );
  });
}

/** Reads what a copy from one date to others would write, service by service (same slug): in a transaction, or plain for a preview. */
async function readCopyPlan(reader: Reader, settings: Settings, from: string, targets: string[]): Promise<ThaliCopyStep[]> {
  const plan = targets.flatMap((date) => servicesOfDay(settings, date));
  const slugs = [...new Set(plan.map((p) => p.service))];
  const sourceDocs = await Promise.all(slugs.map((slug) => readThali(reader, from, slug)));
  const sources = new Map(slugs.map((slug, i) => [slug, sourceDocs[i] ?? null]));
  const existing = await Promise.all(plan.map((p) => readThali(reader, p.date, p.service)));
  return planThaliCopy(plan, sources, existing);
}

/**
 * Copies thalis from one date to others: each keeps its own name and price (a ₹449 dinner stays ₹449 on Sunday),
 * and a target's plates already ordered stay taken.
 */
async function copyThalis(deps: AppDeps, from: string, targets: string[], actor: Actor, what: string): Promise<number> {
  const settings = await readSettings(deps.store);
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const steps = await readCopyPlan(tx, settings, from, targets);
    for (const step of steps) tx.set(THALI_DAYS, thaliDocId(step.target.date, step.target.service), copiedThali(step, now.toISOString()));
    const copied = steps.length;
    if (copied)
      auditIn(
        tx,
        deps.store,
        actor,
        {
          entity: 'menu',
          entityId: `thali_${from}`,
          action: 'copy',
          summary: `${copied} thali${copied === 1 ? '' : 's'} ${what}`,
          to: { copies: copyPreview(from, steps).copies.map((c) => `${c.date} ${c.service}: ${c.name} at ${c.price}`) },
        },
        now,
      );
    return copied;
  });
}

/** The days after a date up to Sunday; none for a Sunday. */
const restOfWeek = (date: string) => Array.from({ length: 6 - weekdayOfDate(date) }, (_, i) => addDays(date, i + 1));

/** GET /api/admin/thali/{date}/copy-to-week: what the copy would write, before it is saved. */
export async function previewCopyToWeek(deps: AppDeps, date: string): Promise<ThaliCopyPreview> {
  await writableServices(deps, date);
  const targets = restOfWeek(date);
  if (!targets.length) throw badRequest(`${date} is a Sunday: the week ends with it`);
  return copyPreview(date, await readCopyPlan(deps.store, await readSettings(deps.store), date, targets));
}

/** POST /api/admin/thali/{date}/copy-from-yesterday. */
export async function copyFromYesterday(deps: AppDeps, date: string, actor: Actor): Promise<number> {
  await writableServices(deps, date);
  return copyThalis(deps, addDays(date, -1), [date], actor, `copied from ${addDays(date, -1)} to ${date}`);
}

/** POST /api/admin/thali/{date}/copy-to-week: to every later day up to Sunday. */
export async function copyToRestOfWeek(deps: AppDeps, date: string, actor: Actor): Promise<number> {
  await writableServices(deps, date);
  const targets = restOfWeek(date);
  if (!targets.length) throw badRequest(`${date} is a Sunday: the week ends with it`);
  return copyThalis(deps, date, targets, actor, `copied from ${date} to the rest of the week`);
}

/** PUT /api/admin/thali-library. */
export async function putThaliLibrary(deps: AppDeps, input: ThaliLibraryInput, actor: Actor): Promise<ThaliLibraryView> {
  const now = deps.clock.now();
  const doc = await deps.store.transaction(async (tx) => {
    // Sent without translations (an older screen), the library keeps the ones it had.
    const kept = input.componentsI18n ? {} : ((await tx.get<ThaliLibraryDoc>(THALI_LIBRARY, LIBRARY_ID))?.componentsI18n ?? {});
    const doc = libraryDoc(input, now.toISOString(), kept);
    tx.set(THALI_LIBRARY, LIBRARY_ID, doc);
    auditIn(
      tx,
      deps.store,
      actor,
      { entity: 'menu', entityId: 'thali_library', action: 'update', summary: `Thali library: ${input.components.length} components` },
      now,
    );
    return doc;
  });
  return libraryView(doc);
}

/* Plates and orders. */

/** The thali documents an order's lines name, read in its transaction (before any write). */
export async function readOrderThalis(tx: Pick<TxStore, 'get'>, itemIds: readonly string[]): Promise<Map<string, WithId<ThaliDoc> | null>> {
  const docIds = [...new Set(itemIds.map((id) => parseThaliItemId(id)?.docId).filter((d): d is string => d !== undefined))];
  const docs = await Promise.all(docIds.map((d) => tx.get<ThaliDoc>(THALI_DAYS, d)));
  return new Map(docIds.map((d, i) => [d, docs[i] ?? null]));
}

/** Plates per thali document in these lines. */
function platesByDoc(lines: readonly Pick<OrderLine, 'menuItemId' | 'quantity'>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) {
    const id = parseThaliItemId(l.menuItemId);
    if (id) out.set(id.docId, (out.get(id.docId) ?? 0) + l.quantity);
  }
  return out;
}

/** Takes the lines' plates, in the order's transaction, after its reads (the lines were checked against what is left). */
export function takePlates(tx: TxStore, thalis: Map<string, WithId<ThaliDoc> | null>, lines: readonly OrderLine[]): void {
  for (const [docId, plates] of platesByDoc(lines)) {
    const doc = thalis.get(docId);
    if (doc) tx.update(THALI_DAYS, docId, { platesTaken: doc.platesTaken + plates });
  }
}

/** Gives an order's plates back (cancelled, voided or deleted), never below zero; true when it held any. */
export function givePlatesBack(tx: TxStore, thalis: Map<string, WithId<ThaliDoc> | null>, order: Pick<OrderDoc, 'items'>): boolean {
  const plates = platesByDoc(order.items);
  for (const [docId, n] of plates) {
    const doc = thalis.get(docId);
    if (doc) tx.update(THALI_DAYS, docId, { platesTaken: Math.max(0, doc.platesTaken - n) });
  }
  return plates.size > 0;
}

/** The first thali of these lines with fewer plates left than they ask for (a thali no longer set has none left), or null. */
export function shortThali(
  thalis: Map<string, WithId<ThaliDoc> | null>,
  lines: readonly Pick<OrderLine, 'menuItemId' | 'quantity'>[],
): { itemId: string; platesLeft: number; serviceName: string | null } | null {
  for (const [docId, plates] of platesByDoc(lines)) {
    const doc = thalis.get(docId) ?? null;
    const left = doc ? platesLeftOf(doc) : 0;
    if (left < plates) return { itemId: `thali_${docId}`, platesLeft: left, serviceName: doc?.serviceName ?? null };
  }
  return null;
}

/** Whether an order holds thali plates now: it took them, and no cancel or void gave them back yet. */
export const holdsPlates = (order: OrderDoc) => order.platesReturned !== true && order.items.some((l) => parseThaliItemId(l.menuItemId) !== null);
