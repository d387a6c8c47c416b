import { describe, expect, it } from 'vitest';
import type { ThaliNow, ThaliView } from '@domain/thali-view';
import { thaliItems } from './use-new-order';

const lunch = (patch: Partial<ThaliView> = {}): ThaliView => ({
  date: '2030-01-14',
  service: 'lunch',
  serviceName: 'Lunch',
  name: 'Gujarati Thali',
  price: 12.5,
  special: false,
  components: ['Dal', 'Rice'],
  variants: ['regular', 'jain'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 5,
  platesLeft: 2,
  soldOut: false,
  itemId: 'thali_2030-01-14_lunch',
  ...patch,
});
const now = (current: ThaliView | null, orderable: string | null): ThaliNow => ({ current, next: null, orderable });

describe("New Order's thali lines", () => {
  it('offers one line per variant of the thali taking orders now, each ordering the thali in that variant', () => {
    const items = thaliItems(now(lunch(), 'thali_2030-01-14_lunch'));
    expect(items.map((i) => [i.name, i.category, i.price, i.line])).toEqual([
      ['Gujarati Thali', "Today's Thali · 2 plates left", 12.5, { _id: 'thali_2030-01-14_lunch', variant: 'regular' }],
      ['Gujarati Thali (Jain)', "Today's Thali · 2 plates left", 12.5, { _id: 'thali_2030-01-14_lunch', variant: 'jain' }],
    ]);
    expect(new Set(items.map((i) => i._id)).size).toBe(2);
  });

  it('marks a sold-out thali sold out, and offers none when no thali is set or its service is not taking orders', () => {
    expect(thaliItems(now(lunch({ platesLeft: 0, soldOut: true }), 'thali_2030-01-14_lunch')).every((i) => i.soldOut)).toBe(true);
    expect(thaliItems(now(null, null))).toEqual([]);
    expect(thaliItems(now(lunch(), null))).toEqual([]);
    expect(thaliItems(null)).toEqual([]);
  });
});
