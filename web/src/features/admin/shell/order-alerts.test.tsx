import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderAlertsView } from '@/api/dashboard';
import { ALERT_POLL_MS, OrderAlertsProvider } from './order-alerts';

const api = vi.hoisted(() => ({ getOrderAlerts: vi.fn() }));
vi.mock('@/api/dashboard', () => api);
const toast = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

type AlertOrder = OrderAlertsView['orders'][number];
const alertOrder = (id: string, name: string, verifiedAt: string): AlertOrder => ({
  _id: id,
  reference: id.slice(-6).toUpperCase(),
  name,
  orderType: 'takeaway',
  itemCount: 1,
  total: 12,
  status: 'Pending',
  source: 'online',
  verifiedAt,
  guestBadge: null,
});
const unseen = (orders: AlertOrder[]): OrderAlertsView => ({
  asOf: '2026-11-23T12:00:00.000Z',
  newOrders: orders.length,
  latestOrderAt:
    orders
      .map((o) => o.verifiedAt)
      .sort()
      .at(-1) ?? null,
  orders,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  localStorage.clear();
  localStorage.setItem('thali.ordersSeenAt.owner', '2026-11-23T11:00:00.000Z');
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('new-order alerts', () => {
  it('announces a new order even when an unseen one was confirmed at a clock that ran ahead', async () => {
    const ahead = alertOrder('aaaaaaaaaaaaaaAHEAD1', 'Early Clock', '2026-11-23T12:10:00.000Z');
    const fresh = alertOrder('aaaaaaaaaaaaaaFRESH1', 'Asha Patel', '2026-11-23T12:00:05.000Z');
    api.getOrderAlerts.mockResolvedValueOnce(unseen([ahead])).mockResolvedValueOnce(unseen([ahead, fresh]));
    render(
      <OrderAlertsProvider account="owner">
        <p>screen</p>
      </OrderAlertsProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(toast.info).toHaveBeenLastCalledWith('New order #AHEAD1 from Early Clock', expect.anything());
    await act(async () => vi.advanceTimersByTimeAsync(ALERT_POLL_MS));
    expect(toast.info).toHaveBeenLastCalledWith('New order #FRESH1 from Asha Patel', expect.anything());
    expect(toast.info).toHaveBeenCalledTimes(2);
  });

  it("seen is per device: opening Orders here moves only this device on, and a device that never looked starts from the server's now", async () => {
    const order = alertOrder('aaaaaaaaaaaaaaORDER1', 'Asha Patel', '2026-11-23T11:30:00.000Z');
    api.getOrderAlerts.mockImplementation(async (since: string | null) => (since === null ? unseen([]) : unseen(since < order.verifiedAt ? [order] : [])));
    const { unmount } = render(
      <OrderAlertsProvider account="owner" onOrdersScreen>
        <p>counter PC on Orders</p>
      </OrderAlertsProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(api.getOrderAlerts).toHaveBeenCalledWith('2026-11-23T11:00:00.000Z', expect.anything());
    expect(localStorage.getItem('thali.ordersSeenAt.owner')).toBe(order.verifiedAt);
    unmount();

    // The owner's phone: its own storage, the same account. It never looked: it starts from the server's now.
    localStorage.clear();
    render(
      <OrderAlertsProvider account="owner">
        <p>owner's phone</p>
      </OrderAlertsProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(api.getOrderAlerts).toHaveBeenLastCalledWith(null, expect.anything());
    expect(localStorage.getItem('thali.ordersSeenAt.owner')).toBe('2026-11-23T12:00:00.000Z');
  });

  it("shows the guest record's tags and the Regular badge beside the guest, and the words alone when there is none", async () => {
    const regular = {
      ...alertOrder('aaaaaaaaaaaaaaREGUL1', 'Asha Patel', '2026-11-23T11:30:00.000Z'),
      guestBadge: { tags: ['jain' as const, 'birthday' as const], regular: true, confirmFirst: false },
    };
    api.getOrderAlerts.mockResolvedValueOnce(unseen([regular]));
    render(
      <OrderAlertsProvider account="owner">
        <p>screen</p>
      </OrderAlertsProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const [content] = toast.info.mock.calls.at(-1)!;
    expect(typeof content).not.toBe('string');
    const { container } = render(<>{content}</>);
    expect(container.textContent).toBe('New order #REGUL1 from Asha Patel RegularJainBirthday');
    expect([...container.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['Regular', 'Jain', 'Birthday']);
  });
});
