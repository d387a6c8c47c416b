import { describe, expect, it } from 'vitest';
import { averageMinutes, formatChange, percentChange } from './dashboard';

describe('dashboard arithmetic', () => {
  it('percentChange compares with the previous figure to one decimal', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(45231, 37660)).toBe(20.1);
    expect(percentChange(95, 100)).toBe(-5);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('percentChange has nothing to say when yesterday was zero', () => {
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('formatChange shows a sign on rises and keeps whole numbers whole', () => {
    expect(formatChange(20.1)).toBe('+20.1%');
    expect(formatChange(12)).toBe('+12%');
    expect(formatChange(-5)).toBe('-5%');
    expect(formatChange(0)).toBe('0%');
  });

  it('averageMinutes turns summed seconds into mean minutes, null when nothing is ready', () => {
    expect(averageMinutes(12 * 60 * 3, 3)).toBe(12);
    expect(averageMinutes(90, 1)).toBe(1.5);
    expect(averageMinutes(0, 0)).toBeNull();
  });
});
