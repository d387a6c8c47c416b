import { z } from 'zod';
import { normalizePhone, PHONE_PATTERN } from './phone';
import { addDays } from './time';
import { NO_SHOW_WINDOW_DAYS } from './booking-text';

export { BOOKING_OCCASIONS, NO_SHOW_WINDOW_DAYS, OCCASION_LABELS, reliabilityRuleText, type BookingOccasion } from './booking-text';

/**
 * The guest's record, keyed on the 10-digit phone: what the restaurant remembers of
 * a phone's orders and bookings, and the notes and tags staff keep. Pure: the web app imports
 * the tags, the limits and the reliability rule.
 */

export const GUEST_TAGS = ['jain', 'no-onion-garlic', 'allergies', 'high-chair', 'wheelchair', 'birthday', 'anniversary'] as const;
export type GuestTag = (typeof GUEST_TAGS)[number];
export const GUEST_TAG_LABELS: Record<GuestTag, string> = {
  jain: 'Jain',
  'no-onion-garlic': 'No onion-garlic',
  allergies: 'Allergies',
  'high-chair': 'High chair',
  wheelchair: 'Wheelchair',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
};
/** What the kitchen cooks differently for: the only tags the Kitchen display shows. */
export const DIET_TAGS: readonly GuestTag[] = ['jain', 'no-onion-garlic', 'allergies'];
export const dietTagsOf = (tags: readonly GuestTag[]) => tags.filter((t) => DIET_TAGS.includes(t));

export const GUEST_NOTES_MAX = 500;
/** The record keeps this many recent no-shows by booking, enough for any threshold the settings allow. */
export const NO_SHOW_LOG_MAX = 20;

export interface NoShowEntry {
  [key: string]: unknown;
  reservationId: string;
  /** The booking's date, YYYY-MM-DD. */
  date: string;
}

/** guests/{phone}. Counters move in the same transaction as the order or booking that moves them. */
export interface GuestDoc {
  [key: string]: unknown;
  phone: string;
  /** The name on the latest order or booking. */
  name: string;
  /** The name in lower case, and its last word: prefix searches without a scan. */
  nameKey: string;
  lastNameKey: string;
  visits: number;
  orders: number;
  spendCents: number;
  bookings: number;
  noShows: number;
  lateCancels: number;
  noShowLog: NoShowEntry[];
  /** Restaurant-local dates, YYYY-MM-DD. */
  firstVisit: string | null;
  lastVisit: string | null;
  tags: GuestTag[];
  /** Staff only: never on a public page, in a text, or in the guest's own export. */
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** What one order or booking event changes on the record; kept with an undoable move so the undo takes exactly it back. */
export interface GuestDelta {
  [key: string]: unknown;
  visits?: number;
  orders?: number;
  spendCents?: number;
  bookings?: number;
  noShows?: number;
  lateCancels?: number;
  /** A visit on this date: first and last visit move to include it. */
  visitOn?: string;
  /** The first and last visit before this change, restored when it is undone. */
  visitsBefore?: { firstVisit: string | null; lastVisit: string | null };
  noShow?: NoShowEntry;
  /** Undoing or clearing a no-show: its entry leaves the log. */
  clearNoShow?: string;
}

const COUNTERS = ['visits', 'orders', 'spendCents', 'bookings', 'noShows', 'lateCancels'] as const;

export const nameKeys = (name: string) => {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return { nameKey: key, lastNameKey: key.split(' ').at(-1) ?? '' };
};

export function emptyGuest(phone: string, name: string, now: Date): GuestDoc {
  return {
    phone,
    name,
    ...nameKeys(name),
    visits: 0,
    orders: 0,
    spendCents: 0,
    bookings: 0,
    noShows: 0,
    lateCancels: 0,
    noShowLog: [],
    firstVisit: null,
    lastVisit: null,
    tags: [],
    notes: '',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** A visit on a date counts once: a booking and its bill on the same day are one visit. */
export function visitDelta(guest: Pick<GuestDoc, 'firstVisit' | 'lastVisit'> | null, date: string): GuestDelta {
  const before = { firstVisit: guest?.firstVisit ?? null, lastVisit: guest?.lastVisit ?? null };
  if (before.lastVisit === date || before.firstVisit === date) return {};
  return { visits: 1, visitOn: date, visitsBefore: before };
}

/** The record after an event: counters never go below zero, and the name follows the latest event. */
export function applyGuestDelta(guest: GuestDoc | null, who: { phone: string; name?: string }, delta: GuestDelta, now: Date): GuestDoc {
  const base = guest ? { ...guest } : emptyGuest(who.phone, who.name ?? '', now);
  for (const k of COUNTERS) base[k] = Math.max(0, (base[k] ?? 0) + (delta[k] ?? 0));
  if (delta.visitOn && (delta.visits ?? 0) > 0) {
    if (!base.firstVisit || delta.visitOn < base.firstVisit) base.firstVisit = delta.visitOn;
    if (!base.lastVisit || delta.visitOn > base.lastVisit) base.lastVisit = delta.visitOn;
  } else if (delta.visitsBefore && (delta.visits ?? 0) < 0) {
    base.firstVisit = delta.visitsBefore.firstVisit;
    base.lastVisit = delta.visitsBefore.lastVisit;
  }
  let log = base.noShowLog ?? [];
  if (delta.clearNoShow) log = log.filter((e) => e.reservationId !== delta.clearNoShow);
  if (delta.noShow) log = [delta.noShow, ...log.filter((e) => e.reservationId !== delta.noShow!.reservationId)].slice(0, NO_SHOW_LOG_MAX);
  base.noShowLog = log;
  if (who.name && who.name.trim() && who.name !== base.name) Object.assign(base, { name: who.name.trim(), ...nameKeys(who.name) });
  base.updatedAt = now.toISOString();
  return base;
}

/** The change that takes a delta back. */
export function reverseDelta(d: GuestDelta): GuestDelta {
  const out: GuestDelta = {};
  for (const k of COUNTERS) if (d[k]) out[k] = -d[k]!;
  if (d.visitsBefore) out.visitsBefore = d.visitsBefore;
  if (d.noShow) out.clearNoShow = d.noShow.reservationId;
  return out;
}

export const isEmptyDelta = (d: GuestDelta) => Object.keys(d).length === 0;

/** No-shows within the last 180 days of `today` (restaurant-local). */
export function recentNoShows(guest: Pick<GuestDoc, 'noShowLog'> | null, today: string): number {
  const since = addDays(today, -NO_SHOW_WINDOW_DAYS);
  return (guest?.noShowLog ?? []).filter((e) => e.date >= since).length;
}

export type GuestSettings = {
  /** A guest with more visits than this is a regular. */
  regularAfterVisits: number;
  /** A phone with this many no-shows in 180 days has its bookings Requested and its takeaways called back. */
  noShowsBeforeRequested: number;
  /** A cancellation this close to the booking's time counts as late. */
  lateCancelHours: number;
};

/** True when the phone's new bookings wait for staff and its takeaways for a call-back. */
export const needsConfirmation = (guest: Pick<GuestDoc, 'noShowLog'> | null, s: GuestSettings, today: string) =>
  recentNoShows(guest, today) >= s.noShowsBeforeRequested;

export const isRegular = (guest: Pick<GuestDoc, 'visits'> | null, s: GuestSettings) => (guest?.visits ?? 0) > s.regularAfterVisits;

/** What staff see beside a guest's name: the tags and whether they are a regular. Never the notes. */
export interface GuestBadge {
  [key: string]: unknown;
  tags: GuestTag[];
  regular: boolean;
  /** Their bookings are Requested and their takeaways called back (recent no-shows). */
  confirmFirst: boolean;
}

export function guestBadge(guest: GuestDoc | null, s: GuestSettings, today: string): GuestBadge | null {
  if (!guest) return null;
  return { tags: guest.tags ?? [], regular: isRegular(guest, s), confirmFirst: needsConfirmation(guest, s, today) };
}

/** GET /api/admin/guests/{phone}: the record, for staff. Money in the API's dollars. */
export interface GuestView {
  phone: string;
  name: string;
  visits: number;
  orders: number;
  spend: number;
  bookings: number;
  noShows: number;
  recentNoShows: number;
  lateCancels: number;
  firstVisit: string | null;
  lastVisit: string | null;
  tags: GuestTag[];
  notes: string;
  regular: boolean;
  confirmFirst: boolean;
  noShowLog: NoShowEntry[];
  updatedAt: string;
}

export function guestView(g: GuestDoc, s: GuestSettings, today: string): GuestView {
  return {
    phone: g.phone,
    name: g.name,
    visits: g.visits,
    orders: g.orders,
    spend: Math.round(g.spendCents) / 100,
    bookings: g.bookings,
    noShows: g.noShows,
    recentNoShows: recentNoShows(g, today),
    lateCancels: g.lateCancels,
    firstVisit: g.firstVisit,
    lastVisit: g.lastVisit,
    tags: g.tags ?? [],
    notes: g.notes ?? '',
    regular: isRegular(g, s),
    confirmFirst: needsConfirmation(g, s, today),
    noShowLog: g.noShowLog ?? [],
    updatedAt: g.updatedAt,
  };
}

/** A phone as written anywhere ("+91 98765-43210", "098765 43210"), as the record's key. */
export const GuestPhoneParam = z
  .string()
  .transform((p) => normalizePhone(p, '+91'))
  .pipe(z.string().regex(PHONE_PATTERN, 'A guest is found by a 10-digit phone number'));

export const GuestSearchQuery = z.object({
  search: z
    .string()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((s) => (s ?? '').trim()),
});

/** PATCH /api/admin/guests/{phone}: notes and tags, each optional; anything else is refused. */
export const GuestEditInput = z
  .strictObject(
    {
      notes: z.string({ error: 'Notes must be text' }).max(GUEST_NOTES_MAX, `Notes must be at most ${GUEST_NOTES_MAX} characters`).optional(),
      tags: z
        .array(z.enum(GUEST_TAGS, { error: `Tags must be from the list: ${GUEST_TAGS.map((t) => GUEST_TAG_LABELS[t]).join(', ')}` }), {
          error: 'Tags must be a list',
        })
        .max(GUEST_TAGS.length, 'Too many tags')
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only notes and tags can be changed' : undefined) },
  )
  .refine((v) => v.notes !== undefined || v.tags !== undefined, 'Nothing to change: send notes or tags');
export type GuestEditInput = z.infer<typeof GuestEditInput>;

export const ClearNoShowInput = z.object({
  reservationId: z.string({ error: 'reservationId is required' }).regex(/^[A-Za-z0-9_-]{6,64}$/, 'reservationId is not valid'),
});

/** Deleting a record on the guest's request: the phone typed again, as the confirmation. */
export const GuestDeleteInput = z.object({
  confirm: z.string({ error: 'Type the phone number to confirm' }),
});

export const BadgesQuery = z.object({
  phones: z
    .string({ error: 'phones is required' })
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(PHONE_PATTERN, 'Each phone must be 10 digits')).max(100, 'At most 100 phones at once')),
});

/** The last four digits: what the audit log keeps of an erased guest. */
export const maskedPhone = (phone: string) => `••••••${phone.slice(-4)}`;

/** The reply to a booking that waits for staff: the guest is told what happens next. */
export const REQUESTED_MESSAGE = 'Reservation requested: we will call you to confirm it, and text you once it is confirmed.';
