import { AppError, badRequest } from '../lib/errors';
import { toCents } from '../domain/money';
import { ORDER_LIMITS, ORDER_TEXTS, type OrderLine } from '../domain/orders';
import { itemPriceNow } from '../domain/offers';
import type { Settings } from '../domain/settings';
import { onMenu, type CatalogDoc } from './catalog';
import { parseThaliItemId, platesLeftOf, soldOutText, VARIANT_LABEL, type ServiceOfDay, type ThaliDoc, type ThaliVariant } from '../domain/thali';
import type { WithId } from '../ports';
import { lineStation, type StationSettings } from '../domain/kitchen-stations';

/** The thalis an order names, read in its transaction, and the service whose thali may be ordered now. */
export interface OrderThalis {
  docs: Map<string, WithId<ThaliDoc> | null>;
  orderable: ServiceOfDay | null;
}

export interface RequestedLine {
  id: string;
  quantity: number;
  /** What the client believed the price was, in dollars: only compared. */
  price?: number | undefined;
  /** The guest's note for the kitchen; '' for none. */
  note?: string;
  /** A thali's variant; a dish ignores it. */
  variant?: ThaliVariant | undefined;
}

/**
 * Prices the requested lines from the catalog (DECISIONS 7) and the offers live
 * now (itemPriceNow, the rule the cart shares). Repeated ids are merged; unknown
 * and sold-out items are refused with a message that names them.
 */
export function linesFromCatalog(
  catalog: CatalogDoc,
  requested: readonly RequestedLine[],
  offers: Pick<Settings, 'offers'> & { kitchen?: StationSettings },
  now: Date,
  thalis: OrderThalis = { docs: new Map(), orderable: null },
): { lines: OrderLine[]; clientPriceDiffers: boolean } {
  // Each line carries its kitchen station from here; confirming the order stamps it for good (stampStations).
  const kitchen = offers.kitchen;
  const at = (line: OrderLine, dishStation: string | undefined): OrderLine => (kitchen ? { ...line, station: lineStation(kitchen, line, dishStation) } : line);
  // A dish asked for twice with the same note is one line; with different notes (or variants) the kitchen needs both.
  const merged = new Map<string, RequestedLine>();
  for (const r of requested) {
    const key = `${r.id}\u0000${r.note ?? ''}\u0000${r.variant ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + r.quantity } : { ...r });
  }
  const thaliLines = [...merged.values()].filter((r) => parseThaliItemId(r.id));
  const dishLines = [...merged.values()].filter((r) => !parseThaliItemId(r.id));
  const fromThali = linesOfThalis(thaliLines, thalis);
  const ids = [...new Set(dishLines.map((r) => r.id))];
  // A dish of a hidden category is off the guests' menu: it can't be ordered either.
  const unknown = ids.filter((id) => !Object.hasOwn(catalog.items, id) || !onMenu(catalog, catalog.items[id]!));
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
  const lines: OrderLine[] = dishLines.map((r) => {
    if (r.quantity > ORDER_LIMITS.maxQuantity) throw badRequest(ORDER_TEXTS.badQuantity);
    const item = catalog.items[r.id]!;
    const { priceCents, offer } = itemPriceNow(offers, { id: r.id, priceCents: item.priceCents }, now);
    if (r.price !== undefined && toCents(r.price) !== priceCents) clientPriceDiffers = true;
    const line: OrderLine = { menuItemId: r.id, name: item.name, priceCents, quantity: r.quantity, image: item.image, ...(r.note ? { note: r.note } : {}) };
    return at(
      offer && priceCents < item.priceCents ? { ...line, listPriceCents: item.priceCents, offerId: offer.id, offerTitle: offer.title } : line,
      item.station,
    );
  });
  const thaliDiffers = fromThali.some((l, i) => thaliLines[i]!.price !== undefined && toCents(thaliLines[i]!.price!) !== l.priceCents);
  return { lines: [...fromThali.map((l) => at(l, undefined)), ...lines], clientPriceDiffers: clientPriceDiffers || thaliDiffers };
}

/**
 * The thali lines of an order: the thali must be set, of the service taking orders now, offered in the variant asked
 * for, and have the plates (all its lines together). Plates are taken by the caller in the same transaction.
 */
function linesOfThalis(requested: readonly RequestedLine[], thalis: OrderThalis): OrderLine[] {
  const wanted = new Map<string, number>();
  const lines = requested.map((r) => {
    if (r.quantity > ORDER_LIMITS.maxQuantity) throw badRequest(ORDER_TEXTS.badQuantity);
    const id = parseThaliItemId(r.id)!;
    const doc = thalis.docs.get(id.docId);
    if (!doc) throw new AppError('items_unavailable', 'This thali is not on the menu. Please review your cart.', { unknownItems: [r.id] });
    const o = thalis.orderable;
    if (!o || o.date !== doc.date || o.service !== doc.service) {
      throw new AppError(
        'items_unavailable',
        `The ${doc.serviceName.toLowerCase()} thali of ${doc.date} can be ordered only during that service. Please review your cart.`,
        {
          unknownItems: [r.id],
        },
      );
    }
    const variant = r.variant ?? (doc.variants.includes('regular') ? 'regular' : undefined);
    if (!variant) throw badRequest(`Please choose the thali's variant: ${doc.variants.map((v) => VARIANT_LABEL[v]).join(', ')}`, { field: 'variant' });
    if (!doc.variants.includes(variant)) throw badRequest(`Today's thali has no ${VARIANT_LABEL[variant]} variant`, { field: 'variant' });
    wanted.set(id.docId, (wanted.get(id.docId) ?? 0) + r.quantity);
    const line: OrderLine = {
      menuItemId: r.id,
      name: variant === 'regular' ? doc.name : `${doc.name} (${VARIANT_LABEL[variant]})`,
      priceCents: doc.priceCents,
      quantity: r.quantity,
      image: '',
      variant,
      ...(r.note ? { note: r.note } : {}),
    };
    return line;
  });
  for (const [docId, plates] of wanted) {
    const doc = thalis.docs.get(docId)!;
    const left = platesLeftOf(doc);
    if (plates > left) {
      const message = left === 0 ? soldOutText(doc.serviceName) : `Only ${left} plate${left === 1 ? '' : 's'} left for ${doc.serviceName.toLowerCase()}`;
      throw new AppError('sold_out', message, { itemId: `thali_${docId}`, platesLeft: left });
    }
  }
  return lines;
}
