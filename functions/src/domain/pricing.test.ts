import { describe, expect, it } from 'vitest';
import { chargeLabel, legacyOrderRates, orderRates, priceCart, priceOrder, taxLabel, type OrderRates } from './pricing';
import { DEFAULT_SETTINGS, ratesOf } from './settings';

const seeded = ratesOf(DEFAULT_SETTINGS);
const dineIn = orderRates('dine-in', seeded);
const takeaway = orderRates('takeaway', seeded);
const noTax: OrderRates = { ...dineIn, taxApplied: false };

describe('orderRates: the settings rates that apply to one order', () => {
  it('takes the service charge for dine-in and the parcel charge for takeaway, with the tax', () => {
    expect(dineIn).toEqual({ chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true });
    expect(takeaway).toEqual({ chargeBp: 500, taxName: 'GST', taxBp: 900, taxApplied: true });
  });

  it('follows changed settings: VAT 12.5% not applied, 8% service', () => {
    const s = { ...DEFAULT_SETTINGS, ordering: { ...DEFAULT_SETTINGS.ordering, serviceChargeBp: 800 }, tax: { name: 'VAT', rateBp: 1250, applies: false } };
    expect(orderRates('dine-in', ratesOf(s))).toEqual({ chargeBp: 800, taxName: 'VAT', taxBp: 1250, taxApplied: false });
  });

  it('an order from before the rates were settings is read with the old fixed rates', () => {
    expect(legacyOrderRates('dine-in', true)).toEqual(dineIn);
    expect(legacyOrderRates('takeaway', false)).toEqual({ ...takeaway, taxApplied: false });
  });
});

describe('priceOrder', () => {
  it('dine-in: 10% service on the subtotal, then GST 9% of subtotal + charge', () => {
    // 2 × $12.00 = $24.00; service $2.40; GST 9% of $26.40 = $2.376 → $2.38
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], dineIn)).toEqual({ subtotalCents: 2400, chargeCents: 240, taxCents: 238, totalCents: 2878 });
  });

  it('takeaway: 5% parcel charge instead of service', () => {
    // $24.00; parcel $1.20; GST 9% of $25.20 = $2.268 → $2.27
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], takeaway)).toEqual({ subtotalCents: 2400, chargeCents: 120, taxCents: 227, totalCents: 2747 });
  });

  it('when the restaurant does not apply tax, the tax is 0 and the total is subtotal + charge', () => {
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], noTax)).toEqual({ subtotalCents: 2400, chargeCents: 240, taxCents: 0, totalCents: 2640 });
  });

  it('uses whatever rates it is given: 12.5% service, 5% tax', () => {
    // $24.00; service $3.00; tax 5% of $27.00 = $1.35
    expect(priceOrder([{ priceCents: 1200, quantity: 2 }], { chargeBp: 1250, taxName: 'VAT', taxBp: 500, taxApplied: true })).toEqual({
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
    expect(priceOrder([{ priceCents: 10, quantity: 1 }], takeaway)).toEqual({ subtotalCents: 10, chargeCents: 1, taxCents: 1, totalCents: 12 });
    // $3.50 × 2 dine-in: service 70; GST 9% of 770 = 69.3 → 69
    expect(priceOrder([{ priceCents: 350, quantity: 2 }], dineIn)).toEqual({ subtotalCents: 700, chargeCents: 70, taxCents: 69, totalCents: 839 });
    // GST 9% of 1050 = 94.5 → 95 (half up)
    expect(priceOrder([{ priceCents: 1000, quantity: 1 }], takeaway)).toEqual({ subtotalCents: 1000, chargeCents: 50, taxCents: 95, totalCents: 1145 });
  });

  it('sums many lines exactly, with no floating-point drift', () => {
    const lines = Array.from({ length: 30 }, () => ({ priceCents: 10, quantity: 3 }));
    expect(priceOrder(lines, noTax)).toEqual({ subtotalCents: 900, chargeCents: 90, taxCents: 0, totalCents: 990 });
  });

  it('an empty order costs nothing', () => {
    expect(priceOrder([], dineIn)).toEqual({ subtotalCents: 0, chargeCents: 0, taxCents: 0, totalCents: 0 });
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
    ).toEqual({ subtotal: 0.3, serviceOrParcelCharge: 0.03, tax: 0, total: 0.33 });
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
    ).toEqual({ subtotal: 37.5, serviceOrParcelCharge: 3.75, tax: 3.71, total: 44.96 });
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
