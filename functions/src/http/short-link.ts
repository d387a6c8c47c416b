import { Router } from 'express';
import { shortLinkPath } from '../domain/references';

/**
 * GET /t?r=<reference>: the short link every text carries (a DLT variable holds 30 characters), redirected to the
 * order's tracking page or the booking's page. Hosting rewrites /t here (firebase.json); the SPA has the same route.
 */
export function shortLinkRouter(): Router {
  const r = Router();
  r.get('/t', (req, res) => {
    const path = shortLinkPath(typeof req.query.r === 'string' ? req.query.r : null);
    if (!path) {
      res.status(404).type('text').send('This link is not one of our texts. Please check it, or call the restaurant.');
      return;
    }
    // The same link always leads to the same page.
    res.set('cache-control', 'public, max-age=86400').redirect(302, path);
  });
  return r;
}
