import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatMoney, toCents, toDollars } from '@domain/money';
import { itemPriceNow, offerInLanguage } from '@domain/offers';
import type { Offer, Settings } from '@domain/settings';
import { useHydrated } from './hydration';
import { renderedAt } from './page-clock';
import { useSettings } from './settings';
import { useLang } from '@/i18n/I18n';
import type { Lang } from '@/i18n/languages';

/** Formats dollars with the restaurant's currency: `const money = useMoney(); money(12)` is "$12.00", or "₹12.00" with rupees. */
export function useMoney(): (dollars: number) => string {
  const { currencySymbol: symbol, currencyCode: code } = useSettings().locale;
  return useCallback((dollars: number) => formatMoney(dollars, symbol, code), [symbol, code]);
}

/** A dish's price now, in dollars: with the offer that lowers it, if one does. */
export interface PriceNow {
  price: number;
  /** The menu's price, set only when an offer lowers it. */
  originalPrice?: number;
  offer?: { id: string; title: string; percentOff: number };
}

/** What the server charges for a dish now: itemPriceNow, the rule its pricing uses, in dollars; the offer named in the page's language. */
export function priceNow(settings: Pick<Settings, 'offers'>, item: { _id: string; price: number }, now: Date, lang: Lang = 'en'): PriceNow {
  const { priceCents, offer } = itemPriceNow(settings, { id: item._id, priceCents: toCents(item.price) }, now);
  if (!offer || priceCents >= toCents(item.price)) return { price: item.price };
  const title = offerInLanguage(offer, lang).title;
  return { price: toDollars(priceCents), originalPrice: item.price, offer: { id: offer.id, title, percentOff: offer.percentOff } };
}

/** The longest a browser timer waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The next instant after `after` at which one of the offers starts or ends. */
function nextBoundary(offers: readonly Offer[], after: number): number | null {
  let next: number | null = null;
  for (const o of offers) {
    for (const at of [Date.parse(o.startsAt), Date.parse(o.endsAt)]) if (at > after && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * The time, moved on when the settings change and whenever an offer starts or ends, so prices on screen change when the
 * server's do. While a page rendered with offers hydrates, the instant it was rendered at (page-clock.ts): the prices
 * its HTML shows, whatever the time is now; the browser's time from the render after.
 */
export function useOfferNow(): Date {
  const hydrated = useHydrated();
  const { offers } = useSettings();
  const [now, setNow] = useState(() => new Date());
  const [seen, setSeen] = useState(offers);
  if (seen !== offers) {
    setSeen(offers);
    setNow(new Date());
  }
  useEffect(() => {
    const next = nextBoundary(offers, now.getTime());
    if (next === null) return;
    const id = window.setTimeout(() => setNow(new Date()), Math.min(MAX_TIMER_MS, Math.max(0, next - Date.now()) + 50));
    return () => window.clearTimeout(id);
  }, [offers, now]);
  return hydrated ? now : (renderedAt() ?? now);
}

/** `priceOf(item)`: a dish's price now, with the current settings and time. */
export function usePriceNow(): (item: { _id: string; price: number }) => PriceNow {
  const settings = useSettings();
  const now = useOfferNow();
  const lang = useLang();
  return useCallback((item: { _id: string; price: number }) => priceNow(settings, item, now, lang), [settings, now, lang]);
}

/** Each line at its price now: `price` becomes what the server charges for one, with the menu's price and the offer when one lowers it. */
export const pricedLines = <T extends { _id: string; price: number }>(
  lines: readonly T[],
  priceOf: (item: { _id: string; price: number }) => PriceNow,
): Array<T & PriceNow> => lines.map((l) => ({ ...l, ...priceOf(l) }));

/** Cart lines at the prices charged now, and their subtotal added up in cents. */
export function usePricedLines<T extends { _id: string; price: number; quantity: number }>(
  lines: readonly T[],
): { lines: Array<T & PriceNow>; subtotal: number } {
  const priceOf = usePriceNow();
  return useMemo(() => {
    const priced = pricedLines(lines, priceOf);
    return { lines: priced, subtotal: toDollars(priced.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0)) };
  }, [lines, priceOf]);
}
