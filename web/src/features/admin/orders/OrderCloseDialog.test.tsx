import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@domain/orders';
import { ApiError } from '@/lib/api-client';
import { OrderCloseDialog } from './OrderCloseDialog';
import { RefundDialog } from './RefundDialog';

const refundOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders-admin', () => ({ refundOrder }));

/** Only what the dialogs read of an order. */
const order = (more: Partial<OrderView>) =>
  ({
    _id: 'aaaaaaaaaaaaaaORDER1',
    reference: 'ORDER1',
    status: 'Ready',
    orderType: 'takeaway',
    isPaid: false,
    total: 40,
    refunded: 0,
    refundable: 0,
    invoiceNumber: null,
    creditNote: null,
    ...more,
  }) as OrderView;

describe('Not collected', () => {
  it('needs a reason: a short one is refused with a message and nothing is sent', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<OrderCloseDialog kind="notCollected" order={order({})} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Not collected: order #ORDER1' });
    expect(dialog).toHaveTextContent('It leaves the sales');
    await userEvent.type(screen.getByLabelText('Reason'), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Mark not collected' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give a reason of 3 to 200 characters');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Reason'), 'body came');
    await userEvent.click(screen.getByRole('button', { name: 'Mark not collected' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'nobody came' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says a paid takeaway stays a sale, and a counter refused by the server is told a manager can switch in', async () => {
    const refusal = new ApiError(403, 'Only an owner or a manager can void, refund or delete an order, or mark one not collected.', {
      success: false,
      code: 'forbidden_role',
      message: 'Only an owner or a manager can void, refund or delete an order, or mark one not collected.',
    });
    const onConfirm = vi.fn().mockRejectedValue(refusal);
    const onClose = vi.fn();
    render(<OrderCloseDialog kind="notCollected" order={order({ isPaid: true, refundable: 40 })} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('It was paid, so it stays a sale, shown as Not collected (paid).');
    expect(screen.queryByLabelText(/Refund/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Reason'), 'Paid, never came');
    await userEvent.click(screen.getByRole('button', { name: 'Mark not collected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A manager can take over on this device with Switch person and their PIN.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Cancel', () => {
  it('a Pending order needs no reason; an invoiced, paid one in the kitchen needs a reason and the refund mode, and says a credit note follows', async () => {
    const quick = vi.fn().mockResolvedValue(undefined);
    const { unmount } = render(<OrderCloseDialog kind="cancel" order={order({ status: 'Pending' })} onConfirm={quick} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Reason (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(quick).toHaveBeenCalledWith({ reason: '' });
    unmount();

    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(
      <OrderCloseDialog
        kind="cancel"
        order={order({ status: 'Preparing', isPaid: true, refundable: 40, invoiceNumber: 'TH/2026-27/000007' })}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Invoice TH/2026-27/000007 gets a credit note');
    await userEvent.type(screen.getByLabelText('Reason'), 'Out of paneer');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('say how the money was given back');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText(/^Refund .* by$/), 'UPI');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Out of paneer', refundMode: 'upi' });
  });
});

describe('Refund', () => {
  it('refuses more than can be refunded without asking the server, then records a valid refund', async () => {
    const paid = order({ status: 'Completed', isPaid: true, refundable: 30, refunded: 10 });
    const onRefunded = vi.fn();
    refundOrder.mockResolvedValue({ ...paid, refunded: 15, refundable: 25 });
    render(<RefundDialog order={paid} onRefunded={onRefunded} onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Amount'), '30.01');
    await userEvent.selectOptions(screen.getByLabelText('Refund by'), 'Cash');
    await userEvent.type(screen.getByLabelText('Reason'), 'Cold food');
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A refund can be at most');
    expect(refundOrder).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(refundOrder).toHaveBeenCalledWith('aaaaaaaaaaaaaaORDER1', { amount: 5, mode: 'cash', reason: 'Cold food' });
    expect(onRefunded).toHaveBeenCalledWith(expect.objectContaining({ refunded: 15 }));
  });

  it('shows the server’s refusal and stays open', async () => {
    const paid = order({ status: 'Completed', isPaid: true, refundable: 30 });
    refundOrder.mockRejectedValue(
      new ApiError(409, 'This order has been refunded in full already', { success: false, message: 'This order has been refunded in full already' }),
    );
    const onClose = vi.fn();
    render(<RefundDialog order={paid} onRefunded={vi.fn()} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Refund by'), 'Card');
    await userEvent.type(screen.getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has been refunded in full already');
    expect(onClose).not.toHaveBeenCalled();
  });
});
