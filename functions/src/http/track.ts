import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ok, parse } from '../lib/http';
import { cachedPrepSeconds, trackOrder } from '../services/track';

export const TrackInput = z.object({
  reference: z
    .string({ error: 'Please enter your order reference' })
    .trim()
    .transform((s) => s.replace(/^#/, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{6}$/, 'An order reference is 6 letters and digits')),
  phoneLast4: z
    .string({ error: 'Please enter the last 4 digits of your phone number' })
    .trim()
    .regex(/^\d{4}$/, 'Please enter the last 4 digits of your phone number'),
});

/** POST /api/track: an order's live status for a guest who proves the phone; GET /api/track/estimate: the thank-you page's estimate. */
export function trackRouter(deps: AppDeps): Router {
  const r = Router();
  r.post('/', async (req, res) => {
    const { reference, phoneLast4 } = parse(TrackInput, req.body ?? {});
    ok(res, await trackOrder(deps, reference, phoneLast4, req.ip ?? 'unknown'), 'Order found');
  });
  r.get('/estimate', async (_req, res) => {
    const mean = await cachedPrepSeconds(deps);
    ok(res, { readyInMinutes: mean === null ? null : Math.max(1, Math.round(mean / 60)) }, 'Estimate loaded');
  });
  return r;
}
