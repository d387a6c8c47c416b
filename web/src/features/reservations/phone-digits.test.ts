import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone-digits';

describe('phone digits', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('98a76-54 3210')).toBe('9876543210');
    expect(phoneDigits('987654321099')).toBe('9876543210');
  });

  it('drops a pasted +91 prefix', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
  });
});
