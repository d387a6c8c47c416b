import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@domain/orders';
import type { Order } from '@/api/orders';
import { paymentText, splitOrders, statusText } from './my-orders';

const order = (id: string, status: OrderStatus, orderType: Order['orderType'] = 'takeaway') => ({ _id: id, status, orderType }) as Order;

describe('My Orders (spec §4)', () => {
  it('the first Pending or Preparing order is the current one; the rest is history', () => {
    const orders = [order('c0', 'Completed'), order('p1', 'Preparing'), order('p2', 'Pending'), order('c', 'Completed')];
    const { current, history } = splitOrders(orders);
    expect(current?._id).toBe('p1');
    expect(history.map((o) => o._id)).toEqual(['c0', 'p2', 'c']);
  });

  it('a dine-in order at Ready is the current order, ready to be served, not history', () => {
    const { current, history } = splitOrders([order('d', 'Ready', 'dine-in'), order('c', 'Completed', 'dine-in')]);
    expect(current?._id).toBe('d');
    expect(history.map((o) => o._id)).toEqual(['c']);
    expect(statusText(current!)).toBe('Ready to be served');
  });

  it('with no open order there is no current order', () => {
    expect(splitOrders([order('c', 'Completed'), order('x', 'Cancelled')]).current).toBeNull();
  });

  it('names statuses as every guest page does: Confirmed until the kitchen starts, then Being prepared, Ready for pickup, the rest as they are', () => {
    expect(statusText(order('a', 'Pending'))).toBe('Confirmed');
    expect(statusText({ ...order('u', 'Pending'), isVerified: false })).toBe('Awaiting confirmation');
    expect(statusText(order('p', 'Preparing'))).toBe('Being prepared');
    expect(statusText(order('b', 'Ready'))).toBe('Ready for pickup');
    expect(statusText(order('c', 'Cancelled'))).toBe('Cancelled');
  });

  it('says Paid or Payment Pending from isPaid, and Refunded with the amount given back', () => {
    const money = (n: number) => `₹${n.toFixed(2)}`;
    expect(paymentText({ isPaid: true, payments: [], refunds: [] }, money)).toBe('Paid');
    expect(paymentText({ isPaid: false, payments: [], refunds: [] }, money)).toBe('Payment Pending');
    const refunded = { isPaid: true, payments: [{ mode: 'cash' as const, amount: 442, at: '', paymentId: null }], refunds: [{ amount: 442, gateway: null }] };
    expect(paymentText(refunded as Parameters<typeof paymentText>[0], money)).toBe('Refunded ₹442.00');
  });
});
