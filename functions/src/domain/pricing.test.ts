import { describe, expect, it } from 'vitest';
import { chargeLabel, legacyOrderRates, orderRates, priceCart, priceOrder, taxLabel, taxLines, type OrderRates } from './pricing';
import { DEFAULT_SETTINGS, ratesOf } from './settings';

const seeded = ratesOf(DEFAULT_SETTINGS);
const dineIn = orderRates('dine-in', seeded);
const takeaway = orderRates('takeaway', seeded);
const noTax: OrderRates = { ...dineIn, taxApplied: false };

describe('orderRates: the settings rates that apply to one order', () => {
  it('takes the service charge for dine-in and the parcel charge for takeaway, with the tax', () => {
    const seeded = { inclusive: false, split: 'none', roundOff: false };
    expect(dineIn).toEqual({ chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true, ...seeded });
    expect(takeaway).toEqual({ chargeBp: 500, taxName: 'GST', taxBp: 900, taxApplied: true, ...seeded });
  });

  it('follows changed settings: VAT 12.5% not applied, 8% service', () => {
    const s = {
      ...DEFAULT_SETTINGS,
      ordering: { ...DEFAULT_SETTINGS.ordering, serviceChargeBp: 800 },
      tax: { ...DEFAULT_SETTINGS.tax, name: 'VAT', rateBp: 1250, applies: false },
    };
    expect(orderRates('dine-in', ratesOf(s))).toMatchObject({ chargeBp: 800, taxName: 'VAT', taxBp: 1250, taxApplied: false });
  });

  it('an order from before the rates were settings is read with the old fixed rates', () => {
    expect(legacyOrderRates('dine-in', true)).toEqual({ chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true });
    expect(legacyOrderRates('takeaway', false)).toEqual({ chargeBp: 500, taxName: 'GST', taxBp: 900, taxApplied: false });
  });
});

describe('priceOrder', () => {
  it('dine-in: 10% service on the subtotal, then GST 9% of subtotal + charge', () => {
    // 2 × $12.00 = $24.00; service $2.40; GST 9% of $26.40 = $2.376 → $2.38
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], dineIn)).toMatchObject({ subtotalCents: 2400, chargeCents: 240, taxCents: 238, totalCents: 2878 });
  });

  it('takeaway: 5% parcel charge instead of service', () => {
    // $24.00; parcel $1.20; GST 9% of $25.20 = $2.268 → $2.27
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], takeaway)).toMatchObject({ subtotalCents: 2400, chargeCents: 120, taxCents: 227, totalCents: 2747 });
  });

  it('when the restaurant does not apply tax, the tax is 0 and the total is subtotal + charge', () => {
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], noTax)).toMatchObject({ subtotalCents: 2400, chargeCents: 240, taxCents: 0, totalCents: 2640 });
  });

  it('uses whatever rates it is given: 12.5% service, 5% tax', () => {
    // $24.00; service $3.00; tax 5% of $27.00 = $1.35
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], { chargeBp: 1250, taxName: 'VAT', taxBp: 500, taxApplied: true })).toMatchObject({
      subtotalCents: 2400,
      chargeCents: 300,
      taxCents: 135,
      totalCents: 2835,
    });
  });

  it('rounds each figure to cents half up', () => {
    // $0.05 takeaway: parcel 5% = 0.25 cents → 0; GST of 5 cents = 0.45 → 0
    expect(priceOrder([{ priceCents: 5, quantity: 1 }], takeaway)).toMatchObject({ chargeCents: 0, taxCents: 0, totalCents: 5 });
    // $0.10 takeaway: parcel = 0.5 cents → 1 (half up); GST 9% of 11 cents = 0.99 → 1
    expect(priceOrder([{ priceCents: 10, quantity: 1 }], takeaway)).toMatchObject({ subtotalCents: 10, chargeCents: 1, taxCents: 1, totalCents: 12 });
    // $3.50 × 2 dine-in: service 70; GST 9% of 770 = 69.3 → 69
    expect(priceOrder([{ priceCents: 350, quantity: 2 }], dineIn)).toMatchObject({ subtotalCents: 700, chargeCents: 70, taxCents: 69, totalCents: 839 });
    // GST 9% of 1050 = 94.5 → 95 (half up)
    expect(priceOrder([{ priceCents: 1000, quantity: 1 }], takeaway)).toMatchObject({ subtotalCents: 1000, chargeCents: 50, taxCents: 95, totalCents: 1145 });
  });

  it('sums many lines exactly, with no floating-point drift', () => {
    const lines = Array.from({ length: 30 }, () => ({ priceCents: 10, quantity: 3 }));
    expect(priceOrder(lines, noTax)).toMatchObject({ subtotalCents: 900, chargeCents: 90, taxCents: 0, totalCents: 990 });
  });

  it('an empty order costs nothing', () => {
    expect(priceOrder([], dineIn)).toMatchObject({ subtotalCents: 0, chargeCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe('priceOrder with the Indian bill', () => {
  const gst5 = (over: Partial<OrderRates> = {}): OrderRates => ({ chargeBp: 0, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst', ...over });

  it('GST included at 5%: a ₹1,23,450 order is taxable ₹1,17,571.43, with equal CGST and SGST, and the round-off takes the paisa left', () => {
    const p = priceOrder([{ priceCents: 12_345_000, quantity: 1 }], gst5({ inclusive: true }));
    // 123450 / 1.05 = 117571.428… → 117571.43; each half 2.5% of it = 2939.285… → 2939.29; 117571.43 + 5878.58 = 123450.01
    expect(p).toEqual({
      subtotalCents: 12_345_000,
      discountCents: 0,
      chargeCents: 0,
      taxableCents: 11_757_143,
      taxCents: 587_858,
      cgstCents: 293_929,
      sgstCents: 293_929,
      igstCents: 0,
      roundOffCents: -1,
      totalCents: 12_345_000,
    });
  });

  it('CGST and SGST are each half the rate of the taxable value, rounded each: 4.5% of ₹3.85 is ₹0.17 twice, never 0.18 and 0.17', () => {
    const gst9 = { ...gst5(), taxBp: 900 };
    expect(priceOrder([{ priceCents: 385, quantity: 1 }], gst9)).toMatchObject({ cgstCents: 17, sgstCents: 17, taxCents: 34, totalCents: 419 });
    // ₹272.10 at 9%: 24.489 as one figure would split 12.25 / 12.24; each half 4.5% of 272.10 = 12.2445 → 12.24
    expect(priceOrder([{ priceCents: 27_210, quantity: 1 }], gst9)).toMatchObject({ cgstCents: 1224, sgstCents: 1224, taxCents: 2448 });
  });

  it('twenty awkward orders, tax added or included, with or without round-off and charges: CGST equals SGST, and taxable + CGST + SGST + round-off is the total', () => {
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const lines = [
        { priceCents: 1 + ((i * 7919) % 99_999), quantity: 1 + (i % 3) },
        { priceCents: 333 + i * 101, quantity: 1 + (i % 4) },
      ];
      const rates = gst5({ taxBp: [500, 900, 1200, 1800, 525][i % 5]!, chargeBp: [0, 1000, 500, 750][i % 4]!, inclusive: i % 2 === 1, roundOff: i % 3 === 0 });
      const p = priceOrder(lines, rates);
      expect(p.cgstCents).toBe(p.sgstCents);
      expect(p.taxableCents + p.cgstCents + p.sgstCents + p.roundOffCents).toBe(p.totalCents);
      if (rates.inclusive && !rates.roundOff) expect(p.totalCents).toBe(p.subtotalCents + p.chargeCents);
      if (rates.roundOff) expect(p.totalCents % 100).toBe(0);
      expect(Math.abs(p.roundOffCents)).toBeLessThanOrEqual(50);
      seen.push(`${p.cgstCents}/${p.sgstCents}`);
    }
    expect(new Set(seen).size).toBeGreaterThan(15);
  });

  it('added on top, the tax is rounded once for the whole invoice, not per line or per half', () => {
    // 3 × ₹33.33 = ₹99.99; 5% = 4.9995 → 5.00 once; per line it would be 3 × 1.67 = 5.01
    const p = priceOrder([{ priceCents: 3333, quantity: 3 }], gst5());
    expect([p.taxableCents, p.cgstCents, p.sgstCents, p.totalCents]).toEqual([9999, 250, 250, 10_499]);
  });

  it('IGST takes the whole tax; no split keeps one tax line', () => {
    expect(priceOrder([{ priceCents: 10_000, quantity: 1 }], gst5({ split: 'igst' }))).toMatchObject({ igstCents: 500, cgstCents: 0, sgstCents: 0 });
    expect(priceOrder([{ priceCents: 10_000, quantity: 1 }], gst5({ split: 'none' }))).toMatchObject({ taxCents: 500, igstCents: 0, cgstCents: 0 });
  });

  it('round-off takes the total to the whole rupee and keeps what it added as its own figure', () => {
    // ₹99.99 + 5% = ₹104.99 → ₹105.00, round-off +0.01; ₹10.20 + 0.26 + 0.26 = 10.72 → 11.00
    expect(priceOrder([{ priceCents: 3333, quantity: 3 }], gst5({ roundOff: true }))).toMatchObject({ roundOffCents: 1, totalCents: 10_500 });
    expect(priceOrder([{ priceCents: 1020, quantity: 1 }], gst5({ roundOff: true }))).toMatchObject({ roundOffCents: 28, totalCents: 1100 });
    expect(priceOrder([{ priceCents: 1000, quantity: 1 }], gst5({ roundOff: true, taxApplied: false }))).toMatchObject({ roundOffCents: 0, totalCents: 1000 });
  });

  it('the bill names CGST and SGST at half the rate each, and says when they are included', () => {
    const r = gst5({ inclusive: true });
    expect(taxLines(r, { tax: 10, cgst: 5, sgst: 5, igst: 0 })).toEqual([
      { label: 'CGST (2.5%, included)', amount: 5 },
      { label: 'SGST (2.5%, included)', amount: 5 },
    ]);
    expect(taxLines(gst5({ split: 'none' }), { tax: 10, cgst: 0, sgst: 0, igst: 0 })).toEqual([{ label: 'GST (5%)', amount: 10 }]);
  });
});

describe('priceCart (dollars in, dollars out)', () => {
  it('prices a cart whose float prices would drift: 0.1 + 0.2', () => {
    expect(
      priceCart(
        [
          { price: 0.1, quantity: 1 },
          { price: 0.2, quantity: 1 },
        ],
        noTax,
      ),
    ).toMatchObject({ subtotal: 0.3, serviceOrParcelCharge: 0.03, tax: 0, total: 0.33 });
  });

  it('gives the API figures for a dine-in cart of $12 + $8.50 × 3', () => {
    // subtotal 37.50; service 3.75; GST 9% of 41.25 = 3.7125 → 3.71; total 44.96
    expect(
      priceCart(
        [
          { price: 12, quantity: 1 },
          { price: 8.5, quantity: 3 },
        ],
        dineIn,
      ),
    ).toMatchObject({ subtotal: 37.5, serviceOrParcelCharge: 3.75, tax: 3.71, total: 44.96 });
  });
});

describe('labels come from the order rates', () => {
  it('names the charge and the tax with their percentages', () => {
    expect(chargeLabel('dine-in', dineIn)).toBe('Service charge (10%)');
    expect(chargeLabel('takeaway', takeaway)).toBe('Parcel charge (5%)');
    expect(taxLabel(dineIn)).toBe('GST (9%)');
    expect(taxLabel({ taxName: 'VAT', taxBp: 1250 })).toBe('VAT (12.5%)');
    expect(chargeLabel('dine-in', { chargeBp: 825 })).toBe('Service charge (8.25%)');
  });
});
