/**
 * Kitchen stations: the Gujarati counter, the tandoor, the drinks counter each cook their own lines of an order.
 * Settings list the stations (the first is the default); each dish may name one, the thali has its own. An order
 * confirmed is stamped with its lines' stations and one part per station, each moved on by its station's display;
 * the order itself is Preparing once any part has started and Ready only when every part is.
 */

export const DEFAULT_STATIONS = ['Gujarati counter', 'Tandoor', 'Drinks'] as const;
export const MAX_STATIONS = 12;
export const STATION_NAME_MAX = 30;

/** The statuses a station's part goes through, as the kitchen display's columns. */
export const PART_STATUSES = ['Pending', 'Preparing', 'Ready'] as const;
/** An order's status (domain/orders), kept as text here so this module imports nothing. */
type OrderStatus = string;
export type PartStatus = (typeof PART_STATUSES)[number];

/** settings.kitchen's station fields. */
export interface StationSettings {
  /** Station names, in the order the kitchen lists them; the first is where a dish without one goes. */
  stations: string[];
  /** The thali's station. */
  thaliStation: string;
}

/** One station's part of an order, stored on the order as `stations`. */
export interface StationPart {
  [key: string]: unknown;
  station: string;
  status: PartStatus;
  readyAt: string | null;
}

/** The station a dish without one goes to: the first. */
export const defaultStation = (kitchen: StationSettings): string => kitchen.stations[0] ?? DEFAULT_STATIONS[0];

/** A station still listed, or the default: a dish whose station was removed from Settings goes to the default. */
export const knownStation = (kitchen: StationSettings, station: string | null | undefined): string =>
  station && kitchen.stations.includes(station) ? station : defaultStation(kitchen);

const isThaliLine = (line: { menuItemId: string }) => line.menuItemId.startsWith('thali_');

/** The station a line is cooked at: the thali's, the dish's own, or the default. */
export function lineStation(kitchen: StationSettings, line: { menuItemId: string }, dishStation: string | null | undefined): string {
  return knownStation(kitchen, isThaliLine(line) ? kitchen.thaliStation : dishStation);
}

/**
 * The parts of an order from its lines' stations (a line without one, or at a station since removed, at the
 * default), in the order Settings list the stations. All start Pending.
 */
export function partsOf(kitchen: StationSettings, lines: readonly { station?: string | undefined }[]): StationPart[] {
  const used = new Set(lines.map((l) => knownStation(kitchen, l.station)));
  return kitchen.stations.filter((s) => used.has(s)).map((station) => ({ station, status: 'Pending', readyAt: null }));
}

/**
 * The parts an order has: those stamped when it was confirmed, or, for an order confirmed before stations (or
 * written without them), one per station of its lines, all at the order's own status.
 */
export function partsOfOrder(
  kitchen: StationSettings,
  order: { status: OrderStatus; readyAt: string | null; items: readonly { station?: string | undefined }[]; stations?: StationPart[] | null },
): StationPart[] {
  if (order.stations?.length) return order.stations;
  const status: PartStatus = order.status === 'Pending' || order.status === 'Preparing' ? order.status : 'Ready';
  return partsOf(kitchen, order.items).map((p) => ({ ...p, status, readyAt: status === 'Ready' ? order.readyAt : null }));
}

/** The station a line is at on an order with these parts: as stamped, or (an older line, a station since removed) the default. */
export const stationOfLine = (kitchen: StationSettings, line: { station?: string | undefined }, parts: readonly StationPart[]): string =>
  line.station && parts.some((p) => p.station === line.station) ? line.station : knownStation(kitchen, line.station);

/** The order's status from its parts: Ready only when every part is, Preparing once any has started, else Pending. */
export function statusOfParts(parts: readonly Pick<StationPart, 'status'>[]): PartStatus {
  if (parts.length > 0 && parts.every((p) => p.status === 'Ready')) return 'Ready';
  return parts.some((p) => p.status !== 'Pending') ? 'Preparing' : 'Pending';
}

const RANK: Record<PartStatus, number> = { Pending: 0, Preparing: 1, Ready: 2 };

/** Why one station's part can't move to `to`, or null: it moves one step on (Pending → Preparing → Ready), as the board does. */
export function partRefusal(parts: readonly StationPart[], station: string, to: OrderStatus): string | null {
  const part = parts.find((p) => p.station === station);
  if (!part) return `This order has nothing for the ${station} station`;
  if (!(PART_STATUSES as readonly string[]).includes(to)) return `A station's part can only be Pending, Preparing or Ready, not ${to}`;
  if (part.status === to) return `The ${station} part is already ${to}`;
  if (RANK[to as PartStatus] !== RANK[part.status] + 1)
    return `The ${station} part is ${part.status}: it can only move to ${part.status === 'Pending' ? 'Preparing' : 'nothing further'}`;
  return null;
}

/** The parts after one station's part moves to `to` at `at`. */
export const movePart = (parts: readonly StationPart[], station: string, to: PartStatus, at: string): StationPart[] =>
  parts.map((p) => (p.station === station ? { ...p, status: to, readyAt: to === 'Ready' ? at : null } : p));

/**
 * The parts after the whole order moves to `to` (the unfiltered board, the orders screen): parts behind it catch up
 * (Preparing starts every Pending part, Ready readies all); parts ahead stay. Leaving the kitchen changes no part.
 */
export function moveAllParts(parts: readonly StationPart[], to: OrderStatus, at: string): StationPart[] {
  if (!(PART_STATUSES as readonly string[]).includes(to)) return [...parts];
  const target = to as PartStatus;
  return parts.map((p) => (RANK[p.status] < RANK[target] ? { ...p, status: target, readyAt: target === 'Ready' ? at : null } : p));
}

/** What confirming an order stamps: each line's station (a station since removed: the default) and one Pending part per station. */
export function stampStations<L extends { station?: string | undefined }>(
  kitchen: StationSettings,
  lines: readonly L[],
): { items: L[]; stations: StationPart[] } {
  const items = lines.map((l) => ({ ...l, station: knownStation(kitchen, l.station) }));
  return { items, stations: partsOf(kitchen, items) };
}
