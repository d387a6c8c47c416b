import { WEEKDAYS, localClock, type Settings, type Weekday } from '@domain/settings';
import { restaurantInstant } from '@domain/time';

/**
 * What the Settings screen edits: the Settings object with the same keys, so a
 * zod issue's path ("hours.monday.0.closes") names the draft's own field. Numbers
 * are held as the text the owner typed, the three rates (stored in basis points)
 * as percent text, and offer times as "YYYY-MM-DDTHH:MM" in the restaurant's zone.
 */
export interface ServiceDraft {
  name: string;
  opens: string;
  closes: string;
  lastBooking: string;
  lastOrder: string;
  /** Blank: takeaway pickups run until the last order time. */
  lastTakeaway?: string;
}
export interface ClosureDraft {
  from: string;
  to: string;
  note: string;
}
export interface OfferDraft {
  id: string;
  title: string;
  blurb: string;
  percentOff: string;
  itemIds: string[];
  startsAt: string;
  endsAt: string;
  showAsDeal: boolean;
}
type AsText<T> = { [K in keyof T]: string };

export interface SettingsDraft {
  identity: Omit<Settings['identity'], 'geo'> & { geo: AsText<Settings['identity']['geo']> };
  locale: Settings['locale'];
  hours: Record<Weekday, ServiceDraft[]>;
  closures: ClosureDraft[];
  booking: AsText<Settings['booking']>;
  /** serviceChargeBp and parcelChargeBp hold percent text: "10", "12.5". */
  ordering: Omit<Settings['ordering'], 'serviceChargeBp' | 'parcelChargeBp' | 'quietAfterMinutes' | 'maxThaliPlates'> & {
    serviceChargeBp: string;
    parcelChargeBp: string;
    quietAfterMinutes: string;
    maxThaliPlates: string;
  };
  /** rateBp holds percent text. */
  tax: Omit<Settings['tax'], 'rateBp'> & { rateBp: string };
  offers: OfferDraft[];
  home: Settings['home'];
  kitchen: AsText<Settings['kitchen']>;
  printing: Settings['printing'];
  guests: AsText<Settings['guests']>;
  staff: AsText<Settings['staff']>;
  privacy: AsText<Settings['privacy']>;
  takeaway: AsText<Settings['takeaway']>;
  devices: AsText<Settings['devices']>;
  charges: Settings['charges'];
  discounts: AsText<Settings['discounts']>;
  /** holdMinutes holds the text typed. */
  payments: Omit<Settings['payments'], 'holdMinutes'> & { holdMinutes: string };
  texts: Settings['texts'];
  floor: AsText<Settings['floor']>;
}

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** "12.5" → 1250 basis points; NaN for anything that is not a percentage with at most 2 decimals. */
export function percentToBp(text: string): number {
  const m = PERCENT.exec(text.trim().replace(/\s*%$/, ''));
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 basis points → "12.5"; 1000 → "10". */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : String(whole);
}

/** The number typed, or NaN when the box is empty or holds something else (the schema then names the field). */
export const textToNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** An ISO instant as a datetime-local value in the restaurant's zone. */
export function isoToLocalInput(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  try {
    const { date, time } = localClock(at, timeZone);
    return `${date}T${time}`;
  } catch {
    return iso.slice(0, 16);
  }
}

/** A datetime-local value read in the restaurant's zone, as an ISO instant; '' when it is not a date and time. */
export function localInputToIso(value: string, timeZone: string): string {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return '';
  const at = (zone: string) => restaurantInstant(m[1]!, m[2]!, zone);
  let instant: Date;
  try {
    instant = at(timeZone);
  } catch {
    // The zone itself is wrong: the schema says so on its own field; read the time as UTC meanwhile.
    instant = at('UTC');
  }
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** Whole numbers of Settings as text, unchanged otherwise. */
const numbersAsText = <T extends Record<string, number>>(o: T): AsText<T> => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])) as AsText<T>;
const textAsNumbers = <T extends Record<string, string>>(o: T): { [K in keyof T]: number } =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, textToNumber(v)])) as { [K in keyof T]: number };

/** Closures soonest first; unfinished rows (no start date yet) last. */
export const sortClosures = (closures: readonly ClosureDraft[]): ClosureDraft[] =>
  [...closures].sort((a, b) => (a.from || '9999').localeCompare(b.from || '9999') || (a.to || '9999').localeCompare(b.to || '9999'));

/** The draft of saved settings. */
export function toDraft(s: Settings): SettingsDraft {
  const tz = s.locale.timeZone;
  return {
    identity: { ...s.identity, address: { ...s.identity.address }, geo: numbersAsText(s.identity.geo) },
    locale: { ...s.locale },
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, s.hours[d].map((svc) => ({ ...svc }))])) as SettingsDraft['hours'],
    closures: sortClosures(s.closures.map((c) => ({ ...c }))),
    booking: numbersAsText(s.booking),
    ordering: {
      accepting: s.ordering.accepting,
      pausedMessage: s.ordering.pausedMessage,
      orderTypes: [...s.ordering.orderTypes],
      serviceChargeBp: bpToPercent(s.ordering.serviceChargeBp),
      parcelChargeBp: bpToPercent(s.ordering.parcelChargeBp),
      quietAfterMinutes: String(s.ordering.quietAfterMinutes),
      maxThaliPlates: String(s.ordering.maxThaliPlates),
    },
    tax: { ...s.tax, rateBp: bpToPercent(s.tax.rateBp) },
    offers: s.offers.map((o) => ({
      ...o,
      itemIds: [...o.itemIds],
      percentOff: String(o.percentOff),
      startsAt: isoToLocalInput(o.startsAt, tz),
      endsAt: isoToLocalInput(o.endsAt, tz),
    })),
    home: { topOfferItemIds: [...s.home.topOfferItemIds], trendingItemIds: [...s.home.trendingItemIds] },
    // The stations are edited one a line.
    kitchen: {
      amberMinutes: String(s.kitchen.amberMinutes),
      redMinutes: String(s.kitchen.redMinutes),
      stations: s.kitchen.stations.join('\n'),
      thaliStation: s.kitchen.thaliStation,
    },
    printing: { ...s.printing },
    guests: numbersAsText(s.guests),
    staff: numbersAsText(s.staff),
    privacy: numbersAsText(s.privacy),
    takeaway: numbersAsText(s.takeaway),
    devices: numbersAsText(s.devices),
    charges: { ...s.charges },
    discounts: numbersAsText(s.discounts),
    payments: { ...s.payments, online: { ...s.payments.online }, holdMinutes: String(s.payments.holdMinutes) },
    texts: { ...s.texts },
    floor: numbersAsText(s.floor),
  };
}

/** What PUT /api/admin/settings is sent: the draft's text read back as numbers, basis points and ISO instants. */
export function fromDraft(d: SettingsDraft) {
  const tz = d.locale.timeZone;
  return {
    identity: { ...d.identity, geo: textAsNumbers(d.identity.geo) },
    locale: d.locale,
    hours: d.hours,
    closures: d.closures,
    booking: textAsNumbers(d.booking),
    ordering: {
      ...d.ordering,
      serviceChargeBp: percentToBp(d.ordering.serviceChargeBp),
      parcelChargeBp: percentToBp(d.ordering.parcelChargeBp),
      quietAfterMinutes: textToNumber(d.ordering.quietAfterMinutes),
      maxThaliPlates: textToNumber(d.ordering.maxThaliPlates),
    },
    tax: { ...d.tax, rateBp: percentToBp(d.tax.rateBp) },
    offers: d.offers.map((o) => ({
      ...o,
      percentOff: textToNumber(o.percentOff),
      startsAt: localInputToIso(o.startsAt, tz),
      endsAt: localInputToIso(o.endsAt, tz),
    })),
    home: d.home,
    kitchen: {
      amberMinutes: textToNumber(d.kitchen.amberMinutes),
      redMinutes: textToNumber(d.kitchen.redMinutes),
      stations: d.kitchen.stations.split('\n'),
      thaliStation: d.kitchen.thaliStation,
    },
    printing: d.printing,
    guests: textAsNumbers(d.guests),
    staff: textAsNumbers(d.staff),
    privacy: textAsNumbers(d.privacy),
    takeaway: textAsNumbers(d.takeaway),
    devices: textAsNumbers(d.devices),
    charges: d.charges,
    discounts: textAsNumbers(d.discounts),
    payments: { ...d.payments, holdMinutes: textToNumber(d.payments.holdMinutes) },
    texts: d.texts,
    floor: textAsNumbers(d.floor),
  };
}

/** Whether two drafts would save the same settings ("10" and "10.0" percent are the same rate). */
export const sameSettings = (a: SettingsDraft, b: SettingsDraft): boolean => JSON.stringify(fromDraft(a)) === JSON.stringify(fromDraft(b));

/** "930", "9:30", "9.30" → "09:30" as the owner leaves a time box; anything else stays as typed for the schema to name. */
export function normaliseClock(text: string): string {
  const m = /^(\d{1,2})[:.h]?(\d{2})$/.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : text.trim();
}

/** The value at a dotted path ("hours.monday.0.opens"). */
export function getAt(root: unknown, path: string): unknown {
  let at: unknown = root;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of root with the value at a dotted path replaced; the objects and arrays on the way are copied, the rest shared. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const node = root as unknown as Record<string, unknown> | unknown[];
  const next = rest.length ? setAt((node as Record<string, unknown>)[key!], rest.join('.'), value) : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...node, [key!]: next } as T;
}
