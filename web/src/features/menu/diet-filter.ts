import type { ThaliNow, ThaliView } from '@domain/thali-view';
import type { MenuItem } from '@/api/menu';

/** The menu's diet filter, kept in the address as ?diet=jain or ?diet=vegan. */
export type DietFilter = 'jain' | 'vegan';
export const dietFilterOf = (v: string | null): DietFilter | null => (v === 'jain' || v === 'vegan' ? v : null);
/** The filter's word in a sentence ("No Jain dishes here"): its key in the menu's messages. */
export const DIET_FILTER_LABEL = { jain: 'dietJain', vegan: 'dietVegan' } as const satisfies Record<DietFilter, string>;

/** The dishes marked with the diet (all of them without a filter). */
export const dishesFor = (items: readonly MenuItem[], diet: DietFilter | null): MenuItem[] => (diet ? items.filter((i) => i.diet === diet) : [...items]);

/** The categories, in the menu's order, that hold at least one of these dishes. */
export function categoriesWith(categories: readonly string[], dishes: readonly MenuItem[]): string[] {
  const used = new Set(dishes.map((d) => d.category));
  return categories.filter((c) => used.has(c));
}

/** The thali shown now, when the kitchen cooks it in the diet's variant: the filter's first result. */
export function thaliInDiet(now: ThaliNow | null, shown: ThaliView | null, diet: DietFilter | null): ThaliView | null {
  if (!now || !shown || !diet) return null;
  return (shown.variants as readonly string[]).includes(diet) ? shown : null;
}
