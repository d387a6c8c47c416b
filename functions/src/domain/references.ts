/** One reference format per entity, on every screen and text (DECISIONS 21). No zod here: public pages import it. */

/** An order's reference: the last 6 characters of its id, upper-case. */
export const orderReference = (id: string) => id.slice(-6).toUpperCase();

/** A reservation's reference: the last 8 characters of its id, upper-case. */
export const reservationReference = (id: string) => id.slice(-8).toUpperCase();

/** Where a text's short link (/t?r=<reference>) leads: an order's tracking page, a booking's or a waitlist place, told apart by the reference's length; null for anything else. */
export function shortLinkPath(reference: string | null | undefined): string | null {
  const r = (reference ?? '').trim().toUpperCase();
  if (/^[A-Z0-9_-]{6}$/.test(r)) return `/track/${r}`;
  if (/^[A-Z0-9_-]{8}$/.test(r)) return `/reservation/${r}`;
  if (/^[A-Z0-9]{7}$/.test(r)) return `/waitlist/${r}`;
  return null;
}
