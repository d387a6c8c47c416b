/**
 * How many SMS segments a text costs. A text whose every character is in the GSM 03.38 alphabet goes as GSM-7:
 * 160 characters in one segment, 153 a part when it is split (the rest of each part holds the header that joins
 * them); the extension characters (€ [ ] { } \ ^ ~ |) take two places each. Any other character (Gujarati,
 * Devanagari, ₹, an emoji) makes the whole text UCS-2: 70 UTF-16 units in one segment, 67 a part.
 */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Places the text takes: GSM-7 septets, or UCS-2 (UTF-16) units. */
  units: number;
  segments: number;
}

/** The text's encoding, its length in that encoding, and its segments. */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** How many segments the text costs (an empty text still costs one). */
export const smsSegments = (text: string): number => Math.max(1, smsSize(text).segments);
