import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Order } from '@/api/orders';
import { POLL_MS, useMyOrders } from './use-my-orders';

const getMyOrders = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders', () => ({ getMyOrders }));

const orders = (status: Order['status']) => [{ _id: 'o1', status }] as Order[];
const offline = () => new ApiError(0, 'Network error occurred');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  getMyOrders.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('My Orders, kept live', () => {
  it('shows the orders and when they were checked; a failed refresh keeps them and says it is stale until one succeeds', async () => {
    getMyOrders.mockResolvedValueOnce(orders('Pending')).mockRejectedValueOnce(offline()).mockResolvedValueOnce(orders('Ready'));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null, stale: false });
    expect(result.current.updatedAt).toBeInstanceOf(Date);

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null, stale: true });

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current).toMatchObject({ orders: orders('Ready'), error: null, stale: false });
    expect(getMyOrders).toHaveBeenCalledWith('c1', expect.any(AbortSignal));
  });

  it('when the first load fails, says so; asking again takes the message away until the answer comes', async () => {
    let answer: (v: Order[]) => void = () => undefined;
    getMyOrders.mockRejectedValueOnce(offline()).mockImplementationOnce(() => new Promise<Order[]>((r) => (answer = r)));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ orders: null, error: 'Network error occurred', stale: false });

    act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    await act(async () => answer(orders('Pending')));
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null });
  });

  it('without a signed-in customer asks nothing', async () => {
    const { result } = renderHook(() => useMyOrders(null));
    await act(async () => vi.advanceTimersByTime(POLL_MS * 3));
    expect(getMyOrders).not.toHaveBeenCalled();
    expect(result.current.orders).toBeNull();
  });
});
