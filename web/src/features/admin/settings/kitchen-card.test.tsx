import { render, screen, within } from '@testing-library/react';
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

const loaded = (settings: Settings): AdminSettings => ({ settings, affectedBookings: [] });
const card = async () => screen.findByRole('region', { name: 'Kitchen display' });
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
  getAdminSettings.mockResolvedValue(loaded(DEFAULT_SETTINGS));
  saveSettings.mockReturnValue(new Promise(() => {}));
});

describe("the kitchen's stations", () => {
  it('lists the stations one a line, and saves new ones with the thali at one of them', async () => {
    renderScreen();
    const kitchen = within(await card());
    const stations = kitchen.getByLabelText('Kitchen stations');
    expect(stations).toHaveValue('Gujarati counter\nTandoor\nDrinks');

    await userEvent.clear(stations);
    await userEvent.type(stations, 'Farsan{Enter}Tandoor{Enter}Chaat');
    await userEvent.selectOptions(kitchen.getByLabelText("The thali's station"), 'Farsan');
    await save();

    const saved = saveSettings.mock.calls[0]![0] as Settings;
    expect([saved.kitchen.stations, saved.kitchen.thaliStation]).toEqual([['Farsan', 'Tandoor', 'Chaat'], 'Farsan']);
  });

  it('refuses two stations of one name, and a thali at a station no longer listed, and saves nothing', async () => {
    renderScreen();
    const kitchen = within(await card());
    const stations = kitchen.getByLabelText('Kitchen stations');
    await userEvent.clear(stations);
    await userEvent.type(stations, 'Tandoor{Enter}tandoor');
    await save();
    await vi.waitFor(() => expect(stations).toHaveAttribute('aria-invalid', 'true'));
    expect(stations).toHaveAccessibleDescription(expect.stringContaining('Each station needs its own name'));

    await userEvent.clear(stations);
    await userEvent.type(stations, 'Tandoor');
    await save();
    const thali = kitchen.getByLabelText("The thali's station");
    await vi.waitFor(() => expect(thali).toHaveAttribute('aria-invalid', 'true'));
    expect(thali).toHaveAccessibleDescription(expect.stringContaining("The thali's station must be one of the kitchen's stations"));
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
