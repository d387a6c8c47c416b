import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GSTIN_MESSAGES } from '@domain/gstin';
import type { OrderView } from '@domain/orders';
import { ApiError } from '@/lib/api-client';
import { BillAdjustments } from './BillAdjustments';

const setOrderDiscount = vi.hoisted(() => vi.fn());
const setOrderServiceCharge = vi.hoisted(() => vi.fn());
const setOrderBilling = vi.hoisted(() => vi.fn());
vi.mock('@/api/order-adjust', () => ({ setOrderDiscount, setOrderServiceCharge, setOrderBilling }));

/** The fields the counter's controls read; the rest of the view plays no part here. */
const order = (more: Partial<OrderView> = {}) =>
  ({
    _id: 'o1',
    id: 'o1',
    reference: 'O1',
    orderType: 'dine-in',
    status: 'Preparing',
    isVerified: true,
    invoiceNumber: null,
    payment: null,
    rates: { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true },
    subtotal: 100,
    discount: 0,
    discountGiven: null,
    serviceCharge: true,
    billing: null,
    ...more,
  }) as OrderView;

const pending = () => {
  let resolve!: (o: OrderView) => void;
  return { promise: new Promise<OrderView>((r) => (resolve = r)), resolve };
};

beforeEach(() => {
  setOrderDiscount.mockReset();
  setOrderServiceCharge.mockReset();
  setOrderBilling.mockReset();
});

describe('a discount before the bill', () => {
  it('when the reason is too short, it says so and sends nothing', async () => {
    render(<BillAdjustments order={order()} onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Percent off'), '10');
    await userEvent.type(screen.getByLabelText('Reason'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Give discount' }));
    expect(within(form('Discount')).getByRole('alert')).toHaveTextContent('Say why, in 3 to 200 characters');
    expect(setOrderDiscount).not.toHaveBeenCalled();
  });

  it('gives 10% with its reason, shows Saving... while it waits, and hands back the order the server answered', async () => {
    const reply = pending();
    setOrderDiscount.mockReturnValue(reply.promise);
    const onChanged = vi.fn();
    render(<BillAdjustments order={order()} onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText('Percent off'), '10');
    await userEvent.type(screen.getByLabelText('Reason'), 'Regular guest');
    await userEvent.click(screen.getByRole('button', { name: 'Give discount' }));
    expect(setOrderDiscount).toHaveBeenCalledWith('o1', { percent: 10, reason: 'Regular guest' });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const changed = order({ discount: 10 });
    reply.resolve(changed);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(changed));
  });

  it("an amount off is sent as an amount; the server's refusal above the limit is shown", async () => {
    setOrderDiscount.mockRejectedValue(
      new ApiError(403, 'Counter staff can give at most 10% off: ask a manager or the owner for more', {
        success: false,
        code: 'discount_limit',
        message: 'Counter staff can give at most 10% off: ask a manager or the owner for more',
      }),
    );
    render(<BillAdjustments order={order()} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Amount' }));
    await userEvent.type(screen.getByLabelText('Amount off'), '40');
    await userEvent.type(screen.getByLabelText('Reason'), 'Regular guest');
    await userEvent.click(screen.getByRole('button', { name: 'Give discount' }));
    expect(setOrderDiscount).toHaveBeenCalledWith('o1', { amount: 40, reason: 'Regular guest' });
    expect(await within(form('Discount')).findByText(/at most 10% off/)).toBeInTheDocument();
  });

  it('a given discount shows with its reason and can be removed', async () => {
    setOrderDiscount.mockResolvedValue(order());
    render(
      <BillAdjustments
        order={order({ discount: 10, discountGiven: { percent: 10, amount: null, reason: 'Regular guest', by: 'Meena', at: '2026-11-20T18:00:00.000Z' } })}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText(/10% off .*Regular guest · by Meena/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'Given by mistake');
    await userEvent.click(screen.getByRole('button', { name: 'Remove discount' }));
    expect(setOrderDiscount).toHaveBeenCalledWith('o1', { percent: 0, reason: 'Given by mistake' });
  });
});

describe('the service charge', () => {
  it('the counter removes it with the switch', async () => {
    setOrderServiceCharge.mockResolvedValue(order({ serviceCharge: false }));
    render(<BillAdjustments order={order()} onChanged={vi.fn()} />);
    const sw = screen.getByRole('switch', { name: /Service charge \(10%\)/ });
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    expect(setOrderServiceCharge).toHaveBeenCalledWith('o1', false);
  });

  it('a takeaway has no service charge switch', () => {
    render(<BillAdjustments order={order({ orderType: 'takeaway' })} onChanged={vi.fn()} />);
    expect(screen.queryByRole('switch', { name: /Service charge/ })).toBeNull();
  });
});

describe('billing a business', () => {
  it('a GSTIN with a wrong check character is refused with the GSTIN message, and nothing is sent', async () => {
    render(<BillAdjustments order={order()} onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Customer GSTIN'), '27AAPFU0939F1ZW');
    await userEvent.type(screen.getByLabelText('Legal name'), 'Acme Foods Pvt Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(within(form('Business billing')).getByRole('alert')).toHaveTextContent(GSTIN_MESSAGES.check);
    expect(setOrderBilling).not.toHaveBeenCalled();
  });

  it('a valid GSTIN and legal name are sent', async () => {
    setOrderBilling.mockResolvedValue(order({ billing: { customerGstin: '27AAPFU0939F1ZV', customerName: 'Acme Foods Pvt Ltd' } }));
    const onChanged = vi.fn();
    render(<BillAdjustments order={order()} onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText('Customer GSTIN'), '27aapfu0939f1zv');
    await userEvent.type(screen.getByLabelText('Legal name'), 'Acme Foods Pvt Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(setOrderBilling).toHaveBeenCalledWith('o1', { customerGstin: '27AAPFU0939F1ZV', customerName: 'Acme Foods Pvt Ltd' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});

it('once the bill is issued, nothing here can change it', () => {
  const { container } = render(<BillAdjustments order={order({ invoiceNumber: 'TH/2026-27/000001' })} onChanged={vi.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

const form = (name: string) => screen.getByRole('form', { name });
