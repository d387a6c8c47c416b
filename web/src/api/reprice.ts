import type { RepriceInput, RepricePreview } from '@domain/reprice';
import { api } from '@/lib/api-client';

export type { RepriceInput, RepricePreview };

/** GET /api/admin/settings/reprice: the menu's price range; with a factor, what it would change (nothing is saved). */
export async function getRepricePreview(input: RepriceInput | null, signal?: AbortSignal): Promise<RepricePreview> {
  const query = input ? `?factor=${encodeURIComponent(input.factor)}&roundTo=${encodeURIComponent(input.roundTo)}` : '';
  return (await api.get<RepricePreview>(`/admin/settings/reprice${query}`, { signal })).data!;
}

/** POST /api/admin/settings/reprice: every price times the factor, in one change; answers how many changed and the new range. */
export async function repriceAll(input: RepriceInput): Promise<{ message: string; changed: number; preview: RepricePreview }> {
  const reply = await api.post<RepricePreview & { changed: number }>('/admin/settings/reprice', input);
  const { changed, ...preview } = reply.data!;
  return { message: reply.message ?? `${changed} prices changed`, changed, preview };
}
