import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMove, isOpen, nextStatuses, refusal } from './order-status';
import type { OrderStatus } from './orders';

const allowed: Array<[OrderStatus, OrderStatus]> = [
  ['Pending', 'Preparing'],
  ['Preparing', 'Ready'],
  ['Ready', 'Completed'],
  ['Pending', 'Cancelled'],
  ['Preparing', 'Cancelled'],
];

describe('the order status machine', () => {
  it('allows exactly Pending → Preparing → Ready → Completed, and Cancelled from Pending or Preparing', () => {
    const moves = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => [from, to]));
    const key = (m: string[]) => m.join('→');
    expect(moves.map(key).sort()).toEqual(allowed.map(key).sort());
  });

  it('refuses skipping a step, with a message naming the allowed moves', () => {
    expect(refusal('Pending', 'Ready')).toBe('A Pending order can only move to Preparing or Cancelled, not Ready');
    expect(refusal('Ready', 'Cancelled')).toBe('A Ready order can only move to Completed, not Cancelled');
  });

  it('refuses any move out of Completed or Cancelled', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMove('Completed', to)).toBe(false);
      expect(canMove('Cancelled', to)).toBe(false);
    }
    expect(refusal('Completed', 'Pending')).toBe('A Completed order can no longer change status');
    expect(nextStatuses('Cancelled')).toEqual([]);
  });

  it('refuses a move to the same status', () => {
    expect(refusal('Preparing', 'Preparing')).toBe('The order is already Preparing');
  });

  it('allows every listed move without a refusal', () => {
    for (const [from, to] of allowed) expect(refusal(from, to)).toBeNull();
  });

  it('counts Pending, Preparing and Ready as open', () => {
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['Pending', 'Preparing', 'Ready']);
  });
});
