import { describe, expect, it } from 'vitest';
import { DiscountInput, discountCentsOf, discountRefusal } from './discounts';
import { orderRates, priceOrder, type OrderRates } from './pricing';
import { serviceChargeChoice } from './service-charge';
import { DEFAULT_SETTINGS, ratesOf } from './settings';

const dineIn = orderRates('dine-in', ratesOf(DEFAULT_SETTINGS));
const gst5: OrderRates = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, inclusive: false, split: 'cgst-sgst', roundOff: false };
const line = (priceCents: number, quantity = 1) => [{ priceCents, quantity }];

describe('priceOrder with a counter discount', () => {
  it('takes 10% off before the service charge and the tax: the taxable value drops', () => {
    // ₹1000 less 10% = 900; service 10% = 90; taxable 990; CGST and SGST 2.5% each = 24.75.
    expect(priceOrder(line(100_000), gst5, { percentBp: 1000, amountCents: null })).toMatchObject({
      subtotalCents: 100_000,
      discountCents: 10_000,
      chargeCents: 9000,
      taxableCents: 99_000,
      cgstCents: 2475,
      sgstCents: 2475,
      taxCents: 4950,
      totalCents: 103_950,
    });
  });

  it('takes an amount off the same way, and never more than the subtotal', () => {
    expect(priceOrder(line(2400), dineIn, { percentBp: null, amountCents: 400 })).toMatchObject({
      discountCents: 400,
      chargeCents: 200,
      taxCents: 198,
      totalCents: 2398,
    });
    expect(discountCentsOf(2400, { percentBp: null, amountCents: 5000 })).toBe(2400);
  });

  it('without a discount the figures are what they were', () => {
    expect(priceOrder(line(2400), dineIn, null)).toEqual(priceOrder(line(2400), dineIn));
    expect(priceOrder(line(2400), dineIn)).toMatchObject({ discountCents: 0, chargeCents: 240, totalCents: 2878 });
  });

  it('with tax included, the discount lowers what the guest pays and the tax inside it', () => {
    const p = priceOrder(line(10_500), { ...gst5, chargeBp: 0, inclusive: true }, { percentBp: 2000, amountCents: null });
    expect(p).toMatchObject({ discountCents: 2100, taxableCents: 8000, cgstCents: 200, sgstCents: 200, totalCents: 8400 });
  });
});

describe('priceOrder without the service charge', () => {
  it('a guest who declined it pays no service charge, and tax only on the food', () => {
    expect(priceOrder(line(100_000), { ...gst5, serviceCharge: false })).toMatchObject({
      chargeCents: 0,
      taxableCents: 100_000,
      cgstCents: 2500,
      sgstCents: 2500,
      totalCents: 105_000,
    });
  });

  it('serviceCharge true or absent charges it', () => {
    expect(priceOrder(line(100_000), { ...gst5, serviceCharge: true }).chargeCents).toBe(10_000);
    expect(priceOrder(line(100_000), gst5).chargeCents).toBe(10_000);
  });
});

describe('who chooses the service charge', () => {
  it('in rupees it starts unticked whatever the owner set; elsewhere the owner chooses; what the guest said wins', () => {
    expect(serviceChargeChoice(undefined, 'INR', true)).toBe(false);
    expect(serviceChargeChoice(undefined, 'USD', true)).toBe(true);
    expect(serviceChargeChoice(undefined, 'USD', false)).toBe(false);
    expect(serviceChargeChoice(true, 'INR', false)).toBe(true);
    expect(serviceChargeChoice(false, 'USD', true)).toBe(false);
  });
});

describe('the discount limit per role', () => {
  const pct = (p: number) => ({ percentBp: p * 100, amountCents: null });
  it('counter staff up to the limit; owners and managers without one', () => {
    expect(discountRefusal('counter', 10, 10_000, pct(10))).toBeNull();
    expect(discountRefusal('counter', 10, 10_000, pct(15))).toMatchObject({ overLimit: true, message: expect.stringContaining('at most 10%') });
    expect(discountRefusal('manager', 10, 10_000, pct(50))).toBeNull();
    expect(discountRefusal('owner', 10, 10_000, pct(100))).toBeNull();
  });

  it('an amount counts as its share of the subtotal, and can never exceed it', () => {
    expect(discountRefusal('counter', 10, 10_000, { percentBp: null, amountCents: 1000 })).toBeNull();
    expect(discountRefusal('counter', 10, 10_000, { percentBp: null, amountCents: 1001 })).toMatchObject({ overLimit: true });
    expect(discountRefusal('owner', 10, 10_000, { percentBp: null, amountCents: 10_001 })).toMatchObject({ overLimit: false });
  });
});

describe('DiscountInput', () => {
  it('takes a percent or an amount with a reason of 3 to 200 characters', () => {
    expect(DiscountInput.parse({ percent: 12.5, reason: ' Regular guest ' })).toEqual({ percentBp: 1250, amountCents: null, reason: 'Regular guest' });
    expect(DiscountInput.parse({ amount: 50.25, reason: 'Late food' })).toEqual({ percentBp: null, amountCents: 5025, reason: 'Late food' });
    for (const bad of [
      { percent: 10, reason: 'ok' },
      { percent: 10, reason: 'x'.repeat(201) },
      { percent: 10, amount: 5, reason: 'Both given' },
      { reason: 'Neither given' },
      { percent: 101, reason: 'Too much' },
    ])
      expect(DiscountInput.safeParse(bad).success).toBe(false);
  });
});
