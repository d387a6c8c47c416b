import { toDollars } from './money';

/**
 * The day-end check the accountant signs: what the day's orders were charged against the day's net takings (paid
 * less refunded that day). When they differ, every order that makes the difference is listed, with why; an order
 * paid and refunded in full the same day nets to nothing and is not listed.
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

/** A refund given that day, whatever day its order was paid. */
export interface RefundOfDay {
  orderId: string;
  reference: string;
  name: string;
  status: string;
  refundCents: number;
}

export type DifferenceKind = 'not-paid' | 'paid-not-charged' | 'refunded' | 'unexplained';

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
  refunded: 'Refunded today',
};

/** Charged (the day's sales, from its figures) against the net takings (the day's payments less its refunds), with the lines that make the difference. */
export function reconcileDay(chargedCents: number, charged: readonly ChargedOrder[], paid: readonly PaidOrder[], refunds: readonly RefundOfDay[] = []) {
  const paidCents = paid.reduce((s, p) => s + p.paidCents, 0);
  const refundsCents = refunds.reduce((s, r) => s + r.refundCents, 0);
  const netCents = paidCents - refundsCents;
  type Line = Omit<DifferenceLine, 'amount'> & { cents: number };
  const line = (kind: Exclude<DifferenceKind, 'unexplained'>, o: Omit<ChargedOrder, 'totalCents' | 'paidToday'>, cents: number): Line => ({
    kind,
    orderId: o.orderId,
    reference: o.reference,
    name: o.name,
    status: o.status,
    cents,
    note: NOTES[kind],
  });
  const each: Line[] = [
    ...charged.filter((o) => !o.paidToday).map((o) => line('not-paid', o, o.totalCents)),
    ...paid.filter((p) => !p.saleOfDay).map((p) => line('paid-not-charged', p, -p.paidCents)),
    ...refunds.map((r) => line('refunded', r, r.refundCents)),
  ];
  // One line an order: a payment and its refund on the same day net out, and an order that nets to nothing is left out.
  const byOrder = new Map<string, Line>();
  for (const l of each) {
    const seen = byOrder.get(l.orderId!);
    if (!seen) byOrder.set(l.orderId!, l);
    else byOrder.set(l.orderId!, { ...seen, cents: seen.cents + l.cents, note: `${seen.note}; ${l.note.toLowerCase()}` });
  }
  const lines = [...byOrder.values()].filter((l) => l.cents !== 0);
  const differenceCents = chargedCents - netCents;
  const rest = differenceCents - lines.reduce((s, l) => s + l.cents, 0);
  // Orders confirmed before the day's figures were kept can leave a remainder no order explains: it is shown, never hidden.
  if (rest !== 0)
    lines.push({ kind: 'unexplained', orderId: null, reference: '', name: '', status: '', cents: rest, note: 'Not explained by the day’s orders' });
  return {
    charged: toDollars(chargedCents),
    paid: toDollars(paidCents),
    refunds: toDollars(refundsCents),
    net: toDollars(netCents),
    difference: toDollars(differenceCents),
    agrees: differenceCents === 0,
    lines: lines.map(({ cents, ...l }): DifferenceLine => ({ ...l, amount: toDollars(cents) })),
  };
}
export type DayReconciliation = ReturnType<typeof reconcileDay>;
