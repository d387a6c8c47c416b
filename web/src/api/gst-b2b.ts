import type { B2bInvoiceView } from '@domain/gst-b2b';
import type { TaxRowView } from '@domain/reports';
import { api } from '@/lib/api-client';

export type { B2bInvoiceView };

export interface GstReturnView {
  from: string;
  to: string;
  /** Invoices to registered businesses, one by one. */
  b2b: B2bInvoiceView[];
  /** Sales to consumers, summed by rate. */
  b2c: { rates: TaxRowView[]; totals: Omit<TaxRowView, 'rate' | 'name'> };
}

/** GET /api/admin/reports/gst: the return's B2B invoices and B2C summary for a range. */
export async function getGstReturn(range: { from: string; to: string }, signal?: AbortSignal): Promise<GstReturnView> {
  const res = await api.get<GstReturnView>(`/admin/reports/gst?${new URLSearchParams(range).toString()}`, { signal });
  return res.data!;
}
