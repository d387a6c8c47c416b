/**
 * Fixed rules the server and the web share. What an owner changes lives in Settings
 * (DECISIONS 24); words and colours the screens show live in web/src.
 */

/** Reservation rules (spec §5, §9). */
export const BOOKING = {
  /** Hourly slots from 8:00 to 21:00: 14 of them. */
  slots: Array.from({ length: 14 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`),
  minPartySize: 1,
  maxPartySize: 10,
  defaultPartySize: 2,
  daysAhead: 30,
  /** Guests one hourly slot can seat. */
  guestsPerSlot: 40,
  /** The restaurant's local time zone: "today" and slot times are read in it. */
  timeZone: 'America/Chicago',
} as const;

/** OTP rules shared by registration, orders and reservations (DECISIONS 4). */
export const OTP_POLICY = {
  digits: 6,
  validSeconds: 600,
  resendAfterSeconds: 60,
  maxWrongTries: 5,
} as const;

/** Pricing (spec §9, DECISIONS 20). Rates in basis points keep the arithmetic in integers. */
export const PRICING = {
  dineInServiceBp: 1000,
  takeawayParcelBp: 500,
  gstBp: 900,
} as const;

/** The spec's menu categories (§9), seeded once: from then on the owner's list (categories/) is the menu's. */
export const DEFAULT_CATEGORIES = [
  'Welcome Drinks',
  'Milk Shake',
  'Raita',
  'Rice',
  'Thali',
  'Gujarati Sabzi',
  'Punjabi Sabzi',
  'South Indian',
  'Chinese',
  'Snacks',
  'Desserts',
] as const;

/**
 * Every category once, in the order given: the owner's list first, then any a dish names that the list lacks.
 * Here rather than in menu.ts so that the web's menu page can use it without loading the zod schemas.
 */
export function mergeCategories(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The longest note a reservation takes; the form shows it without loading the zod schemas. */
export const NOTES_MAX = 500;

export const INR_TO_USD = 0.012;
