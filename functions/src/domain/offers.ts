import { applyBp } from './money';
import type { Offer, Settings } from './settings';
import type { Language } from './languages';
import { inLanguage } from './translations';

/* Offers: a percentage off some dishes between two instants (domain/settings re-exports these). */

export const offerIsLive = (o: Pick<Offer, 'startsAt' | 'endsAt'>, now: Date) =>
  Date.parse(o.startsAt) <= now.getTime() && now.getTime() < Date.parse(o.endsAt);

/** Offers running now. */
export const liveOffers = (s: Pick<Settings, 'offers'>, now: Date): Offer[] => s.offers.filter((o) => offerIsLive(o, now));

/** The best live offer on an item, or null. */
export function offerOn(s: Pick<Settings, 'offers'>, itemId: string, now: Date): Offer | null {
  let best: Offer | null = null;
  for (const o of liveOffers(s, now)) if (o.itemIds.includes(itemId) && (!best || o.percentOff > best.percentOff)) best = o;
  return best;
}

/** An item's price in cents after percentOff (the discount rounds half up, to the guest's benefit). */
export const discountedCents = (priceCents: number, percentOff: number): number => priceCents - applyBp(priceCents, percentOff * 100);

/** What an item costs now, in cents, and the offer that lowers it. The one rule the server's pricing and the cart share. */
export function itemPriceNow(s: Pick<Settings, 'offers'>, item: { id: string; priceCents: number }, now: Date): { priceCents: number; offer: Offer | null } {
  const offer = offerOn(s, item.id, now);
  return { priceCents: offer ? discountedCents(item.priceCents, offer.percentOff) : item.priceCents, offer };
}

/**
 * An offer as a guest reads it in a language: the owner's Gujarati or Hindi title and blurb (the English where there is
 * none), the English kept as titleEn and blurbEn. In English it is the offer as stored.
 */
export function offerInLanguage(o: Offer, lang: Language): Offer & { titleEn?: string; blurbEn?: string } {
  if (lang === 'en') return o;
  return {
    ...o,
    title: inLanguage(o.title, o.titleI18n, lang),
    titleEn: o.title,
    blurb: o.blurb ? inLanguage(o.blurb, o.blurbI18n, lang) : o.blurb,
    blurbEn: o.blurb,
  };
}
