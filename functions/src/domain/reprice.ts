import { z } from 'zod';
import { MAX_PRICE_DOLLARS, toDollars } from './money';

/** What a price may be rounded to, in the currency's units: to the paisa or cent, up to the nearest 10. */
export const ROUND_TO = [0.01, 0.05, 0.1, 0.5, 1, 5, 10] as const;
export const MAX_FACTOR = 1000;
/** Firestore commits at most 500 writes at once; the audit entry and the menu catalog take two of them. */
export const MAX_REPRICE_WRITES = 500;

const FACTOR = 'The factor must be a number more than 0, like 80';

/** POST /api/admin/settings/reprice: every price times `factor`, rounded to the nearest `roundTo`. */
export const RepriceInput = z.object({
  factor: z.coerce
    .number({ error: FACTOR })
    .finite(FACTOR)
    .gt(0, FACTOR)
    .max(MAX_FACTOR, `The factor must be at most ${MAX_FACTOR}`)
    .refine((f) => Math.abs(f * 1e4 - Math.round(f * 1e4)) < 1e-6, 'The factor can have at most 4 decimals')
    .refine((f) => f !== 1, 'A factor of 1 changes no price'),
  roundTo: z.coerce
    .number({ error: 'Choose what to round to' })
    .refine((r) => (ROUND_TO as readonly number[]).includes(r), `Round to one of ${ROUND_TO.join(', ')}`),
});
export type RepriceInput = z.infer<typeof RepriceInput>;

/** One stored price: a dish, a thali of today or later, or the thali library's usual price. */
export interface PricedThing {
  kind: 'dish' | 'thali' | 'usual';
  /** Where it is stored: a menu id, a thali day id, or the library's field. */
  id: string;
  name: string;
  priceCents: number;
}

/** cents × factor, to the nearest step (half up), never below one step. */
export function repricedCents(cents: number, { factor, roundTo }: RepriceInput): number {
  const step = Math.round(roundTo * 100);
  // The small nudge keeps 4.5 × 80 from landing a hair under a step boundary in binary.
  const steps = Math.round((cents * factor) / step + 1e-9);
  return Math.max(step, steps * step);
}

export interface PriceRange {
  count: number;
  min: number | null;
  max: number | null;
}

export const priceRange = (cents: readonly number[]): PriceRange => ({
  count: cents.length,
  min: cents.length ? toDollars(Math.min(...cents)) : null,
  max: cents.length ? toDollars(Math.max(...cents)) : null,
});

export interface RepriceChange extends PricedThing {
  toCents: number;
}

/** The prices a factor changes, the range before and after, and a price too high to keep, if any. */
export function planReprice(things: readonly PricedThing[], input: RepriceInput) {
  const all = things.map((t) => ({ ...t, toCents: repricedCents(t.priceCents, input) }));
  const changes: RepriceChange[] = all.filter((t) => t.toCents !== t.priceCents);
  const tooHigh = all.find((t) => t.toCents > MAX_PRICE_DOLLARS * 100) ?? null;
  return {
    changes,
    before: priceRange(things.map((t) => t.priceCents)),
    after: priceRange(all.map((t) => t.toCents)),
    tooHigh,
  };
}

/** What the Settings screen shows before the owner applies it. */
export interface RepricePreview {
  before: PriceRange;
  /** Absent without a factor: the price range alone. */
  after?: PriceRange;
  /** Prices that change, of before.count. */
  changing?: number;
  /** A few of them, dishes first: name, before and after. */
  examples?: Array<{ kind: PricedThing['kind']; name: string; from: number; to: number }>;
  /** Offers are percent off: their prices follow the dishes. */
  offers: number;
}

export function repricePreview(things: readonly PricedThing[], input: RepriceInput | null, offers: number, examples = 5): RepricePreview {
  const before = priceRange(things.map((t) => t.priceCents));
  if (!input) return { before, offers };
  const plan = planReprice(things, input);
  const order = { dish: 0, thali: 1, usual: 2 } as const;
  return {
    before,
    after: plan.after,
    changing: plan.changes.length,
    examples: [...plan.changes]
      .sort((a, b) => order[a.kind] - order[b.kind])
      .slice(0, examples)
      .map((c) => ({ kind: c.kind, name: c.name, from: toDollars(c.priceCents), to: toDollars(c.toCents) })),
    offers,
  };
}
