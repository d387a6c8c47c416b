import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PlacedOrder } from '@/api/orders';
import { OFFLINE_ORDER, usePlaceOrder } from './use-place-order';

const mocks = vi.hoisted(() => ({ placeOrder: vi.fn() }));
vi.mock('@/api/orders', () => ({ placeOrder: mocks.placeOrder }));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const lines = [
  { _id: 'thali_2099-01-01_lunch', name: 'Lunch Thali', price: 10, image: '', quantity: 2 },
  { _id: 'chai', name: 'Masala Chai', price: 1, image: '', quantity: 1 },
];
const form = { name: 'Asha Patel', phone: '9876543210', orderType: 'dine-in' as const, tableNumber: '4', pickupAt: '' };
const rates = { chargeBp: 0, taxName: 'GST', taxBp: 0, taxApplied: false };
const placed = { _id: 'order1', reference: 'AB12CD', phone: form.phone, otpExpiresInSeconds: 600, resendInSeconds: 60 } as unknown as PlacedOrder;
const tap = { preventDefault: () => {} } as FormEvent;
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

const render = () => renderHook(() => usePlaceOrder(lines, form, rates, { onPayment: vi.fn() }));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  mocks.placeOrder.mockReset();
});

describe('Confirm Order at checkout', () => {
  it('a 409 sold_out marks the thali line with the plates left, and the message is the server’s', async () => {
    mocks.placeOrder.mockRejectedValue(
      new ApiError(409, 'Only 1 plate left for lunch', {
        success: false,
        code: 'sold_out',
        message: 'Only 1 plate left for lunch',
        data: { itemId: 'thali_2099-01-01_lunch', platesLeft: 1 },
      }),
    );
    const { result } = render();

    await act(() => result.current.submit(tap));

    expect(result.current.short).toEqual({ 'thali_2099-01-01_lunch': { left: 1 } });
    expect(result.current.problem?.message).toBe('Only 1 plate left for lunch');
    act(() => result.current.shortFixed());
    expect(result.current.problem).toBeNull();
  });

  it('bad input (no name) is refused before anything is sent', async () => {
    const { result } = renderHook(() => usePlaceOrder(lines, { ...form, name: ' ' }, rates, { onPayment: vi.fn() }));

    await act(() => result.current.submit(tap));

    expect(result.current.problem?.field).toBe('name');
    expect(mocks.placeOrder).not.toHaveBeenCalled();
  });

  it('offline: says so and sends nothing; when the network returns it places the order once, a tap at that moment adding none', async () => {
    mocks.placeOrder.mockResolvedValue(placed);
    online(false);
    const { result } = render();

    await act(() => result.current.submit(tap));
    expect(result.current.offline).toBe(true);
    expect(result.current.problem?.message).toBe(OFFLINE_ORDER);
    expect(mocks.placeOrder).not.toHaveBeenCalled();

    online(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await result.current.submit(tap);
    });

    await waitFor(() => expect(result.current.otpOpen).toBe(true));
    expect(mocks.placeOrder).toHaveBeenCalledTimes(1);
    expect(result.current.offline).toBe(false);
  });

  it('a request that loses the network on its way is sent again with the same Idempotency-Key', async () => {
    mocks.placeOrder.mockImplementationOnce(async () => {
      online(false);
      throw new ApiError(0, 'Network error occurred');
    });
    mocks.placeOrder.mockResolvedValueOnce(placed);
    const { result } = render();

    await act(() => result.current.submit(tap));
    expect(result.current.offline).toBe(true);

    online(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(mocks.placeOrder).toHaveBeenCalledTimes(2));
    const [first, second] = mocks.placeOrder.mock.calls as Array<[unknown, string]>;
    expect(second![1]).toBe(first![1]);
  });
});
