/** Veg marks and diet, without zod: the menu page's first load imports them. */

/** FSSAI-style marks: veg, vegan and Jain carry the green mark; egg and non-veg the brown one. */
export const DIETS = ['veg', 'vegan', 'jain', 'egg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABEL: Record<Diet, string> = { veg: 'Vegetarian', vegan: 'Vegan', jain: 'Jain', egg: 'Contains egg', 'non-veg': 'Non-vegetarian' };
export const isVegMark = (d: Diet) => d === 'veg' || d === 'vegan' || d === 'jain';
export const SPICE_LABEL = ['Not spicy', 'Mild', 'Medium', 'Hot'] as const;
