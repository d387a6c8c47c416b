import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayTakings, reconcileDay } from '@domain/day-takings';
import type { RefundDoc } from '@domain/refunds';
import { bookingsReport, salesReport } from '@domain/reports';
import { floorReport } from '@domain/floor-report';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { DayEndView } from '@/api/reports-admin';
import { DayEndReport } from './DayEndReport';

const getDayEnd = vi.hoisted(() => vi.fn());
const closeDay = vi.hoisted(() => vi.fn());
vi.mock('@/api/reports-admin', () => ({ getDayEnd, closeDay }));

const DAY = '2026-11-20';
const refundDoc = (id: string, mode: RefundDoc['mode'], amountCents: number, extra: Partial<RefundDoc> = {}): RefundDoc => ({
  id,
  amountCents,
  mode,
  at: `${DAY}T10:00:00.000Z`,
  by: { uid: 'm', name: 'Asha Manager' },
  reason: 'Missing raita',
  kind: 'partial',
  orderId: `o-${id}`,
  reference: 'ORDER1',
  name: 'Guest',
  ...extra,
});

function dayEnd(payments = dayTakings(DAY, [{ payment: { parts: [{ mode: 'upi', amountCents: 2000 }] } }], [refundDoc('r1', 'upi', 500)])): DayEndView {
  return {
    date: DAY,
    printedAt: `${DAY}T18:00:00.000Z`,
    dayClosed: true,
    sales: salesReport({ from: DAY, to: DAY }, []),
    bookings: bookingsReport([], () => false),
    payments,
    // Nothing charged that day, one order of another day paid: the difference is that order.
    reconciliation: reconcileDay(0, [], [{ orderId: 'o1', reference: 'ORDER1', name: 'Guest', status: 'Completed', paidCents: 2000, saleOfDay: false }]),
    floor: floorReport({ from: DAY, to: DAY }, [], DEFAULT_SETTINGS),
    openBills: [],
    closing: null,
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

describe('the day-end (Z) report with online payments', () => {
  it('keeps the counter’s takings apart from the gateway’s, shows the known fees, and lists an online refund with its gateway refund id', async () => {
    const payments = dayTakings(
      DAY,
      [
        { payment: { parts: [{ mode: 'cash', amountCents: 30_000 }] } },
        { payment: { parts: [{ mode: 'online', amountCents: 44_200, gatewayPaymentId: 'pay_A1b2C3d4E5', feeCents: 1_043 }] } },
        { payment: { parts: [{ mode: 'online', amountCents: 20_000, gatewayPaymentId: 'pay_F6g7H8i9J0' }] } },
      ],
      [
        refundDoc('r1', 'cash', 1_000, { reference: 'CASH01' }),
        refundDoc('r2', 'online', 20_000, { reference: 'ONLN02', gateway: { refundId: 'rfnd_Q1w2E3r4T5', status: 'processed' } }),
      ],
    );
    getDayEnd.mockResolvedValue(dayEnd(payments));
    render(<DayEndReport date={DAY} onClose={vi.fn()} />);
    const region = await screen.findByRole('region', { name: 'Payments' });
    const value = (label: string) => within(region).getByText(label).nextSibling;
    expect(value('At the counter')).toHaveTextContent(/^\D*300\.00$/);
    expect(value('Online (through the gateway)')).toHaveTextContent(/^\D*642\.00$/);
    expect(value('Paid (3 orders)')).toHaveTextContent(/^\D*942\.00$/);
    expect(within(region).getByText(/Gateway fees \(1 of 2 known\)/).nextSibling).toHaveTextContent(/^−\D*10\.43$/);
    expect(within(region).getByText(/at the counter$/).nextSibling).toHaveTextContent(/^−\D*10\.00$/);
    expect(within(region).getByText(/^\s*online$/).nextSibling).toHaveTextContent(/^−\D*200\.00$/);
    expect(value('Net takings')).toHaveTextContent(/^\D*732\.00$/);
    expect(within(region).getByText(/Counter \(cash, UPI, card\)/).nextSibling).toHaveTextContent(/^\D*290\.00$/);
    expect(within(region).getByText(/Online, before gateway fees/).nextSibling).toHaveTextContent(/^\D*442\.00$/);
    const refunds = within(region).getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/#ONLN02 refund, Online/)).toBeInTheDocument();
    expect(within(refunds).getByText(/rfnd_Q1w2E3r4T5 processed/)).toBeInTheDocument();
    expect(within(refunds).getByText(/#CASH01 refund, Cash/)).toBeInTheDocument();
  });

  it('says a gateway refund not yet sent to the gateway is so, without an id', async () => {
    const payments = dayTakings(
      DAY,
      [{ payment: { parts: [{ mode: 'online', amountCents: 44_200, gatewayPaymentId: 'pay_A1b2C3d4E5' }] } }],
      [refundDoc('r2', 'online', 44_200, { reference: 'ONLN02', gateway: { refundId: '', status: 'pending' } })],
    );
    getDayEnd.mockResolvedValue(dayEnd(payments));
    render(<DayEndReport date={DAY} onClose={vi.fn()} />);
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText(/not yet sent to the gateway/)).toBeInTheDocument();
    expect(screen.queryByText(/Gateway fees/)).toBeNull();
  });
});

describe('the day-end (Z) report’s open bills and closing', () => {
  const openBill = {
    billId: 'b5',
    tableId: 'T5',
    tableName: '5',
    guests: 6,
    name: 'Mehta',
    seatedAt: `${DAY}T14:35:00.000Z`,
    rounds: 2,
    runningTotalCents: 57_500,
    status: 'open' as const,
  };

  it('lists the open bills with their party, rounds and running total, and closes the day with a reason', async () => {
    getDayEnd.mockResolvedValue({ ...dayEnd(), openBills: [openBill] });
    closeDay.mockResolvedValue({
      alreadyClosed: false,
      closing: {
        date: DAY,
        closedAt: `${DAY}T17:40:00.000Z`,
        closedBy: { uid: 'm', name: 'Asha Manager' },
        reason: 'Mehta party stays late',
        openBills: [{ billId: 'b5', tableName: '5', status: 'open', runningTotalCents: 57_500 }],
        figures: { orders: 0, totalCents: 0, netTakingsCents: 0, bills: 0, covers: 0, spendCents: 0 },
      },
    });
    render(<DayEndReport date={DAY} onClose={vi.fn()} />);
    const open = await screen.findByRole('region', { name: 'Open bills' });
    expect(within(open).getByText(/Table 5 · open/).nextSibling).toHaveTextContent(/^\D*575\.00$/);
    expect(within(open).getByText(/Mehta, 6 guests · seated .* · 2 rounds/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the day' });
    await userEvent.type(within(dialog).getByLabelText('Why close with bills open?'), 'Mehta party stays late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(closeDay).toHaveBeenCalledWith({ date: DAY, reason: 'Mehta party stays late' });
    // 17:40 UTC is 23:10 in Ahmedabad.
    expect(await screen.findByText('Closed by Asha Manager at 23:10')).toBeInTheDocument();
    expect(screen.getByText('With a bill open: Mehta party stays late')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the day' })).toBeNull();
  });
});
