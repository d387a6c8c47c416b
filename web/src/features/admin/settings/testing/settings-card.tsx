import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import type { AdminSettings } from '@/api/settings';
import type { SessionUser } from '@/lib/session';
import SettingsSection from '../SettingsSection';

/*
 * The Settings page as a signed-in owner sees it, its API mocked: the page loads the settings given to
 * renderSettingsPage, and a save is only recorded, read back with settingsSent. A test file imports this before
 * anything that imports the page, so that the mocks below are in place when the page loads.
 */
const api = vi.hoisted(() => ({ getAdminSettings: vi.fn(), saveSettings: vi.fn() }));
vi.mock('@/api/settings', () => api);
vi.mock('@/api/menu', () => ({ getMenu: vi.fn().mockResolvedValue([]) }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));
const owner: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: owner, isLoading: false }) }));
// The settings the rest of the site runs on: the seeded ones, whatever the page loads.
vi.mock('@/lib/settings', async () => {
  const { DEFAULT_SETTINGS: seeded } = await import('@domain/settings');
  return { settingsSaved: vi.fn(), settingsNow: () => seeded, useSettings: () => seeded, useSettingsLoaded: () => true };
});

// The whole Settings page renders in every test: on a busy machine that alone takes seconds.
vi.setConfig({ testTimeout: 60_000 });

/** What the page is asked to save: a test sets how the API answers, or reads that nothing was sent. */
export const { saveSettings } = api;

/** Renders the Settings page loading these settings (no bookings affected). */
export function renderSettingsPage(settings: Settings = DEFAULT_SETTINGS) {
  const loaded: AdminSettings = { settings, affectedBookings: [] };
  api.getAdminSettings.mockResolvedValue(loaded);
  return render(
    <MemoryRouter>
      <SettingsSection />
    </MemoryRouter>,
  );
}

/** The card of this title, once the page has loaded. */
export const findCard = (title: string) => screen.findByRole('region', { name: title });

/** Presses Save settings, as the owner does. */
export const saveTheSettings = () => userEvent.click(screen.getByRole('button', { name: /Save settings/ }));

/** The settings the first save sent. */
export const settingsSent = () => saveSettings.mock.calls[0]![0] as Settings;
