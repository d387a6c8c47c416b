import { BOOKING } from './restaurant';

/** Restaurant-local calendar date of an instant, as YYYY-MM-DD. "Today" always means this. */
export function restaurantDate(instant: Date, timeZone: string = BOOKING.timeZone): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The UTC instant of a restaurant-local wall-clock time ("2026-11-20", "19:00"). */
export function restaurantInstant(date: string, time = '00:00', timeZone: string = BOOKING.timeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a daylight-saving change.
  let t = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  t = guess - zoneOffsetMinutes(new Date(t), timeZone) * 60_000;
  return new Date(t);
}

/** [start, end) of a restaurant-local day as ISO strings, for range queries on ISO timestamps. */
export function dayRange(date: string, timeZone: string): { start: string; end: string } {
  return {
    start: restaurantInstant(date, '00:00', timeZone).toISOString(),
    end: restaurantInstant(addDays(date, 1), '00:00', timeZone).toISOString(),
  };
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** "19:00" → "7:00 PM": a clock time the way the pages and the texts write it. */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h % 24 >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}
