import { AppError, badRequest } from '../lib/errors';
import { toCents } from '../domain/money';
import { ORDER_LIMITS, ORDER_TEXTS, type OrderLine } from '../domain/orders';
import { itemPriceNow, type Settings } from '../domain/settings';
import type { CatalogDoc } from './catalog';

export interface RequestedLine {
  id: string;
  quantity: number;
  /** What the client believed the price was, in dollars: only compared. */
  price?: number | undefined;
  /** The guest's note for the kitchen; '' for none. */
  note?: string;
}

/**
 * Prices the requested lines from the catalog (DECISIONS 7) and the offers live
 * now (itemPriceNow, the rule the cart shares). Repeated ids are merged; unknown
 * and sold-out items are refused with a message that names them.
 */
export function linesFromCatalog(
  catalog: CatalogDoc,
  requested: readonly RequestedLine[],
  offers: Pick<Settings, 'offers'>,
  now: Date,
): { lines: OrderLine[]; clientPriceDiffers: boolean } {
  // A dish asked for twice with the same note is one line; with different notes the kitchen needs both.
  const merged = new Map<string, RequestedLine>();
  for (const r of requested) {
    const key = `${r.id}\u0000${r.note ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + r.quantity } : { ...r });
  }
  const ids = [...new Set([...merged.values()].map((r) => r.id))];
  const unknown = ids.filter((id) => !Object.hasOwn(catalog.items, id));
  if (unknown.length) {
    throw new AppError('items_unavailable', 'Some items in your order are no longer on the menu. Please review your cart.', { unknownItems: unknown });
  }
  const soldOut = ids.filter((id) => catalog.items[id]!.soldOut);
  if (soldOut.length) {
    const names = soldOut.map((id) => catalog.items[id]!.name).join(', ');
    throw new AppError('items_unavailable', `Sold out: ${names}. Please remove ${soldOut.length === 1 ? 'it' : 'them'} from your cart.`, {
      soldOutItems: soldOut,
    });
  }
  let clientPriceDiffers = false;
  const lines: OrderLine[] = [...merged.values()].map((r) => {
    if (r.quantity > ORDER_LIMITS.maxQuantity) throw badRequest(ORDER_TEXTS.badQuantity);
    const item = catalog.items[r.id]!;
    const { priceCents, offer } = itemPriceNow(offers, { id: r.id, priceCents: item.priceCents }, now);
    if (r.price !== undefined && toCents(r.price) !== priceCents) clientPriceDiffers = true;
    const line: OrderLine = { menuItemId: r.id, name: item.name, priceCents, quantity: r.quantity, image: item.image, ...(r.note ? { note: r.note } : {}) };
    return offer && priceCents < item.priceCents ? { ...line, listPriceCents: item.priceCents, offerId: offer.id, offerTitle: offer.title } : line;
  });
  return { lines, clientPriceDiffers };
}
