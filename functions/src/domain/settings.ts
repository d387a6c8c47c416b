import type { OrderType } from './order-kinds';
import type { TaxSplit } from './pricing';
import type { GuestSettings } from './guests';
import type { Translations } from './translations';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { addDays, restaurantDate, restaurantInstant } from './time';

/**
 * The restaurant's settings: identity, locale, hours, closures,
 * booking and ordering rules, tax and offers, in one document the owner edits
 * in the back office. Pure and zod-free: the public pages import it through
 * @domain/settings; the schema that checks a save lives in settings-schema.ts.
 */

export const TICKET_PAPERS = ['58mm', '80mm'] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];
export const BILL_PAPERS = ['a4', '80mm'] as const;
export type BillPaper = (typeof BILL_PAPERS)[number];
/** How texts reach guests: by SMS, by WhatsApp, or by WhatsApp with one SMS when WhatsApp can't deliver. */
export const TEXT_CHANNEL_CHOICES = ['sms', 'whatsapp', 'whatsapp-then-sms'] as const;
export type TextChannelChoice = (typeof TEXT_CHANNEL_CHOICES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABEL: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * One service of a day (lunch, dinner): open from opens to closes; tables bookable up to lastBooking,
 * orders taken up to lastOrder. All "HH:MM", closes up to "24:00". A service that closes at or before
 * it opens runs past midnight (18:00–02:00): its times after midnight belong to the next calendar day.
 */
export interface Service {
  name: string;
  opens: string;
  closes: string;
  lastBooking: string;
  /** Orders are taken until this minute (included). */
  lastOrder: string;
  /** The last takeaway pickup time (included); absent: the last order time. */
  lastTakeaway?: string;
}

/** A holiday or other closure, both dates included, restaurant-local. */
export interface Closure {
  from: string;
  to: string;
  note: string;
}

/** A percentage off some menu items between two instants, applied by the server's pricing. */
export interface Offer {
  id: string;
  title: string;
  blurb: string;
  /** Whole percent, 1 to 90. */
  percentOff: number;
  /** Menu item ids the offer lowers. */
  itemIds: string[];
  /** ISO instants: active when startsAt <= now < endsAt. */
  startsAt: string;
  endsAt: string;
  /** Shown in the home page's Weekend Deals carousel, with a countdown to endsAt. */
  showAsDeal: boolean;
  /** The owner's Gujarati and Hindi title and blurb; absent or blank: the English shows. */
  titleI18n?: Translations;
  blurbI18n?: Translations;
}

/** Whether a guest may, must or can't pay online for an order type. */
export const ONLINE_PAYMENT_CHOICES = ['off', 'optional', 'required'] as const;
export type OnlinePaymentChoice = (typeof ONLINE_PAYMENT_CHOICES)[number];

export interface PaymentSettings {
  /** Per order type: off (pay at the counter), optional (the guest chooses) or required (online only). */
  online: Record<'dine-in' | 'takeaway', OnlinePaymentChoice>;
  /** An order waiting for its online payment holds its plates and pickup slot this long, then expires. */
  holdMinutes: number;
  /** The payment gateway's public key id (Razorpay's rzp_live_… or rzp_test_…); empty: the deployment's own. */
  keyId: string;
  /** The restaurant's UPI id (name@handle) for the QR code on bills; empty: no QR. */
  upiId: string;
  /** The payee name a UPI app shows. */
  upiName: string;
}

export interface Settings {
  identity: {
    name: string;
    tagline: string;
    /** The owner's Gujarati and Hindi taglines (the English where none). */
    taglineI18n?: Translations;
    address: { line1: string; city: string; region: string; postcode: string; country: string };
    /** A link to the restaurant on a map (opened in a new tab). */
    mapUrl: string;
    /** Where the restaurant is: the About page's map and the schema.org block use it. */
    geo: { lat: number; lon: number };
    /** As guests dial it, with its country code: "+91 79 4000 1234". */
    phone: string;
    email: string;
    /** The site's public address, without a trailing slash: texts' links and og:image are built on it. */
    siteUrl: string;
    /** How to find the restaurant, shown on /contact. */
    directions: string;
    directionsI18n?: Translations;
    /* The Indian bill; '' when the restaurant has none. */
    /** GST registration number, printed on the tax invoice. */
    gstin: string;
    /** FSSAI food business licence number, 14 digits. */
    fssaiLicence: string;
  };
  locale: {
    /** ISO 4217 code, for schema.org and receipts. */
    currencyCode: string;
    /** What prices are shown with: "$". */
    currencySymbol: string;
    /** Put before the 10-digit phone numbers texts go to: "+91". */
    smsCountryCode: string;
    /** IANA time zone: "today", slot times and hours are read in it. */
    timeZone: string;
  };
  /** The weekly opening hours: a day without services is closed. */
  hours: Record<Weekday, Service[]>;
  closures: Closure[];
  booking: {
    slotMinutes: number;
    seatsPerSlot: number;
    minPartySize: number;
    maxPartySize: number;
    daysAhead: number;
    /** A slot can be booked only this many minutes before it starts. */
    minNoticeMinutes: number;
    /** A guest can cancel online until this many minutes before the booking. */
    cancelCutoffMinutes: number;
    /** Live bookings one phone may hold for one date. */
    maxBookingsPerPhonePerDay: number;
    /** A reminder text goes this many minutes before each confirmed booking (0: none). */
    reminderMinutes: number;
  };
  ordering: {
    accepting: boolean;
    /** Shown to guests while orders are paused. */
    pausedMessage: string;
    pausedMessageI18n?: Translations;
    orderTypes: OrderType[];
    /** Basis points: 1000 is 10%. */
    serviceChargeBp: number;
    parcelChargeBp: number;
    /** An order older than this many minutes is moved on (Ready, Cancelled) without a guest text; 0: always texted. */
    quietAfterMinutes: number;
    /** The most thalis one online order may take (all its thali lines together); the counter is not limited. */
    maxThaliPlates: number;
  };
  tax: {
    name: string;
    rateBp: number;
    applies: boolean;
    /* The Indian bill. */
    /** Menu prices include the tax (true), or it is added on top. */
    inclusive: boolean;
    split: TaxSplit;
    /** Services Accounting Code on the invoice: 996331 for restaurant service. */
    sac: string;
    /** Invoice numbers read {prefix}/{financial year}/{serial}. */
    invoicePrefix: string;
    /** The total is rounded to the whole rupee, with a round-off line. */
    roundOff: boolean;
  };
  offers: Offer[];
  /** The home page's cards, chosen from the menu by id. */
  home: { topOfferItemIds: string[]; trendingItemIds: string[] };
  /**
   * The kitchen display: a ticket turns amber, then red, after this many minutes; the kitchen's stations (the first is
   * the default for a dish without one) and the thali's (domain/kitchen-stations).
   */
  kitchen: { amberMinutes: number; redMinutes: number; stations: string[]; thaliStation: string };
  /** The paper the counter's printers take: the kitchen ticket's roll, and the bill's default. */
  printing: { ticketPaper: TicketPaper; billPaper: BillPaper };
  /** Takeaway pickups: what the kitchen can hand over, and how soon. */
  takeaway: {
    /** Plates (portions) the kitchen can have ready in each 15-minute pickup slot. */
    platesPerSlot: number;
    /** The earliest pickup is this many minutes after the order. */
    leadMinutes: number;
  };
  /** The guest's record: when a guest is a regular, and when their bookings wait for staff. */
  guests: GuestSettings;
  /** Inviting staff by phone: how long an invitation and its texted code stay good. */
  staff: { inviteHours: number };
  /** Personal data: confirmed orders and bookings lose the guest's name and phone this many years on (DPDP Act 2023). */
  privacy: { keepPhoneYears: number };
  /** Shared devices: switching person with a PIN, and how many wrong PINs one device may send. */
  devices: {
    /** A person switched in with their PIN acts until they switch back or this many minutes pass with no use. */
    switchIdleMinutes: number;
    /** Wrong PINs, across all people, after which a device may not switch person until they age out of the window. */
    wrongPinsPerDevice: number;
    wrongPinMinutes: number;
  };
  /** The service charge at checkout where it is the owner's choice (outside India, DECISIONS 32): whether it starts ticked. */
  charges: { serviceChargeDefault: boolean };
  /** Discounts at the counter: the most counter staff may give, in whole percent; owners and managers have no limit. */
  discounts: { counterMaxPercent: number };
  /** Paying online through the gateway when ordering, and the restaurant's UPI id for QR codes on bills. */
  payments: PaymentSettings;
  /** How codes and messages reach guests (WhatsApp needs its settings on the server, docs/texts.md). */
  texts: { channel: TextChannelChoice };
  /** The dine-in floor: the time a party stays seated, used for the waitlist's quote until the day's bills give enough samples. */
  floor: {
    averageSeatedMinutes: number;
    /** The table plan (domain/tables.ts): a booking given a table shows it reserved from this many minutes before its time, */
    reserveAheadMinutes: number;
    /** keeps it this long after its time while the party has not come, */
    holdMinutes: number;
    /** and two bookings on one table must start at least this far apart. */
    sittingMinutes: number;
  };
  /** When the owner last saved; absent for the seeded defaults. */
  updatedAt?: string;
}

// The seeded settings live in their own module: the web's first load needs them (the prerender
// and hydration render with them) but none of the rules below, which load with the pages using them.
export { DEFAULT_SETTINGS };

/** Settings as stored may miss sections a newer release added: each missing one takes its default. */
export function withDefaults(stored: Partial<Settings> | null | undefined): Settings {
  if (!stored) return DEFAULT_SETTINGS;
  const d = DEFAULT_SETTINGS;
  return {
    identity: {
      ...d.identity,
      ...stored.identity,
      address: { ...d.identity.address, ...stored.identity?.address },
      geo: { ...d.identity.geo, ...stored.identity?.geo },
    },
    locale: { ...d.locale, ...stored.locale },
    hours: withServiceDefaults({ ...d.hours, ...stored.hours }),
    closures: stored.closures ?? d.closures,
    booking: { ...d.booking, ...stored.booking },
    ordering: { ...d.ordering, ...stored.ordering },
    tax: { ...d.tax, ...stored.tax },
    offers: stored.offers ?? d.offers,
    home: { ...d.home, ...stored.home },
    kitchen: { ...d.kitchen, ...stored.kitchen, stations: [...(stored.kitchen?.stations ?? d.kitchen.stations)] },
    printing: { ...d.printing, ...stored.printing },
    takeaway: { ...d.takeaway, ...stored.takeaway },
    guests: { ...d.guests, ...stored.guests },
    staff: { ...d.staff, ...stored.staff },
    privacy: { ...d.privacy, ...stored.privacy },
    devices: { ...d.devices, ...stored.devices },
    charges: { ...d.charges, ...stored.charges },
    discounts: { ...d.discounts, ...stored.discounts },
    payments: { ...d.payments, ...stored.payments, online: { ...d.payments.online, ...stored.payments?.online } },
    texts: { ...d.texts, ...stored.texts },
    floor: { ...d.floor, ...stored.floor },
    ...(stored.updatedAt ? { updatedAt: stored.updatedAt } : {}),
  };
}

/** Services saved before last orders existed take orders until they close, as they did. */
function withServiceDefaults(hours: Record<Weekday, Partial<Service>[]>): Settings['hours'] {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, (hours[day] ?? []).map((svc) => ({ ...svc, lastOrder: svc.lastOrder ?? svc.closes }) as Service)]),
  ) as Settings['hours'];
}

/* Clock arithmetic on "HH:MM" (closes may be "24:00"). */
export const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Weekday of a YYYY-MM-DD calendar date. */
export function weekdayOf(date: string): Weekday {
  const js = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7]!;
}

/** The closure covering a date, if any. */
export const closureOn = (s: Pick<Settings, 'closures'>, date: string): Closure | null => s.closures.find((c) => c.from <= date && date <= c.to) ?? null;

/** A date's services, none when the day is closed weekly or by a closure. */
export function servicesOn(s: Pick<Settings, 'hours' | 'closures'>, date: string): Service[] {
  if (closureOn(s, date)) return [];
  return [...s.hours[weekdayOf(date)]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

const DAY_MINUTES = 24 * 60;

/** Whether a service runs past midnight (it closes at or before it opens, "24:00" aside). */
export const overnight = (svc: Pick<Service, 'opens' | 'closes'>): boolean => svc.closes !== '24:00' && minutesOf(svc.closes) <= minutesOf(svc.opens);

/** A clock time of a service as minutes from the midnight of the day it opens: times before its opening are the next day's. */
export const serviceMinutes = (svc: Pick<Service, 'opens'>, hhmmTime: string): number => {
  const m = minutesOf(hhmmTime);
  return m < minutesOf(svc.opens) ? m + DAY_MINUTES : m;
};

/** A service's closing in minutes from the midnight of the day it opens (past 1440 when it runs past midnight). */
export const closesAt = (svc: Pick<Service, 'opens' | 'closes'>): number =>
  svc.closes === '24:00' ? DAY_MINUTES : minutesOf(svc.closes) + (overnight(svc) ? DAY_MINUTES : 0);

/**
 * A service's times from its opening, every `interval` minutes, up to `last` (included, and always offered
 * whatever the interval), in minutes from its opening day's midnight. Counted from the opening, never from
 * midnight, so any interval gives the same times every day.
 */
export function serviceTimes(svc: Pick<Service, 'opens'>, interval: number, last: string): number[] {
  const end = serviceMinutes(svc, last);
  const out: number[] = [];
  for (let m = minutesOf(svc.opens); m <= end; m += interval) out.push(m);
  if (out.at(-1) !== end) out.push(end);
  return out;
}

/** The times of a date every `interval` minutes up to each service's `lastOf`, including those after midnight of the day before's late service. */
export function timesOn(s: Pick<Settings, 'hours' | 'closures'>, date: string, interval: number, lastOf: (svc: Service) => string): string[] {
  const times = new Set<string>();
  for (const svc of servicesOn(s, date)) {
    for (const m of serviceTimes(svc, interval, lastOf(svc))) if (m < DAY_MINUTES) times.add(hhmm(m));
  }
  for (const svc of servicesOn(s, addDays(date, -1))) {
    for (const m of serviceTimes(svc, interval, lastOf(svc))) if (m >= DAY_MINUTES) times.add(hhmm(m - DAY_MINUTES));
  }
  return [...times].sort();
}

/** The bookable start times of a date: every slot interval from each service's opening, and its last booking time. */
export const slotsOn = (s: Pick<Settings, 'hours' | 'closures' | 'booking'>, date: string): string[] =>
  timesOn(s, date, s.booking.slotMinutes, (svc) => svc.lastBooking);

/** Restaurant-local date and "HH:MM" of an instant. */
export function localClock(now: Date, timeZone: string): { date: string; time: string } {
  const date = restaurantDate(now, timeZone);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { date, time: `${get('hour')}:${get('minute')}` };
}

/** The service open at an instant (today's, or last night's still running past midnight), with the date it opened; null when closed. */
export function openServiceAt(s: Settings, now: Date): { service: Service; date: string; minute: number } | null {
  const { date, time } = localClock(now, s.locale.timeZone);
  const t = minutesOf(time);
  const today = servicesOn(s, date).find((svc) => minutesOf(svc.opens) <= t && t < closesAt(svc));
  if (today) return { service: today, date, minute: t };
  const yesterday = addDays(date, -1);
  const late = servicesOn(s, yesterday).find((svc) => overnight(svc) && t + DAY_MINUTES < closesAt(svc));
  return late ? { service: late, date: yesterday, minute: t + DAY_MINUTES } : null;
}

/** The service open at an instant, or null when the restaurant is closed then. */
export const serviceAt = (s: Settings, now: Date): Service | null => openServiceAt(s, now)?.service ?? null;

/** The service taking orders at an instant: open, and not past its last order time. */
export function orderingServiceAt(s: Settings, now: Date): Service | null {
  const open = openServiceAt(s, now);
  return open && open.minute <= serviceMinutes(open.service, open.service.lastOrder) ? open.service : null;
}

/** The next time a service opens strictly after now, within a year; null if none is set. */
export function nextOpening(s: Settings, now: Date): { date: string; time: string } | null {
  const { date: today, time } = localClock(now, s.locale.timeZone);
  for (let i = 0; i <= 366; i += 1) {
    const date = addDays(today, i);
    const svc = servicesOn(s, date).find((x) => i > 0 || minutesOf(x.opens) > minutesOf(time));
    if (svc) return { date, time: svc.opens };
  }
  return null;
}

const dayFormat = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "today at 12:00", "tomorrow at 08:00", "Tuesday 1 December at 08:00". */
export function whenText(at: { date: string; time: string }, now: Date, timeZone: string): string {
  const today = restaurantDate(now, timeZone);
  const day = at.date === today ? 'today' : at.date === addDays(today, 1) ? 'tomorrow' : `on ${dayFormat(at.date)}`;
  return `${day} at ${at.time}`;
}

/** Why an online order can't be taken now, or null when it can. Names the next opening time. */
export function orderingClosedReason(s: Settings, now: Date): string | null {
  if (!s.ordering.accepting) return s.ordering.pausedMessage;
  if (orderingServiceAt(s, now)) return null;
  const { date } = localClock(now, s.locale.timeZone);
  const closure = closureOn(s, date);
  const next = nextOpening(s, now);
  const reopen = next ? ` We open again ${whenText(next, now, s.locale.timeZone)}.` : '';
  const open = serviceAt(s, now);
  if (open) return `Last orders were at ${open.lastOrder}: we are not taking orders now.${reopen}`;
  return closure ? `We are closed today (${closure.note || 'closed'}).${reopen}` : `We are closed right now.${reopen}`;
}

/** The instant a booking starts. */
export const bookingInstant = (s: Pick<Settings, 'locale'>, date: string, time: string): Date => restaurantInstant(date, time, s.locale.timeZone);

/** The first and last day a guest may book, restaurant-local. */
export function bookingWindow(s: Settings, now: Date): { min: string; max: string } {
  const today = restaurantDate(now, s.locale.timeZone);
  return { min: today, max: addDays(today, s.booking.daysAhead) };
}

/** The next bookable slot after a date (a closure or closed day), for messages. */
export function nextBookableSlot(s: Settings, after: string, now: Date): { date: string; time: string } | null {
  const { max } = bookingWindow(s, now);
  for (let date = addDays(after, 1); date <= max; date = addDays(date, 1)) {
    const first = slotsOn(s, date)[0];
    if (first) return { date, time: first };
  }
  return null;
}

/* Hours as text: "Monday to Friday 12:00–15:00, 19:00–23:00", "Sunday closed". */

const servicesText = (svcs: readonly Service[]) => (svcs.length ? svcs.map((x) => `${x.opens}–${x.closes}`).join(', ') : 'closed');

/** The weekly hours in as few lines as possible: consecutive days with the same hours share a line. */
export function hoursLines(s: Pick<Settings, 'hours'>): string[] {
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of WEEKDAYS) {
    const text = servicesText([...s.hours[day]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens)));
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  if (groups.length === 1) return [groups[0]!.text === 'closed' ? 'Closed every day' : `Every day ${groups[0]!.text}`];
  return groups.map((g) => {
    const days =
      g.from === g.to
        ? WEEKDAY_LABEL[g.from]
        : WEEKDAYS.indexOf(g.to) - WEEKDAYS.indexOf(g.from) === 1
          ? `${WEEKDAY_LABEL[g.from]} and ${WEEKDAY_LABEL[g.to]}`
          : `${WEEKDAY_LABEL[g.from]} to ${WEEKDAY_LABEL[g.to]}`;
    return `${days} ${g.text}`;
  });
}

/** Closures that have not ended yet, soonest first: guests see these. */
export function upcomingClosures(s: Pick<Settings, 'closures'>, today: string): Closure[] {
  return s.closures.filter((c) => c.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** "25 December 2026" or "24 December – 26 December 2026"; without the year ("25 December") where it goes without saying. */
export function closureDates(c: Closure, withYear = true): string {
  const f = (d: string, opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const last: Intl.DateTimeFormatOptions = withYear ? { day: 'numeric', month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long' };
  if (c.from === c.to) return f(c.from, last);
  return `${f(c.from, { day: 'numeric', month: 'long' })} – ${f(c.to, last)}`;
}

/* Pricing: rates and offers. */

export interface Rates {
  serviceChargeBp: number;
  parcelChargeBp: number;
  taxName: string;
  taxBp: number;
  taxApplies: boolean;
  taxInclusive: boolean;
  taxSplit: TaxSplit;
  roundOff: boolean;
}

export const ratesOf = (s: Pick<Settings, 'ordering' | 'tax'>): Rates => ({
  serviceChargeBp: s.ordering.serviceChargeBp,
  parcelChargeBp: s.ordering.parcelChargeBp,
  taxName: s.tax.name,
  taxBp: s.tax.rateBp,
  taxApplies: s.tax.applies,
  taxInclusive: s.tax.inclusive,
  taxSplit: s.tax.split,
  roundOff: s.tax.roundOff,
});

/** "+91" + "9123432199". */
export const smsNumber = (s: Pick<Settings, 'locale'>, phone: string) => `${s.locale.smsCountryCode}${phone}`;

/** "Ahmedabad, Gujarat 380009": the city, then the region and postcode where the owner gave them. */
export const cityLine = (s: Pick<Settings, 'identity'>) => {
  const a = s.identity.address;
  const rest = [a.region, a.postcode].filter(Boolean).join(' ');
  return rest ? `${a.city}, ${rest}` : a.city;
};

/** The address on one line. */
export const addressLine = (s: Pick<Settings, 'identity'>) => `${s.identity.address.line1}, ${cityLine(s)}`;

/** "tel:+917940001234". */
export const phoneHref = (s: Pick<Settings, 'identity'>) => `tel:${s.identity.phone.replace(/[^\d+]/g, '')}`;

/** An absolute link on the site: siteUrl + path. */
export const siteLink = (s: Pick<Settings, 'identity'>, path: string) => `${s.identity.siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** A confirmed booking the settings no longer allow (a closure, or a time outside the hours): the owner contacts the guest. */
export interface AffectedBooking {
  id: string;
  reference: string;
  name: string;
  /** The guest's 10-digit number, without the country code. */
  phone: string;
  date: string;
  time: string;
  partySize: number;
  reason: string;
  /** The apology texted for a closure over it, and its state; null when none was (the hours changed, not a closure). */
  told?: { state: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped'; at: string } | null;
}

/** What GET and PUT /api/admin/settings answer: the settings, and the confirmed bookings from today on that they leave out. */
export interface SavedSettings {
  settings: Settings;
  affectedBookings: AffectedBooking[];
}
