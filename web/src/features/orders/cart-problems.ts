import { hasCode } from '@/lib/api-client';

/** A cart line the server could not fill: how many of it are left (0: none, or no longer on the menu). */
export interface ShortLine {
  left: number;
  /** The dish is no longer on the menu (rather than sold out). */
  gone?: boolean;
}

export type ShortLines = Readonly<Record<string, ShortLine>>;

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The lines a refused order names: 409 sold_out gives one line and the plates left (data.itemId, data.platesLeft);
 * 400 items_unavailable gives the dishes sold out (data.soldOutItems) and those gone from the menu (data.unknownItems).
 * Null when the refusal names no line.
 */
export function shortLinesOf(e: unknown): ShortLines | null {
  if (!hasCode(e, 'sold_out', 'items_unavailable')) return null;
  const data = (e.body?.data ?? {}) as Record<string, unknown>;
  const out: Record<string, ShortLine> = {};
  if (typeof data.itemId === 'string') {
    const left = Number(data.platesLeft);
    out[data.itemId] = { left: Number.isInteger(left) && left > 0 ? left : 0 };
  }
  for (const id of ids(data.soldOutItems)) out[id] = { left: 0 };
  for (const id of ids(data.unknownItems)) out[id] = { left: 0, gone: true };
  return Object.keys(out).length ? out : null;
}

/** The lines still short: a line lowered to what is left (or removed) is fixed. */
export function stillShort(short: ShortLines, lines: ReadonlyArray<{ _id: string; quantity: number }>): ShortLines {
  const out: Record<string, ShortLine> = {};
  for (const l of lines) {
    const s = short[l._id];
    if (s && l.quantity > s.left) out[l._id] = s;
  }
  return out;
}

/** What a short line says in place: "Only 1 plate left", "Sold out", "No longer on the menu". */
export function shortText(s: ShortLine): string {
  if (s.gone) return 'No longer on the menu';
  if (s.left === 0) return 'Sold out';
  return `Only ${s.left} plate${s.left === 1 ? '' : 's'} left`;
}

/** The one tap that fixes it: lower the line to what is left, or remove it when none is. */
export function fixText(s: ShortLine): string {
  return s.left === 0 ? 'Remove it' : `Lower to ${s.left}`;
}
