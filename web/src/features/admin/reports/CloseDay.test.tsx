import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpenBillView } from '@/api/reports-admin';
import { ApiError } from '@/lib/api-client';
import { CloseDayDialog } from './CloseDay';

const closeDay = vi.hoisted(() => vi.fn());
vi.mock('@/api/reports-admin', () => ({ closeDay }));

const DAY = '2026-11-20';
const open: OpenBillView = {
  billId: 'b5',
  tableId: 'T5',
  tableName: '5',
  guests: 4,
  name: null,
  seatedAt: `${DAY}T14:00:00.000Z`,
  rounds: 1,
  runningTotalCents: 12_000,
  status: 'open',
};
const closing = {
  date: DAY,
  closedAt: `${DAY}T17:00:00.000Z`,
  closedBy: { uid: 'o', name: 'Owner' },
  reason: null,
  openBills: [],
  figures: { orders: 1, totalCents: 100, netTakingsCents: 100, bills: 0, covers: 0, spendCents: 0 },
};

function renderDialog(openBills: OpenBillView[]) {
  const onClosed = vi.fn();
  const onClose = vi.fn();
  render(<CloseDayDialog date={DAY} openBills={openBills} onClosed={onClosed} onClose={onClose} />);
  return { onClosed, onClose };
}

describe('closing the day', () => {
  it('with a bill open, a reason under 3 characters is refused on the spot and nothing is sent', async () => {
    closeDay.mockReset();
    renderDialog([open]);
    expect(screen.getByText(/A bill is still open: Table 5 \(open\)/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Why close with bills open?'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The reason must be at least 3 characters');
    expect(screen.getByLabelText('Why close with bills open?')).toHaveAttribute('aria-invalid', 'true');
    expect(closeDay).not.toHaveBeenCalled();
  });

  it('with a bill open and no reason at all, asks for one', async () => {
    closeDay.mockReset();
    renderDialog([open]);
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason to close the day with bills still open (3 to 200 characters)');
    expect(closeDay).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal (a bill seated meanwhile) and stays open to try again', async () => {
    closeDay.mockReset();
    const refusal = '1 bill is still open: Table 7 (open). Settle it, or give a reason to close the day anyway.';
    closeDay.mockRejectedValue(new ApiError(409, refusal, { success: false, message: refusal, code: 'conflict' }));
    const { onClosed, onClose } = renderDialog([]);
    expect(screen.queryByLabelText('Why close with bills open?')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Table 7 (open)');
    expect(closeDay).toHaveBeenCalledWith({ date: DAY });
    expect(onClosed).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close the day' })).toBeEnabled();
  });

  it('with every bill settled, closes on the confirmation alone', async () => {
    closeDay.mockReset();
    closeDay.mockResolvedValue({ closing, alreadyClosed: false });
    const { onClosed, onClose } = renderDialog([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(closeDay).toHaveBeenCalledWith({ date: DAY });
    expect(onClosed).toHaveBeenCalledWith(closing);
    expect(onClose).toHaveBeenCalled();
  });
});
