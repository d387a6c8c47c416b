import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ThaliDate, ThaliInput, ThaliLibraryInput } from '../domain/thali';
import { ok, parse } from '../lib/http';
import {
  copyFromYesterday,
  copyToRestOfWeek,
  deleteThali,
  previewCopyToWeek,
  putThali,
  putThaliLibrary,
  readThaliLibrary,
  thaliDay,
  thaliNow,
} from '../services/thali';
import { libraryView } from '../domain/thali';
import { requireAdmin } from './auth';
import { queryLang } from './menu';

export const Service = z.string().regex(/^[a-z0-9-]{1,40}$/, 'The service must be named like lunch, dinner or all-day');

/** GET /api/thali (?lang=gu|hi names the components in that language): public, and polled by open pages for the plates left, so never cached. */
export function thaliRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('cache-control', 'no-store');
    ok(res, await thaliNow(deps, queryLang(req.url)), 'Thali loaded');
  });
  return r;
}

/** The back office's Today's Thali screen. */
export function thaliAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/library', async (_req, res) => {
    ok(res, libraryView(await readThaliLibrary(deps.store)), 'Thali library loaded');
  });
  r.put('/library', async (req, res) => {
    ok(res, await putThaliLibrary(deps, parse(ThaliLibraryInput, req.body ?? {}), req.admin!), 'Thali library saved');
  });
  r.get('/:date', async (req, res) => {
    ok(res, await thaliDay(deps, parse(ThaliDate, req.params.date)), 'Thali loaded');
  });
  r.post('/:date/copy-from-yesterday', async (req, res) => {
    const date = parse(ThaliDate, req.params.date);
    const n = await copyFromYesterday(deps, date, req.admin!);
    ok(res, await thaliDay(deps, date), n ? `Copied ${n} thali${n === 1 ? '' : 's'} from yesterday` : 'Yesterday has no thali to copy');
  });
  r.get('/:date/copy-to-week', async (req, res) => {
    ok(res, await previewCopyToWeek(deps, parse(ThaliDate, req.params.date)), 'What the copy would write');
  });
  r.post('/:date/copy-to-week', async (req, res) => {
    const date = parse(ThaliDate, req.params.date);
    const n = await copyToRestOfWeek(deps, date, req.admin!);
    ok(res, await thaliDay(deps, date), n ? `Copied to ${n} service${n === 1 ? '' : 's'} in the rest of the week` : 'This day has no thali to copy');
  });
  r.put('/:date/:service', async (req, res) => {
    const date = parse(ThaliDate, req.params.date);
    const service = parse(Service, req.params.service);
    ok(res, await putThali(deps, date, service, parse(ThaliInput, req.body ?? {}), req.admin!), 'Thali saved');
  });
  r.delete('/:date/:service', async (req, res) => {
    await deleteThali(deps, parse(ThaliDate, req.params.date), parse(Service, req.params.service), req.admin!);
    ok(res, null, 'Thali removed');
  });
  return r;
}
