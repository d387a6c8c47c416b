import { z } from 'zod';
import { isCalendarDate } from './booking';
import { toCents, toDollars } from './money';
import { WEEKDAYS, localClock, minutesOf, openServiceAt, serviceMinutes, servicesOn, weekdayOf, type Settings } from './settings';
import { addDays } from './time';
import type { Language } from './languages';
import { inLanguage, type Translations } from './translations';
import { TranslationsInput } from './language-input';
import { thaliItemId, type RefillPolicy, type ThaliVariant, type ThaliView, REFILL_POLICIES, THALI_VARIANTS } from './thali-view';

export * from './thali-view';

export const THALI_LIMITS = { nameMax: 80, componentMax: 60, componentsMax: 20, libraryMax: 80, noteMax: 120, platesMax: 5000, priceMax: 100_000 } as const;

/** "Lunch" → "lunch", "All day" → "all-day": how a service of a day's hours is named in addresses. */
export const serviceSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** thali_days/{date}_{service}: one service's thali, and the plates ordered of it. */
export interface ThaliDoc {
  [key: string]: unknown;
  date: string;
  service: string;
  /** The service's name when the thali was set ("Lunch"), for "Sold out for lunch". */
  serviceName: string;
  name: string;
  priceCents: number;
  /** A special date (a festival): guests see a Special badge on it. */
  special: boolean;
  components: string[];
  variants: ThaliVariant[];
  refill: { policy: RefillPolicy; note: string };
  platesTotal: number;
  /** Plates held by orders not cancelled or voided; never below zero. */
  platesTaken: number;
  updatedAt: string;
}

/** thali_library/main: the components the owner picks from, and the usual prices. */
export interface ThaliLibraryDoc {
  [key: string]: unknown;
  components: string[];
  weekdayPriceCents: number | null;
  weekendPriceCents: number | null;
  updatedAt: string;
  /** The owner's Gujarati and Hindi names of components, by English name; a day's thali shows them in the guest's language. */
  componentsI18n?: Record<string, Translations>;
}

/** A starting library, until the owner saves their own. */
export const DEFAULT_THALI_LIBRARY: ThaliLibraryDoc = {
  components: ['Dal', 'Kadhi', 'Sabzi', 'Second sabzi', 'Rice', 'Rotli', 'Puri', 'Farsan', 'Sweet', 'Papad', 'Chaas', 'Salad', 'Pickle'],
  weekdayPriceCents: null,
  weekendPriceCents: null,
  updatedAt: '',
  componentsI18n: {
    Dal: { gu: 'દાળ', hi: 'दाल' },
    Kadhi: { gu: 'કઢી', hi: 'कढ़ी' },
    Sabzi: { gu: 'શાક', hi: 'सब्ज़ी' },
    'Second sabzi': { gu: 'બીજું શાક', hi: 'दूसरी सब्ज़ी' },
    Rice: { gu: 'ભાત', hi: 'चावल' },
    Rotli: { gu: 'રોટલી', hi: 'रोटी' },
    Puri: { gu: 'પૂરી', hi: 'पूरी' },
    Farsan: { gu: 'ફરસાણ', hi: 'फरसाण' },
    Sweet: { gu: 'મીઠાઈ', hi: 'मिठाई' },
    Papad: { gu: 'પાપડ', hi: 'पापड़' },
    Chaas: { gu: 'છાશ', hi: 'छाछ' },
    Salad: { gu: 'સલાડ', hi: 'सलाद' },
    Pickle: { gu: 'અથાણું', hi: 'अचार' },
  },
};

export const platesLeftOf = (t: Pick<ThaliDoc, 'platesTotal' | 'platesTaken'>) => Math.max(0, t.platesTotal - t.platesTaken);
/** 0 for Monday to 6 for Sunday. */
export const weekdayOfDate = (date: string) => WEEKDAYS.indexOf(weekdayOf(date));
export const isWeekend = (date: string) => ['saturday', 'sunday'].includes(weekdayOf(date));

/** The usual price of a date from the library, or null when the owner set none. */
export const usualPriceCents = (library: ThaliLibraryDoc, date: string): number | null =>
  isWeekend(date) ? library.weekendPriceCents : library.weekdayPriceCents;

const Text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const Price = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .gt(0, `${label} must be more than 0`)
    .max(THALI_LIMITS.priceMax, `${label} must be at most ${THALI_LIMITS.priceMax}`)
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, `${label} can have at most 2 decimals`);

const Component = Text('A component', THALI_LIMITS.componentMax);
const uniqueNames = (list: string[]) => new Set(list.map((c) => c.toLowerCase())).size === list.length;

/** PUT /api/admin/thali/{date}/{service}. */
export const ThaliInput = z
  .object({
    name: Text('Thali name', THALI_LIMITS.nameMax),
    price: Price('Price'),
    special: z.boolean({ error: 'Special must be true or false' }).default(false),
    components: z
      .array(Component, { error: 'Components must be a list' })
      .min(1, 'Add at least one component')
      .max(THALI_LIMITS.componentsMax, `At most ${THALI_LIMITS.componentsMax} components`)
      .refine(uniqueNames, 'Each component once'),
    variants: z
      .array(z.enum(THALI_VARIANTS, { error: 'Variants must be regular, jain, no-onion-garlic or vrat' }), { error: 'Variants must be a list' })
      .min(1, 'Offer at least one variant')
      .refine((v) => new Set(v).size === v.length, 'Each variant once'),
    refill: z
      .object({
        policy: z.enum(REFILL_POLICIES, { error: 'Refills must be unlimited or fixed' }),
        note: z
          .string({ error: 'The refill note must be text' })
          .trim()
          .max(THALI_LIMITS.noteMax, `The refill note must be at most ${THALI_LIMITS.noteMax} characters`)
          .default(''),
      })
      .refine((r) => r.policy === 'unlimited' || r.note.length > 0, {
        path: ['note'],
        message: 'Say what fixed refills include, like "One refill of dal and rotli"',
      }),
    platesTotal: z
      .number({ error: 'Plates available must be a whole number' })
      .int('Plates available must be a whole number')
      .min(0, "Plates available can't be negative")
      .max(THALI_LIMITS.platesMax, `Plates available must be at most ${THALI_LIMITS.platesMax}`),
  })
  .transform((t) => ({ ...t, variants: THALI_VARIANTS.filter((v) => t.variants.includes(v)) }));
export type ThaliInput = z.infer<typeof ThaliInput>;

/** PUT /api/admin/thali-library. */
export const ThaliLibraryInput = z.object({
  components: z
    .array(Component, { error: 'Components must be a list' })
    .max(THALI_LIMITS.libraryMax, `At most ${THALI_LIMITS.libraryMax} components`)
    .refine(uniqueNames, 'Each component once'),
  weekdayPrice: Price('Weekday price').nullable(),
  weekendPrice: Price('Weekend price').nullable(),
  /** Gujarati and Hindi names by English component name; absent: the saved ones are kept. */
  componentsI18n: z
    .record(z.string().max(THALI_LIMITS.componentMax), TranslationsInput(THALI_LIMITS.componentMax, 'component name'), {
      error: 'Component translations must be an object like {"Dal": {"gu": "દાળ", "hi": "दाल"}}',
    })
    .optional(),
});
export type ThaliLibraryInput = z.infer<typeof ThaliLibraryInput>;

export const ThaliDate = z.string().refine(isCalendarDate, 'Dates must be real calendar dates, like 2026-12-25');

/**
 * The thali as guests see it. In Gujarati or Hindi the components are named from the library's translations
 * (the English where there is none) and the English stays as componentsEn.
 */
export function thaliView(t: ThaliDoc, lang: Language = 'en', componentsI18n: Record<string, Translations> = {}): ThaliView {
  const platesLeft = platesLeftOf(t);
  const translated = lang === 'en' ? {} : { components: t.components.map((c) => inLanguage(c, componentsI18n[c], lang)), componentsEn: t.components };
  return {
    date: t.date,
    service: t.service,
    serviceName: t.serviceName,
    name: t.name,
    price: toDollars(t.priceCents),
    special: t.special,
    components: t.components,
    variants: t.variants,
    refill: t.refill,
    platesTotal: t.platesTotal,
    platesLeft,
    soldOut: platesLeft === 0,
    itemId: thaliItemId(t.date, t.service),
    ...translated,
  };
}

export interface ThaliLibraryView {
  components: string[];
  componentsI18n: Record<string, Translations>;
  weekdayPrice: number | null;
  weekendPrice: number | null;
}
export const libraryView = (l: ThaliLibraryDoc): ThaliLibraryView => ({
  components: l.components,
  componentsI18n: l.componentsI18n ?? {},
  weekdayPrice: l.weekdayPriceCents === null ? null : toDollars(l.weekdayPriceCents),
  weekendPrice: l.weekendPriceCents === null ? null : toDollars(l.weekendPriceCents),
});
/** The library to store; translations of components no longer in it are dropped, and `kept` stands in when none were sent. */
export function libraryDoc(input: ThaliLibraryInput, at: string, kept: Record<string, Translations> = {}): ThaliLibraryDoc {
  const sent = input.componentsI18n ?? kept;
  const componentsI18n = Object.fromEntries(input.components.filter((c) => Object.keys(sent[c] ?? {}).length).map((c) => [c, sent[c]!]));
  return {
    components: input.components,
    weekdayPriceCents: input.weekdayPrice === null ? null : toCents(input.weekdayPrice),
    weekendPriceCents: input.weekendPrice === null ? null : toCents(input.weekendPrice),
    updatedAt: at,
    ...(Object.keys(componentsI18n).length ? { componentsI18n } : {}),
  };
}

export interface ServiceOfDay {
  date: string;
  service: string;
  serviceName: string;
}

/** A date's services by slug, in the order they open. */
export const servicesOfDay = (s: Pick<Settings, 'hours' | 'closures'>, date: string): ServiceOfDay[] =>
  servicesOn(s, date).map((svc) => ({ date, service: serviceSlug(svc.name), serviceName: svc.name }));

/**
 * The services whose thali a guest may see, in order: the one taking orders now, then those still to open today
 * and tomorrow. A service past its last order time is over for the thali.
 */
export function upcomingServices(s: Settings, now: Date): ServiceOfDay[] {
  const out: ServiceOfDay[] = [];
  const open = openServiceAt(s, now);
  if (open && open.minute <= serviceMinutes(open.service, open.service.lastOrder)) {
    out.push({ date: open.date, service: serviceSlug(open.service.name), serviceName: open.service.name });
  }
  const { date: today, time } = localClock(now, s.locale.timeZone);
  for (const date of [today, addDays(today, 1)]) {
    for (const svc of servicesOn(s, date)) {
      if (date === today && minutesOf(svc.opens) <= minutesOf(time)) continue;
      const slug = serviceSlug(svc.name);
      if (!out.some((o) => o.date === date && o.service === slug)) out.push({ date, service: slug, serviceName: svc.name });
    }
  }
  return out;
}

/** The service a thali may be ordered for at an instant: the one taking orders now (online), or open now (at the counter). */
export function orderableService(s: Settings, now: Date, atCounter: boolean): ServiceOfDay | null {
  const open = openServiceAt(s, now);
  if (!open) return null;
  if (!atCounter && open.minute > serviceMinutes(open.service, open.service.lastOrder)) return null;
  return { date: open.date, service: serviceSlug(open.service.name), serviceName: open.service.name };
}
