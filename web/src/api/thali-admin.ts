import type { ThaliCopyPreview } from '@domain/thali-copy';
import type { RefillPolicy, ThaliVariant, ThaliView } from '@domain/thali-view';
import type { Translations } from '@domain/translations';
import { api } from '@/lib/api-client';

export interface ThaliLibrary {
  components: string[];
  weekdayPrice: number | null;
  weekendPrice: number | null;
  /** Gujarati and Hindi names by English component name, for guests; absent when saving: the saved ones are kept. */
  componentsI18n?: Record<string, Translations>;
}

export interface ThaliDay {
  date: string;
  past: boolean;
  usualPrice: number | null;
  services: Array<{ service: string; serviceName: string; thali: ThaliView | null }>;
  library: ThaliLibrary;
}

export interface ThaliFields {
  name: string;
  price: number;
  special: boolean;
  components: string[];
  variants: ThaliVariant[];
  refill: { policy: RefillPolicy; note: string };
  platesTotal: number;
}

/** GET /api/admin/thali/{date}: each service of the date with its thali, and the library. */
export async function getThaliDay(date: string, signal?: AbortSignal): Promise<ThaliDay> {
  return (await api.get<ThaliDay>(`/admin/thali/${date}`, { signal })).data!;
}

/** PUT /api/admin/thali/{date}/{service}. */
export async function saveThali(date: string, service: string, fields: ThaliFields): Promise<ThaliView> {
  return (await api.put<ThaliView>(`/admin/thali/${date}/${service}`, fields)).data!;
}

/** DELETE /api/admin/thali/{date}/{service}: only while no plate is ordered. */
export async function removeThali(date: string, service: string): Promise<void> {
  await api.delete(`/admin/thali/${date}/${service}`);
}

/** POST /api/admin/thali/{date}/copy-from-yesterday or copy-to-week: the day as it now stands, and what was copied. */
export async function copyThali(date: string, how: 'copy-from-yesterday' | 'copy-to-week'): Promise<{ day: ThaliDay; message: string }> {
  const res = await api.post<ThaliDay>(`/admin/thali/${date}/${how}`, {});
  return { day: res.data!, message: res.message ?? 'Copied' };
}

export type { ThaliCopyPreview };

/** GET /api/admin/thali/{date}/copy-to-week: each service the copy would write, its thali and price, before anything is saved. */
export async function previewCopyToWeek(date: string, signal?: AbortSignal): Promise<ThaliCopyPreview> {
  return (await api.get<ThaliCopyPreview>(`/admin/thali/${date}/copy-to-week`, { signal })).data!;
}

/** PUT /api/admin/thali/library. */
export async function saveThaliLibrary(library: ThaliLibrary): Promise<ThaliLibrary> {
  return (await api.put<ThaliLibrary>('/admin/thali/library', library)).data!;
}
