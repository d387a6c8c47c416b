import { api } from '@/lib/api-client';

/** GET /categories (getCategories): reads success and categories (spec §7). */
export async function getCategories(signal?: AbortSignal): Promise<string[]> {
  const res = await api.get<string[]>('/categories', { auth: false, signal });
  const categories = res.categories;
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) throw new Error('Malformed categories');
  return categories;
}
