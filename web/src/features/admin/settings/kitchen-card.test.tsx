import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const card = () => findCard('Kitchen display');

beforeEach(() => {
  vi.clearAllMocks();
  saveSettings.mockReturnValue(new Promise(() => {}));
});

describe("the kitchen's stations", () => {
  it('lists the stations one a line, and saves new ones with the thali at one of them', async () => {
    renderSettingsPage();
    const kitchen = within(await card());
    const stations = kitchen.getByLabelText('Kitchen stations');
    expect(stations).toHaveValue('Gujarati counter\nTandoor\nDrinks');

    await userEvent.clear(stations);
    await userEvent.type(stations, 'Farsan{Enter}Tandoor{Enter}Chaat');
    await userEvent.selectOptions(kitchen.getByLabelText("The thali's station"), 'Farsan');
    await saveTheSettings();

    const saved = settingsSent();
    expect([saved.kitchen.stations, saved.kitchen.thaliStation]).toEqual([['Farsan', 'Tandoor', 'Chaat'], 'Farsan']);
  });

  it('refuses two stations of one name, and a thali at a station no longer listed, and saves nothing', async () => {
    renderSettingsPage();
    const kitchen = within(await card());
    const stations = kitchen.getByLabelText('Kitchen stations');
    await userEvent.clear(stations);
    await userEvent.type(stations, 'Tandoor{Enter}tandoor');
    await saveTheSettings();
    await vi.waitFor(() => expect(stations).toHaveAttribute('aria-invalid', 'true'));
    expect(stations).toHaveAccessibleDescription(expect.stringContaining('Each station needs its own name'));

    await userEvent.clear(stations);
    await userEvent.type(stations, 'Tandoor');
    await saveTheSettings();
    const thali = kitchen.getByLabelText("The thali's station");
    await vi.waitFor(() => expect(thali).toHaveAttribute('aria-invalid', 'true'));
    expect(thali).toHaveAccessibleDescription(expect.stringContaining("The thali's station must be one of the kitchen's stations"));
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
