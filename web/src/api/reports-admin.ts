import type { BookingsReport, CsvKind, SalesReport, TaxRowView } from '@domain/reports';
import type { DayReconciliation, DayTakings } from '@domain/day-takings';
import type { CloseDayInput, DayClosingDoc, FloorReport, OpenBillView, ServiceFigures } from '@domain/floor-report';
import { api, downloadFile } from '@/lib/api-client';

export type { BookingsReport, CloseDayInput, CsvKind, DayClosingDoc, DayTakings, FloorReport, OpenBillView, SalesReport, ServiceFigures, TaxRowView };
export type SalesView = SalesReport & { bookings: BookingsReport };

export interface ReportRangeQuery {
  from: string;
  to: string;
}

export interface DayEndView {
  date: string;
  printedAt: string;
  /** False while the day is still running: its figures will grow. */
  dayClosed: boolean;
  sales: SalesReport;
  bookings: BookingsReport;
  payments: DayTakings;
  /** The day's sales (charged) against its payments (paid), with every order that makes a difference. */
  reconciliation: DayReconciliation;
  /** The floor's covers, spend per cover, turns and time seated per service. */
  floor: FloorReport;
  /** The day's bills still open, or invoiced and unpaid. */
  openBills: OpenBillView[];
  /** Who closed the day, when and why; null while it is not closed. */
  closing: DayClosingDoc | null;
}

const query = (r: ReportRangeQuery) => new URLSearchParams({ from: r.from, to: r.to }).toString();

/** GET /api/admin/reports/sales?from=&to=: the range's sales, dishes, hours, order types, offers, exceptions, tax and bookings. */
export async function getSalesReport(range: ReportRangeQuery, signal?: AbortSignal): Promise<SalesView> {
  return (await api.get<SalesView>(`/admin/reports/sales?${query(range)}`, { signal })).data!;
}

/** GET /api/admin/reports/day-end?date=: one day's figures for the day-end (Z) report, as they stand now. */
export async function getDayEnd(date: string, signal?: AbortSignal): Promise<DayEndView> {
  return (await api.get<DayEndView>(`/admin/reports/day-end?date=${encodeURIComponent(date)}`, { signal })).data!;
}

/** GET /api/admin/reports/floor?from=&to=: covers, spend per cover, table turns and time seated per service. */
export async function getFloorReport(range: ReportRangeQuery, signal?: AbortSignal): Promise<FloorReport> {
  return (await api.get<FloorReport>(`/admin/reports/floor?${query(range)}`, { signal })).data!;
}

/** POST /api/admin/reports/day-end/close: closes the day (a reason is needed while bills are open); a closed day answers its first closing. */
export async function closeDay(input: CloseDayInput): Promise<{ closing: DayClosingDoc; alreadyClosed: boolean }> {
  return (await api.post<{ closing: DayClosingDoc; alreadyClosed: boolean }>('/admin/reports/day-end/close', input)).data!;
}

/** GET /api/admin/reports/{kind}.csv?from=&to=: saves the export under the name the server gives it. */
export async function downloadCsv(kind: CsvKind, range: ReportRangeQuery): Promise<string> {
  const { blob, fileName } = await downloadFile(`/admin/reports/${kind}.csv?${query(range)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
