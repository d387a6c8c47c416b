import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
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
const card = async () => screen.findByRole('region', { name: 'Texts to guests' });
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

describe('the texts setting', () => {
  it("starts on SMS, and saves 'WhatsApp, then SMS'", async () => {
    renderScreen();
    const channel = within(await card()).getByLabelText('Send texts by');
    expect(channel).toHaveValue('sms');

    await userEvent.selectOptions(channel, 'WhatsApp, then SMS if it fails');
    await save();

    expect((saveSettings.mock.calls[0]![0] as Settings).texts).toEqual({ channel: 'whatsapp-then-sms' });
  });

  it("marks the field with the server's refusal when WhatsApp is not set up there", async () => {
    const message = 'WhatsApp needs its phone number id and access token set on the server (see docs/texts.md) before texts can go by WhatsApp';
    saveSettings.mockRejectedValue(
      new ApiError(400, message, { success: false, message, code: 'validation_failed', data: { field: 'texts.channel' } } as never),
    );
    renderScreen();
    const channel = within(await card()).getByLabelText('Send texts by');

    await userEvent.selectOptions(channel, 'WhatsApp');
    await save();

    await vi.waitFor(() => expect(channel).toHaveAttribute('aria-invalid', 'true'));
    expect(channel).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
