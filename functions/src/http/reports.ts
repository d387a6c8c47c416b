import { once } from 'node:events';
import { Router, type Response } from 'express';
import type { AppDeps } from '../deps';
import { ok, parse } from '../lib/http';
import { CSV_KINDS, csvFileName, ReportDay, ReportRange, type CsvKind } from '../domain/reports';
import { bookingsFor, closeTheDay, csvExport, dayEnd, gstFor, salesFor } from '../services/reports';
import { CloseDayInput } from '../domain/floor-report';
import { floorFor } from '../services/floor-report';
import { requireAdmin } from './auth';
import { log } from '../lib/log';

/** Writes the chunks as they come, waiting when the client reads slower than the store answers. */
async function stream(res: Response, chunks: AsyncGenerator<string>, fileName: string): Promise<void> {
  // The first chunk comes before the headers, so a failure to start is still an ordinary error reply.
  const first = await chunks.next();
  res.status(200);
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  res.setHeader('cache-control', 'no-store');
  if (!first.done) res.write(first.value);
  try {
    for await (const chunk of chunks) if (!res.write(chunk)) await once(res, 'drain');
    res.end();
  } catch (e) {
    // Half a file must not pass for a whole one: the connection is cut, and the download fails.
    log.error('csv export failed midway', { fileName, error: e instanceof Error ? e.message : String(e) });
    res.destroy();
  }
}

/** The owner's and the accountant's reports: figures from the daily rollups, exports from the records. */
export function reportsRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/sales', async (req, res) => {
    const range = parse(ReportRange, req.query);
    const [sales, bookings] = await Promise.all([salesFor(deps, range), bookingsFor(deps, range)]);
    ok(res, { ...sales, bookings }, 'Report loaded');
  });
  r.get('/gst', async (req, res) => {
    ok(res, await gstFor(deps, parse(ReportRange, req.query)), 'Tax summary loaded');
  });
  r.get('/day-end', async (req, res) => {
    ok(res, await dayEnd(deps, parse(ReportDay, req.query).date), 'Day-end report loaded');
  });
  r.post('/day-end/close', async (req, res) => {
    const { closing, alreadyClosed } = await closeTheDay(deps, parse(CloseDayInput, req.body ?? {}), req.admin!);
    ok(res, { closing, alreadyClosed }, alreadyClosed ? `The day was already closed by ${closing.closedBy.name}` : 'Day closed');
  });
  r.get('/floor', async (req, res) => {
    ok(res, await floorFor(deps, parse(ReportRange, req.query)), 'Floor report loaded');
  });
  for (const kind of CSV_KINDS) {
    r.get(`/${kind}.csv`, async (req, res) => {
      const range = parse(ReportRange, req.query);
      await stream(res, csvExport(deps, kind as CsvKind, range), csvFileName(kind, range));
    });
  }
  return r;
}
