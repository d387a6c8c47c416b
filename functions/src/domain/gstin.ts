/**
 * India's GST and food-licence identifiers: a GSTIN is 15 characters, a state
 * code, the holder's PAN, an entity number, "Z" and a check character computed over the
 * first 14 (base 36, weights 1 and 2 alternating, digits of each product summed in base 36).
 */

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character the first 14 characters of a GSTIN call for. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  shape: 'GSTIN must be 15 characters like 24AAACT1234A1Z5: state code, PAN, entity number, Z and a check character',
  check: 'GSTIN check character is wrong: please copy it again from the GST certificate',
} as const;

/** Why a GSTIN is not valid, or null when it is; the empty string means "none given". */
export function gstinProblem(gstin: string): string | null {
  if (gstin === '') return null;
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14] ? null : GSTIN_MESSAGES.check;
}

export const FSSAI_MESSAGE = 'FSSAI licence number must be exactly 14 digits';
export const isFssaiLicence = (n: string) => n === '' || /^\d{14}$/.test(n);

export const SAC_MESSAGE = 'SAC code must be 4 to 8 digits, like 996331';
export const isSac = (n: string) => /^\d{4,8}$/.test(n);
