import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const field = async () => within(await findCard("Guests' personal data")).getByLabelText('Keep guest names and phones (years)');

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the guests' personal data settings", () => {
  it('shows the 3 years kept by default and saves another number', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    renderSettingsPage();
    const years = await field();
    expect(years).toHaveValue('3');
    fireEvent.change(years, { target: { value: '5' } });
    await saveTheSettings();
    expect(settingsSent().privacy).toEqual({ keepPhoneYears: 5 });
  });

  it('0 years is marked under the field, and nothing is sent', async () => {
    renderSettingsPage();
    const years = await field();
    fireEvent.change(years, { target: { value: '0' } });
    await saveTheSettings();
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Keep guest names and phones (years) must be at least 1').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
