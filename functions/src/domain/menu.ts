import { z } from 'zod';
import { parsePrice, toDollars } from './money';

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
}

/** A menu item as the API speaks it: prices in dollars, the id under both spellings the spec reads. */
export function menuItemView(doc: MenuItemDoc & { id: string }) {
  return {
    _id: doc.id,
    id: doc.id,
    name: doc.name,
    description: doc.description,
    category: doc.category,
    price: toDollars(doc.priceCents),
    image: doc.image,
    soldOut: doc.soldOut,
  };
}
export type MenuItemView = ReturnType<typeof menuItemView>;

export { mergeCategories } from './restaurant';

export const MenuItemInput = z.object({
  name: z.string().trim().min(1, 'All fields required').max(120),
  description: z.string().trim().max(600).default(''),
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
});

export const SoldOutInput = z.object({ soldOut: z.boolean({ error: 'soldOut must be true or false' }) });
