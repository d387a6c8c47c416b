/**
 * The restaurant's facts, in one place (DECISIONS 22). The web app imports this
 * module too, so the footer, /about, /contact, the booking form and the server agree.
 */
export const RESTAURANT = {
  name: 'Thali House',
  tagline: 'Discover delectable cuisine and unforgettable moments in our welcoming culinary haven.',
  cuisines: 'Gujarati, Rajasthani and Punjabi thalis',
  address: {
    line1: '14 Market Street',
    city: 'Springfield',
    region: 'IL',
    postcode: '62701',
    country: 'USA',
  },
  phone: '+1 (217) 555-0142',
  phoneHref: 'tel:+12175550142',
  email: 'hello@thalihouse.example',
  /** The footer's hours, as the spec gives them. */
  footerHours: ['Tuesday to Saturday 12:00-23:00', 'Closed Sunday'],
  /** The /about page's hours, as the spec gives them. */
  aboutHours: 'Every Day 8 AM to 11 PM',
  directions:
    'Two blocks east of the Old State Capitol, on the corner of Market Street and 6th. Street parking is free after 6 PM; the 10 and 12 buses stop outside.',
  mapQuery: '14 Market Street, Springfield, IL 62701',
} as const;

export const RESTAURANT_ADDRESS_LINE = `${RESTAURANT.address.line1}, ${RESTAURANT.address.city}, ${RESTAURANT.address.region} ${RESTAURANT.address.postcode}`;

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
  policy: [
    'Reservations can be made up to 30 days in advance.',
    'Please arrive within 15 minutes of your reservation time.',
    'We hold your table for 15 minutes past the reservation time.',
    'For parties larger than 10, please call us.',
  ],
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

/** The spec's default menu categories (§9); the first is the default. */
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
 * The default list first, in its order, then any other category the server knows.
 * Here rather than in menu.ts so that the web's menu page can use it without loading the zod schemas.
 */
export function mergeCategories(fromServer: readonly string[]): string[] {
  const seen = new Set<string>(DEFAULT_CATEGORIES);
  const extra = fromServer.filter((c) => !seen.has(c) && (seen.add(c), true));
  return [...DEFAULT_CATEGORIES, ...extra];
}

/** The longest note a reservation takes; the form shows it without loading the zod schemas. */
export const NOTES_MAX = 500;

export const MENU_PAGE_SIZE = 6;
export const INR_TO_USD = 0.012;

/** The /about story. */
export const RESTAURANT_STORY = [
  'Thali House began in 2012 as a Sunday lunch in our family kitchen: one long table, a dozen neighbours and the Gujarati thali our family grew up on, refilled until nobody could eat another bite.',
  'Today our cooks from Ahmedabad, Jaipur and Amritsar make three regional thalis from scratch every service. Dal simmers from early morning, rotis are rolled to order, and the farsan is fried in small batches so it reaches you crisp.',
  'A thali is a meal meant to be shared and refilled. We still serve it that way: come hungry, ask for more, and leave room for something sweet.',
] as const;

/**
 * The map on /about: an OpenStreetMap embed that loads only when the visitor asks
 * for it (DECISIONS 23), and a plain link for those who never do.
 */
export const RESTAURANT_MAP = {
  lat: 39.8012,
  lon: -89.647,
  embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=-89.6550%2C39.7975%2C-89.6390%2C39.8050&layer=mapnik&marker=39.8012%2C-89.6470',
  linkUrl: 'https://www.openstreetmap.org/?mlat=39.8012&mlon=-89.6470#map=17/39.8012/-89.6470',
} as const;
