import { describe, expect, it } from 'vitest';
import { guestPayment, guestPaymentOfView, guestPaymentText, guestPaymentTone } from './guest-payment';

const rupees = (n: number) => `₹${n.toFixed(2)}`;
const text = (f: Parameters<typeof guestPayment>[0]) => guestPaymentText(guestPayment(f), rupees);

describe('what a guest is told of an order’s money', () => {
  it('an unpaid order reads Payment Pending, and a paid one Paid, whether paid at the counter or online', () => {
    expect(text({ isPaid: false, parts: [], refunds: [] })).toBe('Payment Pending');
    expect(text({ isPaid: true, parts: [{ mode: 'upi', amountCents: 44_200 }], refunds: [] })).toBe('Paid');
    const online = guestPayment({ isPaid: true, parts: [{ mode: 'online', amountCents: 44_200 }], refunds: [] });
    expect([guestPaymentText(online, rupees), online.online]).toEqual(['Paid', true]);
  });

  it('an order refunded in full at the counter reads Refunded with the amount, and nothing of Paid', () => {
    expect(text({ isPaid: true, parts: [{ mode: 'cash', amountCents: 44_200 }], refunds: [{ amountCents: 44_200 }] })).toBe('Refunded ₹442.00');
  });

  it('a gateway refund is on its way while pending and Refunded once processed', () => {
    const paid = { isPaid: true, parts: [{ mode: 'online' as const, amountCents: 44_200 }] };
    expect(text({ ...paid, refunds: [{ amountCents: 44_200, gateway: { status: 'pending' } }] })).toBe('Refund of ₹442.00 on its way');
    expect(text({ ...paid, refunds: [{ amountCents: 44_200, gateway: { status: 'processed' } }] })).toBe('Refunded ₹442.00');
  });

  it('a payment refunded automatically on an order that expired unpaid reads as the refund alone', () => {
    expect(text({ isPaid: false, parts: [], refunds: [{ amountCents: 44_200, gateway: { status: 'pending' } }] })).toBe('Refund of ₹442.00 on its way');
  });

  it('a partial refund keeps what was paid in front of it', () => {
    expect(text({ isPaid: true, parts: [{ mode: 'online', amountCents: 44_200 }], refunds: [{ amountCents: 5_000, gateway: { status: 'processed' } }] })).toBe(
      'Paid · Refunded ₹50.00',
    );
  });

  it('a failed gateway refund is not told as given back: the order still reads as paid', () => {
    const p = guestPayment({
      isPaid: true,
      parts: [{ mode: 'online', amountCents: 44_200 }],
      refunds: [{ amountCents: 44_200, gateway: { status: 'failed' } }],
    });
    expect([guestPaymentText(p, rupees), guestPaymentTone(p)]).toEqual(['Paid', 'paid']);
  });

  it('reads the order view’s payments and refunds in rupees to the paisa', () => {
    const p = guestPaymentOfView({
      isPaid: true,
      payments: [{ mode: 'online', amount: 884.01 }],
      refunds: [
        { amount: 442.01, gateway: { status: 'processed' } },
        { amount: 442, gateway: { status: 'pending' } },
      ],
    });
    expect(p).toEqual({ paid: true, online: true, refunded: 442.01, refunding: 442, inFull: true });
    expect([guestPaymentText(p, rupees), guestPaymentTone(p)]).toEqual(['Refunded ₹442.01 · Refund of ₹442.00 on its way', 'refunded']);
  });
});
