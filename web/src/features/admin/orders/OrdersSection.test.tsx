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
vi.mock('../orders/api/list-orders', () => ({ listOrders }));
const deleteOrder = vi.hoisted(() => vi.fn());
vi.mock('../orders/api/delete-order', () => ({ deleteOrder }));
const updateOrderStatus = vi.hoisted(() => vi.fn());
vi.mock('../orders/api/update-order-status', () => ({ updateOrderStatus }));

function order(id: string, status: OrderView['status'], name = 'Asha Patel'): OrderView {
  return {
    _id: id,
    id,
    reference: id.slice(-6).toUpperCase(),
    name,
    customerName: name,
    phone: '9876543210',
    tableNumber: '4',
    orderType: 'dine-in',
    items: [{ _id: 'm1', name: 'Gujarati Thali', price: 12, quantity: 2, image: '', lineTotal: 24 }],
    gst: true,
    rates: { chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true },
    subtotal: 24,
    serviceOrParcelCharge: 2.4,
    tax: 2.38,
    total: 28.78,
    status,
    isVerified: true,
    isPaid: false,
    source: 'online',
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    verifiedAt: '2026-11-20T18:00:00.000Z',
    readyAt: null,
    completedAt: null,
    cancelledAt: null,
    prepSeconds: null,
  };
}
const page = (orders: OrderView[]) => ({ orders, total: orders.length, page: 1, limit: 20, pages: 1 });

function renderSection() {
  return render(
    <MemoryRouter>
      <OrderAlertsProvider active={false}>
        <OrdersSection />
      </OrderAlertsProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Orders Management', () => {
  it('shows the table with the spec columns and only the status moves the machine allows', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending'), order('aaaaaaaaaaaaaaREADY1', 'Ready'), order('aaaaaaaaaaaaaaDONE01', 'Completed')]));
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
    await waitFor(() => expect(listOrders).toHaveBeenLastCalledWith(expect.objectContaining({ search: '98765', status: 'Preparing', page: 1 }), expect.anything()));
    expect(status).toHaveValue('Preparing');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Pending', 'Preparing', 'Ready', 'Completed', 'Cancelled']);
  });

  it('delete asks first, then deletes and says so', async () => {
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending')]));
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
    listOrders.mockResolvedValue(page([order('aaaaaaaaaaaaaaPEND01', 'Pending')]));
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
    updateOrderStatus.mockRejectedValue(new ApiError(409, 'A Completed order can no longer change status', { success: false, message: 'A Completed order can no longer change status' }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Start preparing/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A Completed order can no longer change status'));
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
    expect(toast.error).toHaveBeenCalledWith('Failed to load orders', expect.anything());
  });
});
