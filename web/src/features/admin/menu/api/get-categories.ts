import { mergeCategories } from '@domain/menu';
import { api } from '@/lib/api-client';

/** getCategories: GET /api/categories, merged after the default list (spec §9). */
export async function getCategories(signal?: AbortSignal): Promise<string[]> {
  const res = await api.get<string[]>('/categories', { signal, auth: false });
  const fromServer = Array.isArray(res.categories) ? (res.categories as unknown[]).filter((c): c is string => typeof c === 'string') : (res.data ?? []);
  return mergeCategories(fromServer);
}
