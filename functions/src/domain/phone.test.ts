import { describe, expect, it } from 'vitest';
import { isPhone, normalizePhone } from './phone';

describe('normalizePhone: what a guest types or pastes becomes the 10 digits the site keeps', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+91 0 98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(217) 555-0142', '2175550142'],
    ['+1 (217) 555-0142', '2175550142'],
    ['+44 20 7946 0958', '2079460958'],
    ['98765-43210', '9876543210'],
    ['9876543210', '9876543210'],
    [' 98 76 54 32 10 ', '9876543210'],
    ['98a76-54 3210', '9876543210'],
  ])('%j with the settings code +91 gives %j', (pasted, digits) => {
    expect(normalizePhone(pasted, '+91')).toBe(digits);
  });

  it.each(['12345', '', 'abcdefghij', 'phone: none', '98765432101', '449876543210', '9876543210123', '+91 98765 43210 98765'])(
    // 11 digits that are no country code and no leading 0 are a typo the form names, not a number to cut short.
    '%j keeps every digit, so the form can say it is not a 10-digit number',
    (typed) => {
      expect(normalizePhone(typed, '+91')).toBe(typed.replace(/\D/g, ''));
      expect(isPhone(normalizePhone(typed, '+91'))).toBe(false);
    },
  );

  it('never cuts a 10-digit number, whatever digits it starts with', () => {
    for (const n of ['9198765432', '0198765432', '1234567890', '0000000000']) expect(normalizePhone(n, '+91')).toBe(n);
  });

  it('follows the country code the owner set', () => {
    expect(normalizePhone('12175550142', '+1')).toBe('2175550142');
    expect(normalizePhone('12175550142', '+91')).toBe('12175550142');
    expect(normalizePhone('+91 98765 43210', '+1')).toBe('9876543210');
  });

  it('without a country code, drops any leading one of up to 3 digits', () => {
    expect(normalizePhone('919876543210')).toBe('9876543210');
    expect(normalizePhone('12175550142')).toBe('2175550142');
    expect(normalizePhone('97198765432101')).toBe('97198765432101');
  });
});
