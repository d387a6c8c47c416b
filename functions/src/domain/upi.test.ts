import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { awaitsPayment, upiAmount, upiPayUri, upiRequest } from './upi';

const rupees = (payments: Partial<Settings['payments']>): Settings => ({
  ...DEFAULT_SETTINGS,
  locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' },
  payments: { ...DEFAULT_SETTINGS.payments, ...payments },
});

/** The link's query as the UPI app reads it: each value decoded. */
const query = (uri: string) => Object.fromEntries(new URL(uri).searchParams);

describe('the UPI payment link', () => {
  it('names the UPI id, the payee, the amount with 2 decimals, rupees and the invoice number, in that order', () => {
    const uri = upiPayUri({ upiId: 'thalihouse@okaxis', payeeName: 'Thali House', amountCents: 44_200, note: 'TH/2026-27/000123' });
    expect(uri).toBe('upi://pay?pa=thalihouse@okaxis&pn=Thali%20House&am=442.00&cu=INR&tn=TH%2F2026-27%2F000123');
    expect(query(uri)).toEqual({ pa: 'thalihouse@okaxis', pn: 'Thali House', am: '442.00', cu: 'INR', tn: 'TH/2026-27/000123' });
  });

  it('encodes what would break the query: &, =, +, #, % and letters beyond ASCII', () => {
    const payeeName = 'Shah & Sons = 100% veg + #1 થાળી';
    const uri = upiPayUri({ upiId: 'shah.sons-1@ybl', payeeName, amountCents: 5, note: 'ABC123' });
    expect(uri).not.toMatch(/[ +#]|&(?!(pn|am|cu|tn)=)/);
    expect(query(uri)).toEqual({ pa: 'shah.sons-1@ybl', pn: payeeName, am: '0.05', cu: 'INR', tn: 'ABC123' });
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [44_200, '442.00'],
    [12_345_050, '123450.50'],
  ])('%i paise is am=%s', (cents, am) => {
    expect(upiAmount(cents)).toBe(am);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s paise', (cents) => {
    expect(() => upiAmount(cents)).toThrow(RangeError);
  });
});

describe('a bill gets a UPI link', () => {
  it('with a UPI id set and prices in rupees, paying its amount to the payee name', () => {
    const upi = upiRequest(rupees({ upiId: 'thalihouse@okaxis', upiName: 'Thali House Ahmedabad' }), 44_200, 'Q7XK2P');
    expect(upi).toEqual({ uri: 'upi://pay?pa=thalihouse@okaxis&pn=Thali%20House%20Ahmedabad&am=442.00&cu=INR&tn=Q7XK2P' });
  });

  it("without a payee name, in the restaurant's name", () => {
    expect(query(upiRequest(rupees({ upiId: 'thalihouse@okaxis' }), 100, 'Q7XK2P')!.uri).pn).toBe(DEFAULT_SETTINGS.identity.name);
  });

  it('not without a UPI id, nor with prices in another currency (UPI pays rupees), nor for nothing to pay', () => {
    expect(upiRequest(rupees({ upiId: '', upiName: 'Thali House' }), 44_200, 'Q7XK2P')).toBeNull();
    const dollars = { ...rupees({ upiId: 'thalihouse@okaxis', upiName: 'Thali House' }), locale: DEFAULT_SETTINGS.locale };
    expect(dollars.locale.currencyCode).toBe('USD');
    expect(upiRequest(dollars, 44_200, 'Q7XK2P')).toBeNull();
    expect(upiRequest(rupees({ upiId: 'thalihouse@okaxis', upiName: 'Thali House' }), 0, 'Q7XK2P')).toBeNull();
  });
});

describe('an order awaits payment', () => {
  const unpaid = { isVerified: true, isPaid: false, status: 'Completed' as const, payment: null, creditNote: null };

  it('when confirmed, still open or completed, and not paid', () => {
    for (const status of ['Pending', 'Preparing', 'Ready', 'Completed'] as const) expect(awaitsPayment({ ...unpaid, status })).toBe(true);
  });

  it('not once paid, while unconfirmed, nor when cancelled, uncollected, voided or credited', () => {
    expect(awaitsPayment({ ...unpaid, isPaid: true })).toBe(false);
    expect(awaitsPayment({ ...unpaid, payment: { parts: [] } })).toBe(false);
    expect(awaitsPayment({ ...unpaid, isVerified: false })).toBe(false);
    for (const status of ['Cancelled', 'Not collected', 'Voided'] as const) expect(awaitsPayment({ ...unpaid, status })).toBe(false);
    expect(awaitsPayment({ ...unpaid, creditNote: { number: 'TH/CN/2026-27/000001' } })).toBe(false);
  });
});
