import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnseenOrdersView } from '@/api/dashboard';
import { ALERT_POLL_MS, OrderAlertsProvider } from './order-alerts';

const api = vi.hoisted(() => ({ getUnseenOrders: vi.fn(), markOrdersSeen: vi.fn(async () => ({ seenAt: '' })) }));
vi.mock('@/api/dashboard', () => api);
const toast = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

type AlertOrder = UnseenOrdersView['orders'][number];
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
});
const unseen = (orders: AlertOrder[]): UnseenOrdersView => ({
  asOf: '2026-11-23T12:00:00.000Z',
  seenAt: '2026-11-23T11:00:00.000Z',
  newOrders: orders.length,
  latestOrderAt:
    orders
      .map((o) => o.verifiedAt)
      .sort()
      .at(-1) ?? null,
  orders,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('new-order alerts', () => {
  it('announces a new order even when an unseen one was confirmed at a clock that ran ahead', async () => {
    const ahead = alertOrder('aaaaaaaaaaaaaaAHEAD1', 'Early Clock', '2026-11-23T12:10:00.000Z');
    const fresh = alertOrder('aaaaaaaaaaaaaaFRESH1', 'Asha Patel', '2026-11-23T12:00:05.000Z');
    api.getUnseenOrders.mockResolvedValueOnce(unseen([ahead])).mockResolvedValueOnce(unseen([ahead, fresh]));
    render(
      <OrderAlertsProvider>
        <p>screen</p>
      </OrderAlertsProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(toast.info).toHaveBeenLastCalledWith('New order #AHEAD1 from Early Clock', expect.anything());
    await act(async () => vi.advanceTimersByTimeAsync(ALERT_POLL_MS));
    expect(toast.info).toHaveBeenLastCalledWith('New order #FRESH1 from Asha Patel', expect.anything());
    expect(toast.info).toHaveBeenCalledTimes(2);
  });
});
