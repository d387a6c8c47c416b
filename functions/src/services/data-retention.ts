import type { AppDeps } from '../deps';
import { GUESTS, ORDERS, RESERVATIONS, RETENTION_JOBS } from '../domain/collections';
import { financialYear } from '../domain/invoice';
import { toDollars } from '../domain/money';
import { orderReference, type OrderDoc } from '../domain/orders';
import { CSV_BOM, csvRow } from '../domain/reports';
import { addDays, dayRange, restaurantDate, restaurantInstant } from '../domain/time';
import { log } from '../lib/log';
import { DOC_ID, type Query, type WithId } from '../ports';
import { csvExport, gstFor } from './reports';
import { readSettings } from './settings';

/** Days after 31 March before the year's archive is written: the last night's bills are settled by then. */
export const ARCHIVE_AFTER_DAYS = 2;
/** A claimed archive that has not finished after this long was interrupted: the next run writes it again. */
const ARCHIVE_STALE_MS = 30 * 60_000;
/** Documents changed per transaction, and transactions per run of the scrub (more wait for the next run). */
const SCRUB_BATCH = 200;
const SCRUB_BATCHES_PER_RUN = 10;
/** What a confirmed order or booking says in place of the guest's name once it is older than privacy.keepPhoneYears. */
export const SCRUBBED_NAME = 'Guest';

/** The latest financial year (1 April – 31 March) whose archive is due on `today`, a restaurant-local date. */
export function archiveDue(today: string): { fy: string; from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const lastClose = today.slice(5) >= '04-01' ? year : year - 1;
  // In the days just after a close, the year before is still the latest one due.
  const yearEnd = today > addDays(`${lastClose}-03-31`, ARCHIVE_AFTER_DAYS) ? lastClose : lastClose - 1;
  const to = `${yearEnd}-03-31`;
  return { fy: financialYear(to), from: `${yearEnd - 1}-04-01`, to };
}

interface ArchiveMarker {
  [key: string]: unknown;
  fy: string;
  state: 'writing' | 'done';
  startedAt: string;
  doneAt?: string;
  files?: string[];
}

const INVOICE_HEADERS = [
  'invoice',
  'invoice_at',
  'reference',
  'order_id',
  'report_day',
  'status',
  'order_type',
  'billed_to_gstin',
  'billed_to_name',
  'taxable',
  'tax_rate',
  'cgst',
  'sgst',
  'igst',
  'tax',
  'round_off',
  'total',
  'paid',
  'refunded',
  'credit_note',
  'credit_note_at',
  'credit_note_amount',
];

/**
 * The invoice register of a year: every invoice issued on an order placed in it, with its tax and any credit note.
 * A consumer's name and phone are not in it (the archive outlives privacy.keepPhoneYears); a business's GSTIN and name are.
 */
async function invoiceRegister(deps: Pick<AppDeps, 'store'>, from: string, to: string, timeZone: string): Promise<{ csv: string; invoices: number }> {
  const query: Query = {
    where: [
      { field: 'isVerified', op: '==', value: true },
      { field: 'createdAt', op: '>=', value: dayRange(from, timeZone).start },
      { field: 'createdAt', op: '<', value: dayRange(to, timeZone).end },
    ],
    orderBy: [{ field: 'createdAt' }, { field: DOC_ID }],
  };
  let csv = CSV_BOM + csvRow(INVOICE_HEADERS);
  let invoices = 0;
  let after: unknown[] | undefined;
  for (;;) {
    const page = await deps.store.query<OrderDoc>(ORDERS, { ...query, limit: 500, ...(after ? { startAfter: after } : {}) });
    for (const o of page.filter((p) => p.invoice)) {
      invoices += 1;
      csv += invoiceRow(o);
    }
    if (page.length < 500) return { csv, invoices };
    after = [page.at(-1)!.createdAt, page.at(-1)!.id];
  }
}

function invoiceRow(o: WithId<OrderDoc>): string {
  const d = toDollars;
  const taxApplied = o.rates?.taxApplied ?? o.gst;
  return csvRow([
    o.invoice!.number,
    o.invoice!.issuedAt,
    orderReference(o.id),
    o.id,
    o.reportDay ?? '',
    o.status,
    o.orderType,
    o.billing?.customerGstin ?? '',
    o.billing?.customerName ?? '',
    d(o.taxableCents ?? o.subtotalCents + o.chargeCents),
    taxApplied ? (o.rates?.taxBp ?? 900) / 100 : 0,
    d(o.cgstCents ?? 0),
    d(o.sgstCents ?? 0),
    d(o.igstCents ?? 0),
    d(o.taxCents),
    d(o.roundOffCents ?? 0),
    d(o.totalCents),
    o.isPaid ? 'yes' : 'no',
    d((o.refundedCents as number | undefined) ?? 0),
    o.creditNote?.number ?? '',
    o.creditNote?.issuedAt ?? '',
    o.creditNote ? d(o.creditNote.amountCents) : '',
  ]);
}

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const c of chunks) text += c;
  return text;
}

/**
 * Once a financial year has closed (31 March, and ARCHIVE_AFTER_DAYS more), writes its invoice register, dish lines and
 * GST report to the archive (deployed: a bucket with an 8-year retention policy). A marker document
 * retention_jobs/archive-{fy} makes it once: a second run, or a second instance, writes nothing. Answers the year
 * written, or null.
 */
export async function archiveClosedYear(deps: Pick<AppDeps, 'store' | 'clock' | 'archive'>): Promise<{ fy: string; files: string[] } | null> {
  if (!deps.archive) return null;
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const due = archiveDue(restaurantDate(now, settings.locale.timeZone));
  const markerId = `archive-${due.fy}`;
  const claimed = await deps.store.transaction(async (tx) => {
    const marker = await tx.get<ArchiveMarker>(RETENTION_JOBS, markerId);
    if (marker && (marker.state === 'done' || now.getTime() - Date.parse(marker.startedAt) < ARCHIVE_STALE_MS)) return false;
    tx.set(RETENTION_JOBS, markerId, { fy: due.fy, state: 'writing', startedAt: now.toISOString() } satisfies ArchiveMarker);
    return true;
  });
  if (!claimed) return null;
  const range = { from: due.from, to: due.to };
  const dir = `fy-${due.fy}`;
  const register = await invoiceRegister(deps, due.from, due.to, settings.locale.timeZone);
  const gst = await gstFor(deps, range);
  const files: Array<[string, string, string]> = [
    [`${dir}/invoices.csv`, register.csv, 'text/csv'],
    [`${dir}/lines.csv`, await collect(csvExport(deps, 'lines', range)), 'text/csv'],
    [`${dir}/gst.csv`, await collect(csvExport(deps, 'gst', range)), 'text/csv'],
    [`${dir}/gst.json`, JSON.stringify({ fy: due.fy, writtenAt: now.toISOString(), invoices: register.invoices, ...gst }, null, 2), 'application/json'],
  ];
  for (const [key, text, type] of files) {
    // An interrupted run left some files: under a retention policy they can't be replaced, and need not be.
    if (await deps.archive.exists(key)) continue;
    await deps.archive.put(key, Buffer.from(text, 'utf8'), type);
  }
  const keys = files.map(([k]) => k);
  await deps.store.update(RETENTION_JOBS, markerId, { state: 'done', doneAt: deps.clock.now().toISOString(), files: keys });
  log.info('financial year archived', { fy: due.fy, invoices: register.invoices });
  return { fy: due.fy, files: keys };
}

interface ScrubCursor {
  [key: string]: unknown;
  /** The last document scrubbed: its ordering field's value and id. */
  after: [string, string] | null;
}

/**
 * Scrubs the documents of a collection whose `field` is before `cutoff`, oldest first, from where the last run stopped
 * (retention_jobs/scrub-{collection}): each batch and the cursor commit together, so a run may stop anywhere and the
 * next one goes on. Answers how many were changed.
 */
async function scrubBefore(deps: Pick<AppDeps, 'store'>, collection: string, field: string, cutoff: string, patch: Record<string, unknown>): Promise<number> {
  const cursorId = `scrub-${collection}`;
  let total = 0;
  for (let i = 0; i < SCRUB_BATCHES_PER_RUN; i++) {
    const n = await deps.store.transaction(async (tx) => {
      const cursor = await tx.get<ScrubCursor>(RETENTION_JOBS, cursorId);
      const page = await tx.query<Record<string, unknown>>(collection, {
        where: [{ field, op: '<', value: cutoff }],
        orderBy: [{ field }, { field: DOC_ID }],
        limit: SCRUB_BATCH,
        ...(cursor?.after ? { startAfter: cursor.after } : {}),
      });
      for (const d of page) tx.update(collection, d.id, patch);
      const last = page.at(-1);
      if (last) tx.set(RETENTION_JOBS, cursorId, { after: [String(last[field]), last.id] } satisfies ScrubCursor);
      return page.length;
    });
    total += n;
    if (n < SCRUB_BATCH) break;
  }
  return total;
}

/** The instant `years` calendar years before `now`. */
const yearsBefore = (now: Date, years: number): Date => {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};

/**
 * DPDP Act 2023, kept only as long as needed: confirmed orders and bookings older than privacy.keepPhoneYears lose the
 * guest's name and phone (an order keeps every invoice field), and guest records untouched that long go.
 * Unconfirmed orders and bookings need no job: their TTL deletes them a day after their code or payment expires.
 */
export async function scrubOldContacts(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<{ orders: number; bookings: number; guests: number }> {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const cutoff = yearsBefore(now, settings.privacy.keepPhoneYears);
  const at = now.toISOString();
  const orders = await scrubBefore(deps, ORDERS, 'verifiedAt', cutoff.toISOString(), { name: SCRUBBED_NAME, phone: '', contactRemovedAt: at });
  const bookings = await scrubBefore(deps, RESERVATIONS, 'date', restaurantDate(cutoff, settings.locale.timeZone), {
    name: SCRUBBED_NAME,
    phone: '',
    email: null,
    notes: '',
    manage: null,
    contactRemovedAt: at,
  });
  let guests = 0;
  for (let i = 0; i < SCRUB_BATCHES_PER_RUN; i++) {
    const n = await deps.store.transaction(async (tx) => {
      const stale = await tx.query(GUESTS, {
        where: [{ field: 'updatedAt', op: '<', value: cutoff.toISOString() }],
        orderBy: [{ field: 'updatedAt' }],
        limit: SCRUB_BATCH,
      });
      for (const g of stale) tx.delete(GUESTS, g.id);
      return stale.length;
    });
    guests += n;
    if (n < SCRUB_BATCH) break;
  }
  return { orders, bookings, guests };
}

/** The restaurant-local time the deployed retention work runs at, once a day (the quietest hour). */
export const RETENTION_RUNS_AT = '03:00';

/**
 * Whether a scheduled run every `everyMinutes` minutes is the day's one that does the retention work: the run in the
 * `everyMinutes` from RETENTION_RUNS_AT. The scrub and the archive need no more, and the other 287 runs read nothing.
 */
export function retentionRunDue(now: Date, timeZone: string, everyMinutes: number): boolean {
  const start = restaurantInstant(restaurantDate(now, timeZone), RETENTION_RUNS_AT, timeZone).getTime();
  return now.getTime() >= start && now.getTime() < start + everyMinutes * 60_000;
}

/** The data-retention work: the yearly archive when due, and the scrub. A failure of one never stops the other. */
export async function runRetentionWork(deps: Pick<AppDeps, 'store' | 'clock' | 'archive'>): Promise<void> {
  try {
    await archiveClosedYear(deps);
  } catch (e) {
    log.error('yearly archive failed', { error: e instanceof Error ? e.message : String(e) });
  }
  try {
    const scrubbed = await scrubOldContacts(deps);
    if (scrubbed.orders + scrubbed.bookings + scrubbed.guests > 0) log.info('old contacts scrubbed', scrubbed);
  } catch (e) {
    log.error('contact scrub failed', { error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Locally: the retention work a minute after start (leaving the start's seeding and expiry sweep the store), then
 * hourly; deployed, the `scheduled` function runs it. The timers never keep the process alive.
 */
export function startRetentionWork(deps: Pick<AppDeps, 'store' | 'clock' | 'archive'>, everyMs = 3600_000, firstAfterMs = 60_000): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runRetentionWork(deps).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, firstAfterMs);
  first.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
