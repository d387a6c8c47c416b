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

const offer = {
  id: 'thali-tuesday',
  title: 'Thali Tuesday',
  blurb: 'Every thali 10% off on Tuesdays',
  percentOff: 10,
  itemIds: ['m1'],
  startsAt: '2036-02-10T00:00:00.000Z',
  endsAt: '2036-02-12T00:00:00.000Z',
  showAsDeal: false,
  titleI18n: { gu: 'થાળી મંગળવાર' },
};
const loaded = (settings: Settings = { ...DEFAULT_SETTINGS, offers: [offer] }): AdminSettings => ({ settings, affectedBookings: [] });
const card = async () => screen.findByRole('region', { name: 'Offers' });
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

describe('an offer’s Gujarati and Hindi title and description', () => {
  it('shows the saved ones in fields marked with their language and saves the Hindi title typed', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderScreen();
    const section = await card();
    const gu = within(section).getByLabelText('Gujarati title');
    expect(gu).toHaveValue('થાળી મંગળવાર');
    expect(gu).toHaveAttribute('lang', 'gu');
    expect(within(section).getByLabelText('Hindi description')).toHaveAttribute('lang', 'hi');
    fireEvent.change(within(section).getByLabelText('Hindi title'), { target: { value: 'थाली मंगलवार' } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    const body = saveSettings.mock.calls[0]![0] as Settings;
    expect(body.offers[0]!.titleI18n).toEqual({ gu: 'થાળી મંગળવાર', hi: 'थाली मंगलवार' });
  });

  it('a Gujarati title longer than an offer title may be is marked under its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen();
    const gu = within(await card()).getByLabelText('Gujarati title');
    fireEvent.change(gu, { target: { value: 'થ'.repeat(61) } });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(gu).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Gujarati offer title must be at most 60 characters').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
