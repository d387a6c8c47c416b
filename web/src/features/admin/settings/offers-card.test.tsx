import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';

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
const withOffer: Settings = { ...DEFAULT_SETTINGS, offers: [offer] };
const card = () => findCard('Offers');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('an offer’s Gujarati and Hindi title and description', () => {
  it('shows the saved ones in fields marked with their language and saves the Hindi title typed', async () => {
    saveSettings.mockReturnValue(new Promise(() => {}));
    renderSettingsPage(withOffer);
    const section = await card();
    const gu = within(section).getByLabelText('Gujarati title');
    expect(gu).toHaveValue('થાળી મંગળવાર');
    expect(gu).toHaveAttribute('lang', 'gu');
    expect(within(section).getByLabelText('Hindi description')).toHaveAttribute('lang', 'hi');
    fireEvent.change(within(section).getByLabelText('Hindi title'), { target: { value: 'थाली मंगलवार' } });
    await saveTheSettings();
    const body = settingsSent();
    expect(body.offers[0]!.titleI18n).toEqual({ gu: 'થાળી મંગળવાર', hi: 'थाली मंगलवार' });
  });

  it('a Gujarati title longer than an offer title may be is marked under its field, and nothing is sent', async () => {
    renderSettingsPage(withOffer);
    const gu = within(await card()).getByLabelText('Gujarati title');
    fireEvent.change(gu, { target: { value: 'થ'.repeat(61) } });
    await saveTheSettings();
    expect(gu).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Gujarati offer title must be at most 60 characters').length).toBeGreaterThan(0);
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
