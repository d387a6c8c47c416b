import { describe, expect, it } from 'vitest';
import { planReprice, RepriceInput, repricedCents, repricePreview, type PricedThing } from './reprice';

const things: PricedThing[] = [
  { kind: 'dish', id: 'lassi', name: 'Punjabi Sweet Lassi', priceCents: 450 },
  { kind: 'dish', id: 'chaas', name: 'Masala Chaas', priceCents: 299 },
  { kind: 'thali', id: '2036-05-15_lunch', name: 'Gujarati Thali', priceCents: 1250 },
  { kind: 'usual', id: 'weekdayPriceCents', name: 'Usual weekday thali price', priceCents: 1200 },
];

describe('repricing every price by a factor', () => {
  it('multiplies and rounds half up to the nearest step: $4.50 × 80 is ₹360, $2.99 × 80 to the nearest 5 is ₹240', () => {
    const x80 = { factor: 80, roundTo: 5 };
    expect(repricedCents(450, x80)).toBe(36000);
    expect(repricedCents(299, x80)).toBe(24000); // 239.20 → 240
    expect(repricedCents(1250, x80)).toBe(100000);
    expect(repricedCents(3, { factor: 1.5, roundTo: 0.05 })).toBe(5); // never below one step
    expect(repricedCents(36000, { factor: 0.0125, roundTo: 0.05 })).toBe(450);
  });

  it('plans the changes with the range before and after, and flags a price too high to keep', () => {
    const plan = planReprice(things, { factor: 80, roundTo: 5 });
    expect(plan.changes.map((c) => [c.id, c.toCents])).toEqual([
      ['lassi', 36000],
      ['chaas', 24000],
      ['2036-05-15_lunch', 100000],
      ['weekdayPriceCents', 96000],
    ]);
    expect(plan.before).toEqual({ count: 4, min: 2.99, max: 12.5 });
    expect(plan.after).toEqual({ count: 4, min: 240, max: 1000 });
    expect(plan.tooHigh).toBeNull();
    expect(planReprice(things, { factor: 1000, roundTo: 10 }).tooHigh).toBeNull();
    const festival: PricedThing = { kind: 'thali', id: '2036-10-20_dinner', name: 'Diwali Thali', priceCents: 15000 };
    expect(planReprice([...things, festival], { factor: 1000, roundTo: 10 }).tooHigh?.id).toBe('2036-10-20_dinner');
  });

  it('previews the range alone without a factor, and dishes first among the examples', () => {
    expect(repricePreview(things, null, 2)).toEqual({ before: { count: 4, min: 2.99, max: 12.5 }, offers: 2 });
    const p = repricePreview(things, { factor: 80, roundTo: 5 }, 2, 2);
    expect(p.changing).toBe(4);
    expect(p.examples).toEqual([
      { kind: 'dish', name: 'Punjabi Sweet Lassi', from: 4.5, to: 360 },
      { kind: 'dish', name: 'Masala Chaas', from: 2.99, to: 240 },
    ]);
  });

  it.each([
    [{ factor: 0, roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
    [{ factor: -80, roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
    [{ factor: 'eighty', roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
    [{ factor: 1, roundTo: 5 }, 'A factor of 1 changes no price'],
    [{ factor: 5000, roundTo: 5 }, 'The factor must be at most 1000'],
    [{ factor: 80, roundTo: 3 }, 'Round to one of 0.01, 0.05, 0.1, 0.5, 1, 5, 10'],
  ])('refuses %o: %s', (input, message) => {
    const r = RepriceInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});
