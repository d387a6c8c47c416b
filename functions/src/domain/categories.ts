import { z } from 'zod';
import { sameName } from './names';
import { type Translations } from './translations';
import { TranslationsInput } from './language-input';

/** categories/{id}: one of the owner's menu categories, in the menu's order; a hidden one is left off the guests' menu. */
export interface CategoryDoc {
  [key: string]: unknown;
  name: string;
  position: number;
  hidden?: boolean;
  /** The owner's Gujarati and Hindi name; absent or blank: the English shows. */
  nameI18n?: Translations;
}

/** A category as the back office sees it: with the number of dishes in it. */
export interface CategoryView {
  id: string;
  name: string;
  hidden: boolean;
  dishes: number;
  nameI18n: Translations;
}

export const CATEGORY_NAME_MAX = 40;
const Name = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .max(CATEGORY_NAME_MAX, `Category name must be at most ${CATEGORY_NAME_MAX} characters`);

const NameI18n = TranslationsInput(CATEGORY_NAME_MAX, 'category name');

/** POST /api/admin/categories. */
export const CategoryInput = z.object({ name: Name, nameI18n: NameI18n.optional() });
/** PATCH /api/admin/categories/{id}: a new name, its translations ({} removes them), hidden or shown. */
export const CategoryPatch = z
  .object({ name: Name.optional(), nameI18n: NameI18n.optional(), hidden: z.boolean({ error: 'hidden must be true or false' }).optional() })
  .refine((p) => p.name !== undefined || p.nameI18n !== undefined || p.hidden !== undefined, 'Send a new name, its translations or hidden');
/** PUT /api/admin/categories/order: every category id, in the new order. */
export const CategoryOrder = z.object({
  ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a category id'), { error: 'ids must be a list' }).min(1, 'ids must name every category'),
});

export const duplicateCategory = (name: string) => `There is already a category named "${name}"`;
export const categoryInUse = (name: string, dishes: number) =>
  `"${name}" has ${dishes} dish${dishes === 1 ? '' : 'es'}: move ${dishes === 1 ? 'it' : 'them'} to another category before deleting it`;

/** The same name, whatever its case and spacing. */
export const sameCategory = (a: string, b: string) => sameName(a, b);
