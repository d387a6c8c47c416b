import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fixText, shortLinesOf, shortText, stillShort } from './cart-problems';

const refused = (status: number, code: string, data?: unknown) => new ApiError(status, 'refused', { success: false, code, message: 'refused', data });

describe('the lines a refused order names', () => {
  it("409 sold_out names the thali and the plates left: 'Only 1 plate left', lowered to 1", () => {
    const short = shortLinesOf(refused(409, 'sold_out', { itemId: 'thali_2099-01-01_lunch', platesLeft: 1 }))!;

    expect(short).toEqual({ 'thali_2099-01-01_lunch': { left: 1 } });
    expect(shortText(short['thali_2099-01-01_lunch']!)).toBe('Only 1 plate left');
    expect(fixText(short['thali_2099-01-01_lunch']!)).toBe('Lower to 1');
  });

  it('none left says Sold out, and the one tap removes the line', () => {
    const short = shortLinesOf(refused(409, 'sold_out', { itemId: 't', platesLeft: 0 }))!;

    expect(shortText(short.t!)).toBe('Sold out');
    expect(fixText(short.t!)).toBe('Remove it');
  });

  it('400 items_unavailable marks each sold-out dish and each dish gone from the menu', () => {
    const short = shortLinesOf(refused(400, 'items_unavailable', { soldOutItems: ['a'], unknownItems: ['b', 7] }))!;

    expect(short).toEqual({ a: { left: 0 }, b: { left: 0, gone: true } });
    expect(shortText(short.b!)).toBe('No longer on the menu');
  });

  it('bad data (a negative or fractional count, no ids) and other refusals name no line', () => {
    expect(shortLinesOf(refused(409, 'sold_out', { itemId: 't', platesLeft: -3 }))).toEqual({ t: { left: 0 } });
    expect(shortLinesOf(refused(409, 'sold_out', { itemId: 't', platesLeft: 1.5 }))).toEqual({ t: { left: 0 } });
    expect(shortLinesOf(refused(409, 'sold_out', { platesLeft: 2 }))).toBeNull();
    expect(shortLinesOf(refused(400, 'items_unavailable', { soldOutItems: 'a' }))).toBeNull();
    expect(shortLinesOf(refused(400, 'validation_failed', { soldOutItems: ['a'] }))).toBeNull();
    expect(shortLinesOf(new Error('boom'))).toBeNull();
  });

  it('a line lowered to what is left, or removed, is no longer short; one still above it is', () => {
    const short = { a: { left: 1 }, b: { left: 0 }, c: { left: 2 } };

    expect(
      stillShort(short, [
        { _id: 'a', quantity: 1 },
        { _id: 'c', quantity: 3 },
        { _id: 'd', quantity: 9 },
      ]),
    ).toEqual({ c: { left: 2 } });
  });
});
