import type { AppDeps } from '../deps';
import { RESERVATIONS, SETTINGS } from '../domain/collections';
import { SettingsInput } from '../domain/settings-schema';
import { WEEKDAYS, slotsOn, withDefaults, type AffectedBooking, type SavedSettings, type Settings } from '../domain/settings';
import { restaurantDate } from '../domain/time';
import { badRequest } from '../lib/errors';
import type { DocStore, TxStore } from '../ports';
import { auditIn, type Actor } from './audit';
import { readCatalog } from './catalog';

/** settings/restaurant: the owner's settings. Until the first save, the seeded defaults apply. */
export const RESTAURANT_SETTINGS_ID = 'restaurant';

/**
 * The settings as they are now. Read from the store on every use, not cached in
 * the instance: a save takes effect at once on every instance (one small read).
 */
export async function readSettings(reader: Pick<DocStore, 'get'> | Pick<TxStore, 'get'>): Promise<Settings> {
  const doc = await reader.get<Partial<Settings> & Record<string, unknown>>(SETTINGS, RESTAURANT_SETTINGS_ID);
  if (!doc) return withDefaults(null);
  const { id: _id, ...stored } = doc;
  return withDefaults(stored);
}

/** How many upcoming confirmed bookings a save checks against the new hours. */
const AFFECTED_SCAN_LIMIT = 1000;

/** Menu ids the offers and home cards name that the menu does not have. */
function unknownItems(settings: Settings, menuIds: ReadonlySet<string>): { path: string; id: string } | null {
  const named: { path: string; ids: string[] }[] = [
    { path: 'home.topOfferItemIds', ids: settings.home.topOfferItemIds },
    { path: 'home.trendingItemIds', ids: settings.home.trendingItemIds },
    ...settings.offers.map((o, i) => ({ path: `offers.${i}.itemIds`, ids: o.itemIds })),
  ];
  for (const { path, ids } of named) {
    const id = ids.find((x) => !menuIds.has(x));
    if (id) return { path, id };
  }
  return null;
}

const toMinute = (iso: string) => iso.slice(0, 16);

/**
 * The Settings screen edits offer times to the minute: an offer whose times were not touched keeps
 * its stored instants (seconds and all), so a save changes, and the audit log reports, only what the owner did.
 */
function keepUntouchedOfferTimes(before: Settings, offers: Settings['offers']): Settings['offers'] {
  const stored = new Map(before.offers.map((o) => [o.id, o]));
  return offers.map((o) => {
    const was = stored.get(o.id);
    if (!was) return o;
    return {
      ...o,
      startsAt: toMinute(was.startsAt) === toMinute(o.startsAt) ? was.startsAt : o.startsAt,
      endsAt: toMinute(was.endsAt) === toMinute(o.endsAt) ? was.endsAt : o.endsAt,
    };
  });
}

/** Settings as the schema would save them: stored ones from older releases compare field by field with a new save. */
const normalised = (s: Settings): Settings => {
  const parsed = SettingsInput.safeParse(s);
  return parsed.success ? { ...parsed.data, updatedAt: s.updatedAt } : s;
};

const changedSections = (before: Settings, after: Settings): (keyof Settings)[] =>
  (Object.keys(after) as (keyof Settings)[]).filter((k) => k !== 'updatedAt' && JSON.stringify(before[k]) !== JSON.stringify(after[k]));

/** Upcoming confirmed bookings whose slot the settings no longer offer. */
export async function bookingsOutsideHours(deps: Pick<AppDeps, 'store'>, settings: Settings, now: Date): Promise<AffectedBooking[]> {
  const today = restaurantDate(now, settings.locale.timeZone);
  const docs = await deps.store.query<{ reference: string; name: string; phone: string; date: string; time: string; partySize: number }>(RESERVATIONS, {
    where: [
      { field: 'status', op: '==', value: 'confirmed' },
      { field: 'date', op: '>=', value: today },
    ],
    orderBy: [{ field: 'date', direction: 'asc' }],
    limit: AFFECTED_SCAN_LIMIT,
  });
  const out: AffectedBooking[] = [];
  for (const r of docs) {
    if (slotsOn(settings, r.date).includes(r.time)) continue;
    const closure = settings.closures.find((c) => c.from <= r.date && r.date <= c.to);
    const reason = closure ? `Closed on ${r.date}${closure.note ? ` (${closure.note})` : ''}` : `${r.time} is outside the hours for ${r.date}`;
    out.push({ id: r.id, reference: r.reference, name: r.name, phone: r.phone, date: r.date, time: r.time, partySize: r.partySize, reason });
  }
  return out.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

export const PAYMENTS_NOT_SET_UP =
  'Online payment needs the Razorpay key id here and its two secrets set on the server (the deploy guide, Online payments) before it can be Optional or Required';

export const WHATSAPP_NOT_SET_UP = 'WhatsApp needs its phone number id and access token set on the server (see docs/texts.md) before texts can go by WhatsApp';

/**
 * PUT /api/admin/settings: checks the whole object (each field with its own
 * message, menu ids against the menu), saves it with an audit entry in one
 * transaction and answers the saved settings with the confirmed bookings the
 * change leaves outside the hours. A bad value changes nothing.
 */
export async function saveSettings(
  deps: Pick<AppDeps, 'store' | 'clock'> & Partial<Pick<AppDeps, 'payments' | 'whatsapp'>>,
  body: unknown,
  actor: Actor,
): Promise<SavedSettings> {
  const parsed = SettingsInput.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { field: issue.path.join('.'), issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  // Online payment needs the gateway's key id in Settings and its secrets bound to the function (the local gateway has its own).
  const online = Object.values(parsed.data.payments.online).some((choice) => choice !== 'off');
  if (online && deps.payments && !deps.payments.keyIdFor(parsed.data.payments.keyId)) throw badRequest(PAYMENTS_NOT_SET_UP, { field: 'payments.keyId' });
  // Texts go by WhatsApp only where the server has its settings (the local fake always is).
  if (parsed.data.texts.channel !== 'sms' && !deps.whatsapp) throw badRequest(WHATSAPP_NOT_SET_UP, { field: 'texts.channel' });
  const now = deps.clock.now();
  const input: Settings = { ...parsed.data, updatedAt: now.toISOString() };
  // A fixed key order for every day, whatever order the client sent.
  input.hours = Object.fromEntries(WEEKDAYS.map((d) => [d, parsed.data.hours[d]])) as Settings['hours'];

  const saved = await deps.store.transaction(async (tx) => {
    const catalog = await readCatalog(tx);
    const before = normalised(await readSettings(tx));
    const missing = unknownItems(input, new Set(Object.keys(catalog.items)));
    if (missing) throw badRequest(`No menu item has the id ${missing.id}`, { field: missing.path });
    input.offers = keepUntouchedOfferTimes(before, input.offers);
    tx.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...input });
    const sections = changedSections(before, input);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'setting',
        entityId: RESTAURANT_SETTINGS_ID,
        action: 'update',
        summary: sections.length ? `Settings changed: ${sections.join(', ')}` : 'Settings saved unchanged',
        from: Object.fromEntries(sections.map((k) => [k, before[k]])),
        to: Object.fromEntries(sections.map((k) => [k, input[k]])),
      },
      now,
    );
    return input;
  });
  return { settings: saved, affectedBookings: await bookingsOutsideHours(deps, saved, now) };
}
