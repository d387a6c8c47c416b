import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  WEEKDAYS,
  addressLine,
  cityLine,
  closureDates,
  hoursLines,
  phoneHref,
  siteLink,
  smsNumber,
  upcomingClosures,
  type Service,
  type Settings,
  type Weekday,
} from './settings';

/** What guests read: the hours, the closures and the identity as text. */

const svc = (opens: string, closes: string, name = 'Service'): Service => ({ name, opens, closes, lastBooking: opens, lastOrder: closes });
const week = (pick: (day: Weekday) => Service[]) => ({ hours: Object.fromEntries(WEEKDAYS.map((d) => [d, pick(d)])) as Settings['hours'] });

describe('hoursLines', () => {
  it('says the seeded hours in one line', () => {
    expect(hoursLines(DEFAULT_SETTINGS)).toEqual(['Every day 08:00–23:00']);
  });

  it('groups consecutive days with the same hours, and names a closed day', () => {
    const hours = week((d) => (d === 'sunday' ? [] : d === 'saturday' ? [svc('10:00', '23:30')] : [svc('12:00', '23:00')]));
    expect(hoursLines(hours)).toEqual(['Monday to Friday 12:00–23:00', 'Saturday 10:00–23:30', 'Sunday closed']);
  });

  it('joins two days with "and", and does not merge days that are apart', () => {
    const hours = week((d) => (['monday', 'tuesday'].includes(d) ? [] : d === 'wednesday' ? [svc('17:00', '22:00')] : [svc('11:00', '22:00')]));
    expect(hoursLines(hours)).toEqual(['Monday and Tuesday closed', 'Wednesday 17:00–22:00', 'Thursday to Sunday 11:00–22:00']);
  });

  it('lists several services of a day in time order, whatever order they were saved in', () => {
    const hours = week((d) => (d === 'monday' ? [] : [svc('19:00', '23:00', 'Dinner'), svc('12:00', '15:00', 'Lunch')]));
    expect(hoursLines(hours)).toEqual(['Monday closed', 'Tuesday to Sunday 12:00–15:00, 19:00–23:00']);
  });

  it('says a week with no service at all plainly', () => {
    expect(hoursLines(week(() => []))).toEqual(['Closed every day']);
  });

  it('keeps a service that runs to midnight as 24:00', () => {
    expect(hoursLines(week(() => [svc('18:00', '24:00')]))).toEqual(['Every day 18:00–24:00']);
  });
});

describe('closures guests see', () => {
  const closures = [
    { from: '2025-12-31', to: '2026-01-01', note: 'New Year' },
    { from: '2025-12-25', to: '2025-12-25', note: 'Christmas' },
    { from: '2025-10-20', to: '2025-10-22', note: 'Diwali' },
  ];

  it('keeps the closures that have not ended, soonest first (one that ends today still shows)', () => {
    expect(upcomingClosures({ closures }, '2025-12-25').map((c) => c.note)).toEqual(['Christmas', 'New Year']);
    expect(upcomingClosures({ closures }, '2026-01-02')).toEqual([]);
  });

  it('writes one day, a range in one month, and a range across the new year', () => {
    expect(closureDates({ from: '2025-12-25', to: '2025-12-25', note: '' })).toBe('25 December 2025');
    expect(closureDates({ from: '2025-10-20', to: '2025-10-22', note: '' })).toBe('20 October – 22 October 2025');
    expect(closureDates({ from: '2025-12-31', to: '2026-01-01', note: '' })).toBe('31 December – 1 January 2026');
  });

  it('leaves the year out when asked (a closure in the coming months)', () => {
    expect(closureDates({ from: '2025-12-25', to: '2025-12-25', note: '' }, false)).toBe('25 December');
    expect(closureDates({ from: '2025-12-24', to: '2025-12-26', note: '' }, false)).toBe('24 December – 26 December');
  });
});

describe('identity as text', () => {
  it('builds the address line, the tel: link, site links and the number a text goes to', () => {
    expect(addressLine(DEFAULT_SETTINGS)).toBe('12 Law Garden Road, Navrangpura, Ahmedabad, Gujarat 380009');
    const noRegion = { identity: { ...DEFAULT_SETTINGS.identity, address: { ...DEFAULT_SETTINGS.identity.address, region: '', postcode: '' } } };
    expect([cityLine(noRegion), addressLine(noRegion)]).toEqual(['Ahmedabad', '12 Law Garden Road, Navrangpura, Ahmedabad']);
    expect(phoneHref(DEFAULT_SETTINGS)).toBe('tel:+917940001234');
    expect(siteLink({ identity: { ...DEFAULT_SETTINGS.identity, siteUrl: 'https://rasoi.in/' } }, 'menu')).toBe('https://rasoi.in/menu');
    expect(smsNumber({ locale: { ...DEFAULT_SETTINGS.locale, smsCountryCode: '+44' } }, '7700900123')).toBe('+447700900123');
  });
});
