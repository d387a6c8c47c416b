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
const field = async () => within(await screen.findByRole('region', { name: 'Floor and waitlist' })).getByLabelText('Average time seated (minutes)');
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

describe('the floor settings', () => {
  it('shows the 45 minutes a party stays by default and saves another number', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderScreen();
    const minutes = await field();
    expect(minutes).toHaveValue('45');
    fireEvent.change(minutes, { target: { value: '60' } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect((saveSettings.mock.calls[0]![0] as Settings).floor).toEqual({ ...DEFAULT_SETTINGS.floor, averageSeatedMinutes: 60 });
  });

  it('5 minutes is marked under the field, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen();
    const minutes = await field();
    fireEvent.change(minutes, { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Average time seated (minutes) must be at least 10').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
