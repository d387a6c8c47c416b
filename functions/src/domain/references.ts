/** One reference format per entity, on every screen and text (DECISIONS 21). No zod here: public pages import it. */

/** An order's reference: the last 6 characters of its id, upper-case. */
export const orderReference = (id: string) => id.slice(-6).toUpperCase();

/** A reservation's reference: the last 8 characters of its id, upper-case. */
export const reservationReference = (id: string) => id.slice(-8).toUpperCase();
