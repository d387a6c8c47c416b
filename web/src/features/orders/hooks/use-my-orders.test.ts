import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { MyOrdersAnswer, Order } from '@/api/orders';
import { POLL_MS, useMyOrders } from './use-my-orders';

const getMyOrders = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders', () => ({ getMyOrders }));

const order = (id: string, status: Order['status'], createdAt = '2031-01-01T10:00:00.000Z') => ({ _id: id, status, createdAt }) as Order;
const orders = (status: Order['status']) => [order('o1', status)];
const whole = (list: Order[], cursor = 'c-1'): MyOrdersAnswer => ({ orders: list, full: true, cursor });
const changes = (list: Order[], cursor: string): MyOrdersAnswer => ({ orders: list, full: false, cursor });
const offline = () => new ApiError(0, 'Network error occurred');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  getMyOrders.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('My Orders, kept live', () => {
  it('shows the orders and when they were checked; a failed refresh keeps them and says it is stale until one succeeds', async () => {
    getMyOrders
      .mockResolvedValueOnce(whole(orders('Pending')))
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(changes(orders('Ready'), 'c-2'));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null, stale: false });
    expect(result.current.updatedAt).toBeInstanceOf(Date);

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null, stale: true });

    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current).toMatchObject({ orders: orders('Ready'), error: null, stale: false });
    expect(getMyOrders).toHaveBeenCalledWith('c1', null, expect.any(AbortSignal));
  });

  it('after the first load asks only for what changed since the last answer, and merges it into the list by id', async () => {
    const older = order('o0', 'Completed', '2031-01-01T09:00:00.000Z');
    const fresh = order('o2', 'Pending', '2031-01-01T11:00:00.000Z');
    getMyOrders
      .mockResolvedValueOnce(whole([order('o1', 'Pending'), older], 'c-1'))
      .mockResolvedValueOnce(changes([order('o1', 'Preparing'), fresh], 'c-2'))
      .mockResolvedValueOnce(changes([], 'c-2'));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current.orders!.map((o) => [o._id, o.status])).toEqual([
      ['o2', 'Pending'],
      ['o1', 'Preparing'],
      ['o0', 'Completed'],
    ]);
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current.orders).toHaveLength(3);
    expect(getMyOrders.mock.calls.map((c) => c[1])).toEqual([null, 'c-1', 'c-2']);
  });

  it('stops asking once no order is open, and asks again while one is', async () => {
    getMyOrders.mockResolvedValueOnce(whole(orders('Ready'))).mockResolvedValueOnce(changes(orders('Completed'), 'c-2'));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(result.current.orders).toEqual(orders('Completed'));
    await act(async () => vi.advanceTimersByTime(POLL_MS * 5));
    expect(getMyOrders).toHaveBeenCalledTimes(2);
  });

  it('with nothing open from the start, loads once and never polls', async () => {
    getMyOrders.mockResolvedValueOnce(whole([order('o1', 'Completed'), order('o2', 'Cancelled')]));
    renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(POLL_MS * 5));
    expect(getMyOrders).toHaveBeenCalledTimes(1);
  });

  it('when the first load fails, says so; asking again takes the message away until the answer comes', async () => {
    let answer: (v: MyOrdersAnswer) => void = () => undefined;
    getMyOrders.mockRejectedValueOnce(offline()).mockImplementationOnce(() => new Promise<MyOrdersAnswer>((r) => (answer = r)));
    const { result } = renderHook(() => useMyOrders('c1'));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ orders: null, error: 'Network error occurred', stale: false });

    act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    await act(async () => answer(whole(orders('Pending'))));
    expect(result.current).toMatchObject({ orders: orders('Pending'), error: null });
  });

  it('without a signed-in customer asks nothing', async () => {
    const { result } = renderHook(() => useMyOrders(null));
    await act(async () => vi.advanceTimersByTime(POLL_MS * 3));
    expect(getMyOrders).not.toHaveBeenCalled();
    expect(result.current.orders).toBeNull();
  });
});
