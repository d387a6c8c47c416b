import type { Language } from '../domain/languages';
import { menuItemView } from '../domain/menu';
import { notFound } from '../lib/errors';
import type { DocStore } from '../ports';
import { readCatalog } from './catalog';
import { publicCategories } from './categories';

/** One dish a guest may see, with its allergens: one read (two for a catalog written before it kept the hidden categories). */
export async function publicDish(store: DocStore, id: string, lang: Language = 'en') {
  const catalog = await readCatalog(store);
  const item = Object.hasOwn(catalog.items, id) ? catalog.items[id] : undefined;
  if (!item) throw notFound('Dish not found');
  const hidden = catalog.hiddenCategories ?? (await publicCategories(store)).hidden;
  // A hidden category's dishes are off the guests' menu: to a guest they are not there.
  if (hidden.includes(item.category)) throw notFound('Dish not found');
  return menuItemView({ ...item, id }, lang);
}
