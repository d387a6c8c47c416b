import { describe, expect, it } from 'vitest';
import {
  COUNTED_STATUSES,
  ORDER_STATUSES,
  UNDO_WINDOW_MS,
  canMove,
  canVoid,
  deleteRefusal,
  isOpen,
  nextStatuses,
  refusal,
  undoRefusal,
  undoUntil,
} from './order-status';
import type { OrderStatus } from './orders';

const allowed: Array<[OrderStatus, OrderStatus]> = [
  ['Pending', 'Preparing'],
  ['Preparing', 'Ready'],
  ['Ready', 'Completed'],
  ['Ready', 'Not collected'],
  ['Pending', 'Cancelled'],
  ['Preparing', 'Cancelled'],
  ['Completed', 'Voided'],
  ['Cancelled', 'Voided'],
  ['Not collected', 'Voided'],
];

describe('the order status machine', () => {
  it('allows exactly Pending → Preparing → Ready → Completed or Not collected, Cancelled from Pending or Preparing, and Voided from a finished order', () => {
    const moves = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => [from, to]));
    const key = (m: string[]) => m.join('→');
    expect(moves.map(key).sort()).toEqual(allowed.map(key).sort());
  });

  it('refuses skipping a step, with a message naming the allowed moves', () => {
    expect(refusal('Pending', 'Ready')).toBe('A Pending order can only move to Preparing or Cancelled, not Ready');
    expect(refusal('Ready', 'Cancelled')).toBe('A Ready order can only move to Completed or Not collected, not Cancelled');
  });

  it('lets a finished order only be voided, and a voided one nothing at all', () => {
    for (const from of ['Completed', 'Cancelled', 'Not collected'] as const) {
      expect(nextStatuses(from)).toEqual(['Voided']);
      expect(refusal(from, 'Pending')).toBe(`A ${from} order can no longer change status; it can only be voided, with a reason`);
      expect(canVoid(from)).toBe(true);
    }
    expect(nextStatuses('Voided')).toEqual([]);
    expect(refusal('Voided', 'Completed')).toBe('A Voided order can no longer change status');
    expect(['Pending', 'Preparing', 'Ready', 'Voided'].filter((s) => canVoid(s as OrderStatus))).toEqual([]);
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

  it('counts neither Cancelled, Not collected nor Voided as business', () => {
    expect(ORDER_STATUSES.filter((s) => !COUNTED_STATUSES.includes(s))).toEqual(['Cancelled', 'Not collected', 'Voided']);
  });
});

describe('deleting an order', () => {
  it('is allowed only for a Pending order never confirmed', () => {
    expect(deleteRefusal({ status: 'Pending', isVerified: false })).toBeNull();
    expect(deleteRefusal({ status: 'Pending', isVerified: true })).toBe("A confirmed order is kept for the records and can't be deleted; cancel it instead");
    expect(deleteRefusal({ status: 'Completed', isVerified: true })).toBe(
      "A Completed order is kept for the records and can't be deleted; void it with a reason instead",
    );
    expect(deleteRefusal({ status: 'Voided', isVerified: true })).toBe("A voided order is kept for the records and can't be deleted");
  });
});

describe('undoing a move', () => {
  const at = '2026-03-01T12:00:00.000Z';
  const latest = { id: 'move1', at };
  const after = (ms: number) => new Date(Date.parse(at) + ms);

  it('is allowed for the latest move up to 10 seconds after it', () => {
    expect(UNDO_WINDOW_MS).toBe(10_000);
    expect(undoRefusal(latest, 'move1', after(0))).toBeNull();
    expect(undoRefusal(latest, 'move1', after(10_000))).toBeNull();
    expect(undoUntil(at)).toBe('2026-03-01T12:00:10.000Z');
  });

  it('is refused once the window has passed', () => {
    expect(undoRefusal(latest, 'move1', after(10_001))).toBe('The 10 seconds to undo this change have passed');
  });

  it('is refused when another change came since, or none is kept', () => {
    const changed = 'This change can no longer be undone: the record has changed since. The screen now shows it as it is';
    expect(undoRefusal(latest, 'move0', after(1000))).toBe(changed);
    expect(undoRefusal(null, 'move1', after(1000))).toBe(changed);
  });
});
