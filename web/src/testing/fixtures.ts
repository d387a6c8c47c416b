import type { MenuItemView } from '@domain/menu';

/** A dish as GET /api/menu answers it, for screens that edit or show one. */
export const SAMPLE_DISH: MenuItemView = {
  _id: 'm1',
  id: 'm1',
  name: 'Masala Chaas',
  description: 'Spiced buttermilk',
  category: 'Welcome Drinks',
  price: 3,
  image: '/api/media/published/menu/m1.webp',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 0,
  allergens: [],
};
