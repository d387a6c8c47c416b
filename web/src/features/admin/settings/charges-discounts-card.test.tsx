import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';

const card = () => findCard('Service charge and discounts');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the service charge and discount settings', () => {
  it('shows the saved values and saves a new counter limit and an unticked service charge', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderSettingsPage();
    const section = await card();
    const ticked = within(section).getByRole('switch', { name: /Service charge starts ticked at checkout/ });
    const limit = within(section).getByLabelText('Counter staff may give up to (%)');
    expect(ticked).toBeChecked();
    expect(limit).toHaveValue('10');

    await user.click(ticked);
    fireEvent.change(limit, { target: { value: '15' } });
    await saveTheSettings();
    const body = settingsSent();
    expect(body.charges).toEqual({ serviceChargeDefault: false });
    expect(body.discounts).toEqual({ counterMaxPercent: 15 });
  });

  it('a limit above 100 is marked under its field, and nothing is sent', async () => {
    renderSettingsPage();
    const limit = within(await card()).getByLabelText('Counter staff may give up to (%)');
    fireEvent.change(limit, { target: { value: '150' } });
    await saveTheSettings();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Counter discount limit must be at most 100').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('with prices in rupees it says the service charge is voluntary instead of offering a default', async () => {
    renderSettingsPage({ ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹' } });
    const section = await card();
    expect(within(section).getByRole('note')).toHaveTextContent('voluntary');
    expect(within(section).queryByRole('switch')).toBeNull();
  });
});
