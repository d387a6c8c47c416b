import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@domain/settings';
import type { MenuItemView } from '@/api/menu';
import type { BillView, FloorTableView, FloorView } from '@/api/floor';
import { ApiError } from '@/lib/api-client';
import { BillPanel } from './BillPanel';

const api = vi.hoisted(() => ({
  getBill: vi.fn(),
  addRound: vi.fn(),
  closeBill: vi.fn(),
  splitBill: vi.fn(),
  clearTable: vi.fn(),
  moveBill: vi.fn(),
  mergeBill: vi.fn(),
  getInvoiceOrder: vi.fn(),
}));
vi.mock('@/api/floor', () => api);
const getMenu = vi.hoisted(() => vi.fn());
vi.mock('@/api/menu', () => ({ getMenu }));
vi.mock('@/api/thali', () => ({ getThaliNow: () => Promise.resolve(null) }));
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS } = await import('@domain/settings');
  const now = (): Settings => ({ ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' } });
  return { useSettings: now, settingsNow: now, useSettingsLoaded: () => true };
});

const T5: FloorTableView = {
  id: 'T5',
  name: '5',
  seats: 4,
  area: 'Ground floor',
  x: 15,
  y: 50,
  shape: 'round',
  status: 'ordered',
  bill: { id: 'b1', guests: 4, name: 'Mehta', seatedAt: '2031-03-14T13:00:00.000Z', rounds: 1, status: 'open' },
  reservation: null,
};
const T7: FloorTableView = { ...T5, id: 'T7', name: '7', status: 'free', bill: null };
const floor: FloorView = { asOf: '2031-03-14T13:30:00.000Z', areas: ['Ground floor'], tables: [T5, T7] };

const bill = (more: Partial<BillView> = {}): BillView => ({
  id: 'b1',
  status: 'open',
  tableId: 'T5',
  tableName: '5',
  guests: 4,
  name: 'Mehta',
  seatedAt: '2031-03-14T13:00:00.000Z',
  rounds: [
    {
      round: 1,
      orderId: 'o1',
      at: '2031-03-14T13:05:00.000Z',
      by: 'Asha',
      status: 'Preparing',
      items: [
        { name: 'Gujarati Thali', quantity: 4, priceCents: 45_000, note: 'less spicy' },
        { name: 'Chaas', quantity: 2, priceCents: 6_000 },
      ],
    },
  ],
  runningTotalCents: 204_750,
  totalCents: null,
  invoices: [],
  ...more,
});

const dal = {
  _id: 'd1',
  id: 'd1',
  name: 'Dal Baati',
  description: '',
  category: 'Mains',
  price: 250,
  image: '',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 1,
  allergens: [],
} as MenuItemView;

const panel = (more: { onChanged?: () => void; onCleared?: () => void } = {}) =>
  render(
    <BillPanel
      billId="b1"
      table={T5}
      floor={floor}
      onClose={vi.fn()}
      onChanged={more.onChanged ?? vi.fn()}
      onMoved={vi.fn()}
      onCleared={more.onCleared ?? vi.fn()}
    />,
  );

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  getMenu.mockReset().mockResolvedValue([dal]);
});

describe("a table's bill", () => {
  it('shows each round with its status and lines, and the running total', async () => {
    api.getBill.mockResolvedValue(bill());
    panel();
    const rounds = await screen.findByRole('list', { name: 'Rounds' });
    expect(rounds).toHaveTextContent(/Round 1.*Asha.*Preparing/);
    expect(rounds).toHaveTextContent('4 × Gujarati Thali · less spicy');
    expect(rounds).toHaveTextContent('₹1,800.00');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('₹2,047.50');
    expect(screen.getByRole('dialog', { name: 'Table 5' })).toHaveTextContent('Mehta · 4 guests');
  });

  it('refuses an empty round, then sends the picked dishes with their note', async () => {
    api.getBill.mockResolvedValue(bill());
    api.addRound.mockResolvedValue({ round: 2, orderId: 'o2' });
    const onChanged = vi.fn();
    panel({ onChanged });
    await userEvent.click(await screen.findByRole('button', { name: 'Add round' }));
    await screen.findByText('Dal Baati');
    await userEvent.click(screen.getByRole('button', { name: 'Send round to kitchen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at least one dish for the round');
    expect(api.addRound).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Add Dal Baati' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Dal Baati' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Dal Baati' }), 'no ghee');
    await userEvent.click(screen.getByRole('button', { name: 'Send round to kitchen' }));
    expect(api.addRound).toHaveBeenCalledWith('b1', [{ id: 'd1', quantity: 2, note: 'no ghee' }], expect.any(String));
    expect(await screen.findByText('Round 2 sent to the kitchen.')).toBeDefined();
    expect(onChanged).toHaveBeenCalled();
  });

  it("closes with the service charge off until the guest agrees, and shows the invoice's number", async () => {
    api.getBill.mockResolvedValue(bill());
    api.closeBill.mockResolvedValue({ invoice: { number: 'TH/2031-32/000042' }, orderIds: ['i1'] });
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Close bill' }));
    expect(screen.getByRole('switch', { name: /Service charge.*the guest's choice/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Close bill' }));
    expect(api.closeBill).toHaveBeenCalledWith('b1', { serviceCharge: false });
    expect(await screen.findByText('Invoice TH/2031-32/000042 issued. The table waits for payment.')).toBeDefined();
  });

  it("a discount the schema refuses is named and not sent; the API's own refusal is shown", async () => {
    api.getBill.mockResolvedValue(bill());
    api.closeBill.mockRejectedValue(new ApiError(409, 'Round 1 is still cooking', { success: false, message: 'Round 1 is still cooking' }));
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Close bill' }));
    await userEvent.type(screen.getByLabelText('Percent off'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Close bill' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Percent must be a number from 0 to 100');
    expect(api.closeBill).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Percent off'));
    await userEvent.click(screen.getByRole('button', { name: 'Close bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Round 1 is still cooking');
  });

  it('splits a closed bill evenly and shows the parts adding up to the whole', async () => {
    const closed = bill({ status: 'closed', totalCents: 204_751, invoices: [{ orderId: 'i1', number: 'TH/42', totalCents: 204_751, isPaid: false }] });
    api.getBill.mockResolvedValueOnce(closed);
    api.splitBill.mockResolvedValue({
      invoices: [
        { orderId: 'i2', number: 'TH/43', totalCents: 102_376 },
        { orderId: 'i3', number: 'TH/44', totalCents: 102_375 },
      ],
      creditNote: { number: 'CN/7' },
    });
    api.getBill.mockResolvedValue({
      ...closed,
      invoices: [
        { orderId: 'i1', number: 'TH/42', totalCents: 204_751, isPaid: false, cancelled: true },
        { orderId: 'i2', number: 'TH/43', totalCents: 102_376, isPaid: false },
        { orderId: 'i3', number: 'TH/44', totalCents: 102_375, isPaid: false },
      ],
    });
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Split' }));
    expect(screen.getByTestId('split-preview')).toHaveTextContent('About ₹1,023.76 + ₹1,023.75 = ₹2,047.51');
    await userEvent.clear(screen.getByLabelText('Parts'));
    await userEvent.type(screen.getByLabelText('Parts'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Split into 2 to 20 parts');
    await userEvent.clear(screen.getByLabelText('Parts'));
    await userEvent.type(screen.getByLabelText('Parts'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(api.splitBill).toHaveBeenCalledWith('b1', { ways: 2 });
    expect(await screen.findByTestId('adds-up')).toHaveTextContent('₹1,023.76 + ₹1,023.75 = ₹2,047.51 · adds up to the whole bill');
    expect(screen.getByRole('button', { name: 'Pay TH/43' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pay TH/42' })).toBeNull();
  });

  it('splits by lines only once every unit is placed in a part, and sends each part its lines', async () => {
    api.getBill.mockResolvedValue(
      bill({ status: 'closed', totalCents: 204_750, invoices: [{ orderId: 'i1', number: 'TH/42', totalCents: 204_750, isPaid: false }] }),
    );
    api.getInvoiceOrder.mockResolvedValue({
      _id: 'i1',
      items: [
        { name: 'Gujarati Thali', quantity: 4, price: 450 },
        { name: 'Chaas', quantity: 2, price: 60 },
      ],
    });
    api.splitBill.mockResolvedValue({ invoices: [], creditNote: null });
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Split' }));
    await userEvent.click(screen.getByRole('radio', { name: 'By lines' }));
    const thaliInTwo = await screen.findByRole('textbox', { name: 'Gujarati Thali in part 2' });
    await userEvent.clear(thaliInTwo);
    await userEvent.type(thaliInTwo, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Gujarati Thali: 7 of 4 placed');
    expect(api.splitBill).not.toHaveBeenCalled();

    const thaliInOne = screen.getByRole('textbox', { name: 'Gujarati Thali in part 1' });
    await userEvent.clear(thaliInOne);
    await userEvent.type(thaliInOne, '1');
    expect(screen.getByRole('row', { name: /Lines/ })).toHaveTextContent('₹570.00₹1,350.00');
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(api.splitBill).toHaveBeenCalledWith('b1', {
      parts: [
        [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 2 },
        ],
        [{ line: 0, quantity: 3 }],
      ],
    });
  });

  it('clears a paid table only after asking', async () => {
    api.getBill.mockResolvedValue(
      bill({ status: 'paid', totalCents: 204_750, invoices: [{ orderId: 'i1', number: 'TH/42', totalCents: 204_750, isPaid: true }] }),
    );
    api.clearTable.mockResolvedValue(undefined);
    const onCleared = vi.fn();
    panel({ onCleared });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear table' }));
    const ask = screen.getByRole('alertdialog', { name: 'Clear the table' });
    expect(api.clearTable).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Clear table' }));
    expect(api.clearTable).toHaveBeenCalledWith('T5');
    expect(onCleared).toHaveBeenCalled();
  });

  it('moves the party to a free table it picks', async () => {
    api.getBill.mockResolvedValue(bill());
    api.moveBill.mockRejectedValueOnce(new ApiError(409, 'Table 7 was just taken', { success: false, message: 'Table 7 was just taken' }));
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    await userEvent.click(screen.getByRole('button', { name: /Table 7/ }));
    expect(api.moveBill).toHaveBeenCalledWith('b1', 'T7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Table 7 was just taken');
  });
});
