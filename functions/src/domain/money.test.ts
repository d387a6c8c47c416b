import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES, parsePrice } from './money';

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
