import { toDollars } from './money';
import type { PaidMode } from './payment-modes';
import { REFUND_MODES, refundTotals, refundView, type RefundDoc, type RefundMode } from './refunds';
import type { OrderDoc } from './orders';

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

/** Where money was taken or given back: at the counter (cash, UPI by QR, card) or online, through the payment gateway. */
export type Channel = 'counter' | 'online';
export const channelOf = (mode: PaidMode | RefundMode): Channel => (mode === 'online' ? 'online' : 'counter');

/** An order paid that day, as the takings read it: its payment's parts, each with its mode and, online, the gateway's id and fee. */
export interface TakenPayment {
  payment?: {
    parts: ReadonlyArray<{ mode: PaidMode; amountCents: number; gatewayPaymentId?: string; feeCents?: number | null }>;
  } | null;
}

const byMode = <M extends string>(modes: readonly M[], entries: Iterable<{ mode: M; amountCents: number }>) => {
  const cents = Object.fromEntries(modes.map((m) => [m, 0])) as Record<M, number>;
  for (const e of entries) cents[e.mode] += e.amountCents;
  return cents;
};

/**
 * A payment the gateway took that its order could not (it had expired unpaid, its amount differed, or the order was
 * paid already), given back automatically: it is not the order's payment, yet the money went through the gateway and
 * back, so the books show it taken and refunded.
 */
export interface StrayPayment {
  orderId: string;
  reference: string;
  name: string;
  at: string;
  amountCents: number;
  gatewayPaymentId: string;
}

/** The stray payment a refund gives back, or null: the order lists the refund's gateway payment among its stray ones. */
export function strayPaymentOf(r: RefundDoc, order: Pick<OrderDoc, 'strayPayments'> | null): StrayPayment | null {
  if (!r.gatewayPaymentId || !order?.strayPayments?.includes(r.gatewayPaymentId)) return null;
  return { orderId: r.orderId, reference: r.reference, name: r.name, at: r.at, amountCents: r.amountCents, gatewayPaymentId: r.gatewayPaymentId };
}

/**
 * A day's takings (the day-end and dashboard figures): every payment taken that day by mode, the counter's
 * (cash + UPI + card) apart from the gateway's (online), less the refunds given that day, each way apart; stray
 * payments count as taken online (their refunds are among the day's). net = counterNet + onlineNet = total - refunds, to the paisa.
 */
export function dayTakings(date: string, paid: readonly TakenPayment[], refunds: readonly RefundDoc[], strays: readonly StrayPayment[] = []) {
  const parts = [
    ...paid.flatMap((o) => o.payment?.parts ?? []),
    ...strays.map((s) => ({ mode: 'online' as const, amountCents: s.amountCents, feeCents: null })),
  ];
  const taken = byMode(REFUND_MODES, parts);
  const back = byMode(REFUND_MODES, refunds);
  const sum = (cents: Record<RefundMode, number>, channel: Channel) => REFUND_MODES.filter((m) => channelOf(m) === channel).reduce((s, m) => s + cents[m], 0);
  const online = parts.filter((p) => p.mode === 'online');
  const fees = online.flatMap((p) => (typeof p.feeCents === 'number' ? [p.feeCents] : []));
  return {
    date,
    orders: paid.length,
    cash: toDollars(taken.cash),
    upi: toDollars(taken.upi),
    card: toDollars(taken.card),
    /** Taken at the counter: cash, UPI and card. */
    counter: toDollars(sum(taken, 'counter')),
    /** Paid online, through the payment gateway. */
    online: toDollars(taken.online),
    total: toDollars(sum(taken, 'counter') + sum(taken, 'online')),
    /** The gateway's fees on the day's online payments, where it said them: it keeps them from its settlement. */
    onlineFees: { amount: toDollars(fees.reduce((s, f) => s + f, 0)), known: fees.length, payments: online.length },
    /** Stray payments taken online and refunded automatically (each is also among the refunds). */
    strays: {
      count: strays.length,
      amount: toDollars(strays.reduce((s, p) => s + p.amountCents, 0)),
      lines: strays.map((p) => ({
        orderId: p.orderId,
        reference: p.reference,
        name: p.name,
        at: p.at,
        amount: toDollars(p.amountCents),
        paymentId: p.gatewayPaymentId,
      })),
    },
    refunds: {
      ...refundTotals(refunds),
      lines: refunds.map((r) => ({ ...refundView(r), orderId: r.orderId, reference: r.reference, name: r.name })),
    },
    /** What the counter keeps: its takings less the refunds it gave (cash, UPI, card). */
    counterNet: toDollars(sum(taken, 'counter') - sum(back, 'counter')),
    /** What the gateway owes before its fees: online payments less online refunds. */
    onlineNet: toDollars(sum(taken, 'online') - sum(back, 'online')),
    net: toDollars(sum(taken, 'counter') + sum(taken, 'online') - sum(back, 'counter') - sum(back, 'online')),
  };
}
export type DayTakings = ReturnType<typeof dayTakings>;
