import { Router } from 'express';
import { join } from 'node:path';
import { DEFAULT_PAGES_DIR } from './pages';

/** A hashed file of the web build never changes under its name: as firebase.json's header for the site's own /assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's asset names (index-Bq1x2y3z.js): one path segment, no dotfile, nothing that climbs out of the folder. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * GET /assets/<file>: the web build's hashed scripts, styles and images, from the copy deployed with the function
 * (web/scripts/build.mjs puts it beside the pages' templates). Hosting serves its own files first and sends here only
 * the ones it lacks (firebase.json), so the pages this function renders never name a script the live site is missing,
 * whichever was deployed last: after `firebase deploy --only functions` the site still holds an older build's files,
 * and after a hosting-only deploy the function still renders with the older build's names. A file it lacks too is a 404.
 */
export function assetsRouter(pagesDir = DEFAULT_PAGES_DIR): Router {
  const r = Router();
  const root = join(pagesDir, 'assets');
  // A hashed script, stylesheet or image of the build the function renders its pages with.
  r.get('/assets/:file', (req, res, next) => {
    const file = req.params.file;
    if (!ASSET_NAME.test(file)) return next();
    // The API's no-store default gives way; an error reply (sendError) sets no-store again.
    res.set('cache-control', IMMUTABLE);
    res.sendFile(file, { root, cacheControl: false, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next();
    });
  });
  return r;
}
