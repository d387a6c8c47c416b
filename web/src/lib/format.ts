import { formatMoney } from '@domain/money';
import { clockText } from '@domain/time';
import { orderReference, reservationReference } from '@domain/references';
import type { Settings } from '@domain/settings';
import { settingsNow } from './settings';

/** One reference per entity on every screen (DECISIONS 21): the server's own rule. */
export { formatMoney, orderReference as orderRef, reservationReference as reservationRef };

/** First letters of up to two words of the name, upper-case. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Keeps digits only, at most n of them (the OTP; phones go through PhoneField). */
export const digitsOnly = (value: string, n: number) => value.replace(/\D/g, '').slice(0, n);

/** A 10-digit phone shown with the country code texts go to (Settings; +91 seeded, spec §9): "+91 9876543210". */
export const displayPhone = (phone: string, s: Pick<Settings, 'locale'> = settingsNow()) => `${s.locale.smsCountryCode} ${phone}`;

/** "14:00" → "2:00 PM", as the guests' texts write it too. */
export const time12h = clockText;

/** Cuts text at n characters and adds an ellipsis when it was longer. */
export const truncate = (text: string, n = 50) => (text.length > n ? `${text.slice(0, n)}...` : text);

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
