import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { ThaliCopyPreview } from '@/api/thali-admin';
import { ApiError } from '@/lib/api-client';
import { CopyWeekDialog } from './CopyWeekDialog';

const rupees = { ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' } };
vi.mock('@/lib/settings', () => ({ useSettings: () => rupees, settingsNow: () => rupees }));
const previewCopyToWeek = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali-admin', () => ({ previewCopyToWeek }));

const preview: ThaliCopyPreview = {
  from: '2036-05-17',
  copies: [
    { date: '2036-05-18', service: 'lunch', serviceName: 'Lunch', name: 'Gujarati Thali', price: 399, replaces: null },
    { date: '2036-05-18', service: 'dinner', serviceName: 'Dinner', name: 'Kathiyawadi Thali', price: 449, replaces: { name: 'Sunday Special', price: 520 } },
  ],
};

describe('Copy to the rest of the week', () => {
  it('lists each target day with the thali and its own price before anything is copied, and copies on confirm', async () => {
    previewCopyToWeek.mockResolvedValue(preview);
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<CopyWeekDialog date="2036-05-17" onConfirm={onConfirm} onClose={onClose} />);

    expect(screen.getByRole('status')).toHaveTextContent('Working out what will be copied');
    const list = await screen.findByRole('list', { name: 'Days the thali is copied to' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Sunday 18 May · Lunch: Gujarati Thali\s*₹399\.00$/),
      expect.stringMatching(/^Sunday 18 May · Dinner: Kathiyawadi Thali \(replaces Sunday Special at ₹520\.00\)\s*₹449\.00$/),
    ]);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Copy to 2 services' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the reason when the copy fails', async () => {
    previewCopyToWeek.mockResolvedValue(preview);
    const onConfirm = vi.fn().mockRejectedValue(new ApiError(409, 'Try again in a moment', { success: false, message: 'Try again in a moment' }));
    const onClose = vi.fn();
    render(<CopyWeekDialog date="2036-05-17" onConfirm={onConfirm} onClose={onClose} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Copy to 2 services' }));
    expect(await screen.findByText('Try again in a moment')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy to 2 services' })).toBeEnabled();
  });

  it('shows why a preview could not be made, and offers nothing to copy', async () => {
    const sunday = '2036-05-18 is a Sunday: the week ends with it';
    previewCopyToWeek.mockRejectedValue(new ApiError(400, sunday, { success: false, message: sunday }));
    render(<CopyWeekDialog date="2036-05-18" onConfirm={vi.fn()} onClose={vi.fn()} />);

    expect(await screen.findByText(sunday)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Copy to/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
