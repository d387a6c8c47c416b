import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Offer, type Settings } from '@domain/settings';
import { offerText, settingsText } from './settings-text';

const withTexts = (identity: Partial<Settings['identity']>, ordering: Partial<Settings['ordering']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  identity: { ...DEFAULT_SETTINGS.identity, ...identity },
  ordering: { ...DEFAULT_SETTINGS.ordering, ...ordering },
});

describe('settingsText: the restaurant’s own words in the page’s language', () => {
  it('gives the owner’s Gujarati and Hindi texts on those pages and the English on the English page', () => {
    const s = withTexts(
      {
        tagline: 'Thalis all day',
        taglineI18n: { gu: 'આખો દિવસ થાળી', hi: 'दिन भर थाली' },
        directions: 'Opposite Law Garden',
        directionsI18n: { gu: 'લૉ ગાર્ડનની સામે' },
      },
      { pausedMessage: 'Orders are paused.', pausedMessageI18n: { hi: 'ऑर्डर अभी बंद हैं।' } },
    );
    expect(settingsText(s, 'tagline', 'gu')).toBe('આખો દિવસ થાળી');
    expect(settingsText(s, 'tagline', 'hi')).toBe('दिन भर थाली');
    expect(settingsText(s, 'tagline', 'en')).toBe('Thalis all day');
    expect(settingsText(s, 'directions', 'gu')).toBe('લૉ ગાર્ડનની સામે');
    expect(settingsText(s, 'pausedMessage', 'hi')).toBe('ऑर्डर अभी बंद हैं।');
  });

  it('falls back to the English where the owner gave no translation, or a blank one, or none at all', () => {
    const s = withTexts({ tagline: 'Thalis all day', taglineI18n: { gu: '   ' }, directions: 'Opposite Law Garden', directionsI18n: { gu: 'લૉ ગાર્ડનની સામે' } });
    expect(settingsText(s, 'tagline', 'gu')).toBe('Thalis all day');
    expect(settingsText(s, 'tagline', 'hi')).toBe('Thalis all day');
    expect(settingsText(s, 'directions', 'hi')).toBe('Opposite Law Garden');
    expect(settingsText(DEFAULT_SETTINGS, 'pausedMessage', 'gu')).toBe(DEFAULT_SETTINGS.ordering.pausedMessage);
  });

  it('gives an offer’s translated title and blurb, the English where there is none', () => {
    const offer: Offer = {
      id: 'family-feast',
      title: 'Family Feast',
      blurb: 'Every thali for the table.',
      titleI18n: { gu: 'પરિવારની મિજબાની' },
      percentOff: 20,
      itemIds: ['gujarati'],
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-05T00:00:00.000Z',
      showAsDeal: true,
    };
    expect(offerText(offer, 'gu')).toMatchObject({ title: 'પરિવારની મિજબાની', blurb: 'Every thali for the table.' });
    expect(offerText(offer, 'hi').title).toBe('Family Feast');
    expect(offerText(offer, 'en')).toBe(offer);
  });
});
