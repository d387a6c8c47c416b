import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@domain/orders';
import type { Order } from '@/api/orders';
import { paymentText, splitOrders, statusText } from './my-orders';

const order = (id: string, status: OrderStatus) => ({ _id: id, status }) as Order;

describe('My Orders (spec §4)', () => {
  it('the first Pending or Preparing order is the current one; the rest, Ready included, is history', () => {
    const orders = [order('r', 'Ready'), order('p1', 'Preparing'), order('p2', 'Pending'), order('c', 'Completed')];
    const { current, history } = splitOrders(orders);
    expect(current?._id).toBe('p1');
    expect(history.map((o) => o._id)).toEqual(['r', 'p2', 'c']);
  });

  it('with no open order there is no current order', () => {
    expect(splitOrders([order('c', 'Completed'), order('x', 'Cancelled')]).current).toBeNull();
  });

  it('shows the current order as Preparing, a ready one as "Ready for pickup", others as their raw status', () => {
    expect(statusText('Pending', true)).toBe('Preparing');
    expect(statusText('Ready', false)).toBe('Ready for pickup');
    expect(statusText('Cancelled', false)).toBe('Cancelled');
    expect(statusText('Pending', false)).toBe('Pending');
  });

  it('says Paid or Payment Pending from isPaid', () => {
    expect(paymentText(true)).toBe('Paid');
    expect(paymentText(false)).toBe('Payment Pending');
  });
});
