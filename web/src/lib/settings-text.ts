import type { Offer, Settings } from '@domain/settings';
import { inLanguage, type Translations } from '@domain/translations';
import { offerInLanguage } from '@domain/offers';
import type { Lang } from '@/i18n/languages';

/**
 * The restaurant's own texts from Settings, each with the owner's Gujarati and Hindi versions beside the English.
 * One settings object serves every language: the page picks the text for its language when it renders, so a page
 * cached at the edge in one language never shows another's words.
 */
const TEXTS: Record<'tagline' | 'directions' | 'pausedMessage', (s: Settings) => [string, Translations | undefined]> = {
  tagline: (s: Settings) => [s.identity.tagline, s.identity.taglineI18n],
  directions: (s: Settings) => [s.identity.directions, s.identity.directionsI18n],
  pausedMessage: (s: Settings) => [s.ordering.pausedMessage, s.ordering.pausedMessageI18n],
};

export type SettingsTextKey = keyof typeof TEXTS;

/** The owner's text in the page's language, or the English when there is none (never blank while the English is not). */
export function settingsText(settings: Settings, key: SettingsTextKey, lang: Lang): string {
  const [english, translations] = TEXTS[key](settings);
  return inLanguage(english, translations, lang);
}

/** An offer's title and blurb in the page's language (the English where the owner gave none). */
export function offerText(offer: Offer, lang: Lang): Offer {
  return offerInLanguage(offer, lang);
}
