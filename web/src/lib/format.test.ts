import { describe, expect, it } from 'vitest';
import { initials } from './format';

describe('initials in the navigation bar', () => {
  it('takes the first letters of the first two words, upper-case', () => {
    expect(initials('ana patel')).toBe('AP');
    expect(initials('Ravi Kumar Shah')).toBe('RK');
  });

  it('gives one letter for a one-word name', () => {
    expect(initials('madhuri')).toBe('M');
  });

  it('ignores extra spaces around and between words', () => {
    expect(initials('   priya    shah  ')).toBe('PS');
  });

  it('gives an empty string when there is no name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
