import { z } from 'zod';
import type { PriceCents } from './pricing';

/**
 * Splitting a closed bill's invoice into parts, evenly or by lines (issue 44). Every money column of the
 * parts adds up to the whole's to the paisa, and each part is an invoice of its own: subtotal − discount +
 * charge is its gross, its taxable value is that gross (or the value inside it when prices include tax),
 * total = taxable + tax + round-off, and CGST = SGST where the whole shows equal halves (pricing.ts).
 */

/** The most parts a bill splits into, whatever the party's size. */
export const MAX_SPLIT_PARTS = 20;

/** The money columns of an invoice that a split shares out: every one of them adds up to the whole's. */
export const SPLIT_COLUMNS = [
  'subtotalCents',
  'discountCents',
  'chargeCents',
  'taxableCents',
  'cgstCents',
  'sgstCents',
  'igstCents',
  'taxCents',
  'roundOffCents',
  'totalCents',
] as const satisfies readonly (keyof PriceCents)[];

/** The whole invoice's figures, as priceOrder made them and the order keeps them. */
export type SplitFigures = Pick<PriceCents, (typeof SPLIT_COLUMNS)[number]>;

export interface SplitLine {
  priceCents: number;
  quantity: number;
}

/** What of the whole's lines a part takes: the line's index and how many of it (a line may be shared, 0.5 of a thali). */
export interface PartLine {
  line: number;
  quantity: number;
}

export interface SplitPart extends SplitFigures {
  lines: PartLine[];
}

/**
 * Integers adding up to `total`, each within `unit` of its ideal share (ideals that add up to about the
 * total): floors first, then one unit each to the largest remainders (largest remainder method). Ties go to
 * the part that `prefer` ranks higher, then to the earlier part; units taken back, when the floors overshoot,
 * come from the smallest remainders.
 */
export function allocate(total: number, ideals: readonly number[], unit = 1, prefer: readonly number[] = []): number[] {
  const n = ideals.length;
  if (n === 0) return [];
  // Remainders compared to a billionth of a unit, so float noise never decides a paisa.
  const scaled = ideals.map((x) => Math.round((x / unit) * 1e9) / 1e9);
  const base = scaled.map((x) => Math.floor(x));
  const rest = scaled.map((x, i) => x - base[i]!);
  let left = Math.round(total / unit) - base.reduce((s, b) => s + b, 0);
  const order = ideals.map((_, i) => i);
  const rank = (i: number) => prefer[i] ?? 0;
  if (left > 0) order.sort((a, b) => rest[b]! - rest[a]! || rank(b) - rank(a) || a - b);
  else order.sort((a, b) => rest[a]! - rest[b]! || rank(a) - rank(b) || b - a);
  const step = left > 0 ? 1 : -1;
  for (let k = 0; left !== 0; k++, left -= step) base[order[k % n]!]! += step;
  const out = base.map((b) => b * unit);
  // A total that is not a whole number of units (a whole rupee asked of paise) leaves its paise to the first part.
  out[0]! += total - out.reduce((s, v) => s + v, 0);
  return out;
}

/** The ideal shares of a column in proportion to the weights (equal shares when the weights are all 0). */
const shares = (total: number, weights: readonly number[]) => {
  const sum = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => (sum === 0 ? total / weights.length : (total * w) / sum));
};

const add = (a: readonly number[], b: readonly number[], sign = 1) => a.map((x, i) => x + sign * b[i]!);

/**
 * The parts' figures. The subtotal is shared in proportion to the weights (the value of each part's lines;
 * equal weights: an even split); then each column in proportion to the part's own base, as the whole was
 * figured: the discount on its subtotal, the charge on what is left, the taxable value (tax included) on its
 * gross, each tax on its taxable value, the total as its taxable value plus tax. Each is allocated by largest
 * remainder so the parts add up to the whole; in an even split every allocated column is shared equally, to
 * within a paisa, ties going where they keep a part's gross, taxable and total even. The exclusive taxable
 * value, the tax sum and the round-off follow from the allocated columns.
 */
export function splitFigures(whole: SplitFigures, weights: readonly number[], options: { roundOff: boolean; even?: boolean }): SplitFigures[] {
  const n = weights.length;
  const even = options.even === true;
  const col = (total: number, base: readonly number[], prefer: readonly number[] = [], unit = 1) =>
    allocate(total, shares(total, even ? weights : base), unit, prefer);
  const subtotal = col(whole.subtotalCents, weights);
  const discount = col(whole.discountCents, subtotal, subtotal);
  const net = add(subtotal, discount, -1);
  const charge = col(
    whole.chargeCents,
    net,
    net.map((x) => -x),
  );
  const gross = add(net, charge);
  const wholeGross = whole.subtotalCents - whole.discountCents + whole.chargeCents;
  // Tax added on top is charged on the gross; with tax included, the taxable value is the part of it without tax.
  const taxable = whole.taxableCents === wholeGross ? gross : col(whole.taxableCents, gross, gross);
  // Equal halves stay equal: CGST is allocated and SGST mirrors it, as the whole's halves are equal.
  const cgst = col(whole.cgstCents, taxable, taxable);
  const sgst = whole.sgstCents === whole.cgstCents ? cgst : col(whole.sgstCents, taxable, taxable);
  const igst = col(whole.igstCents, taxable, taxable);
  // One unsplit tax line (outside India) is what is left of the tax besides the halves and IGST.
  const other = col(whole.taxCents - whole.cgstCents - whole.sgstCents - whole.igstCents, taxable, taxable);
  const tax = cgst.map((c, i) => c + sgst[i]! + igst[i]! + other[i]!);
  const payable = add(taxable, tax);
  // A rounded whole gives rounded parts: whole rupees, the round-off line taking up the difference.
  const unit = options.roundOff && whole.totalCents % 100 === 0 ? 100 : 1;
  // By lines, each part's total is its own taxable value plus tax, rounded where the whole was: whole rupees
  // go to the parts nearest the next rupee, so no part's round-off reaches a rupee.
  const total = even ? col(whole.totalCents, payable, payable, unit) : allocate(whole.totalCents, payable, unit, payable);
  return Array.from({ length: n }, (_, i) => ({
    subtotalCents: subtotal[i]!,
    discountCents: discount[i]!,
    chargeCents: charge[i]!,
    taxableCents: taxable[i]!,
    cgstCents: cgst[i]!,
    sgstCents: sgst[i]!,
    igstCents: igst[i]!,
    taxCents: tax[i]!,
    roundOffCents: total[i]! - taxable[i]! - tax[i]!,
    totalCents: total[i]!,
  }));
}

/** An even split in `ways` parts: each part takes an equal share of every line, and of every money column to within a paisa. */
export function splitEvenly(whole: SplitFigures & { lines: readonly SplitLine[] }, ways: number, options: { roundOff: boolean }): SplitPart[] {
  return splitFigures(whole, Array<number>(ways).fill(1), { ...options, even: true }).map((figures) => ({
    ...figures,
    lines: whole.lines.map((l, line) => ({ line, quantity: l.quantity / ways })),
  }));
}

/** A split by lines: each part's figures in proportion to the value of the lines it takes. */
export function splitByLines(whole: SplitFigures & { lines: readonly SplitLine[] }, parts: readonly PartLine[][], options: { roundOff: boolean }): SplitPart[] {
  const weights = parts.map((p) => p.reduce((s, pl) => s + whole.lines[pl.line]!.priceCents * pl.quantity, 0));
  return splitFigures(whole, weights, options).map((figures, i) => ({ ...figures, lines: parts[i]!.map((pl) => ({ ...pl })) }));
}

/** Quantities closer than this are the same: thirds of a line add up to the line. */
const QUANTITY_EPSILON = 1e-6;

export const SPLIT_TEXTS = {
  ways: (max: number) => `A bill splits into 2 to ${max} parts`,
  partsCount: `Give 2 to ${MAX_SPLIT_PARTS} parts`,
  emptyPart: 'Each part needs at least one line',
  noSuchLine: (line: number) => `The bill has no line ${line + 1}`,
  notCovered: (name: string, quantity: number, given: number) =>
    `${name}: the parts take ${round3(given)} of ${quantity}; give every line to the parts exactly`,
  oneOf: 'Split by ways or by parts, not both',
} as const;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The most ways a bill of this party splits into: two per guest, and never more than 20. */
export const maxWays = (guests: number) => Math.max(2, Math.min(MAX_SPLIT_PARTS, guests * 2));

/** Why these parts can't split the lines, or null when every line is given out exactly, each part taking something. */
export function partsRefusal(lines: readonly (SplitLine & { name: string })[], parts: readonly PartLine[][]): string | null {
  if (parts.length < 2 || parts.length > MAX_SPLIT_PARTS) return SPLIT_TEXTS.partsCount;
  const given = lines.map(() => 0);
  for (const part of parts) {
    if (part.length === 0) return SPLIT_TEXTS.emptyPart;
    for (const pl of part) {
      if (!Number.isInteger(pl.line) || pl.line < 0 || pl.line >= lines.length) return SPLIT_TEXTS.noSuchLine(pl.line);
      given[pl.line]! += pl.quantity;
    }
  }
  const off = lines.findIndex((l, i) => Math.abs(given[i]! - l.quantity) > QUANTITY_EPSILON);
  return off === -1 ? null : SPLIT_TEXTS.notCovered(lines[off]!.name, lines[off]!.quantity, given[off]!);
}

const Quantity = z
  .number({ error: 'Each quantity must be a number more than 0' })
  .positive('Each quantity must be more than 0')
  .max(1000, 'A quantity is at most 1000');

/** POST /api/admin/bills/{billId}/split: `{ ways }` for an even split, or `{ parts }`, each a list of `{ line, quantity }` (line: its index in the bill). */
export const SplitInput = z
  .object({
    ways: z
      .number({ error: 'ways must be a whole number' })
      .int('ways must be a whole number')
      .min(2, SPLIT_TEXTS.ways(MAX_SPLIT_PARTS))
      .max(MAX_SPLIT_PARTS, SPLIT_TEXTS.ways(MAX_SPLIT_PARTS))
      .optional(),
    parts: z
      .array(
        z
          .array(z.object({ line: z.number({ error: 'line must be a line number' }).int('line must be a whole number').min(0), quantity: Quantity }), {
            error: 'Each part is a list of lines',
          })
          .min(1, SPLIT_TEXTS.emptyPart)
          .max(200),
        { error: 'parts must be a list of parts' },
      )
      .min(2, SPLIT_TEXTS.partsCount)
      .max(MAX_SPLIT_PARTS, SPLIT_TEXTS.partsCount)
      .optional(),
  })
  .refine((s) => (s.ways === undefined) !== (s.parts === undefined), { message: SPLIT_TEXTS.oneOf, path: ['ways'] });
export type SplitInput = z.infer<typeof SplitInput>;

/** "Split into 3 bills": the credit note's reason. */
export const splitReason = (parts: number) => `Split into ${parts} bills`;
