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

const loaded = (settings: Settings = DEFAULT_SETTINGS): AdminSettings => ({ settings, affectedBookings: [] });
const card = async () => screen.findByRole('region', { name: 'Service charge and discounts' });
const renderScreen = () =>
  render(
    <MemoryRouter>
      <SettingsSection />
    </MemoryRouter>,
  );

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.clearAllMocks();
  getAdminSettings.mockResolvedValue(loaded());
});

describe('the service charge and discount settings', () => {
  it('shows the saved values and saves a new counter limit and an unticked service charge', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderScreen();
    const section = await card();
    const ticked = within(section).getByRole('switch', { name: /Service charge starts ticked at checkout/ });
    const limit = within(section).getByLabelText('Counter staff may give up to (%)');
    expect(ticked).toBeChecked();
    expect(limit).toHaveValue('10');

    await user.click(ticked);
    fireEvent.change(limit, { target: { value: '15' } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    const body = saveSettings.mock.calls[0]![0] as Settings;
    expect(body.charges).toEqual({ serviceChargeDefault: false });
    expect(body.discounts).toEqual({ counterMaxPercent: 15 });
  });

  it('a limit above 100 is marked under its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen();
    const limit = within(await card()).getByLabelText('Counter staff may give up to (%)');
    fireEvent.change(limit, { target: { value: '150' } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Counter discount limit must be at most 100').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('with prices in rupees it says the service charge is voluntary instead of offering a default', async () => {
    getAdminSettings.mockResolvedValue(loaded({ ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' } }));
    renderScreen();
    const section = await card();
    expect(within(section).getByRole('note')).toHaveTextContent('voluntary');
    expect(within(section).queryByRole('switch')).toBeNull();
  });
});
