import { isKitchenStatus, type KitchenBoardView, type KitchenStatus, type KitchenTicket } from '@domain/kitchen';

export type Tickets = ReadonlyMap<string, KitchenTicket>;

/**
 * The board after a poll: a full answer replaces it, a change answer is merged by id (an
 * order that left the kitchen's statuses leaves the board). A poll that was asked before a
 * move of this tablet was stored never takes the ticket back: the newer updatedAt wins.
 * Ready tickets older than the window go, as the server's full board would drop them.
 */
export function mergeBoard(current: Tickets, answer: KitchenBoardView, nowMs: number): Map<string, KitchenTicket> {
  const next = new Map(answer.full ? [] : current);
  for (const t of answer.tickets) {
    const known = current.get(t.id);
    const latest = known && known.updatedAt > t.updatedAt ? known : t;
    if (isKitchenStatus(latest.status)) next.set(t.id, latest);
    else next.delete(t.id);
  }
  return pruneReady(next, nowMs, answer.readyWindowMinutes);
}

/** Drops Ready tickets that became Ready more than `windowMinutes` ago. */
export function pruneReady(tickets: Map<string, KitchenTicket>, nowMs: number, windowMinutes: number): Map<string, KitchenTicket> {
  for (const [id, t] of tickets) {
    if (t.status === 'Ready' && t.readyAt && nowMs - Date.parse(t.readyAt) > windowMinutes * 60_000) tickets.delete(id);
  }
  return tickets;
}

/** Tickets on `next` the board has never shown: new orders (none on the first load, when everything is new). */
export function arrivals(seen: ReadonlySet<string>, next: Tickets, firstLoad: boolean): KitchenTicket[] {
  if (firstLoad) return [];
  return [...next.values()].filter((t) => !seen.has(t.id) && t.status === 'Pending');
}

/** Only online orders chime: staff who typed a walk-in or phone order already know about it. */
export const chimes = (fresh: readonly KitchenTicket[]) => fresh.some((t) => t.source === 'online');

/** A column's tickets, oldest first: the order they should be cooked in (Ready: the order they became ready). */
export function column(tickets: Iterable<KitchenTicket>, status: KitchenStatus, statusOf: (t: KitchenTicket) => KitchenStatus): KitchenTicket[] {
  const key = (t: KitchenTicket) => (status === 'Ready' ? (t.readyAt ?? '\uffff') : t.verifiedAt);
  return [...tickets].filter((t) => statusOf(t) === status).sort((a, b) => key(a).localeCompare(key(b)) || a.id.localeCompare(b.id));
}
