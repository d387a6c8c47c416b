import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { ApiError } from '@/lib/api-client';
import { LocaleCard } from './LocaleCard';
import { toDraft } from './settings-draft';
import { createSettingsStore, SettingsStoreContext, type SettingsStore } from './settings-store';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
// The saved settings: the seeded demo, in dollars.
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS: seeded } = await import('@domain/settings-defaults');
  return { useSettings: () => seeded, settingsNow: () => seeded };
});
const reprice = vi.hoisted(() => ({ getRepricePreview: vi.fn(), repriceAll: vi.fn() }));
vi.mock('@/api/reprice', () => reprice);

const RANGE = { before: { count: 46, min: 3.5, max: 16 }, offers: 2 };
const PLAN = {
  before: RANGE.before,
  after: { count: 46, min: 280, max: 1280 },
  changing: 46,
  offers: 2,
  examples: [
    { kind: 'dish', name: 'Punjabi Sweet Lassi', from: 4.5, to: 360 },
    { kind: 'dish', name: 'Aam Panna', from: 3.5, to: 280 },
  ],
};

let store: SettingsStore;
function renderCard(children: ReactNode = <LocaleCard />) {
  store = createSettingsStore(toDraft(DEFAULT_SETTINGS), () => ({}));
  return render(<SettingsStoreContext.Provider value={store}>{children}</SettingsStoreContext.Provider>);
}

beforeEach(() => {
  vi.clearAllMocks();
  reprice.getRepricePreview.mockImplementation(async (input: unknown) => (input ? PLAN : RANGE));
});

describe('Set up for India', () => {
  it('shows what it will change, fills those fields on request, and saves nothing itself', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Set up for India' }));
    const dialog = screen.getByRole('dialog', { name: 'Set up for India' });
    const lines = within(within(dialog).getByRole('list', { name: 'What Set up for India changes' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Currency code: USD → INR',
      'Currency symbol: $ → ₹',
      'Tax name: GST (already set)',
      'Charge tax on every order: On (already set)',
      'Tax rate: 9% → 5%',
      'Tax split: No split → CGST + SGST',
      'SAC code: 996331 (already set)',
      expect.stringMatching(/^Service charge: voluntary\. With rupees, checkout offers it unticked/),
    ]);
    // Nothing is filled before the owner asks.
    expect(store.get().draft.locale.currencyCode).toBe('USD');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill in 4 fields' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { locale, tax } = store.get().draft;
    expect([locale.currencyCode, locale.currencySymbol, tax.rateBp, tax.split, tax.sac]).toEqual(['INR', '₹', '5', 'cgst-sgst', '996331']);
    expect(screen.getByLabelText('Currency code')).toHaveValue('INR');
    expect(screen.getByText(/Filled in for India\. Check the fields, then Save/)).toBeInTheDocument();
  });

  it('Cancel leaves every field as it was', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Set up for India' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.get().draft).toEqual(toDraft(DEFAULT_SETTINGS));
  });
});

describe('Menu prices when the currency changes', () => {
  it("shows the menu's price range, and once the currency changes, previews a factor with examples before → after and the count", async () => {
    renderCard();
    expect(await screen.findByText('Now: $3.50 to $16.00 (46 prices).')).toBeInTheDocument();
    expect(screen.queryByText(/The currency changes from USD/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set up for India' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill in 4 fields' }));
    expect(screen.getByText(/The currency changes from USD to INR, but the prices stay the same numbers/)).toBeInTheDocument();

    const factor = screen.getByLabelText('Multiply every price by');
    await userEvent.clear(factor);
    await userEvent.type(factor, '80');
    await userEvent.selectOptions(screen.getByLabelText('Round to the nearest'), '₹5');
    await userEvent.click(screen.getByRole('button', { name: 'Preview new prices' }));

    expect(reprice.getRepricePreview).toHaveBeenLastCalledWith({ factor: 80, roundTo: 5 });
    expect(await screen.findByText('46 of 46 prices change')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Examples of the new prices' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Punjabi Sweet Lassi$4.50₹360.00', 'Aam Panna$3.50₹280.00']);
    expect(reprice.repriceAll).not.toHaveBeenCalled();
  });

  it('asks before changing every price, applies it once confirmed, and shows the new range', async () => {
    reprice.repriceAll.mockResolvedValue({ message: '46 prices changed', changed: 46, preview: { before: PLAN.after, offers: 2 } });
    renderCard();
    await userEvent.type(screen.getByLabelText('Multiply every price by'), '80');
    await userEvent.selectOptions(screen.getByLabelText('Round to the nearest'), '$5');
    await userEvent.click(screen.getByRole('button', { name: 'Preview new prices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change 46 prices' }));

    const ask = screen.getByRole('alertdialog', { name: 'Change every price?' });
    expect(ask).toHaveTextContent('Multiply 46 prices by 80, rounded to the nearest $5?');
    expect(reprice.repriceAll).not.toHaveBeenCalled();
    reprice.getRepricePreview.mockResolvedValue({ before: PLAN.after, offers: 2 });
    await userEvent.click(within(ask).getByRole('button', { name: 'Change 46 prices' }));

    expect(reprice.repriceAll).toHaveBeenCalledWith({ factor: 80, roundTo: 5 });
    expect(toast.success).toHaveBeenCalledWith('46 prices changed');
    expect(await screen.findByText('Now: $280.00 to $1280.00 (46 prices).')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Examples of the new prices' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'The factor must be a number more than 0, like 80'],
    ['0', 'The factor must be a number more than 0, like 80'],
    ['-3', 'The factor must be a number more than 0, like 80'],
    ['eighty', 'The factor must be a number more than 0, like 80'],
    ['1', 'A factor of 1 changes no price'],
  ])('a factor of "%s" says "%s" and asks the server nothing', async (typed, message) => {
    renderCard();
    await screen.findByText(/^Now:/);
    const factor = screen.getByLabelText('Multiply every price by');
    await userEvent.clear(factor);
    if (typed) await userEvent.type(factor, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Preview new prices' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(factor).toHaveAttribute('aria-invalid', 'true');
    expect(reprice.getRepricePreview).toHaveBeenCalledTimes(1);
  });

  it('keeps the prices and says why when the server refuses the change', async () => {
    const message = 'Thali would cost 160000, more than a price may be: choose a smaller factor. No price was changed.';
    reprice.repriceAll.mockRejectedValue(new ApiError(400, message, { success: false, message }));
    renderCard();
    await userEvent.type(screen.getByLabelText('Multiply every price by'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview new prices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change 46 prices' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change 46 prices' }));

    expect(await screen.findByText(message, { selector: '.form-error' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole('alertdialog', { name: 'Change every price?' })).toBeInTheDocument();
  });

  it('says when the price range could not be loaded, and loads it again on request', async () => {
    reprice.getRepricePreview.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    renderCard();
    expect(await screen.findByRole('heading', { name: "Could not load the menu's prices" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Now: $3.50 to $16.00 (46 prices).')).toBeInTheDocument();
  });
});
