import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { digitsOnly, displayPhone, initials } from './format';
import { settingsSaved } from './settings';

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

describe('digits typed or pasted into a phone or OTP field', () => {
  it('keeps digits only, at most n of them', () => {
    expect(digitsOnly('98a76-54 3210', 10)).toBe('9876543210');
    expect(digitsOnly('1 2 3 4 5 6 7', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});

describe('a phone number on screen', () => {
  it('carries the country code texts go to, as Settings give it', () => {
    expect(displayPhone('9876543210')).toBe('+91 9876543210');
    settingsSaved({ ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, smsCountryCode: '+44' } });
    expect(displayPhone('7700900123')).toBe('+44 7700900123');
    settingsSaved(DEFAULT_SETTINGS);
  });
});
