import { z } from 'zod';
import { DLT_VARIABLE_LIMIT } from './notifications';
import { TranslationsInput } from './language-input';
import { isCalendarDate } from './booking';
import { ORDER_TYPES } from './orders';
import { FSSAI_MESSAGE, gstinProblem, isFssaiLicence, isSac, SAC_MESSAGE } from './gstin';
import { TAX_SPLITS } from './pricing';
import { THALIS_PER_ORDER_CEILING } from './thali-view';
import { DEFAULT_STATIONS, MAX_STATIONS, STATION_NAME_MAX } from './kitchen-stations';
import {
  BILL_PAPERS,
  DEFAULT_SETTINGS,
  ONLINE_PAYMENT_CHOICES,
  TEXT_CHANNEL_CHOICES,
  TICKET_PAPERS,
  WEEKDAYS,
  WEEKDAY_LABEL,
  closesAt,
  minutesOf,
  serviceMinutes,
  type Settings,
} from './settings';

/**
 * What PUT /api/admin/settings accepts: the whole settings object, every field
 * checked with a message that names it. The back office's Settings screen runs
 * the same schema before it saves.
 */

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, min === 0 ? `${label} can't be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string, allowMidnightEnd = false) =>
  z.string({ error: `${label} is required` }).refine((t) => CLOCK.test(t) || (allowMidnightEnd && t === '24:00'), `${label} must be a time like 18:30`);

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz }).format(0);
    return tz.includes('/') || tz === 'UTC';
  } catch {
    return false;
  }
};

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((u) => /^https?:\/\/[^\s/]+(\/\S*)?$/.test(u), `${label} must start with https://`);

const onlineChoice = (label: string) => z.enum(ONLINE_PAYMENT_CHOICES, { error: `${label} must be off, optional or required` });
/** Razorpay's public key ids: rzp_test_ or rzp_live_ and 14 letters and digits. */
const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9_]{6,40}$/;
/** A UPI virtual payment address: name@handle. */
export const UPI_ID = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The kitchen's stations, one name a line on the Settings screen: blank lines dropped, 1 to 12, each its own. */
const KitchenStations = z
  .array(z.string({ error: 'Each station must be a name' }).trim(), { error: 'Stations must be a list of names' })
  .transform((names) => names.filter(Boolean))
  .pipe(
    z
      .array(z.string())
      .min(1, 'The kitchen needs at least one station')
      .refine((names) => names.every((n) => n.length <= STATION_NAME_MAX), `Each station's name must be at most ${STATION_NAME_MAX} characters`)
      .max(MAX_STATIONS, `At most ${MAX_STATIONS} stations`)
      .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, 'Each station needs its own name'),
  )
  .default([...DEFAULT_STATIONS]);

/** A service past midnight closes by 06:00: "15:00–12:00" is a typing slip, not a 21-hour service. */
const LATEST_OVERNIGHT_CLOSE = 6 * 60;

const Service = z
  .object({
    name: text('Service name', 40),
    opens: clock('Opening time'),
    closes: clock('Closing time', true),
    lastBooking: clock('Last booking time'),
    // Optional for clients written before last orders: orders then run until closing, as before.
    lastOrder: clock('Last order time', true).optional(),
    // Optional: without it, takeaway pickups run until the last order time.
    lastTakeaway: z.preprocess((v) => (v === '' || v === null ? undefined : v), clock('Last takeaway time', true).optional()),
  })
  .transform((s) => ({ ...s, lastOrder: s.lastOrder ?? s.closes }))
  .superRefine((s, ctx) => {
    const who = s.name || 'A service';
    const opens = minutesOf(s.opens);
    const closes = closesAt(s);
    if (closes <= opens || closes > 24 * 60 + LATEST_OVERNIGHT_CLOSE)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: `${who} must close after it opens` });
    else if (serviceMinutes(s, s.lastBooking) >= closes)
      ctx.addIssue({ code: 'custom', path: ['lastBooking'], message: `${who}'s last booking must be between its opening and closing times` });
    else if (s.lastOrder === s.opens || serviceMinutes(s, s.lastOrder === '24:00' ? '00:00' : s.lastOrder) > closes)
      ctx.addIssue({ code: 'custom', path: ['lastOrder'], message: `${who}'s last order must be after it opens and no later than it closes` });
    else if (s.lastTakeaway !== undefined && (s.lastTakeaway === s.opens || serviceMinutes(s, s.lastTakeaway === '24:00' ? '00:00' : s.lastTakeaway) > closes))
      ctx.addIssue({ code: 'custom', path: ['lastTakeaway'], message: `${who}'s last takeaway must be after it opens and no later than it closes` });
  });

/** A service's open minutes, counted from the midnight of the day it opens. */
const span = (s: { opens: string; closes: string }) => ({ from: minutesOf(s.opens), to: closesAt(s) });

const Day = (day: (typeof WEEKDAYS)[number]) =>
  z
    .array(Service, { error: `${WEEKDAY_LABEL[day]}'s hours must be a list of services` })
    .max(4, `${WEEKDAY_LABEL[day]} can have at most 4 services`)
    .superRefine((svcs, ctx) => {
      const sorted = [...svcs].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
      for (let i = 1; i < sorted.length; i += 1) {
        if (span(sorted[i]!).from < span(sorted[i - 1]!).to) {
          ctx.addIssue({ code: 'custom', message: `${WEEKDAY_LABEL[day]}'s services overlap: ${sorted[i - 1]!.name} and ${sorted[i]!.name}` });
          return;
        }
      }
    });

const Hours = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, Day(d)])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof Day>>, {
    error: 'Opening hours are required',
  })
  .superRefine((hours, ctx) => {
    // A service past midnight must end before the next day's first service opens.
    WEEKDAYS.forEach((day, i) => {
      const next = WEEKDAYS[(i + 1) % WEEKDAYS.length]!;
      // Only a valid late service: one that closes after 06:00 has its own message already.
      const late = hours[day].find((svc) => closesAt(svc) > 24 * 60 && closesAt(svc) <= 24 * 60 + LATEST_OVERNIGHT_CLOSE);
      const first = [...hours[next]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0];
      if (late && first && minutesOf(first.opens) < closesAt(late) - 24 * 60)
        ctx.addIssue({
          code: 'custom',
          path: [day],
          message: `${WEEKDAY_LABEL[day]}'s ${late.name} runs past ${first.opens}, when ${WEEKDAY_LABEL[next]}'s ${first.name} opens`,
        });
    });
  });

const calendarDate = (label: string) => z.string({ error: `${label} is required` }).refine(isCalendarDate, `${label} must be a date like 2026-12-25`);

const Closure = z
  .object({ from: calendarDate('Closure start'), to: calendarDate('Closure end'), note: optionalText('Closure note', 120) })
  .refine((c) => c.from <= c.to, { path: ['to'], message: 'A closure must end on or after the day it starts' });

const isoInstant = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).transform((s) => new Date(s).toISOString());

const ItemId = z.string({ error: 'Menu item id is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Menu item id is not valid');

const Offer = z
  .object({
    id: z.string({ error: 'Offer id is required' }).regex(/^[a-z0-9-]{1,40}$/, 'Offer id must be lower-case letters, digits and dashes'),
    title: text('Offer title', 60),
    blurb: optionalText('Offer description', 200),
    titleI18n: TranslationsInput(60, 'offer title').optional(),
    blurbI18n: TranslationsInput(200, 'offer description').optional(),
    percentOff: whole('Discount', 1, 90),
    itemIds: z.array(ItemId).min(1, 'An offer needs at least one menu item').max(50, 'An offer can cover at most 50 items'),
    startsAt: isoInstant('Offer start'),
    endsAt: isoInstant('Offer end'),
    showAsDeal: z.boolean({ error: 'Show as a deal must be true or false' }),
  })
  .refine((o) => Date.parse(o.endsAt) > Date.parse(o.startsAt), { path: ['endsAt'], message: 'An offer must end after it starts' });

export const SettingsInput = z
  .object({
    identity: z.object({
      // Every text to guests carries the name as one template variable, which DLT holds to 30 characters; a longer
      // name would also push a Gujarati or Hindi text past 2 SMS (docs/texts.md).
      name: z
        .string({ error: 'Restaurant name is required' })
        .trim()
        .min(1, 'Restaurant name is required')
        .max(
          DLT_VARIABLE_LIMIT,
          `Restaurant name must be at most ${DLT_VARIABLE_LIMIT} characters: every text to guests carries it, and an SMS template holds no more (a Gujarati or Hindi text would run past 2 SMS)`,
        ),
      tagline: optionalText('Tagline', 200),
      taglineI18n: TranslationsInput(200, 'tagline').optional(),
      address: z.object({
        line1: text('Address', 120),
        city: text('City', 60),
        region: optionalText('State or region', 60),
        postcode: optionalText('Postcode', 20),
        country: text('Country', 60),
      }),
      mapUrl: z.union([z.literal(''), httpUrl('Map link')]),
      geo: z.object({
        lat: z
          .number({ error: 'Latitude must be a number from -90 to 90' })
          .min(-90, 'Latitude must be a number from -90 to 90')
          .max(90, 'Latitude must be a number from -90 to 90'),
        lon: z
          .number({ error: 'Longitude must be a number from -180 to 180' })
          .min(-180, 'Longitude must be a number from -180 to 180')
          .max(180, 'Longitude must be a number from -180 to 180'),
      }),
      phone: z
        .string({ error: 'Phone is required' })
        .trim()
        .regex(/^\+?[\d ()-]{6,24}$/, 'Phone must be digits, spaces and an optional leading +'),
      email: z.string({ error: 'Email is required' }).trim().pipe(z.email('Email must be a valid email address')),
      siteUrl: z
        .string({ error: 'Site URL is required' })
        .trim()
        .transform((u) => u.replace(/\/+$/, ''))
        .refine((u) => /^https?:\/\/[^\s/?#]+$/.test(u), 'Site URL must be the site address only, like https://thalihouse.in'),
      directions: optionalText('Directions', 500),
      directionsI18n: TranslationsInput(500, 'directions', { lines: true }).optional(),
      // The Indian bill.
      gstin: z
        .string({ error: 'GSTIN must be text' })
        .trim()
        .toUpperCase()
        .superRefine((g, ctx) => {
          const problem = gstinProblem(g);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .default(''),
      fssaiLicence: z
        .string({ error: 'FSSAI licence number must be text' })
        .trim()
        .transform((n) => n.replace(/\s+/g, ''))
        .refine(isFssaiLicence, FSSAI_MESSAGE)
        .default(''),
    }),
    locale: z.object({
      currencyCode: z
        .string({ error: 'Currency code is required' })
        .trim()
        .regex(/^[A-Z]{3}$/, 'Currency code must be 3 capital letters, like INR'),
      currencySymbol: text('Currency symbol', 4),
      smsCountryCode: z
        .string({ error: 'SMS country code is required' })
        .trim()
        .regex(/^\+\d{1,4}$/, 'SMS country code must be + and 1 to 4 digits, like +91'),
      timeZone: z.string({ error: 'Time zone is required' }).refine(isTimeZone, 'Time zone must be a time zone name, like Asia/Kolkata'),
    }),
    hours: Hours,
    closures: z.array(Closure).max(100, 'At most 100 closures'),
    booking: z
      .object({
        slotMinutes: whole('Slot interval', 15, 240),
        seatsPerSlot: whole('Seats per slot', 1, 1000),
        minPartySize: whole('Smallest party', 1, 100),
        maxPartySize: whole('Largest party', 1, 100),
        daysAhead: whole('Days ahead', 0, 365),
        minNoticeMinutes: whole('Minimum notice', 0, 10_080),
        cancelCutoffMinutes: whole('Self-cancel cutoff', 0, 10_080),
        maxBookingsPerPhonePerDay: whole('Bookings per phone per day', 1, 50),
        reminderMinutes: whole('Reminder', 0, 2880),
      })
      .superRefine((b, ctx) => {
        if (b.maxPartySize < b.minPartySize)
          ctx.addIssue({ code: 'custom', path: ['maxPartySize'], message: 'Largest party must be at least the smallest party' });
        if (b.maxPartySize > b.seatsPerSlot) ctx.addIssue({ code: 'custom', path: ['maxPartySize'], message: 'Largest party must fit in the seats per slot' });
      }),
    ordering: z
      .object({
        accepting: z.boolean({ error: 'Accepting orders must be on or off' }),
        pausedMessage: optionalText('Paused message', 300),
        pausedMessageI18n: TranslationsInput(300, 'paused message', { lines: true }).optional(),
        orderTypes: z
          .array(z.enum(ORDER_TYPES, { message: 'Order type must be dine-in or takeaway' }))
          .min(1, 'Offer at least one order type')
          .refine((t) => new Set(t).size === t.length, 'Each order type once'),
        serviceChargeBp: whole('Service charge', 0, 5000),
        parcelChargeBp: whole('Parcel charge', 0, 5000),
        quietAfterMinutes: whole('No guest texts after', 0, 10_080).optional(),
        maxThaliPlates: whole('Thalis per online order', 1, THALIS_PER_ORDER_CEILING).optional(),
      })
      .transform((o) => ({
        ...o,
        quietAfterMinutes: o.quietAfterMinutes ?? DEFAULT_SETTINGS.ordering.quietAfterMinutes,
        maxThaliPlates: o.maxThaliPlates ?? DEFAULT_SETTINGS.ordering.maxThaliPlates,
      }))
      .refine((o) => o.accepting || o.pausedMessage.length > 0, { path: ['pausedMessage'], message: 'Say what guests see while orders are paused' }),
    tax: z.object({
      name: text('Tax name', 20),
      rateBp: whole('Tax rate', 0, 5000),
      applies: z.boolean({ error: 'Tax applies must be on or off' }),
      // The Indian bill.
      inclusive: z.boolean({ error: 'Prices include tax must be on or off' }).default(false),
      split: z.enum(TAX_SPLITS, { error: 'Tax split must be cgst-sgst, igst or none' }).default('none'),
      sac: z.string({ error: SAC_MESSAGE }).trim().refine(isSac, SAC_MESSAGE).default('996331'),
      invoicePrefix: z
        .string({ error: 'Invoice prefix is required' })
        .trim()
        .regex(/^[A-Z0-9-]{1,8}$/, 'Invoice prefix must be 1 to 8 capital letters, digits or dashes, like TH')
        .default('TH'),
      roundOff: z.boolean({ error: 'Round off must be on or off' }).default(false),
    }),
    offers: z
      .array(Offer)
      .max(20, 'At most 20 offers')
      .refine((os) => new Set(os.map((o) => o.id)).size === os.length, 'Each offer needs its own id'),
    home: z.object({
      topOfferItemIds: z.array(ItemId).max(8, 'At most 8 top offers'),
      trendingItemIds: z.array(ItemId).max(12, 'At most 12 trending dishes'),
    }),
    kitchen: z
      .object({
        amberMinutes: whole('Amber after', 1, 240),
        redMinutes: whole('Red after', 1, 240),
        stations: KitchenStations,
        // Saved before stations existed, or left empty: the first station.
        thaliStation: z.string({ error: "The thali's station must be text" }).trim().optional(),
      })
      .refine((k) => k.redMinutes > k.amberMinutes, { path: ['redMinutes'], message: 'Red must come after amber' })
      .refine((k) => !k.thaliStation || k.stations.includes(k.thaliStation), {
        path: ['thaliStation'],
        message: "The thali's station must be one of the kitchen's stations",
      })
      .transform((k) => ({ ...k, thaliStation: k.thaliStation || k.stations[0]! })),
    // The Indian bill.
    printing: z
      .object({
        ticketPaper: z.enum(TICKET_PAPERS, { error: 'Kitchen ticket paper must be 58mm or 80mm' }),
        billPaper: z.enum(BILL_PAPERS, { error: 'Bill paper must be a4 or 80mm' }),
      })
      .default({ ticketPaper: '80mm', billPaper: '80mm' }),
    // Takeaway pickups.
    takeaway: z
      .object({
        platesPerSlot: whole('Takeaway plates per 15 minutes', 1, 1000),
        leadMinutes: whole('Takeaway lead time', 0, 240),
      })
      .default({ ...DEFAULT_SETTINGS.takeaway }),
    // The guest's record.
    guests: z
      .object({
        regularAfterVisits: whole('Regular after (visits)', 1, 1000),
        noShowsBeforeRequested: whole('No-shows before bookings are requests', 1, 20),
        lateCancelHours: whole('Late cancellation (hours before)', 0, 72),
      })
      .default({ regularAfterVisits: 5, noShowsBeforeRequested: 2, lateCancelHours: 3 }),
    // Inviting staff by phone.
    staff: z.object({ inviteHours: whole('Staff invitations last (hours)', 1, 168) }).default({ inviteHours: 48 }),
    // How long guests' names and phones stay on confirmed orders and bookings; invoices keep their tax fields 8 years.
    privacy: z.object({ keepPhoneYears: whole('Keep guest names and phones (years)', 1, 8) }).default({ ...DEFAULT_SETTINGS.privacy }),
    // Shared devices, named people.
    devices: z
      .object({
        switchIdleMinutes: whole('Switch back after (idle minutes)', 1, 240),
        wrongPinsPerDevice: whole('Wrong PINs a device may send', 3, 100),
        wrongPinMinutes: whole('Counted over (minutes)', 1, 240),
      })
      .default({ ...DEFAULT_SETTINGS.devices }),
    // Service charge by choice, and discounts at the counter.
    charges: z
      .object({ serviceChargeDefault: z.boolean({ error: 'Service charge starts ticked must be on or off' }) })
      .default({ ...DEFAULT_SETTINGS.charges }),
    discounts: z.object({ counterMaxPercent: whole('Counter discount limit', 0, 100) }).default({ ...DEFAULT_SETTINGS.discounts }),
    // Paying online when ordering, and the UPI id printed as a QR code on bills.
    payments: z
      .object({
        online: z.object({
          'dine-in': onlineChoice('Online payment for dine-in'),
          takeaway: onlineChoice('Online payment for takeaway'),
        }),
        holdMinutes: whole('Hold an unpaid online order (minutes)', 5, 60),
        keyId: z
          .string({ error: 'Razorpay key id must be text' })
          .trim()
          .refine((k) => k === '' || RAZORPAY_KEY_ID.test(k), 'Razorpay key id must look like rzp_live_… or rzp_test_…'),
        upiId: z
          .string({ error: 'UPI id must be text' })
          .trim()
          .max(100, 'UPI id must be at most 100 characters')
          .refine((v) => v === '' || UPI_ID.test(v), 'UPI id must look like name@bank, for example thalihouse@okaxis'),
        upiName: optionalText('UPI payee name', 60),
      })
      .refine((p) => p.upiId === '' || p.upiName !== '', { message: 'UPI payee name is required with a UPI id', path: ['upiName'] })
      .default({ ...DEFAULT_SETTINGS.payments, online: { ...DEFAULT_SETTINGS.payments.online } }),
    // SMS, WhatsApp, or WhatsApp with one SMS when it can't deliver.
    texts: z
      .object({ channel: z.enum(TEXT_CHANNEL_CHOICES, { error: 'Send texts by must be SMS, WhatsApp, or WhatsApp then SMS' }) })
      .default({ ...DEFAULT_SETTINGS.texts }),
    // The dine-in floor: the waitlist's quote until the bills give enough samples.
    floor: z
      .object({
        averageSeatedMinutes: whole('Average time seated (minutes)', 10, 240),
        // The table plan: a booking given a table shows it reserved from this long before, and keeps it this long after.
        reserveAheadMinutes: whole('Show a booked table reserved from (minutes before)', 0, 120).default(DEFAULT_SETTINGS.floor.reserveAheadMinutes),
        holdMinutes: whole('Keep a booked table after its time (minutes)', 0, 180).default(DEFAULT_SETTINGS.floor.holdMinutes),
        sittingMinutes: whole('A booking keeps its table (minutes)', 15, 480).default(DEFAULT_SETTINGS.floor.sittingMinutes),
      })
      .default({ ...DEFAULT_SETTINGS.floor }),
  })
  .strip();

export type SettingsInput = z.infer<typeof SettingsInput>;

/** The field a message is about, as a dotted path ("hours.monday.0.closes"), for the screen to mark. */
export const issuePath = (issue: { path: PropertyKey[] }) => issue.path.map(String).join('.');

// The schema's output is the Settings the rest of the code reads.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<Omit<Settings, 'updatedAt'>, SettingsInput> = true;
void _sameShape;
