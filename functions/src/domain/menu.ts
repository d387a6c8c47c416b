import { z } from 'zod';
import { parsePrice, toDollars } from './money';
import { DIETS, type Diet } from './diet';
import type { Language } from './languages';
import { inLanguage, type Translations } from './translations';
import { TranslationsInput } from './language-input';

export { DIETS, DIET_LABEL, isVegMark, SPICE_LABEL, type Diet } from './diet';

export interface MenuItemDoc {
  [key: string]: unknown;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  /** Public URL of the image, or '' when there is none. */
  image: string;
  /** MediaStore key of an uploaded image, so it can be deleted on replace. */
  imageKey?: string | null;
  soldOut: boolean;
  createdAt: string;
  updatedAt: string;
  /* Veg marks and diet; absent on older dishes, which read as veg, no spice, no allergens. */
  diet?: Diet;
  /** 0 (none) to 3 (hot). */
  spiceLevel?: number;
  allergens?: string[];
  /** The kitchen station that cooks it (Settings' kitchen.stations); absent: the default station. */
  station?: string;
  /** The owner's Gujarati and Hindi name and description; absent or blank: the English shows. */
  nameI18n?: Translations;
  descriptionI18n?: Translations;
}

export const MENU_DIET_LIMITS = { allergens: 10, allergenMax: 30, spiceMax: 3 } as const;

/**
 * A menu item as the API speaks it: prices in dollars, the id under both spellings the spec reads.
 * In Gujarati or Hindi the name and description are the owner's translations (the English where there is none),
 * and the English name stays as nameEn (the dish's English description is not sent: no page shows it, and it would
 * make /gu/menu's HTML a few KB longer); in English the view is as it always was.
 */
export function menuItemView(doc: MenuItemDoc & { id: string }, lang: Language = 'en') {
  const english: { nameEn?: string } = lang === 'en' ? {} : { nameEn: doc.name };
  return {
    _id: doc.id,
    id: doc.id,
    name: inLanguage(doc.name, doc.nameI18n, lang),
    ...english,
    description: doc.description ? inLanguage(doc.description, doc.descriptionI18n, lang) : doc.description,
    category: doc.category,
    price: toDollars(doc.priceCents),
    image: doc.image,
    soldOut: doc.soldOut,
    diet: doc.diet ?? 'veg',
    spiceLevel: doc.spiceLevel ?? 0,
    allergens: doc.allergens ?? [],
  };
}
export type MenuItemView = ReturnType<typeof menuItemView>;

/** A dish as the back office edits it: the guests' view and its kitchen station (null: the default station). */
export const dishAdminView = (doc: MenuItemDoc & { id: string }) => ({
  ...menuItemView(doc),
  station: doc.station ?? null,
  nameI18n: doc.nameI18n ?? {},
  descriptionI18n: doc.descriptionI18n ?? {},
});
export type DishAdminView = ReturnType<typeof dishAdminView>;

export { mergeCategories } from './restaurant';

export const DISH_NAME_MAX = 120;
export const DISH_DESCRIPTION_MAX = 600;

/** Translations as a JSON object, or (from a multipart form, which sends text) as its JSON text. */
const translationsField = (max: number, what: string) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())], { message: `${what} translations must be an object like {"gu": "…", "hi": "…"}` })
    .transform((raw, ctx) => {
      if (typeof raw !== 'string') return raw;
      if (raw.trim() === '') return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} translations must be an object like {"gu": "…", "hi": "…"}` });
        return z.NEVER;
      }
    })
    .pipe(TranslationsInput(max, what));

export const MenuItemInput = z.object({
  name: z.string().trim().min(1, 'All fields required').max(DISH_NAME_MAX),
  description: z.string().trim().max(DISH_DESCRIPTION_MAX).default(''),
  /** Gujarati and Hindi name and description; absent on an edit: unchanged, {} or blank ones: none. */
  nameI18n: translationsField(DISH_NAME_MAX, 'name').optional(),
  descriptionI18n: translationsField(DISH_DESCRIPTION_MAX, 'description').optional(),
  category: z.string().trim().min(1, 'All fields required').max(60),
  /** Dollars, exact to the cent: checked as money by parsePrice before anything is rounded. */
  price: z.union([z.string(), z.number()], { message: 'All fields required' }).transform((raw, ctx) => {
    const parsed = parsePrice(raw);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents / 100;
  }),
  soldOut: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
  // Multipart sends text: the spice level as digits, the allergens comma-separated.
  diet: z.enum(DIETS, { message: 'Diet must be veg, vegan, jain, egg or non-veg' }).optional(),
  spiceLevel: z
    .union([z.number(), z.string().regex(/^\d+$/, 'Spice level must be a whole number from 0 to 3').transform(Number)], {
      message: 'Spice level must be a whole number from 0 to 3',
    })
    .pipe(
      z
        .number()
        .int()
        .min(0, 'Spice level must be a whole number from 0 to 3')
        .max(MENU_DIET_LIMITS.spiceMax, 'Spice level must be a whole number from 0 to 3'),
    )
    .optional(),
  allergens: z
    .union([z.string(), z.array(z.string())], { message: 'Allergens must be a list like milk, nuts' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((a) => a.trim().toLowerCase()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(MENU_DIET_LIMITS.allergenMax, `Each allergen must be at most ${MENU_DIET_LIMITS.allergenMax} characters`))
        .max(MENU_DIET_LIMITS.allergens, `At most ${MENU_DIET_LIMITS.allergens} allergens`),
    )
    .optional(),
  /** The kitchen station that cooks it, one of Settings' stations; '' for the default station. Absent on an edit: unchanged. */
  station: z.string({ message: 'Station must be one of the kitchen stations' }).trim().max(60, 'Station must be one of the kitchen stations').optional(),
});

export const SoldOutInput = z.object({ soldOut: z.boolean({ error: 'soldOut must be true or false' }) });
