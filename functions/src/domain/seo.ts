import { WEEKDAYS, WEEKDAY_LABEL, minutesOf, siteLink, upcomingClosures, type Settings, type Weekday } from './settings';

/**
 * What search engines and link previews read about the restaurant: the schema.org
 * Restaurant block and the Open Graph image, built from Settings. Pure: the web build
 * writes it into every public page, and the browser rewrites it once the saved settings arrive.
 */

/** What the kitchen cooks. Not an owner's setting: the menu, the art and the copy are built around these thalis. */
export const CUISINES = ['Indian', 'Gujarati', 'Rajasthani', 'Punjabi'] as const;

/** The link preview's picture (web/public), 1200 × 630. */
export const OG_IMAGE = { path: '/og-image.jpg', type: 'image/jpeg', width: 1200, height: 630 } as const;

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

export interface SpecialOpeningHours extends OpeningHoursSpecification {
  validFrom: string;
  validThrough: string;
}

/** schema.org times are of one day: a service that runs to midnight closes at 23:59. */
const schemaTime = (hhmm: string) => (hhmm === '24:00' ? '23:59' : hhmm);

/**
 * The weekly hours as schema.org OpeningHoursSpecification entries: one entry per service time
 * (opens–closes) with every weekday that has it, in week order; closed days appear in none.
 */
export function openingHoursSpecification(s: Pick<Settings, 'hours'>): OpeningHoursSpecification[] {
  const byTime = new Map<string, { opens: string; closes: string; days: Weekday[] }>();
  for (const day of WEEKDAYS) {
    const services = [...s.hours[day]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    for (const svc of services) {
      const key = `${svc.opens}-${svc.closes}`;
      const entry = byTime.get(key) ?? { opens: svc.opens, closes: svc.closes, days: [] };
      if (!entry.days.includes(day)) entry.days.push(day);
      byTime.set(key, entry);
    }
  }
  return [...byTime.values()].map((e) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: e.days.map((d) => WEEKDAY_LABEL[d]),
    opens: schemaTime(e.opens),
    closes: schemaTime(e.closes),
  }));
}

/** Closures that have not ended by today, as schema.org says "closed": opens and closes both 00:00. */
export function closuresSpecification(s: Pick<Settings, 'closures'>, today: string): SpecialOpeningHours[] {
  return upcomingClosures(s, today).map((c) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...WEEKDAYS.map((d) => WEEKDAY_LABEL[d])],
    opens: '00:00',
    closes: '00:00',
    validFrom: c.from,
    validThrough: c.to,
  }));
}

/** "$$": a moderate price level, in the currency the menu is priced in. */
export const priceRange = (s: Pick<Settings, 'locale'>) => s.locale.currencySymbol.repeat(2);

/**
 * The schema.org Restaurant block (JSON-LD) for the restaurant's pages. Closures are listed
 * as special opening hours when today is known (in the browser), and left out otherwise (the build).
 */
export function restaurantJsonLd(s: Settings, opts: { today?: string } = {}): Record<string, unknown> {
  const id = s.identity;
  const a = id.address;
  const address: Record<string, string> = { '@type': 'PostalAddress', streetAddress: a.line1, addressLocality: a.city };
  if (a.region) address.addressRegion = a.region;
  if (a.postcode) address.postalCode = a.postcode;
  address.addressCountry = a.country;
  const special = opts.today ? closuresSpecification(s, opts.today) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': siteLink(s, '/#restaurant'),
    name: id.name,
    ...(id.tagline ? { description: id.tagline } : {}),
    url: siteLink(s, '/'),
    image: siteLink(s, OG_IMAGE.path),
    telephone: id.phone,
    email: id.email,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: id.geo.lat, longitude: id.geo.lon },
    ...(id.mapUrl ? { hasMap: id.mapUrl } : {}),
    servesCuisine: [...CUISINES],
    priceRange: priceRange(s),
    currenciesAccepted: s.locale.currencyCode,
    hasMenu: siteLink(s, '/menu'),
    acceptsReservations: siteLink(s, '/booktable'),
    openingHoursSpecification: openingHoursSpecification(s),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
  };
}

/** JSON for inside <script type="application/ld+json">: no "<" survives, so no text an owner typed can close the element. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
