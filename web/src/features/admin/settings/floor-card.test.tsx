import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';

const field = async () => within(await findCard('Floor and waitlist')).getByLabelText('Average time seated (minutes)');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the floor settings', () => {
  it('shows the 45 minutes a party stays by default and saves another number', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    renderSettingsPage();
    const minutes = await field();
    expect(minutes).toHaveValue('45');
    fireEvent.change(minutes, { target: { value: '60' } });
    await saveTheSettings();
    expect(settingsSent().floor).toEqual({ ...DEFAULT_SETTINGS.floor, averageSeatedMinutes: 60 });
  });

  it('5 minutes is marked under the field, and nothing is sent', async () => {
    renderSettingsPage();
    const minutes = await field();
    fireEvent.change(minutes, { target: { value: '5' } });
    await saveTheSettings();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Average time seated (minutes) must be at least 10').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
