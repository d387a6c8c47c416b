import { z } from 'zod';
import { LanguageInput } from './language-input';
import { PHONE_PATTERN } from './phone';
import type { WaitlistDoc, WaitlistStatus } from './floor';

/**
 * The waitlist at the door (issue 44, item 4): what the counter types, the wait it quotes, and the guest's
 * place. Pure: the web app imports the schema and the words through @domain/waitlist.
 */

export const PARTY_SIZE_MAX = 20;
export const WAITLIST_NAME_MAX = 60;

const REQUIRED = 'Please fill in all required fields';

/** POST /api/admin/waitlist: the walk-in party the counter adds. */
export const WaitlistInput = z.object({
  name: z
    .string({ message: 'Please enter the guest’s name' })
    .trim()
    .min(1, 'Please enter the guest’s name')
    .max(WAITLIST_NAME_MAX, `Name must be at most ${WAITLIST_NAME_MAX} characters`),
  phone: z.string({ message: REQUIRED }).trim().min(1, 'Please enter a 10-digit phone number').regex(PHONE_PATTERN, 'Please enter a 10-digit phone number'),
  partySize: z.coerce
    .number({ message: `Party size must be a whole number from 1 to ${PARTY_SIZE_MAX}` })
    .int(`Party size must be a whole number from 1 to ${PARTY_SIZE_MAX}`)
    .min(1, `Party size must be a whole number from 1 to ${PARTY_SIZE_MAX}`)
    .max(PARTY_SIZE_MAX, `Party size must be a whole number from 1 to ${PARTY_SIZE_MAX}`),
  /** The language the guest's two texts are written in (the counter asks); absent: English. */
  lang: LanguageInput,
});
export type WaitlistInput = z.infer<typeof WaitlistInput>;

/** POST /api/admin/waitlist/:id/seat. */
export const WaitlistSeatInput = z.object({
  tableId: z.string({ message: 'Please choose a table' }).trim().min(1, 'Please choose a table').max(40, 'Please choose a table'),
});

/**
 * The guest's reference: 7 letters and digits, so the short link (/t?r=…) fits a DLT variable's 30 characters
 * on a domain like thalihouse.in, told apart from an order's (6) and a booking's (8) by its length. 32 symbols
 * to the power 7 is 34 billion, against a page that shows a first name and a place, read under a per-network limit.
 */
export const WAITLIST_REFERENCE_LENGTH = 7;
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const WaitlistReference = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${WAITLIST_REFERENCE_LENGTH}}$`), 'A waitlist reference is 7 letters and digits'));

/** A reference from random bytes (one byte per symbol; 256 is a multiple of 32, so every symbol is as likely). */
export const referenceFromBytes = (bytes: Uint8Array) =>
  Array.from(bytes.slice(0, WAITLIST_REFERENCE_LENGTH), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');

/** Parties still at the door: they hold a place in the queue. */
export const LIVE_STATUSES = ['waiting', 'notified'] as const satisfies readonly WaitlistStatus[];
export const isLive = (s: WaitlistStatus) => (LIVE_STATUSES as readonly WaitlistStatus[]).includes(s);

/** Done bills looked at for the average time seated, and how many it takes before the average replaces Settings'. */
export const SEATED_SAMPLE_SIZE = 20;
export const SEATED_MIN_SAMPLES = 5;
/** A bill cleared within a few minutes (seated by mistake) or left open overnight says nothing about a party's stay. */
const SAMPLE_MIN_MINUTES = 10;
const SAMPLE_MAX_MINUTES = 240;

/**
 * The average time a party stays seated, in whole minutes: the latest done bills (today's and the days before)
 * when there are at least SEATED_MIN_SAMPLES plausible ones, else the owner's figure from Settings.
 */
export function averageSeatedMinutes(bills: ReadonlyArray<{ seatedAt: string; doneAt: string | null }>, fallback: number): number {
  const minutes = bills
    .filter((b): b is { seatedAt: string; doneAt: string } => b.doneAt !== null)
    .map((b) => (Date.parse(b.doneAt) - Date.parse(b.seatedAt)) / 60_000)
    .filter((m) => Number.isFinite(m) && m >= SAMPLE_MIN_MINUTES && m <= SAMPLE_MAX_MINUTES)
    .slice(0, SEATED_SAMPLE_SIZE);
  if (minutes.length < SEATED_MIN_SAMPLES) return fallback;
  return Math.round(minutes.reduce((a, b) => a + b, 0) / minutes.length);
}

/** Quotes are said in steps of 5 minutes, rounded up: "about 15 minutes". */
export const roundUpToFive = (minutes: number) => (minutes <= 0 ? 0 : Math.ceil(minutes / 5) * 5);

/**
 * A table on the plan as the quote sees it: its seats, since when its party sits there (null: free now), and, when
 * it is reserved for a booking (the plan's `reserved`), the booking's time: the table is taken from then on.
 */
export interface QuoteTable {
  id: string;
  seats: number;
  seatedAt: string | null;
  reservedFor?: string | null;
}

/**
 * The wait to quote a party of `partySize`, behind the live parties `ahead` (in their order), in minutes rounded
 * up to 5. A free table that fits, left over by the parties ahead, is 0. Otherwise each party ahead, then this
 * one, takes the table that fits and frees first, a seated table freeing at seatedAt + the average time seated
 * (now, if that is past), and a table reserved for a booking at the booking's time + the average time seated (the
 * later of the two when a party sits at a table a booking is coming for). A party larger than every table is quoted on the largest (staff join tables). With no
 * plan laid out, the quote is 0 with nobody ahead and one average stay otherwise.
 */
export function quoteWait(input: { tables: readonly QuoteTable[]; ahead: readonly number[]; partySize: number; averageMinutes: number; now: Date }): number {
  const { tables, ahead, partySize, averageMinutes, now } = input;
  const stay = averageMinutes * 60_000;
  if (tables.length === 0) return ahead.length === 0 ? 0 : roundUpToFive(averageMinutes);
  const largest = Math.max(...tables.map((t) => t.seats));
  // A table holding both a party and the booking coming up is taken until the later of the two has sat its stay.
  const freesAt = tables.map((t) => ({
    seats: t.seats,
    at: Math.max(now.getTime(), ...[t.seatedAt, t.reservedFor ?? null].filter((at): at is string => at !== null).map((at) => Date.parse(at) + stay)),
  }));
  /** The table that fits `size` and frees first; the smaller of two freeing together, so big tables stay for big parties. */
  const take = (size: number) => {
    const need = Math.min(size, largest);
    const fits = freesAt.filter((t) => t.seats >= need);
    return fits.reduce((best, t) => (t.at < best.at || (t.at === best.at && t.seats < best.seats) ? t : best));
  };
  for (const size of ahead) {
    const t = take(size);
    t.at += stay;
  }
  return roundUpToFive((take(partySize).at - now.getTime()) / 60_000);
}

/** The guest's place: the live parties added before them, plus one. */
export function placeOf(
  entry: Pick<WaitlistDoc, 'addedAt'> & { id: string },
  live: ReadonlyArray<Pick<WaitlistDoc, 'addedAt' | 'status'> & { id: string }>,
): number {
  return (
    live.filter((e) => isLive(e.status) && e.id !== entry.id && (e.addedAt < entry.addedAt || (e.addedAt === entry.addedAt && e.id < entry.id))).length + 1
  );
}

/** The back office's list: live parties first in the order they came, then the others, the latest ended first. */
export function listOrder<T extends Pick<WaitlistDoc, 'addedAt' | 'status' | 'endedAt' | 'updatedAt'> & { id: string }>(entries: readonly T[]): T[] {
  const live = entries.filter((e) => isLive(e.status)).sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
  const ended = entries.filter((e) => !isLive(e.status)).sort((a, b) => (b.endedAt ?? b.updatedAt).localeCompare(a.endedAt ?? a.updatedAt));
  return [...live, ...ended];
}

/** What the guest's page shows, and nothing more: no phone, no surname, no party size. */
export interface PublicWaitlistView {
  firstName: string;
  place: number | null;
  quotedMinutes: number;
  status: WaitlistStatus;
}

export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The status words the back office and the guest's page share. */
export const WAITLIST_STATUS_LABEL: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  notified: 'Table ready',
  seated: 'Seated',
  left: 'Left',
  'no-show': 'No-show',
};
