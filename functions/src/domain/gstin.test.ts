import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckChar, gstinProblem, isFssaiLicence } from './gstin';

describe('GSTIN: format and check character', () => {
  it('accepts published GSTINs whose check character is right', () => {
    // Examples printed on GST portal guidance and invoices.
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinCheckChar('24AAACT1234A1Z')).toMatch(/^[0-9A-Z]$/);
  });

  it('refuses a wrong check character, naming the problem', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.check);
  });

  it('refuses the wrong shape', () => {
    for (const bad of ['27AAPFU0939F1Z', '27aapfu0939f1zv', 'AAAPFU0939F1ZVX', '27AAPFU0939F1YV']) expect(gstinProblem(bad)).toBe(GSTIN_MESSAGES.shape);
  });

  it('an empty GSTIN means none is given', () => {
    expect(gstinProblem('')).toBeNull();
  });
});

describe('FSSAI licence: 14 digits', () => {
  it.each([
    ['10019022008521', true],
    ['1001902200852', false],
    ['100190220085210', false],
    ['1001902200852A', false],
    ['', true],
  ])('%s → %s', (n, ok) => expect(isFssaiLicence(n)).toBe(ok));
});
