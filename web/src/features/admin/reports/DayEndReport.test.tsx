import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reconcileDay } from '@domain/day-takings';
import { bookingsReport, salesReport } from '@domain/reports';
import type { DayEndView } from '@/api/reports-admin';
import { DayEndReport } from './DayEndReport';

const getDayEnd = vi.hoisted(() => vi.fn());
vi.mock('@/api/reports-admin', () => ({ getDayEnd }));

const DAY = '2026-11-20';
const refund = { id: 'r1', amount: 5, mode: 'upi' as const, at: `${DAY}T10:00:00.000Z`, by: 'Asha Manager', reason: 'Missing raita', kind: 'partial' as const };

function dayEnd(): DayEndView {
  return {
    date: DAY,
    printedAt: `${DAY}T18:00:00.000Z`,
    dayClosed: true,
    sales: salesReport({ from: DAY, to: DAY }, []),
    bookings: bookingsReport([], () => false),
    payments: {
      date: DAY,
      orders: 1,
      cash: 0,
      upi: 20,
      card: 0,
      total: 20,
      refunds: { count: 1, cash: 0, upi: 5, card: 0, online: 0, total: 5, lines: [{ ...refund, orderId: 'o1', reference: 'ORDER1', name: 'Guest' }] },
      net: 15,
    },
    // Nothing charged that day, one order of another day paid: the difference is that order.
    reconciliation: reconcileDay(0, [], [{ orderId: 'o1', reference: 'ORDER1', name: 'Guest', status: 'Completed', paidCents: 2000, saleOfDay: false }]),
  };
}

describe('the day-end (Z) report', () => {
  it('shows the refunds and the net takings, and lists what makes charged and paid differ', async () => {
    getDayEnd.mockResolvedValue(dayEnd());
    render(<DayEndReport date={DAY} onClose={vi.fn()} />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Refunds (1)').nextSibling).toHaveTextContent(/^−\D*5\.00$/);
    expect(within(payments).getByText('Net takings').nextSibling).toHaveTextContent(/^\D*15\.00$/);
    expect(within(payments).getByText(/#ORDER1 refund, UPI/)).toBeInTheDocument();
    expect(within(payments).getByText(/Missing raita/)).toBeInTheDocument();
    const check = screen.getByRole('region', { name: 'Charged and paid' });
    expect(within(check).getByText('Difference').nextSibling).toHaveTextContent(/^-\D*20\.00$|^\D*-20\.00$/);
    expect(within(check).getByText('#ORDER1 Completed')).toBeInTheDocument();
    expect(within(check).getByText('Paid today, not in today’s sales')).toBeInTheDocument();
  });
});
