import { seatsTaken, type SlotDoc } from './booking';
import { addDays, restaurantDate, restaurantInstant } from './time';
import { hhmm, localClock, openServiceAt, orderingServiceAt, serviceMinutes, timesOn, type Service, type Settings } from './settings';

/**
 * Takeaway pickups: times every 15 minutes from each service's opening up to its
 * last takeaway time, each with room for the plates the kitchen can hand over in it. Pure.
 */

/** The kitchen's capacity is counted per 15 minutes, so pickups are offered on that grid. */
export const PICKUP_SLOT_MINUTES = 15;
/** How far ahead the next open day is looked for. */
const NEXT_DAY_SEARCH = 14;

export const lastTakeawayOf = (svc: Service): string => svc.lastTakeaway ?? svc.lastOrder;

type PickupSettings = Pick<Settings, 'hours' | 'closures' | 'locale' | 'takeaway'>;

export interface PickupTime {
  /** Restaurant-local date and time of the pickup: its slot. */
  date: string;
  time: string;
  /** The instant, ISO. */
  at: string;
}

/** A date's pickup times (after midnight ones from the day before's late service included). */
export function pickupTimesOn(s: PickupSettings, date: string): PickupTime[] {
  return timesOn(s, date, PICKUP_SLOT_MINUTES, lastTakeawayOf).map((time) => ({
    date,
    time,
    at: restaurantInstant(date, time, s.locale.timeZone).toISOString(),
  }));
}

/** The dates takeaway is offered for: today, and the next day with pickup times. */
export function pickupDates(s: PickupSettings, now: Date): string[] {
  const today = restaurantDate(now, s.locale.timeZone);
  for (let i = 1; i <= NEXT_DAY_SEARCH; i += 1) {
    const date = addDays(today, i);
    if (pickupTimesOn(s, date).length) return [today, date];
  }
  return [today];
}

/** The earliest instant a pickup may be promised: now plus the lead time. */
export const earliestPickupAt = (s: Pick<Settings, 'takeaway'>, now: Date): number => now.getTime() + s.takeaway.leadMinutes * 60_000;

/** Every pickup time still offered (today's and the next open day's), not before the lead time. */
export function upcomingPickupTimes(s: PickupSettings, now: Date): PickupTime[] {
  const earliest = earliestPickupAt(s, now);
  return pickupDates(s, now)
    .flatMap((date) => pickupTimesOn(s, date))
    .filter((p) => Date.parse(p.at) >= earliest);
}

/** pickup_slots/{date}_{time}: booked (confirmed orders) and holds (orders awaiting their code) in plates. */
export type PickupSlotDoc = SlotDoc;

/** A pickup slot's document id. */
export const pickupSlotId = (p: Pick<PickupTime, 'date' | 'time'>) => `${p.date}_${p.time}`;

/** Slot documents by pickupSlotId. */
export type PickupLoad = ReadonlyMap<string, Pick<SlotDoc, 'booked' | 'holds'>>;

/** Plates still free in a slot. */
export function platesLeft(s: Pick<Settings, 'takeaway'>, slot: Pick<SlotDoc, 'booked' | 'holds'> | undefined, now: Date, exceptId?: string): number {
  return Math.max(0, s.takeaway.platesPerSlot - (slot ? seatsTaken(slot, now, exceptId) : 0));
}

export interface PickupOffer extends PickupTime {
  platesLeft: number;
}

/** The upcoming pickup times with room for `plates`, and the plates left in each. */
export function pickupOffers(s: PickupSettings, now: Date, load: PickupLoad, plates: number): PickupOffer[] {
  return upcomingPickupTimes(s, now)
    .map((p) => ({ ...p, platesLeft: platesLeft(s, load.get(pickupSlotId(p)), now) }))
    .filter((p) => p.platesLeft >= plates);
}

/**
 * "As soon as possible": the first time with room, offered only while the restaurant takes orders now
 * and only within the service open now. After its last pickup time there is no ASAP; the guest picks a later time.
 */
export function asapPickup(s: Settings, now: Date, offers: readonly PickupOffer[]): PickupOffer | null {
  const open = openServiceAt(s, now);
  if (!open || !orderingServiceAt(s, now)) return null;
  const first = offers[0];
  return first && Date.parse(first.at) <= lastTakeawayAt(s, open).getTime() ? first : null;
}

/** The instant of the open service's last takeaway time (on the next calendar day for a late service's small hours). */
function lastTakeawayAt(s: Pick<Settings, 'locale'>, open: { service: Service; date: string }): Date {
  const m = serviceMinutes(open.service, lastTakeawayOf(open.service) === '24:00' ? '00:00' : lastTakeawayOf(open.service));
  const end = lastTakeawayOf(open.service) === '24:00' ? 24 * 60 : m;
  return restaurantInstant(addDays(open.date, Math.floor(end / (24 * 60))), hhmm(end % (24 * 60)), s.locale.timeZone);
}

/**
 * The pickup slot a promise moved later falls in: the slot of the 15-minute grid (counted from the order's own slot, so
 * from its service's opening) that holds the new time. +10 minutes on 12:00 stays in 12:00; +20 more moves to 12:30.
 */
export function slotHolding(slot: Pick<PickupTime, 'date' | 'time'>, pickupAt: string, timeZone: string): Pick<PickupTime, 'date' | 'time'> {
  const from = restaurantInstant(slot.date, slot.time, timeZone).getTime();
  const step = PICKUP_SLOT_MINUTES * 60_000;
  const steps = Math.max(0, Math.floor((Date.parse(pickupAt) - from) / step));
  return localClock(new Date(from + steps * step), timeZone);
}

/** Plates in an order: every portion of every line counts. */
export const platesOf = (items: ReadonlyArray<{ quantity: number }>): number => items.reduce((n, l) => n + l.quantity, 0);

/** "13:10" today, "tomorrow 12:00", "Tuesday 12:00". */
export function pickupLabel(p: Pick<PickupTime, 'date' | 'time'>, now: Date, timeZone: string): string {
  const today = restaurantDate(now, timeZone);
  if (p.date === today) return p.time;
  if (p.date === addDays(today, 1)) return `tomorrow ${p.time}`;
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${p.date}T00:00:00Z`));
  return `${day} ${p.time}`;
}

/** settings/takeaway: a pause of takeaway orders while the kitchen catches up. */
export interface TakeawayPauseDoc {
  [key: string]: unknown;
  pausedUntil: string | null;
  by: { uid: string; name: string } | null;
  at: string;
}

export const PAUSE_CHOICES = [15, 30, 60] as const;
export const LATE_CHOICES = [10, 20] as const;

/** The pause's end while it lasts, else null. */
export const pausedUntil = (doc: Pick<TakeawayPauseDoc, 'pausedUntil'> | null, now: Date): string | null =>
  doc?.pausedUntil && Date.parse(doc.pausedUntil) > now.getTime() ? doc.pausedUntil : null;

/** What a guest is told while takeaway is paused. */
export const takeawayPausedText = (until: string, timeZone: string): string =>
  `The kitchen has paused takeaway orders until ${localClock(new Date(until), timeZone).time} to catch up. Please try again then, or order dine-in.`;

/** Why a pickup time can't be had, naming the earliest that fits. */
export function pickupFullText(plates: number, asked: PickupTime | null, earliest: PickupOffer | null, now: Date, timeZone: string): string {
  const what = plates === 1 ? '1 plate' : `${plates} plates`;
  const lead = asked ? `${pickupLabel(asked, now, timeZone)} has no room for ${what}.` : `No pickup time has room for ${what} right now.`;
  return earliest ? `${lead} The earliest pickup with room is ${pickupLabel(earliest, now, timeZone)}.` : `${lead} Please call us to order.`;
}
