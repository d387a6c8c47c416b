import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';

const rupees = (payments: Partial<Settings['payments']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' },
  payments: { ...DEFAULT_SETTINGS.payments, ...payments },
});
const card = () => findCard('Payments');

beforeEach(() => {
  vi.clearAllMocks();
  saveSettings.mockReturnValue(new Promise(() => {}));
});

describe('the payment settings', () => {
  it('saves online payment per order type, the hold, the Razorpay key id and the UPI id and payee name', async () => {
    renderSettingsPage(rupees());
    const section = await card();
    const dineIn = within(section).getByLabelText('Dine-in orders');
    expect(dineIn).toHaveValue('off');
    expect(within(section).getByLabelText('Hold an unpaid online order (minutes)')).toHaveValue('15');

    await userEvent.selectOptions(dineIn, 'Optional: the guest chooses');
    await userEvent.selectOptions(within(section).getByLabelText('Takeaway orders'), 'Required: pay online to order');
    fireEvent.change(within(section).getByLabelText('Hold an unpaid online order (minutes)'), { target: { value: '20' } });
    fireEvent.change(within(section).getByLabelText('Razorpay key id'), { target: { value: 'rzp_test_AbCdEf123456' } });
    fireEvent.change(within(section).getByLabelText('UPI id'), { target: { value: 'thalihouse@okaxis' } });
    fireEvent.change(within(section).getByLabelText('UPI payee name'), { target: { value: 'Thali House' } });
    await saveTheSettings();

    const body = settingsSent();
    expect(body.payments).toEqual({
      online: { 'dine-in': 'optional', takeaway: 'required' },
      holdMinutes: 20,
      keyId: 'rzp_test_AbCdEf123456',
      upiId: 'thalihouse@okaxis',
      upiName: 'Thali House',
    });
  });

  it('keeps the saved payment settings when another card is changed and saved', async () => {
    const saved = {
      online: { 'dine-in': 'optional', takeaway: 'required' },
      holdMinutes: 25,
      keyId: 'rzp_live_AbCdEf123456',
      upiId: 'thali@ybl',
      upiName: 'Thali',
    } as const;
    renderSettingsPage(rupees({ ...saved, online: { ...saved.online } }));
    await card();
    fireEvent.change(screen.getByLabelText('Counter staff may give up to (%)'), { target: { value: '12' } });
    await saveTheSettings();
    expect(settingsSent().payments).toEqual(saved);
  });

  it.each([
    ['UPI id', 'thalihouse', 'UPI id must look like name@bank, for example thalihouse@okaxis'],
    ['Hold an unpaid online order (minutes)', '90', 'Hold an unpaid online order (minutes) must be at most 60'],
    ['Razorpay key id', 'key_123', 'Razorpay key id must look like rzp_live_… or rzp_test_…'],
  ])('a wrong %s ("%s") is marked under its field with the message, and nothing is sent', async (label, value, message) => {
    renderSettingsPage(rupees());
    const field = within(await card()).getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    await saveTheSettings();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('a UPI id without a payee name marks the payee name', async () => {
    renderSettingsPage(rupees());
    const section = await card();
    fireEvent.change(within(section).getByLabelText('UPI id'), { target: { value: 'thalihouse@okaxis' } });
    await saveTheSettings();
    const name = within(section).getByLabelText('UPI payee name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('UPI payee name is required with a UPI id'));
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('with prices in another currency says the QR code shows only with rupees', async () => {
    renderSettingsPage(DEFAULT_SETTINGS);
    expect(within(await card()).getByRole('note')).toHaveTextContent('UPI pays in rupees: the QR code shows only while prices are in rupees (INR).');
  });
});
