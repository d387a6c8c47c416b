import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@domain/orders';
import { ApiError } from '@/lib/api-client';
import { OrderAlertsProvider } from '../shell/order-alerts';
import OrdersSection from './OrdersSection';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const listOrders = vi.hoisted(() => vi.fn());
const deleteOrder = vi.hoisted(() => vi.fn());
const updateOrderStatus = vi.hoisted(() => vi.fn());
const getOrder = vi.hoisted(() => vi.fn());
const undoOrderMove = vi.hoisted(() => vi.fn());
const sendOrderDueTexts = vi.hoisted(() => vi.fn());
const voidOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders-admin', () => ({ listOrders, deleteOrder, updateOrderStatus, undoOrderMove, sendOrderDueTexts, voidOrder }));
vi.mock('@/api/orders', () => ({ getOrder }));

function order(id: string, status: OrderView['status'], name = 'Asha Patel', more: Partial<OrderView> = {}): OrderView {
  return {
    _id: id,
    id,
    reference: id.slice(-6).toUpperCase(),
    name,
    customerName: name,
    phone: '9876543210',
    tableNumber: '4',
    orderType: 'dine-in',
    items: [{ _id: 'm1', name: 'Gujarati Thali', price: 12, quantity: 2, image: '', lineTotal: 24, note: '' }],
    gst: true,
    rates: { chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true },
    subtotal: 24,
    discount: 0,
    discountGiven: null,
    serviceCharge: true,
    billing: null,
    serviceOrParcelCharge: 2.4,
    tax: 2.38,
    total: 28.78,
    taxable: 26.4,
    cgst: 0,
    sgst: 0,
    igst: 0,
    roundOff: 0,
    tokenNumber: 3,
    invoiceNumber: null,
    payment: null,
    status,
    isVerified: true,
    isPaid: false,
    source: 'online',
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    verifiedAt: '2026-11-20T18:00:00.000Z',
    readyAt: null,
    pickupAt: null,
    plates: null,
    completedAt: null,
    cancelledAt: null,
    prepSeconds: null,
    notCollectedAt: null,
    voided: null,
    lastMove: null,
    guestBadge: null,
    callBack: null,
    statusReason: null,
    creditNote: null,
    refunds: [],
    refunded: 0,
    refundable: 0,
    payments: [],
    paymentMethod: 'counter',
    online: null,
    refund: null,
    ...more,
  };
}
const unconfirmed = (id: string) => order(id, 'Pending', 'Asha Patel', { isVerified: false });
const conflict = (message: string) => new ApiError(409, message, { success: false, message });
const page = (orders: OrderView[]) => ({ orders, total: orders.length, page: 1, limit: 20, pages: 1 });

function renderSection() {
  return render(
    <MemoryRouter>
      <OrderAlertsProvider account="owner" active={false}>
        <OrdersSection />
      </OrderAlertsProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

/** An admin's Preparing → Ready move, as the server answers it with the order, undoable until 10 s after. */
const readyMove = ({ textHeld }: { textHeld: boolean }) => ({
  id: 'move1',
  from: 'Preparing' as const,
  to: 'Ready' as const,
  at: '2026-11-20T18:10:00.000Z',
  until: '2026-11-20T18:10:10.000Z',
  textHeld,
});

describe('Orders Management', () => {
  it('shows the table with the spec columns and only the status moves the machine allows', async () => {
    listOrders.mockResolvedValue(
      page([order('aaaaaaaaaaaaaaPEND01', 'Pending'), order('aaaaaaaaaaaaaaREADY1', 'Ready'), order('aaaaaaaaaaaaaaDONE01', 'Completed')]),
    );
    renderSection();
    expect(screen.getByRole('heading', { name: 'Orders Management' })).toBeInTheDocument();
    await screen.findByText('#PEND01');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order id', 'Customer', 'Items count', 'Total', 'Status', 'Actions']);
    const [, pending, ready, done] = screen.getAllByRole('row');
    expect(within(pending!).getByRole('button', { name: /Start preparing/ })).toBeInTheDocument();
    expect(within(pending!).getByRole('button', { name: /Cancel order/ })).toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: /Mark ready/ })).toBeNull();
    expect(within(ready!).getByRole('button', { name: /Complete/ })).toBeInTheDocument();
    expect(within(ready!).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(within(done!).queryByRole('button', { name: /Start preparing|Mark ready|Complete|Cancel order/ })).toBeNull();
  });

  it('the search asks the server for id, customer or phone and leaves the status filter alone (DECISIONS 11)', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending')]));
    renderSection();
    await screen.findByText('#PEND01');
    const status = screen.getByLabelText('Status');
    await userEvent.selectOptions(status, 'Preparing');
    await userEvent.type(screen.getByLabelText('Search orders'), '98765');
    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith(expect.objectContaining({ search: '98765', status: 'Preparing', page: 1 }), expect.anything()),
    );
    expect(status).toHaveValue('Preparing');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Status',
      'Pending',
      'Preparing',
      'Ready',
      'Completed',
      'Cancelled',
      'Not collected',
      'Voided',
    ]);
  });

  it('offers delete only for an order never confirmed; a confirmed one is kept for the records', async () => {
    listOrders.mockResolvedValue(
      page([unconfirmed('aaaaaaaaaaaaaaUNCON1'), order('aaaaaaaaaaaaaaPEND01', 'Pending'), order('aaaaaaaaaaaaaaDONE01', 'Completed')]),
    );
    renderSection();
    expect(await screen.findByRole('button', { name: 'Delete order UNCON1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order PEND01' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete order DONE01' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Void: order DONE01' })).toBeInTheDocument();
  });

  it('delete asks first, then deletes and says so', async () => {
    listOrders.mockResolvedValue(page([unconfirmed('aaaaaaaaaaaaaaPEND01')]));
    deleteOrder.mockResolvedValue('Order deleted successfully');
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order PEND01' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this order?');
    expect(deleteOrder).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order deleted successfully'));
    expect(deleteOrder).toHaveBeenCalledWith('aaaaaaaaaaaaaaPEND01');
  });

  it("a failed delete says 'Failed to delete order' and keeps the dialog open", async () => {
    listOrders.mockResolvedValue(page([unconfirmed('aaaaaaaaaaaaaaPEND01')]));
    deleteOrder.mockRejectedValue(new Error('boom'));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order PEND01' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete order'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('View opens Order Details with the items as name x quantity and the line price', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending')]));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'View order PEND01' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(dialog).toHaveTextContent('Gujarati Thali x 2');
    expect(dialog).toHaveTextContent('$24.00');
    expect(dialog).toHaveTextContent('Asha Patel');
    expect(dialog).toHaveTextContent('$28.78');
  });

  it('a status move refused by the server shows its reason', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending')]));
    updateOrderStatus.mockRejectedValue(
      new ApiError(409, 'A Completed order can no longer change status', { success: false, message: 'A Completed order can no longer change status' }),
    );
    getOrder.mockResolvedValue(order('aaaaaaaaaaaaaaPEND01', 'Completed'));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Start preparing/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A Completed order can no longer change status'));
  });

  it('a status change answered 409 reloads that one order, so its row and buttons are current', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending'), order('aaaaaaaaaaaaaaOTHER1', 'Pending')]));
    updateOrderStatus.mockRejectedValue(conflict('A Cancelled order can no longer change status; it can only be voided, with a reason'));
    getOrder.mockResolvedValue(order('aaaaaaaaaaaaaaPEND01', 'Cancelled'));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Start preparing: order PEND01' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A Cancelled order can no longer change status; it can only be voided, with a reason'));
    const row = (await screen.findByText('Cancelled', { selector: 'span' })).closest('tr')!;
    expect(within(row).getByText('#PEND01')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Start preparing/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Void: order PEND01' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith('aaaaaaaaaaaaaaPEND01');
    expect(listOrders).toHaveBeenCalledTimes(1);
  });

  it('the success toast offers Undo; pressing it puts the order back and says so', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPREP01', 'Preparing')]));
    const move = readyMove({ textHeld: true });
    updateOrderStatus.mockResolvedValue(order('aaaaaaaaaaaaaaPREP01', 'Ready', 'Asha Patel', { lastMove: move }));
    undoOrderMove.mockResolvedValue(order('aaaaaaaaaaaaaaPREP01', 'Preparing'));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready: order PREP01' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const [content, options] = toast.success.mock.calls[0]!;
    expect(options).toMatchObject({ autoClose: 10_000, pauseOnHover: false });
    const closeToast = vi.fn();
    render(<>{(content as (p: { closeToast: () => void }) => React.ReactNode)({ closeToast })}</>);
    expect(screen.getByText('Order #PREP01 marked Ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undoOrderMove).toHaveBeenCalledWith('aaaaaaaaaaaaaaPREP01', 'move1');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order #PREP01 is Preparing again'));
    expect(closeToast).toHaveBeenCalled();
    const row = screen.getByText('#PREP01').closest('tr')!;
    expect(within(row).getByText('Preparing')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark ready: order PREP01' })).toBeInTheDocument();
  });

  it('an undo too late says why and shows the order as it is', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPREP01', 'Preparing')]));
    const move = readyMove({ textHeld: false });
    updateOrderStatus.mockResolvedValue(order('aaaaaaaaaaaaaaPREP01', 'Ready', 'Asha Patel', { lastMove: move }));
    undoOrderMove.mockRejectedValue(conflict('The 10 seconds to undo this change have passed'));
    getOrder.mockResolvedValue(order('aaaaaaaaaaaaaaPREP01', 'Completed'));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready: order PREP01' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const [content] = toast.success.mock.calls[0]!;
    render(<>{(content as (p: { closeToast: () => void }) => React.ReactNode)({ closeToast: vi.fn() })}</>);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The 10 seconds to undo this change have passed'));
    await waitFor(() => expect(screen.getByText('#PREP01').closest('tr')).toHaveTextContent('Completed'));
  });

  it('void asks for a reason, refuses a short one, then shows the order as Voided with who and why', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaDONE01', 'Completed')]));
    voidOrder.mockResolvedValue(
      order('aaaaaaaaaaaaaaDONE01', 'Voided', 'Asha Patel', {
        voided: { at: '2026-11-20T19:00:00.000Z', by: { uid: 'a1', name: 'Owner' }, reason: 'Charged twice', from: 'Completed' },
      }),
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Void: order DONE01' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Void order #DONE01' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason of 3 to 200 characters');
    expect(voidOrder).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Charged twice ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void order' }));
    expect(voidOrder).toHaveBeenCalledWith('aaaaaaaaaaaaaaDONE01', 'Charged twice');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = screen.getByText('#DONE01').closest('tr')!;
    expect(within(row).getByText('Voided')).toBeInTheDocument();
    expect(within(row).getByText('By Owner: Charged twice')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Void/ })).toBeNull();
  });

  it('offers Not collected for a Ready takeaway only, asks for the reason, and shows a paid one as Not collected (paid)', async () => {
    listOrders.mockResolvedValue(
      page([
        order('aaaaaaaaaaaaaaDINE01', 'Ready'),
        order('aaaaaaaaaaaaaaTAKE01', 'Ready', 'Asha Patel', { orderType: 'takeaway', tableNumber: null, isPaid: true }),
      ]),
    );
    updateOrderStatus.mockResolvedValue(
      order('aaaaaaaaaaaaaaTAKE01', 'Not collected', 'Asha Patel', { orderType: 'takeaway', isPaid: true, statusReason: 'Never came' }),
    );
    renderSection();
    await screen.findByText('#DINE01');
    expect(screen.queryByRole('button', { name: 'Not collected: order DINE01' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not collected: order TAKE01' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Not collected: order #TAKE01' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not collected' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason of 3 to 200 characters');
    expect(updateOrderStatus).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Never came');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not collected' }));
    expect(updateOrderStatus).toHaveBeenCalledWith('aaaaaaaaaaaaaaTAKE01', 'Not collected', true, { reason: 'Never came' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByText('#TAKE01').closest('tr')!).getByText('Not collected (paid)')).toBeInTheDocument();
  });

  it("says 'No orders found' for an empty page and 'Failed to load orders' when the list fails", async () => {
    listOrders.mockResolvedValueOnce(page([]));
    const { unmount } = renderSection();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    unmount();
    listOrders.mockRejectedValueOnce(new ApiError(500, 'Server error'));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Failed to load orders' })).toBeInTheDocument();
    // The toast is raised in an effect, which can run just after the list is painted.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load orders', expect.anything()));
  });
});
