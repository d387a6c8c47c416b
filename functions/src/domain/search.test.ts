import { describe, expect, it } from 'vitest';
import { phoneDigits, searchMatcher } from './search';

const order = { text: ['AbcdEfghIjklMnUYTYUK', 'UYTYUK', 'Asha Patel'], phone: '9123432199' };

describe('searchMatcher: the back office finds what its screens show', () => {
  it.each([
    '#UYTYUK',
    'UYTYUK',
    'uytyuk',
    ' #uytyuk ',
    'asha',
    'Patel',
    '+91 9123432199',
    '+91 91234-32199',
    '(912) 343-2199',
    '09123432199',
    '9123432199',
    '43219',
  ])('%j finds the order', (search) => {
    expect(searchMatcher(search)(order)).toBe(true);
  });

  it.each(['#ZZZZZZ', 'Ravi', '+91 9999999999', '12-34-56-78'])('%j does not', (search) => {
    expect(searchMatcher(search)(order)).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(searchMatcher('  ')(order)).toBe(true);
  });

  it('reads a phone as written, and nothing else as one', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('919876543210')).toBe('9876543210');
    expect(phoneDigits('98765')).toBe('98765');
    expect(phoneDigits('UYTYUK')).toBeNull();
    expect(phoneDigits('#123')).toBeNull();
  });
});
