import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@domain/orders';
import type { Settings } from '@domain/settings';
import { SettleBill } from './SettleBill';

const settleOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/bill', () => ({ settleOrder }));
const payments = vi.hoisted(() => ({ upiId: 'thalihouse@okaxis', upiName: 'Thali House' }));
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS } = await import('@domain/settings');
  const now = (): Settings => ({
    ...DEFAULT_SETTINGS,
    locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' },
    payments: { ...DEFAULT_SETTINGS.payments, ...payments },
  });
  return { useSettings: now, settingsNow: now, useSettingsLoaded: () => true };
});

/** The fields the settle form reads; the rest of the view plays no part here. */
const order = (more: Partial<OrderView> = {}) =>
  ({
    _id: 'o1',
    id: 'o1',
    reference: 'Q7XK2P',
    orderType: 'dine-in',
    status: 'Completed',
    isVerified: true,
    invoiceNumber: 'TH/2026-27/000123',
    payment: null,
    total: 442,
    ...more,
  }) as OrderView;

beforeEach(() => {
  settleOrder.mockReset();
  payments.upiId = 'thalihouse@okaxis';
});

describe('settling the bill by UPI at the counter', () => {
  it("shows the bill's UPI QR code for the guest to scan, then records the whole total as UPI", async () => {
    const paid = order({ isPaid: true });
    settleOrder.mockResolvedValue(paid);
    const onSettled = vi.fn();
    render(<SettleBill order={order()} onSettled={onSettled} />);
    const form = screen.getByRole('form', { name: 'Settle the bill' });
    expect(within(form).queryByTestId('settle-upi')).toBeNull();

    await userEvent.click(within(form).getByRole('radio', { name: 'UPI' }));
    expect(within(form).getByTestId('settle-upi')).toHaveTextContent('Show the guest this code to pay ₹442.00 by UPI');
    const qr = await within(form).findByRole('img', { name: 'UPI QR code: pay ₹442.00' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);

    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(settleOrder).toHaveBeenCalledWith('o1', [{ mode: 'upi', amount: 442 }]);
    expect(onSettled).toHaveBeenCalledWith(paid);
  });

  it('without a UPI id in Settings records UPI with no code to show', async () => {
    payments.upiId = '';
    render(<SettleBill order={order()} onSettled={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.queryByTestId('settle-upi')).toBeNull();
    expect(screen.queryByTestId('upi-qr')).toBeNull();
  });
});
