import { normalizePhone } from './phone';

/**
 * How the back office reads a search box: as people copy things off the screens. A reference
 * may come with its '#' ('#UYTYUK'), a phone with its +91, spaces, dashes or brackets
 * ('+91 91234-32199'); anything else is case-insensitive text.
 */
export interface SearchTarget {
  /** Ids, references, names, emails: matched as text. */
  text: string[];
  /** The 10-digit phone number. */
  phone: string;
}

/** The digits of a search that is a phone number as written, read as the phone field reads it (phone.ts); null otherwise. */
export function phoneDigits(search: string): string | null {
  const trimmed = search.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = normalizePhone(trimmed);
  return digits.length > 0 ? digits : null;
}

/** A predicate for one search, to run over many targets. An empty search matches everything. */
export function searchMatcher(search: string): (target: SearchTarget) => boolean {
  const text = search.trim().replace(/^#/, '').toLowerCase();
  if (!text) return () => true;
  const digits = phoneDigits(search);
  return (target) => (digits !== null && target.phone.includes(digits)) || target.text.some((field) => field.toLowerCase().includes(text));
}
