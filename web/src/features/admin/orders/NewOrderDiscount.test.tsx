import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_DISH } from '@/testing/fixtures';
import { NewOrderModal } from './NewOrderModal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const createWalkInOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders-admin', () => ({ createWalkInOrder }));
vi.mock('@/api/menu', () => ({ getMenu: vi.fn().mockResolvedValue([{ ...SAMPLE_DISH, price: 20 }]) }));
vi.mock('@/api/thali', () => ({ getThaliNow: vi.fn().mockResolvedValue(null) }));

beforeEach(() => createWalkInOrder.mockReset());

async function withOneDish() {
  const user = userEvent.setup();
  render(<NewOrderModal onClose={vi.fn()} onCreated={vi.fn()} />);
  await user.click(await screen.findByRole('button', { name: /Add Masala Chaas/ }));
  await user.type(screen.getByLabelText('Table number'), '4');
  return user;
}

describe("New Order's discount", () => {
  it('a discount without a good reason is refused with the reason rule, and no order is sent', async () => {
    const user = await withOneDish();
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.type(screen.getByLabelText('Reason for the discount'), 'no');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why, in 3 to 200 characters');
    expect(createWalkInOrder).not.toHaveBeenCalled();
  });

  it('takes 10% off the summary before the service charge, and sends it with the order', async () => {
    createWalkInOrder.mockResolvedValue({ _id: 'o1', reference: 'O1' });
    const user = await withOneDish();
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.type(screen.getByLabelText('Reason for the discount'), 'Regular guest');
    const summary = screen.getByRole('heading', { name: 'Order summary' }).parentElement!;
    // $20 less 10% is $18; the service charge is 10% of that.
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('-$2.00');
    expect(within(summary).getByText('Service charge (10%)').nextSibling).toHaveTextContent('$1.80');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(createWalkInOrder.mock.calls[0]![0]).toMatchObject({ discount: { percent: 10, reason: 'Regular guest' }, serviceCharge: true });
  });

  it('the service charge can be left off: the order says so', async () => {
    createWalkInOrder.mockResolvedValue({ _id: 'o1', reference: 'O1' });
    const user = await withOneDish();
    await user.click(screen.getByRole('switch', { name: /Service charge \(10%\)/ }));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(createWalkInOrder.mock.calls[0]![0]).toMatchObject({ serviceCharge: false });
    expect(createWalkInOrder.mock.calls[0]![0]).not.toHaveProperty('discount');
  });
});
