import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, financialYearAt, indianWords, invoiceNumber } from './invoice';

describe('financial year: 1 April to 31 March, in the restaurant time zone', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['2099-12-31', '2099-00'],
  ])('%s is in %s', (date, fy) => expect(financialYear(date)).toBe(fy));

  it('31 March 19:00 UTC is already 1 April in Kolkata', () => {
    expect(financialYearAt(new Date('2027-03-31T19:00:00Z'), 'Asia/Kolkata')).toBe('2027-28');
    expect(financialYearAt(new Date('2027-03-31T18:00:00Z'), 'Asia/Kolkata')).toBe('2026-27');
  });
});

describe('invoice number', () => {
  it('reads {prefix}/{FY}/{serial} with a six-digit serial', () => {
    expect(invoiceNumber('TH', '2026-27', 123)).toBe('TH/2026-27/000123');
  });
});

describe('amount in words, Indian units', () => {
  it('lakhs and crores', () => {
    expect(indianWords(123450)).toBe('One Lakh Twenty Three Thousand Four Hundred Fifty');
    expect(indianWords(10_000_001)).toBe('One Crore One');
    expect(indianWords(19)).toBe('Nineteen');
  });

  it('rupees and paise', () => {
    expect(amountInWords(12_345_000, 'INR')).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Only');
    expect(amountInWords(10_510, 'INR')).toBe('Rupees One Hundred Five and Paise Ten Only');
  });
});
