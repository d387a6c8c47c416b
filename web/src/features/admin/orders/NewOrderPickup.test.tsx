import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SAMPLE_DISH } from '@/testing/fixtures';
import { NewOrderModal } from './NewOrderModal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const createWalkInOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders-admin', () => ({ createWalkInOrder }));
const getPickupTimes = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders', () => ({ getPickupTimes }));
vi.mock('@/api/menu', () => ({ getMenu: vi.fn().mockResolvedValue([{ ...SAMPLE_DISH, price: 20 }]) }));
vi.mock('@/api/thali', () => ({ getThaliNow: vi.fn().mockResolvedValue(null) }));

const T1 = '2030-01-14T07:30:00.000Z';
const T2 = '2030-01-14T07:45:00.000Z';
const times = (asap: boolean) => ({
  plates: 2,
  times: [
    { at: T1, date: '2030-01-14', time: '13:00', platesLeft: 4 },
    { at: T2, date: '2030-01-14', time: '13:15', platesLeft: 1 },
  ],
  asap: asap ? { at: T1, date: '2030-01-14', time: '13:00' } : null,
  pausedUntil: null,
  pausedMessage: null,
  platesPerSlot: 5,
});

beforeEach(() => {
  createWalkInOrder.mockReset().mockResolvedValue({ _id: 'o1', reference: 'O1' });
  getPickupTimes.mockReset();
});

async function takeawayOfTwo() {
  const user = userEvent.setup();
  render(<NewOrderModal onClose={vi.fn()} onCreated={vi.fn()} />);
  await user.click(await screen.findByRole('button', { name: /Add Masala Chaas/ }));
  await user.click(screen.getByRole('button', { name: /One more Masala Chaas/ }));
  await user.selectOptions(screen.getByLabelText('Order type'), 'takeaway');
  return user;
}

describe("New Order's pickup time", () => {
  it('dine-in asks no pickup time', async () => {
    render(<NewOrderModal onClose={vi.fn()} onCreated={vi.fn()} />);
    await screen.findByRole('button', { name: /Add Masala Chaas/ });
    expect(screen.queryByLabelText('Pickup time')).not.toBeInTheDocument();
    expect(getPickupTimes).not.toHaveBeenCalled();
  });

  it('a takeaway is as soon as possible by default, asks times for its plates, and sends no pickupAt', async () => {
    getPickupTimes.mockResolvedValue(times(true));
    const user = await takeawayOfTwo();
    const select = await screen.findByRole('combobox', { name: 'Pickup time' });
    await within(select).findByRole('option', { name: 'As soon as possible (about 13:00)' });
    expect(select).toHaveValue('');
    expect(getPickupTimes).toHaveBeenLastCalledWith(2, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(createWalkInOrder.mock.calls[0]![0]).toMatchObject({ orderType: 'takeaway' });
    expect(createWalkInOrder.mock.calls[0]![0]).not.toHaveProperty('pickupAt');
  });

  it('a chosen time is sent with the order', async () => {
    getPickupTimes.mockResolvedValue(times(true));
    const user = await takeawayOfTwo();
    const select = await screen.findByRole('combobox', { name: 'Pickup time' });
    await user.selectOptions(select, await within(select).findByRole('option', { name: '13:15 (1 plate free)' }));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(createWalkInOrder.mock.calls[0]![0]).toMatchObject({ pickupAt: T2 });
  });

  it('without an ASAP (late in the evening) the first time with room is chosen and sent', async () => {
    getPickupTimes.mockResolvedValue(times(false));
    const user = await takeawayOfTwo();
    const select = await screen.findByRole('combobox', { name: 'Pickup time' });
    await within(select).findByRole('option', { name: '13:00 (4 plates free)' });
    expect(within(select).queryByRole('option', { name: /As soon as possible/ })).not.toBeInTheDocument();
    expect(select).toHaveValue(T1);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(createWalkInOrder.mock.calls[0]![0]).toMatchObject({ pickupAt: T1 });
  });

  it('when the server refuses a time that filled meanwhile, it says so and asks the times again', async () => {
    getPickupTimes.mockResolvedValue(times(true));
    const full = '13:00 has no room for 2 plates. The earliest pickup with room is 13:15.';
    createWalkInOrder.mockRejectedValue(new ApiError(409, full, { success: false, code: 'pickup_full', message: full }));
    const user = await takeawayOfTwo();
    await screen.findByRole('option', { name: 'As soon as possible (about 13:00)' });
    const asked = getPickupTimes.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The earliest pickup with room is 13:15.');
    await waitFor(() => expect(getPickupTimes.mock.calls.length).toBeGreaterThan(asked));
  });

  it('shows the loading state, then a failed load with Try again, which asks again', async () => {
    let fail!: (e: Error) => void;
    getPickupTimes.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const user = await takeawayOfTwo();
    expect(await screen.findByRole('combobox', { name: 'Pickup time' })).toBeDisabled();
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load pickup times.');
    getPickupTimes.mockResolvedValue(times(true));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'As soon as possible (about 13:00)' })).toBeInTheDocument();
  });
});
