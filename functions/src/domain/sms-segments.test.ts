import { describe, expect, it } from 'vitest';
import { smsSegments, smsSize } from './sms-segments';

describe('SMS segments', () => {
  it('an English text of GSM-7 characters is one segment up to 160 characters, then 153 a part', () => {
    expect(smsSize('Thali House: order #ABC234 is confirmed.')).toEqual({ encoding: 'gsm7', units: 40, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it("GSM-7's extension characters take two places each", () => {
    expect(smsSize('{}').units).toBe(4);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('a Gujarati text is UCS-2: 70 characters in one segment, 67 a part', () => {
    const gu = 'ઓર્ડર #ABC234 કન્ફર્મ થયો છે.';
    expect(smsSize(gu).encoding).toBe('ucs2');
    expect(smsSize(gu).units).toBe(gu.length);
    expect(smsSegments('ક'.repeat(70))).toBe(1);
    expect(smsSegments('ક'.repeat(71))).toBe(2);
    expect(smsSegments('ક'.repeat(134))).toBe(2);
    expect(smsSegments('ક'.repeat(135))).toBe(3);
  });

  it('a Hindi (Devanagari) text is UCS-2 too', () => {
    expect(smsSize('आपकी टेबल तैयार है।')).toEqual({ encoding: 'ucs2', units: 19, segments: 1 });
    expect(smsSegments(`Thali House: ${'ट'.repeat(60)}`)).toBe(2);
  });

  it('one stray ₹ sign or emoji makes a whole English text UCS-2, and an emoji takes two places', () => {
    const english = `Your bill is 450 rupees. ${'x'.repeat(40)}`;
    expect(smsSegments(english)).toBe(1);
    expect(smsSize(english.replace('450 rupees', '₹450')).encoding).toBe('ucs2');
    expect(smsSegments(`${'a'.repeat(69)}₹`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}₹`)).toBe(2);
    expect(smsSize('🙂').units).toBe(2);
    expect(smsSegments(`${'a'.repeat(69)}🙂`)).toBe(2);
  });

  it('an empty text still costs one', () => {
    expect(smsSegments('')).toBe(1);
  });
});
