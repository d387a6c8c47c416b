import { describe, expect, it } from 'vitest';
import { DISH_DESCRIPTION_MAX } from '../domain/menu';
import { SEED_MENU } from './menu-data';
import { SEED_DISH_DESCRIPTIONS, SEED_DISH_NAMES } from './menu-translations';

describe('the seeded menu in Gujarati and Hindi', () => {
  it('describes in both languages exactly the dishes it names in them, never blank, each within the English field’s limit', () => {
    const named = Object.keys(SEED_DISH_NAMES).sort();
    expect(Object.keys(SEED_DISH_DESCRIPTIONS).sort()).toEqual(named);
    for (const slug of named) {
      const d = SEED_DISH_DESCRIPTIONS[slug]!;
      for (const text of [d.gu, d.hi]) {
        expect(text?.trim(), slug).toBeTruthy();
        expect(text!.length, slug).toBeLessThanOrEqual(DISH_DESCRIPTION_MAX);
      }
      expect(d.gu, slug).toMatch(/[\u0A80-\u0AFF]/);
      expect(d.hi, slug).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leaves only Veg Hakka Noodles in English, and every slug it translates is a seeded dish', () => {
    const slugs = SEED_MENU.map((d) => d.slug);
    expect(slugs.filter((s) => !SEED_DISH_DESCRIPTIONS[s])).toEqual(['veg-hakka-noodles']);
    for (const slug of Object.keys(SEED_DISH_DESCRIPTIONS)) expect(slugs).toContain(slug);
  });
});
