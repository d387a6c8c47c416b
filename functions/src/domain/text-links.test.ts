import { describe, expect, it } from 'vitest';
import {
  DLT_VARIABLE_LIMIT,
  dltVariables,
  longestTextLink,
  orderConfirmedText,
  reservationClosedText,
  reservationConfirmedText,
  reservationReminderText,
  reservationSelfCancelledText,
  reservationChangedText,
  waitlistAddedText,
  waitlistReadyText,
  type SmsKind,
} from './notifications';
import { shortLinkPath } from './references';
import { DEFAULT_SETTINGS } from './settings-defaults';

const booking = { reference: 'ABCD2345', date: '2031-03-14', time: '19:00', partySize: 4 };
const site = (siteUrl: string) => ({ identity: { ...DEFAULT_SETTINGS.identity, siteUrl } });

/** Every text that carries a link, with its registered kind. */
const linked = (s: ReturnType<typeof site>): [SmsKind, string][] => [
  ['order-confirmed', orderConfirmedText(s, { reference: 'ABC234', orderType: 'takeaway', tableNumber: null })],
  ['reservation-confirmed', reservationConfirmedText(s, booking)],
  ['reservation-reminder', reservationReminderText(s, booking)],
  ['reservation-changed', reservationChangedText(s, booking)],
  ['reservation-self-cancelled', reservationSelfCancelledText(s, booking)],
  ['reservation-closed', reservationClosedText(s, { ...booking, note: '' })],
  ['waitlist-added', waitlistAddedText(s, { reference: 'ABCD234', partySize: 4, place: 3, quotedMinutes: 25 })],
];
const linkVariable = (kind: SmsKind, text: string) => dltVariables(kind, text)!.find((v) => v.includes('/'))!;

describe('the links texts carry', () => {
  it("a text with a tracking link names the site's domain and a short query path, within a DLT variable's 30 characters", () => {
    const text = orderConfirmedText(DEFAULT_SETTINGS, { reference: 'ABC234', orderType: 'takeaway', tableNumber: null });

    const link = linkVariable('order-confirmed', text);

    expect(link).toBe('thalihouse.example/t?r=ABC234');
    expect(link.length).toBeLessThanOrEqual(DLT_VARIABLE_LIMIT);
  });

  it('every link variable of every text fits on a domain like thalihouse.in, and the longest is the one deploy:check measures', () => {
    const s = site('https://thalihouse.in');

    const links = linked(s).map(([kind, text]) => linkVariable(kind, text));

    expect(links).toHaveLength(7);
    for (const link of links) expect(link.length, link).toBeLessThanOrEqual(DLT_VARIABLE_LIMIT);
    expect(Math.max(...links.map((l) => l.length))).toBe(longestTextLink(s).length);
  });

  it('a long domain makes a link longer than the limit, which deploy:check refuses', () => {
    const link = longestTextLink(site('https://thali-house-ahmedabad.web.app'));

    expect(link).toBe('thali-house-ahmedabad.web.app/t?r=ABCD2345');
    expect(link.length).toBeGreaterThan(DLT_VARIABLE_LIMIT);
  });

  it("leads a short link to an order's tracking page or a booking's page, and nothing else", () => {
    expect(shortLinkPath('abc234')).toBe('/track/ABC234');
    expect(shortLinkPath('ABCD2345')).toBe('/reservation/ABCD2345');
    expect(shortLinkPath('abcd234')).toBe('/waitlist/ABCD234');
    expect(shortLinkPath('ABC23')).toBeNull();
    expect(shortLinkPath('../admin')).toBeNull();
    expect(shortLinkPath(null)).toBeNull();
  });
});

describe('the waitlist texts', () => {
  it('tell the place, the quoted wait and the link in one SMS of at most 160 characters, in the restaurant’s name', () => {
    const s = { identity: { ...site('https://thalihouse.in').identity, name: 'Thali House Ahmedabad' } };

    const added = waitlistAddedText(s, { reference: 'ABCD234', partySize: 12, place: 14, quotedMinutes: 125 });
    const ready = waitlistReadyText(s, { partySize: 12 });

    expect(added).toBe('Thali House Ahmedabad: you are number 14 on our waitlist for 12 guests, wait about 125 min. See your place: thalihouse.in/t?r=ABCD234');
    expect(ready).toBe('Thali House Ahmedabad: your table for 12 guests is ready. Please come to the counter now.');
    for (const text of [added, ready]) expect(text.length, text).toBeLessThanOrEqual(160);
    expect(dltVariables('waitlist-added', added)).not.toBeNull();
    expect(dltVariables('waitlist-ready', ready)).not.toBeNull();
  });

  it('a party with a free table is told "a few min", never "0 min"', () => {
    expect(waitlistAddedText(DEFAULT_SETTINGS, { reference: 'ABCD234', partySize: 1, place: 1, quotedMinutes: 0 })).toContain('1 guest, wait about a few min.');
  });
});
