import { describe, expect, it } from 'vitest';
import type { OrderView } from '@domain/orders';
import { paymentNote } from './payment-note';

const money = (n: number) => `₹${n.toFixed(2)}`;
const paid = (modes: Array<'cash' | 'upi' | 'card' | 'online'>) => ({ modes, parts: [], at: '', by: { uid: '', name: '' } }) as unknown as OrderView['payment'];

describe('the orders list’s payment note', () => {
  it('names how a paid order was paid, online included, and says nothing of an unpaid one', () => {
    expect(paymentNote({ isPaid: true, payment: paid(['online']), refunded: 0 }, money)).toBe('Paid Online');
    expect(paymentNote({ isPaid: true, payment: paid(['cash', 'upi']), refunded: 0 }, money)).toBe('Paid Cash + UPI');
    expect(paymentNote({ isPaid: false, payment: null, refunded: 0 }, money)).toBe('');
  });

  it('adds what was refunded', () => {
    expect(paymentNote({ isPaid: true, payment: paid(['online']), refunded: 442 }, money)).toBe('Paid Online · Refunded ₹442.00');
  });
});
