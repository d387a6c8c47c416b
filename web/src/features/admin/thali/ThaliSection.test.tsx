import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { ThaliDay } from '@/api/thali-admin';
import ThaliSection from './ThaliSection';

vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS, settingsNow: () => DEFAULT_SETTINGS }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const api = vi.hoisted(() => ({
  getThaliDay: vi.fn(),
  copyThali: vi.fn(),
  previewCopyToWeek: vi.fn(),
  saveThali: vi.fn(),
  removeThali: vi.fn(),
  saveThaliLibrary: vi.fn(),
}));
vi.mock('@/api/thali-admin', () => api);

const day = (date: string): ThaliDay => ({
  date,
  past: false,
  usualPrice: 399,
  services: [],
  library: { components: ['Dal'], weekdayPrice: 399, weekendPrice: 399 },
});

beforeEach(() => {
  vi.clearAllMocks();
  api.getThaliDay.mockImplementation(async (date: string) => day(date));
  api.previewCopyToWeek.mockResolvedValue({
    from: '2036-05-17',
    copies: [{ date: '2036-05-18', service: 'dinner', serviceName: 'Dinner', name: 'Kathiyawadi Thali', price: 449, replaces: null }],
  });
  api.copyThali.mockResolvedValue({ day: day('2036-05-17'), message: 'Copied to 1 service in the rest of the week' });
});

const chooseDate = async (date: string) => {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  await screen.findByText(/The restaurant is closed on this date/);
};

describe("Today's Thali: copy to the rest of the week", () => {
  it('asks first with the days and prices it will set, and copies only once confirmed', async () => {
    render(<ThaliSection />);
    await chooseDate('2036-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Copy to the rest of the week' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Copy to the rest of the week' });
    expect(await within(dialog).findByText(/Kathiyawadi Thali/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Days the thali is copied to' })).toHaveTextContent('$449.00');
    expect(api.copyThali).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy to 1 service' }));
    expect(api.copyThali).toHaveBeenCalledWith('2036-05-17', 'copy-to-week');
    expect(toast.success).toHaveBeenCalledWith('Copied to 1 service in the rest of the week');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel copies nothing, and on a Sunday there is no rest of the week to copy to', async () => {
    render(<ThaliSection />);
    await chooseDate('2036-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Copy to the rest of the week' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.copyThali).not.toHaveBeenCalled();

    await chooseDate('2036-05-18');
    const button = screen.getByRole('button', { name: 'Copy to the rest of the week' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The week ends on Sunday.');
  });
});
