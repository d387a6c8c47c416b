import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import type { SessionUser } from '@/lib/session';
import SettingsSection from './SettingsSection';
import type { AdminSettings } from '@/api/settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const owner: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: owner, isLoading: false }) }));
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS: seeded } = await import('@domain/settings');
  return { settingsSaved: vi.fn(), settingsNow: () => seeded, useSettings: () => seeded, useSettingsLoaded: () => true };
});
const getAdminSettings = vi.hoisted(() => vi.fn());
const saveSettings = vi.hoisted(() => vi.fn());
vi.mock('@/api/settings', () => ({ getAdminSettings, saveSettings }));
vi.mock('@/api/menu', () => ({ getMenu: vi.fn().mockResolvedValue([]) }));

const rupees = (payments: Partial<Settings['payments']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' },
  payments: { ...DEFAULT_SETTINGS.payments, ...payments },
});
const loaded = (settings: Settings): AdminSettings => ({ settings, affectedBookings: [] });
const card = async () => screen.findByRole('region', { name: 'Payments' });
const renderScreen = () =>
  render(
    <MemoryRouter>
      <SettingsSection />
    </MemoryRouter>,
  );
const save = () => userEvent.click(screen.getByRole('button', { name: /Save settings/ }));

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.clearAllMocks();
  getAdminSettings.mockResolvedValue(loaded(rupees()));
  saveSettings.mockReturnValue(new Promise(() => {}));
});

describe('the payment settings', () => {
  it('saves online payment per order type, the hold, the Razorpay key id and the UPI id and payee name', async () => {
    renderScreen();
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
    await save();

    const body = saveSettings.mock.calls[0]![0] as Settings;
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
    getAdminSettings.mockResolvedValue(loaded(rupees({ ...saved, online: { ...saved.online } })));
    renderScreen();
    await card();
    fireEvent.change(screen.getByLabelText('Counter staff may give up to (%)'), { target: { value: '12' } });
    await save();
    expect((saveSettings.mock.calls[0]![0] as Settings).payments).toEqual(saved);
  });

  it.each([
    ['UPI id', 'thalihouse', 'UPI id must look like name@bank, for example thalihouse@okaxis'],
    ['Hold an unpaid online order (minutes)', '90', 'Hold an unpaid online order (minutes) must be at most 60'],
    ['Razorpay key id', 'key_123', 'Razorpay key id must look like rzp_live_… or rzp_test_…'],
  ])('a wrong %s ("%s") is marked under its field with the message, and nothing is sent', async (label, value, message) => {
    renderScreen();
    const field = within(await card()).getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    await save();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('a UPI id without a payee name marks the payee name', async () => {
    renderScreen();
    const section = await card();
    fireEvent.change(within(section).getByLabelText('UPI id'), { target: { value: 'thalihouse@okaxis' } });
    await save();
    const name = within(section).getByLabelText('UPI payee name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('UPI payee name is required with a UPI id'));
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('with prices in another currency says the QR code shows only with rupees', async () => {
    getAdminSettings.mockResolvedValue(loaded(DEFAULT_SETTINGS));
    renderScreen();
    expect(within(await card()).getByRole('note')).toHaveTextContent('UPI pays in rupees: the QR code shows only while prices are in rupees (INR).');
  });
});
