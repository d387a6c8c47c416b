import type { Settings } from '@domain/settings';

/** How late a ticket is: the colour and the words beside it (colour is never the only signal). */
export type Urgency = 'on-time' | 'amber' | 'red';

export const URGENCY_LABEL: Record<Urgency, string> = {
  'on-time': 'On time',
  amber: 'Running late',
  red: 'Overdue',
};

/** Whole minutes from `fromIso` to `nowMs`; never negative (a tablet clock a little behind the server's). */
export function elapsedMinutes(fromIso: string, nowMs: number): number {
  const from = Date.parse(fromIso);
  if (!Number.isFinite(from)) return 0;
  return Math.max(0, Math.floor((nowMs - from) / 60_000));
}

/** Amber from `amberMinutes`, red from `redMinutes` (Settings → kitchen); red wins if the owner set it lower. */
export function urgencyOf(minutes: number, thresholds: Pick<Settings['kitchen'], 'amberMinutes' | 'redMinutes'>): Urgency {
  if (minutes >= thresholds.redMinutes) return 'red';
  if (minutes >= thresholds.amberMinutes) return 'amber';
  return 'on-time';
}

/** "Just now", "1 min", "17 min", "1 h 05 min". */
export function elapsedText(minutes: number): string {
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "12:41 PM" in the restaurant's time zone. */
export function clockTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}

/** A takeaway's pickup: "1:15 PM" today, "15 Jan, 1:15 PM" on another day, in the restaurant's time zone. */
export function pickupTime(iso: string, nowMs: number, timeZone: string): string {
  const day = (ms: number | string) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone });
  return day(iso) === day(nowMs) ? clockTime(iso, timeZone) : `${day(iso)}, ${clockTime(iso, timeZone)}`;
}
