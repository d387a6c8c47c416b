import { describe, expect, it } from 'vitest';
import { applyOrder, csvField, csvRow, emptyDay, parseCsv, rollupChange, salesReport, ReportRange } from './reports';
import type { OrderDoc } from './orders';

const order = (over: Partial<OrderDoc> = {}): OrderDoc & { id: string } => ({
  id: 'order00000000000abc1',
  name: 'Asha',
  phone: '9876543210',
  customerId: null,
  tableNumber: '4',
  orderType: 'dine-in',
  items: [
    {
      menuItemId: 'thali',
      name: 'Gujarati Thali',
      priceCents: 28000,
      listPriceCents: 35000,
      offerId: 'week',
      offerTitle: 'Thali Week',
      quantity: 2,
      image: '',
    },
    { menuItemId: 'chaas', name: 'Masala Chaas', priceCents: 6900, quantity: 1, image: '' },
  ],
  gst: true,
  rates: { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst' },
  subtotalCents: 62900,
  chargeCents: 6290,
  taxCents: 3460,
  taxableCents: 69190,
  cgstCents: 1730,
  sgstCents: 1730,
  igstCents: 0,
  roundOffCents: 0,
  totalCents: 72650,
  status: 'Completed',
  isVerified: true,
  isPaid: true,
  source: 'walk-in',
  otp: null,
  createdAt: '2026-11-20T07:30:00.000Z',
  updatedAt: '2026-11-20T07:30:00.000Z',
  verifiedAt: '2026-11-20T07:30:00.000Z',
  readyAt: null,
  prepSeconds: null,
  completedAt: null,
  cancelledAt: null,
  reportDay: '2026-11-20',
  reportHour: 13,
  ...over,
});
const facts = { at: '2026-11-20T09:00:00.000Z', by: 'Owner', reason: 'Cancelled by staff' };

describe('the daily rollup', () => {
  it('an order added and taken away leaves the day as it was', () => {
    const day = emptyDay('2026-11-20');
    const added = applyOrder(day, order(), 1);
    expect(added.sales).toMatchObject({ orders: 1, itemsCents: 76900, discountCents: 14000, chargeCents: 6290, taxCents: 3460, totalCents: 72650 });
    expect(added.offers.week).toMatchObject({ orders: 1, quantity: 2, discountCents: 14000 });
    expect(applyOrder(added, order(), -1)).toEqual(day);
  });

  it('a bill split evenly in 6 counts its one thali as 1 (a sixth on each part), not 0.9999999999999999', () => {
    const thali = { menuItemId: 'thali', name: 'Gujarati Thali', priceCents: 35000, quantity: 1 / 6, image: '' };
    let day = emptyDay('2026-11-20');
    for (let i = 0; i < 6; i++) day = applyOrder(day, order({ id: `part${i}`, items: [thali] }), 1);
    expect(day.dishes.thali!.quantity).not.toBe(1);
    const r = salesReport({ from: '2026-11-20', to: '2026-11-20' }, [day]);
    expect(r.dishes).toEqual([{ itemId: 'thali', name: 'Gujarati Thali', quantity: 1, revenue: 350 }]);
  });

  it('a void moves the order from the sales to the voided count with its reason; an unconfirmed order never counts', () => {
    const sold = applyOrder(emptyDay('2026-11-20'), order(), 1);
    const voided = order({ status: 'Voided', voided: { at: facts.at, by: { uid: 'u', name: 'Manager' }, reason: 'Rung up twice', from: 'Completed' } });
    const after = rollupChange(sold, order(), voided, facts)!;
    expect(after.sales.orders).toBe(0);
    expect(after.voided).toEqual({ orders: 1, totalCents: 72650 });
    expect(after.exceptions).toEqual([expect.objectContaining({ status: 'Voided', by: 'Manager', reason: 'Rung up twice', from: 'Completed' })]);
    expect(rollupChange(sold, order(), order({ status: 'Ready' }), facts)).toBeNull();
    expect(rollupChange(emptyDay('2026-11-20'), null, order({ isVerified: false }), facts)).toBeNull();
  });

  it('the report fills days without orders and splits the tax per rate', () => {
    const day = applyOrder(emptyDay('2026-11-20'), order(), 1);
    const r = salesReport({ from: '2026-11-19', to: '2026-11-21' }, [day]);
    expect(r.days.map((d) => [d.date, d.orders])).toEqual([
      ['2026-11-19', 0],
      ['2026-11-20', 1],
      ['2026-11-21', 0],
    ]);
    expect(r.tax.rates).toEqual([{ rate: 5, name: 'GST', orders: 1, taxable: 691.9, cgst: 17.3, sgst: 17.3, igst: 0, tax: 34.6 }]);
    expect(r.hours[13]).toEqual({ hour: 13, orders: 1, total: 726.5 });
  });
});

describe('ranges', () => {
  it('refuses a range that ends before it starts, a date that is not one, and more than 366 days', () => {
    const problem = (q: object) => ReportRange.safeParse(q).error?.issues[0]?.message;
    expect(problem({ from: '2026-11-02', to: '2026-11-01' })).toBe('The range ends before it starts: to must be on or after from');
    expect(problem({ from: '2026-02-29', to: '2026-03-01' })).toBe('from must be a date like 2026-11-30');
    expect(problem({ from: '2025-11-01', to: '2026-11-02' })).toBe('A report covers at most 366 days: choose a shorter range');
    expect(problem({ from: '2025-11-02', to: '2026-11-02' })).toBeUndefined();
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, and reads them back', () => {
    expect(csvField('Mehta, "Raju"')).toBe('"Mehta, ""Raju"""');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField('plain')).toBe('plain');
    const text = '\uFEFF' + csvRow(['name', 'note']) + csvRow(['Mehta, "Raju"', 'line one\nline two']);
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Mehta, "Raju"', 'line one\nline two'],
    ]);
  });

  it('writes text a spreadsheet would run as a formula with a leading quote mark, and leaves numbers as numbers', () => {
    expect(csvField('=HYPERLINK("http://evil","online")')).toBe('"\'=HYPERLINK(""http://evil"",""online"")"');
    expect(['+1+1', '-2+3', '@SUM(1)', '=1+2'].map(csvField)).toEqual(["'+1+1", "'-2+3", "'@SUM(1)", "'=1+2"]);
    expect(csvField('\t=1+2')).toBe("'\t=1+2");
    expect(csvField('\r=1+2')).toBe('"\'\r=1+2"');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('Raju - table 4')).toBe('Raju - table 4');
    expect(parseCsv(csvRow(["=cmd|' /C calc'!A0", -0.3]))).toEqual([["'=cmd|' /C calc'!A0", '-0.3']]);
  });
});
