/**
 * Phone numbers as people type and paste them. The site keeps a phone as its 10 national
 * digits; texts go to the settings' country code before them (settings.ts smsNumber).
 * Small and free of zod: public pages load it with their first script.
 */

/** How many digits a phone number has, without its country code. */
export const PHONE_LENGTH = 10;

/** A phone number as the API takes it: exactly 10 digits. */
export const PHONE_PATTERN = /^\d{10}$/;

/** A longest country code is 3 digits (ITU E.164). */
const MAX_COUNTRY_CODE = 3;

/**
 * What was typed or pasted, reduced to digits. When there are more than 10, a leading 0 or
 * the country code is dropped if exactly 10 digits remain: the given code ('+91', from
 * Settings), or any code when the number is written international ('+1 217…', '0044…') or
 * when no code is given. Anything else keeps every digit, so a form says it is not a
 * 10-digit number instead of quietly cutting one.
 */
export function normalizePhone(input: string, countryCode?: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length <= PHONE_LENGTH) return digits;
  let international = /^\s*\+/.test(input) || countryCode === undefined;
  if (digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  const code = countryCode?.replace(/\D/g, '') ?? '';
  if (code && digits.startsWith(code) && digits.length - code.length >= PHONE_LENGTH) {
    const rest = digits.slice(code.length);
    // '+91 0 98765 43210': some write the trunk 0 after the code.
    if (rest.length === PHONE_LENGTH) return rest;
    if (rest.length === PHONE_LENGTH + 1 && rest.startsWith('0')) return rest.slice(1);
  }
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  if (international && digits.length <= PHONE_LENGTH + MAX_COUNTRY_CODE) return digits.slice(-PHONE_LENGTH);
  return digits;
}

/** True for a phone the API takes: exactly 10 digits. */
export const isPhone = (digits: string) => PHONE_PATTERN.test(digits);

/**
 * The first digits a mobile number may start with, by the country code texts go to (Settings'
 * locale.smsCountryCode). Indian mobiles start with 6, 7, 8 or 9; countries not listed take any
 * 10 digits.
 */
export const MOBILE_FIRST_DIGITS: Readonly<Record<string, string>> = { '+91': '6789' };

/** Why a 10-digit phone can't take texts under this country code, or null when it can. */
export function mobileRefusal(phone: string, countryCode: string): string | null {
  const first = MOBILE_FIRST_DIGITS[countryCode.trim()];
  if (!first || first.includes(phone.charAt(0))) return null;
  return `Please enter a mobile number: numbers for ${countryCode} start with ${[...first].join(', ').replace(/, (\d)$/, ' or $1')}.`;
}
