/** The thali's words and shapes the public pages share; no zod or settings rules, so the home page's bundle stays small. */

/** The thali's variants, as the kitchen cooks them. */
export const THALI_VARIANTS = ['regular', 'jain', 'no-onion-garlic', 'vrat'] as const;
export type ThaliVariant = (typeof THALI_VARIANTS)[number];
export const VARIANT_LABEL: Record<ThaliVariant, string> = { regular: 'Regular', jain: 'Jain', 'no-onion-garlic': 'No onion-garlic', vrat: 'Vrat' };

export const REFILL_POLICIES = ['unlimited', 'fixed'] as const;
export type RefillPolicy = (typeof REFILL_POLICIES)[number];

export const thaliDocId = (date: string, service: string) => `${date}_${service}`;
/** The id an order line names the thali by: not a menu item id, which are 20 random characters or "seed-…". */
export const thaliItemId = (date: string, service: string) => `thali_${date}_${service}`;

const ITEM_ID = /^thali_(\d{4}-\d{2}-\d{2})_([a-z0-9-]{1,40})$/;
export function parseThaliItemId(id: string): { date: string; service: string; docId: string } | null {
  const m = ITEM_ID.exec(id);
  return m ? { date: m[1]!, service: m[2]!, docId: thaliDocId(m[1]!, m[2]!) } : null;
}

export const soldOutText = (serviceName: string) => `Sold out for ${serviceName.toLowerCase()}`;

/** The highest the owner may set Settings' thalis per online order to. */
export const THALIS_PER_ORDER_CEILING = 200;

/** Thali plates in a cart or order's lines: every portion of every thali line (each variant its own line). */
export const thaliPlatesIn = (lines: ReadonlyArray<{ id: string; quantity: number }>): number =>
  lines.reduce((n, l) => n + (parseThaliItemId(l.id) ? l.quantity : 0), 0);

/** Why an online order can't take more thalis (Settings' ordering.maxThaliPlates); the counter is not limited. */
export const thaliLimitText = (max: number) =>
  `An online order can have at most ${max} thali${max === 1 ? '' : 's'}. For a larger order, please call us or order at the counter.`;
/** The thali as the API speaks it (dollars). */
export interface ThaliView {
  date: string;
  service: string;
  serviceName: string;
  name: string;
  price: number;
  special: boolean;
  components: string[];
  /** In Gujarati or Hindi: the components' English names (components holds the translated ones). */
  componentsEn?: string[];
  variants: ThaliVariant[];
  refill: { policy: RefillPolicy; note: string };
  platesTotal: number;
  platesLeft: number;
  soldOut: boolean;
  itemId: string;
}

/** GET /api/thali. */
export interface ThaliNow {
  current: ThaliView | null;
  next: ThaliView | null;
  /** The item id of the thali a guest can order now (current's, while its service takes orders), else null. */
  orderable: string | null;
}
