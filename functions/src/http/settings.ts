import { Router } from 'express';
import type { AppDeps } from '../deps';
import { RepriceInput } from '../domain/reprice';
import { ok, parse } from '../lib/http';
import { saveSettingsAndTellGuests, withClosureTexts } from '../services/closure-notices';
import { applyReprice, previewReprice } from '../services/reprice';
import { bookingsOutsideHours, readSettings } from '../services/settings';
import { requireAdmin } from './auth';
import { queryLang } from './menu';
import { offerInLanguage } from '../domain/offers';

/** Browsers and the Hosting CDN revalidate every time, so a saved change shows at once; the ETag keeps that cheap. */
const SETTINGS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** GET /api/settings: what every page shows and the booking and order forms follow. */
export function settingsRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', async (req, res) => {
    // ?lang=gu or hi: the offers' titles and blurbs in that language (each language has its own URL, so its own cache entry and ETag).
    const lang = queryLang(req.url);
    const settings = await readSettings(deps.store);
    const etag = `"settings-${(Date.parse(settings.updatedAt ?? '') || 0).toString(36)}${lang === 'en' ? '' : `-${lang}`}"`;
    res.set('cache-control', SETTINGS_CACHE_CONTROL);
    res.set('etag', etag);
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((t) => t.trim().replace(/^W\//, '') === etag)
    ) {
      res.status(304).end();
      return;
    }
    ok(res, lang === 'en' ? settings : { ...settings, offers: settings.offers.map((o) => offerInLanguage(o, lang)) }, 'Settings loaded');
  });
  return r;
}

/** GET and PUT /api/admin/settings: the owner's Settings screen. */
export function settingsAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/', async (_req, res) => {
    const settings = await readSettings(deps.store);
    const affected = await bookingsOutsideHours(deps, settings, deps.clock.now());
    ok(res, { settings, affectedBookings: await withClosureTexts(deps, affected) }, 'Settings loaded');
  });
  // Switching currency: the price range, and every price times a factor, previewed with ?factor=&roundTo= first.
  r.get('/reprice', async (req, res) => {
    const asked = req.query.factor !== undefined || req.query.roundTo !== undefined;
    ok(res, await previewReprice(deps, asked ? parse(RepriceInput, req.query) : null), 'Prices loaded');
  });
  r.post('/reprice', async (req, res) => {
    const { changed, preview } = await applyReprice(deps, parse(RepriceInput, req.body ?? {}), req.admin!);
    ok(res, { changed, ...preview }, changed ? `${changed} price${changed === 1 ? '' : 's'} changed` : 'No price needed changing');
  });
  r.put('/', async (req, res) => {
    const { toldNow, ...saved } = await saveSettingsAndTellGuests(deps, req.body ?? {}, req.admin!);
    const n = saved.affectedBookings.length;
    const untold = saved.affectedBookings.filter((b) => !b.told).length;
    const told = toldNow ? ` ${toldNow} guest${toldNow === 1 ? ' was' : 's were'} texted an apology for the closure.` : '';
    ok(
      res,
      saved,
      n
        ? `Settings saved. ${n} confirmed booking${n === 1 ? '' : 's'} now fall${n === 1 ? 's' : ''} outside the hours.${told}${untold ? ` Please contact ${untold === 1 ? 'the guest' : `the ${untold} guests`} not texted.` : ''}`
        : 'Settings saved',
    );
  });
  return r;
}
