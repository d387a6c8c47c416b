import { Router } from 'express';
import type { AppDeps } from '../deps';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { WAITLIST } from '../domain/floor';
import { DEFAULT_LANGUAGE, langOf, type Language } from '../domain/languages';
import { shortLinkPath } from '../domain/references';

/** Where each kind of page's reference is kept: its document holds the language the guest made it in. */
const COLLECTION_OF: Record<string, string> = { track: ORDERS, reservation: RESERVATIONS, waitlist: WAITLIST };

/** The language the order, booking or waitlist place behind a page was made in; English when there is none such. */
async function languageOfPage(deps: Pick<AppDeps, 'store'>, path: string): Promise<Language> {
  const [, kind, reference] = path.split('/');
  const collection = COLLECTION_OF[kind!];
  if (!collection) return DEFAULT_LANGUAGE;
  const [doc] = await deps.store.query<{ lang?: unknown }>(collection, { where: [{ field: 'reference', op: '==', value: reference }], limit: 1 });
  return langOf(doc);
}

/**
 * GET /t?r=<reference>: the short link every text carries (a DLT variable holds 30 characters, so the link carries no
 * language), redirected to the order's tracking page, the booking's page or the waitlist place, in the language the
 * guest made it in (/gu/track/…): a Gujarati text opens a Gujarati page. One read a click. Hosting rewrites /t here
 * (firebase.json); the SPA has the same route.
 */
export function shortLinkRouter(deps: Pick<AppDeps, 'store'>): Router {
  const r = Router();
  r.get('/t', async (req, res, next) => {
    const path = shortLinkPath(typeof req.query.r === 'string' ? req.query.r : null);
    if (!path) {
      res.status(404).type('text').send('This link is not one of our texts. Please check it, or call the restaurant.');
      return;
    }
    try {
      const lang = await languageOfPage(deps, path);
      // The same link always leads to the same page.
      res.set('cache-control', 'public, max-age=86400').redirect(302, lang === DEFAULT_LANGUAGE ? path : `/${lang}${path}`);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
