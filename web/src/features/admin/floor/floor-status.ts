import type { FloorTableView, FloorView, TableStatus } from '@/api/floor';

/** Each state's word on the plan: the colour is never the only sign. */
export const STATUS_LABEL: Record<TableStatus, string> = {
  free: 'Free',
  reserved: 'Reserved',
  seated: 'Seated',
  ordered: 'Ordered',
  bill: 'Bill',
  paid: 'Paid',
};

/** Free and reserved tables take a party; the others have one, with a bill. */
export const takesAParty = (t: FloorTableView) => t.status === 'free' || t.status === 'reserved';

/**
 * Whole minutes a party has been seated, by the server's clock: its answer's time plus what has passed here since it came
 * (a tablet's clock may be off, and a journey sets the server's).
 */
export function minutesSeated(seatedAt: string, floor: Pick<FloorView, 'asOf'>, fetchedAt: number, now: number): number {
  const serverNow = Date.parse(floor.asOf) + Math.max(0, now - fetchedAt);
  return Math.max(0, Math.floor((serverNow - Date.parse(seatedAt)) / 60_000));
}

/** "just now", "12 s ago", "3 min ago". */
export function agoText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  return `${Math.floor(s / 60)} min ago`;
}
