import { toDollars } from './money';
import type { PaidMode } from './payment-modes';

/**
 * What a guest is told of an order's money: unpaid, paid (online or at the counter), or given back. A paid order
 * never reads "Payment Pending" (issue 40): it reads "Paid" as the spec says, however it was paid; a refund reads
 * "Refunded ₹…" once done, and is "on its way" while the gateway still has it. Free of zod: the guest's pages import it.
 */
export interface GuestPayment {
  paid: boolean;
  /** Paid through the payment gateway (UPI or card on the guest's phone). */
  online: boolean;
  /** Given back and done: a counter refund, or the gateway's once it says processed. In the API's units. */
  refunded: number;
  /** Sent back through the gateway and not yet processed. */
  refunding: number;
  /** Everything paid was given back (or is on its way back), or nothing was paid and money still went back. */
  inFull: boolean;
}

/** The facts it is made of, in integer paise: the order's payment parts and its refunds, with the gateway's status of each. */
export interface GuestPaymentFacts {
  isPaid: boolean;
  parts: ReadonlyArray<{ mode: PaidMode; amountCents: number }>;
  refunds: ReadonlyArray<{ amountCents: number; gateway?: { status: 'pending' | 'processed' | 'failed' } | null }>;
}

/** An order's money as its guest sees it. A gateway refund that failed is neither done nor on its way: staff give it again. */
export function guestPayment(f: GuestPaymentFacts): GuestPayment {
  const paidCents = f.parts.reduce((s, p) => s + p.amountCents, 0);
  const refunded = f.refunds.filter((r) => !r.gateway || r.gateway.status === 'processed').reduce((s, r) => s + r.amountCents, 0);
  const refunding = f.refunds.filter((r) => r.gateway?.status === 'pending').reduce((s, r) => s + r.amountCents, 0);
  return {
    paid: f.isPaid || paidCents > 0,
    online: f.parts.some((p) => p.mode === 'online'),
    refunded: toDollars(refunded),
    refunding: toDollars(refunding),
    // Money given back for an order never paid (a payment that came after it expired) is all there is to tell.
    inFull: refunded + refunding >= paidCents,
  };
}

/** The order view's fields (API units) as guestPayment's facts. */
export function guestPaymentOfView(o: {
  isPaid: boolean;
  payments: ReadonlyArray<{ mode: PaidMode; amount: number }>;
  refunds: ReadonlyArray<{ amount: number; gateway?: { status: 'pending' | 'processed' | 'failed' } | null }>;
}): GuestPayment {
  return guestPayment({
    isPaid: o.isPaid,
    parts: o.payments.map((p) => ({ mode: p.mode, amountCents: Math.round(p.amount * 100) })),
    refunds: o.refunds.map((r) => ({ amountCents: Math.round(r.amount * 100), gateway: r.gateway ?? null })),
  });
}

export const GUEST_PAYMENT_TEXTS = {
  pending: 'Payment Pending',
  paid: 'Paid',
  refunded: (amount: string) => `Refunded ${amount}`,
  refunding: (amount: string) => `Refund of ${amount} on its way`,
} as const;

/**
 * The words: "Paid" or "Payment Pending"; "Refunded ₹442.00" for money given back, and "Refund of ₹442.00 on its way"
 * while the gateway has it. A partial refund follows what was paid: "Paid · Refunded ₹50.00".
 */
export function guestPaymentText(p: GuestPayment, money: (amount: number) => string): string {
  const back = [
    ...(p.refunded > 0 ? [GUEST_PAYMENT_TEXTS.refunded(money(p.refunded))] : []),
    ...(p.refunding > 0 ? [GUEST_PAYMENT_TEXTS.refunding(money(p.refunding))] : []),
  ];
  const paid = p.paid ? GUEST_PAYMENT_TEXTS.paid : GUEST_PAYMENT_TEXTS.pending;
  if (back.length === 0) return paid;
  return (p.inFull ? back : [paid, ...back]).join(' · ');
}

/** The badge's tone: green paid, blue money given back, orange waiting for payment. */
export const guestPaymentTone = (p: GuestPayment): 'paid' | 'refunded' | 'pending' =>
  p.refunded > 0 || p.refunding > 0 ? 'refunded' : p.paid ? 'paid' : 'pending';
