import { describe, expect, it } from 'vitest';
import type { OrderDoc, OrderLine } from './orders';
import {
  allPartsPaid,
  BILL_TEXTS,
  billLines,
  clearOutcome,
  closeRefusal,
  isBillInvoice,
  isRound,
  mergeRefusal,
  newBill,
  renumberAfter,
  RoundInput,
  SeatInput,
} from './running-bill';

const line = (menuItemId: string, quantity: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  menuItemId,
  name: menuItemId,
  priceCents: 10_000,
  quantity,
  image: '',
  ...extra,
});
const round = (n: number, items: OrderLine[], status: OrderDoc['status'] = 'Pending') => ({ round: n, items, status });

describe('billLines: every charged round on one invoice', () => {
  it('when two rounds order the same dish at the same price, the invoice has one line with both quantities', () => {
    const lines = billLines([round(1, [line('dal', 2), line('rotli', 4)]), round(2, [line('rotli', 3)])]);

    expect(lines.map((l) => [l.menuItemId, l.quantity])).toEqual([
      ['dal', 2],
      ['rotli', 7],
    ]);
  });

  it('keeps apart lines with another note, variant or price, and leaves out cancelled and voided rounds', () => {
    const lines = billLines([
      round(2, [line('thali', 1, { variant: 'jain' })]),
      round(1, [line('thali', 2), line('dal', 1, { note: 'less spicy' })]),
      round(3, [line('dal', 1, { priceCents: 9_000 })]),
      round(4, [line('lassi', 5)], 'Cancelled'),
      round(5, [line('lassi', 1)], 'Voided'),
    ]);

    expect(lines.map((l) => [l.menuItemId, l.quantity, l.variant ?? l.note ?? l.priceCents])).toEqual([
      ['thali', 2, 10_000],
      ['dal', 1, 'less spicy'],
      ['thali', 1, 'jain'],
      ['dal', 1, 9_000],
    ]);
  });
});

describe('closeRefusal', () => {
  it('a bill with no rounds, or only cancelled ones, cannot be closed', () => {
    expect(closeRefusal({ status: 'open' }, [])).toBe(BILL_TEXTS.noRounds);
    expect(closeRefusal({ status: 'open' }, [{ status: 'Cancelled' }])).toBe(BILL_TEXTS.noRounds);
  });

  it('a round still cooking can be closed; a bill closed, paid or merged cannot be closed again', () => {
    expect(closeRefusal({ status: 'open' }, [{ status: 'Preparing' }])).toBeNull();
    expect(closeRefusal({ status: 'closed' }, [{ status: 'Completed' }])).toBe('This bill is already closed');
    expect(closeRefusal({ status: 'paid' }, [{ status: 'Completed' }])).toBe('This bill is already paid');
    expect(closeRefusal({ status: 'merged' }, [{ status: 'Completed' }])).toContain('merged into another');
  });
});

describe('clearOutcome', () => {
  it('a paid bill, or an open one with no rounds (the party left), is done', () => {
    expect(clearOutcome({ status: 'paid', rounds: 3 })).toEqual({ done: true });
    expect(clearOutcome({ status: 'open', rounds: 0 })).toEqual({ done: true });
  });

  it('an open bill with rounds, or a closed one waiting for payment, is not', () => {
    expect(clearOutcome({ status: 'open', rounds: 1 })).toMatchObject({ done: false, reason: expect.stringContaining('close the bill') });
    expect(clearOutcome({ status: 'closed', rounds: 1 })).toMatchObject({ done: false, reason: expect.stringContaining('settle it') });
  });
});

describe('merging', () => {
  it("the joining rounds are numbered after this bill's, in the order they were taken", () => {
    expect(
      renumberAfter(3, [
        { id: 'b', round: 2 },
        { id: 'a', round: 1 },
      ]),
    ).toEqual([
      { id: 'a', round: 4 },
      { id: 'b', round: 5 },
    ]);
  });

  it('only two different open bills merge', () => {
    expect(mergeRefusal({ id: 'x', status: 'open' }, { id: 'x', status: 'open' })).toBe('A bill cannot be merged into itself');
    expect(mergeRefusal({ id: 'x', status: 'closed' }, { id: 'y', status: 'open' })).toContain('only on an open bill');
    expect(mergeRefusal({ id: 'x', status: 'open' }, { id: 'y', status: 'paid' })).toContain('The other bill is paid');
    expect(mergeRefusal({ id: 'x', status: 'open' }, { id: 'y', status: 'open' })).toBeNull();
  });
});

describe('what a bill is made of', () => {
  it('tells a round from an invoice order, and an ordinary order from both', () => {
    expect([isRound({ billId: 'b', round: 1 }), isRound({ billId: 'b' }), isRound({})]).toEqual([true, false, false]);
    expect([isBillInvoice({ billId: 'b', billPart: { n: 1, of: 1 } }), isBillInvoice({ billId: 'b' })]).toEqual([true, false]);
  });

  it('a new bill is open, with no rounds, on the table it was seated at', () => {
    const bill = newBill(
      { id: 'T5', name: '5' },
      { guests: 4, name: null, phone: null, reservationId: null, waitlistId: null },
      { uid: 'u', name: 'Asha' },
      '2031-05-14T06:30:00.000Z',
      '2031-05-14',
    );
    expect(bill).toMatchObject({ status: 'open', tableId: 'T5', tableName: '5', rounds: 0, invoiceOrderIds: [], totalCents: null, day: '2031-05-14' });
  });

  it('a bill is paid once every one of its parts is', () => {
    expect(allPartsPaid(['a', 'b'], new Set(['a']))).toBe(false);
    expect(allPartsPaid(['a', 'b'], new Set(['a', 'b']))).toBe(true);
    expect(allPartsPaid([], new Set())).toBe(false);
  });
});

describe('inputs', () => {
  it('a party is 1 to 50 guests, and a blank name or phone is none', () => {
    expect(SeatInput.safeParse({ guests: 0 }).success).toBe(false);
    expect(SeatInput.safeParse({ guests: 51 }).success).toBe(false);
    expect(SeatInput.parse({ guests: 2, name: '', phone: '' })).toEqual({ guests: 2 });
  });

  it('a round needs at least one dish, each with a whole quantity', () => {
    expect(RoundInput.safeParse({ items: [] }).success).toBe(false);
    expect(RoundInput.safeParse({ items: [{ id: 'dal', quantity: 1.5 }] }).success).toBe(false);
    expect(RoundInput.parse({ items: [{ id: 'dal', quantity: 2, note: '  less   spicy ' }] }).items[0]).toEqual({ id: 'dal', quantity: 2, note: 'less spicy' });
  });
});
