import { describe, expect, it } from 'vitest';
import { jsonLdText, openingHoursSpecification, restaurantJsonLd } from './seo';
import { DEFAULT_SETTINGS, WEEKDAYS, type Service, type Settings, type Weekday } from './settings';

const svc = (opens: string, closes: string, name = 'Service'): Service => ({ name, opens, closes, lastBooking: opens, lastOrder: closes });
const week = (pick: (day: Weekday) => Service[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, pick(d)])) as Settings['hours'];
const settings = (patch: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...patch });

describe('openingHoursSpecification', () => {
  it('gives the seeded hours as one entry: every day 08:00 to 23:00', () => {
    expect(openingHoursSpecification(DEFAULT_SETTINGS)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '23:00',
      },
    ]);
  });

  it('gives lunch and dinner their own entries, each with the days that have it, and leaves closed days out', () => {
    const hours = week((d) =>
      d === 'monday' ? [] : d === 'sunday' ? [svc('09:00', '16:00', 'Brunch')] : [svc('19:00', '23:00', 'Dinner'), svc('12:00', '15:00', 'Lunch')],
    );

    const spec = openingHoursSpecification({ hours });

    expect(spec).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '19:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '16:00' },
    ]);
    expect(spec.flatMap((e) => e.dayOfWeek)).not.toContain('Monday');
  });

  it('groups days that share a service time even when they are not next to each other', () => {
    const hours = week((d) => (d === 'wednesday' ? [svc('17:00', '22:00')] : [svc('11:00', '22:00')]));
    expect(openingHoursSpecification({ hours }).map((e) => [e.dayOfWeek.join(' '), e.opens, e.closes])).toEqual([
      ['Monday Tuesday Thursday Friday Saturday Sunday', '11:00', '22:00'],
      ['Wednesday', '17:00', '22:00'],
    ]);
  });

  it('writes a service that runs to midnight as closing at 23:59, the last time of the day schema.org knows', () => {
    expect(openingHoursSpecification({ hours: week(() => [svc('18:00', '24:00')]) })[0]).toMatchObject({ opens: '18:00', closes: '23:59' });
  });

  it('is empty when every day is closed', () => {
    expect(openingHoursSpecification({ hours: week(() => []) })).toEqual([]);
  });
});

describe('restaurantJsonLd', () => {
  it('describes the restaurant from its settings, with absolute links on the site address', () => {
    const ld = restaurantJsonLd(DEFAULT_SETTINGS);

    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Thali House',
      url: 'https://thalihouse.example/',
      image: 'https://thalihouse.example/og-image.jpg',
      telephone: '+91 79 4000 1234',
      email: 'hello@thalihouse.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Law Garden Road, Navrangpura',
        addressLocality: 'Ahmedabad',
        addressRegion: 'Gujarat',
        postalCode: '380009',
        addressCountry: 'India',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 23.0258, longitude: 72.5577 },
      priceRange: '$$',
      currenciesAccepted: 'USD',
      hasMenu: 'https://thalihouse.example/menu',
      acceptsReservations: 'https://thalihouse.example/booktable',
    });
    expect(ld.servesCuisine).toEqual(expect.arrayContaining(['Gujarati', 'Rajasthani', 'Punjabi']));
    expect(ld.openingHoursSpecification).toEqual(openingHoursSpecification(DEFAULT_SETTINGS));
    expect(ld).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('follows an owner who changes the identity and the currency', () => {
    const s = settings({
      identity: {
        ...DEFAULT_SETTINGS.identity,
        name: 'Rasoi',
        siteUrl: 'https://rasoi.in/',
        address: { ...DEFAULT_SETTINGS.identity.address, region: '', postcode: '' },
        mapUrl: '',
      },
      locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' },
    });

    const ld = restaurantJsonLd(s);

    expect(ld).toMatchObject({ name: 'Rasoi', url: 'https://rasoi.in/', image: 'https://rasoi.in/og-image.jpg', priceRange: '₹₹', currenciesAccepted: 'INR' });
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Law Garden Road, Navrangpura',
      addressLocality: 'Ahmedabad',
      addressCountry: 'India',
    });
    expect(ld).not.toHaveProperty('hasMap');
  });

  it('lists closures that have not ended as days with no opening hours, once today is known', () => {
    const s = settings({
      closures: [
        { from: '2026-01-26', to: '2026-01-26', note: 'Republic Day' },
        { from: '2025-12-24', to: '2025-12-26', note: 'Christmas' },
        { from: '2025-08-15', to: '2025-08-15', note: 'past' },
      ],
    });

    const ld = restaurantJsonLd(s, { today: '2025-12-25' });

    expect(ld.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ validFrom: '2025-12-24', validThrough: '2025-12-26', opens: '00:00', closes: '00:00' }),
      expect.objectContaining({ validFrom: '2026-01-26', validThrough: '2026-01-26', opens: '00:00', closes: '00:00' }),
    ]);
  });
});

describe('jsonLdText', () => {
  it('keeps a name with "</script>" from closing the element, and still parses to the same data', () => {
    const data = { name: 'Thali </script><script>alert(1)</script>' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
