import { describe, expect, it } from 'vitest';
import type { KitchenBoardView, KitchenTicket } from '@domain/kitchen';
import { arrivals, chimes, column, mergeBoard } from './board-state';

const NOW = Date.parse('2026-11-20T18:00:00.000Z');
const iso = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

function ticket(id: string, patch: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id,
    reference: id.toUpperCase(),
    tokenNumber: null,
    status: 'Pending',
    orderType: 'dine-in',
    tableNumber: '4',
    name: 'Asha',
    source: 'online',
    items: [{ name: 'Thali', quantity: 1 }],
    verifiedAt: iso(5),
    readyAt: null,
    pickupAt: null,
    plates: 0,
    updatedAt: iso(5),
    ...patch,
  };
}
const answer = (full: boolean, tickets: KitchenTicket[]): KitchenBoardView => ({
  asOf: iso(0),
  cursor: iso(0.5),
  full,
  truncated: false,
  readyWindowMinutes: 60,
  tickets,
});
const ids = (m: ReadonlyMap<string, KitchenTicket>) => [...m.keys()];

describe('merging a poll into the board', () => {
  it('a full answer replaces the board', () => {
    const before = mergeBoard(new Map(), answer(true, [ticket('a'), ticket('b')]), NOW);
    expect(ids(mergeBoard(before, answer(true, [ticket('c')]), NOW))).toEqual(['c']);
  });

  it('a change answer updates tickets by id, adds new ones, and takes off those served or cancelled', () => {
    const before = mergeBoard(new Map(), answer(true, [ticket('a'), ticket('b'), ticket('c')]), NOW);
    const after = mergeBoard(before, answer(false, [ticket('a', { status: 'Preparing' }), ticket('b', { status: 'Cancelled' }), ticket('d')]), NOW);
    expect(ids(after)).toEqual(['a', 'c', 'd']);
    expect(after.get('a')!.status).toBe('Preparing');
    expect(ids(before)).toEqual(['a', 'b', 'c']);
  });

  it('an answer older than what the board holds (asked before this tablet’s move was stored) does not take the ticket back', () => {
    const moved = new Map([['a', ticket('a', { status: 'Ready', readyAt: iso(0), updatedAt: iso(0) })]]);
    expect(mergeBoard(moved, answer(false, [ticket('a', { status: 'Preparing', updatedAt: iso(1) })]), NOW).get('a')!.status).toBe('Ready');
    expect(mergeBoard(moved, answer(true, [ticket('a', { status: 'Preparing', updatedAt: iso(1) })]), NOW).get('a')!.status).toBe('Ready');
    expect(mergeBoard(moved, answer(false, [ticket('a', { status: 'Completed', updatedAt: iso(-1) })]), NOW).has('a')).toBe(false);
  });

  it('a Ready ticket leaves an hour after it became Ready', () => {
    const board = mergeBoard(
      new Map(),
      answer(true, [ticket('fresh', { status: 'Ready', readyAt: iso(59) }), ticket('old', { status: 'Ready', readyAt: iso(61) })]),
      NOW,
    );
    expect(ids(board)).toEqual(['fresh']);
  });
});

describe('new orders', () => {
  const board = mergeBoard(new Map(), answer(true, [ticket('a'), ticket('b', { source: 'walk-in' }), ticket('c', { status: 'Preparing' })]), NOW);

  it('nothing is new on the first load', () => {
    expect(arrivals(new Set(), board, true)).toEqual([]);
  });

  it('a Pending ticket the board has not shown before is new', () => {
    expect(arrivals(new Set(['a']), board, false).map((t) => t.id)).toEqual(['b']);
  });

  it('only online orders chime: walk-in and phone orders were typed in by staff', () => {
    expect(chimes([ticket('x', { source: 'walk-in' }), ticket('y', { source: 'phone' })])).toBe(false);
    expect(chimes([ticket('x', { source: 'walk-in' }), ticket('z')])).toBe(true);
  });
});

describe('a column', () => {
  it('lists the oldest order first, and Ready ones in the order they became ready, a ticket just moved there last', () => {
    const tickets = [
      ticket('late', { verifiedAt: iso(3) }),
      ticket('early', { verifiedAt: iso(20) }),
      ticket('r2', { status: 'Ready', readyAt: iso(1) }),
      ticket('r1', { status: 'Ready', readyAt: iso(9) }),
      ticket('moving', { status: 'Preparing' }),
    ];
    const statusOf = (t: KitchenTicket) => (t.id === 'moving' ? 'Ready' : (t.status as 'Pending' | 'Ready'));
    expect(column(tickets, 'Pending', statusOf).map((t) => t.id)).toEqual(['early', 'late']);
    expect(column(tickets, 'Ready', statusOf).map((t) => t.id)).toEqual(['r1', 'r2', 'moving']);
  });
});
