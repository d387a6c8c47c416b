import type { Lang, Translate } from '@/i18n';

/**
 * A dish's allergens as a guest reads them: the owner's words, each common one (milk, gluten, nuts…: the menu's
 * `allergen_<word>` messages) in the page's language on a Gujarati or Hindi page. An English page shows the owner's
 * words as typed, and a word the messages don't know stays as the owner wrote it.
 */
export function allergenList(t: Translate<'menu'>, lang: Lang, allergens: readonly string[]): string {
  const named = (a: string) => (lang === 'en' ? a : (t.maybe(`allergen_${a.trim().toLowerCase()}`) ?? a));
  return allergens.map(named).join(', ');
}
