import type { AppDeps } from '../deps';
import { dietTagsOf } from '../domain/guests';
import { awaitingCallBack } from './call-back';
import { ORDERS } from '../domain/collections';
import { isKitchenStatus, KITCHEN_READY_WINDOW_MINUTES, type KitchenBoardView, type KitchenTicket } from '../domain/kitchen';
import { orderReference, type OrderDoc, type OrderStatus } from '../domain/orders';
import type { Filter, WithId } from '../ports';
import { changeCursor } from '../domain/change-cursor';
import { partsOfOrder, stationOfLine, type StationSettings } from '../domain/kitchen-stations';
import { DEFAULT_SETTINGS } from '../domain/settings-defaults';
import { readSettings } from './settings';

/** A full board holds at most this many Pending and Preparing orders, the oldest first. */
export const KITCHEN_OPEN_LIMIT = 100;
/** ...and at most this many of the orders that became Ready within the window, the newest first. */
export const KITCHEN_READY_LIMIT = 50;
/** A change poll that finds more changed orders than this answers the full board instead. */
export const KITCHEN_CHANGES_LIMIT = 100;
/**
 * A status change stamps updatedAt when its transaction starts, so it can commit just after a poll
 * that ran later. The next poll therefore asks for changes from this long before the answer's time,
 * but never from before the newest change the answer held (changeCursor): a change is read once per
 * tablet, not once per poll for 30 seconds (7 times at a poll every 4 s).
 */
export const KITCHEN_CURSOR_OVERLAP_MS = 30_000;

const OPEN: OrderStatus[] = ['Pending', 'Preparing'];
const verified: Filter = { field: 'isVerified', op: '==', value: true };

const lineView = (l: OrderDoc['items'][number]) => ({ name: l.name, quantity: l.quantity, ...(l.note ? { note: l.note } : {}) });

/**
 * An order as a ticket: the whole kitchen's, or (with `station`) that station's part alone, or null when the
 * order has nothing for that station.
 */
function ticketOf(o: WithId<OrderDoc>, kitchen: StationSettings, station: string | null): KitchenTicket | null {
  const parts = partsOfOrder(kitchen, o);
  const lines = o.items.map((l) => ({ ...lineView(l), station: stationOfLine(kitchen, l, parts) }));
  const stations = parts.map((p) => ({
    station: p.station,
    status: p.status,
    readyAt: p.readyAt,
    items: lines.filter((l) => l.station === p.station).map(({ station: _s, ...l }) => l),
  }));
  const part = station === null ? null : stations.find((p) => p.station === station);
  if (part === undefined) return null;
  // In the kitchen, a station's board shows its own part's column; an order that left the kitchen leaves every board.
  const own = part && isKitchenStatus(o.status) ? part : null;
  return {
    id: o.id,
    reference: orderReference(o.id),
    status: own ? own.status : o.status,
    orderStatus: o.status,
    orderType: o.orderType,
    tableNumber: o.tableNumber,
    name: o.name,
    source: o.source,
    items: part ? lines.filter((l) => l.station === part.station) : lines,
    stations: part ? [part] : stations,
    // A floor round (domain/floor.ts): its slip reads "Round n".
    ...(typeof o['billId'] === 'string' ? { billId: o['billId'] } : {}),
    ...(typeof o['round'] === 'number' ? { round: o['round'] } : {}),
    tokenNumber: o.tokenNumber ?? null,
    verifiedAt: o.verifiedAt ?? o.createdAt,
    readyAt: own ? own.readyAt : o.readyAt,
    updatedAt: o.updatedAt,
    pickupAt: o.pickupAt ?? null,
    plates: o.plates ?? 0,
    dietTags: dietTagsOf(o.guestBadge?.tags ?? []),
    awaitingCallBack: awaitingCallBack(o),
  };
}

/**
 * The kitchen display's poll. Without `since`: the whole board, confirmed orders that are
 * Pending or Preparing plus those Ready within the last hour. With `since`: only confirmed
 * orders changed after it, so a quiet kitchen costs one read per poll instead of one per ticket.
 */
export async function kitchenBoard(deps: Pick<AppDeps, 'store' | 'clock'>, since: string | null, station: string | null = null): Promise<KitchenBoardView> {
  const now = deps.clock.now();
  // The cursor counts every order read, shown on this station's board or not, so no change is read twice.
  const head = (read: readonly WithId<OrderDoc>[], from: string | null) => ({
    asOf: now.toISOString(),
    cursor: changeCursor(now, KITCHEN_CURSOR_OVERLAP_MS, from, read),
    readyWindowMinutes: KITCHEN_READY_WINDOW_MINUTES,
    station,
  });
  const tickets = async (read: readonly WithId<OrderDoc>[]) => {
    // Orders confirmed with their parts need no settings: a quiet poll stays at its reads.
    const kitchen = read.every((o) => o.stations?.length && o.items.every((l) => l.station))
      ? DEFAULT_SETTINGS.kitchen
      : (await readSettings(deps.store)).kitchen;
    return read.map((o) => ticketOf(o, kitchen, station)).filter((t): t is KitchenTicket => t !== null);
  };
  if (since) {
    const changed = await deps.store.query<OrderDoc>(ORDERS, {
      where: [verified, { field: 'updatedAt', op: '>', value: since }],
      orderBy: [{ field: 'updatedAt', direction: 'asc' }],
      limit: KITCHEN_CHANGES_LIMIT + 1,
    });
    if (changed.length <= KITCHEN_CHANGES_LIMIT) return { ...head(changed, since), full: false, truncated: false, tickets: await tickets(changed) };
  }
  const readySince = new Date(now.getTime() - KITCHEN_READY_WINDOW_MINUTES * 60_000).toISOString();
  const [open, ready] = await Promise.all([
    deps.store.query<OrderDoc>(ORDERS, {
      where: [verified, { field: 'status', op: 'in', value: OPEN }],
      orderBy: [{ field: 'verifiedAt', direction: 'asc' }],
      limit: KITCHEN_OPEN_LIMIT + 1,
    }),
    deps.store.query<OrderDoc>(ORDERS, {
      where: [verified, { field: 'status', op: '==', value: 'Ready' }, { field: 'readyAt', op: '>=', value: readySince }],
      orderBy: [{ field: 'readyAt', direction: 'desc' }],
      limit: KITCHEN_READY_LIMIT,
    }),
  ]);
  const shown = [...open.slice(0, KITCHEN_OPEN_LIMIT), ...ready];
  return { ...head(shown, null), full: true, truncated: open.length > KITCHEN_OPEN_LIMIT, tickets: await tickets(shown) };
}
