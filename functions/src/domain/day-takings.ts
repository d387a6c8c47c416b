import { toDollars } from './money';

/**
 * The day-end check the accountant signs: what the day's orders were charged against what was
 * paid that day. When they differ, every order that makes the difference is listed, with why.
 */

/** An order of the day's sales: charged its total; paid that day or not. */
export interface ChargedOrder {
  orderId: string;
  reference: string;
  name: string;
  status: string;
  totalCents: number;
  paidToday: boolean;
}

/** An order paid that day: its payment counts in the takings; it may not be one of the day's sales. */
export interface PaidOrder {
  orderId: string;
  reference: string;
  name: string;
  status: string;
  paidCents: number;
  saleOfDay: boolean;
}

export type DifferenceKind = 'not-paid' | 'paid-not-charged' | 'unexplained';

export interface DifferenceLine {
  kind: DifferenceKind;
  orderId: string | null;
  reference: string;
  name: string;
  status: string;
  /** Charged less paid: positive when more was charged than paid. */
  amount: number;
  note: string;
}

const NOTES: Record<Exclude<DifferenceKind, 'unexplained'>, string> = {
  'not-paid': 'Charged today, not paid today',
  'paid-not-charged': 'Paid today, not in today’s sales',
};

/** Charged (the day's sales, from its figures) against paid (the day's payments), with the lines that make the difference. */
export function reconcileDay(chargedCents: number, charged: readonly ChargedOrder[], paid: readonly PaidOrder[]) {
  const paidCents = paid.reduce((s, p) => s + p.paidCents, 0);
  const lines: Array<Omit<DifferenceLine, 'amount'> & { cents: number }> = [
    ...charged
      .filter((o) => !o.paidToday)
      .map((o) => ({
        kind: 'not-paid' as const,
        orderId: o.orderId,
        reference: o.reference,
        name: o.name,
        status: o.status,
        cents: o.totalCents,
        note: NOTES['not-paid'],
      })),
    ...paid
      .filter((p) => !p.saleOfDay)
      .map((p) => ({
        kind: 'paid-not-charged' as const,
        orderId: p.orderId,
        reference: p.reference,
        name: p.name,
        status: p.status,
        cents: -p.paidCents,
        note: NOTES['paid-not-charged'],
      })),
  ];
  const differenceCents = chargedCents - paidCents;
  const rest = differenceCents - lines.reduce((s, l) => s + l.cents, 0);
  // Orders confirmed before the day's figures were kept can leave a remainder no order explains: it is shown, never hidden.
  if (rest !== 0)
    lines.push({ kind: 'unexplained', orderId: null, reference: '', name: '', status: '', cents: rest, note: 'Not explained by the day’s orders' });
  return {
    charged: toDollars(chargedCents),
    paid: toDollars(paidCents),
    difference: toDollars(differenceCents),
    agrees: differenceCents === 0,
    lines: lines.map(({ cents, ...l }): DifferenceLine => ({ ...l, amount: toDollars(cents) })),
  };
}
export type DayReconciliation = ReturnType<typeof reconcileDay>;
