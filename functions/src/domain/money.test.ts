import { describe, expect, it } from 'vitest';
import { formatMoney, PRICE_MESSAGES, parsePrice } from './money';

describe('parsePrice: a price is checked as money before anything is rounded', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    [' 3 ', 300],
    ['0.01', 1],
    ['100000', 10_000_000],
    ['100000.00', 10_000_000],
    [4.99, 499],
    [1000, 100_000],
  ])('%j is %d cents', (raw, cents) => {
    expect(parsePrice(raw)).toEqual({ cents });
  });

  it.each([
    ['0.001', PRICE_MESSAGES.tooPrecise],
    ['4.999', PRICE_MESSAGES.tooPrecise],
    [4.999, PRICE_MESSAGES.tooPrecise],
    ['1e3', PRICE_MESSAGES.notANumber],
    ['1,000', PRICE_MESSAGES.notANumber],
    ['twelve', PRICE_MESSAGES.notANumber],
    ['', PRICE_MESSAGES.notANumber],
    ['.5', PRICE_MESSAGES.notANumber],
    ['-1', PRICE_MESSAGES.notPositive],
    ['0', PRICE_MESSAGES.notPositive],
    ['0.00', PRICE_MESSAGES.notPositive],
    ['100000.01', PRICE_MESSAGES.tooHigh],
    [1e21, PRICE_MESSAGES.notANumber],
  ])('%j is refused: %s', (raw, error) => {
    expect(parsePrice(raw)).toEqual({ error });
  });
});

describe('formatMoney: the one money format', () => {
  it('rupees are grouped the Indian way', () => {
    expect(formatMoney(123450, '₹', 'INR')).toBe('₹1,23,450.00');
    expect(formatMoney(12345678.5, '₹', 'INR')).toBe('₹1,23,45,678.50');
    expect(formatMoney(999, '₹', 'INR')).toBe('₹999.00');
    expect(formatMoney(1000, 'Rs.', 'INR')).toBe('Rs.1,000.00');
    expect(formatMoney(-0.4, '₹', 'INR')).toBe('-₹0.40');
  });

  it('the seeded dollars keep the spec format', () => {
    expect(formatMoney(123450, '$', 'USD')).toBe('$123450.00');
    expect(formatMoney(12, '$')).toBe('$12.00');
  });
});
