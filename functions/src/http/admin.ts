import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ok, parse } from '../lib/http';
import { dashboardFigures, orderAlerts } from '../services/dashboard';
import { requireAdmin } from './auth';

const SinceQuery = z.object({
  // Stored times are UTC ISO strings compared as text, so the client's time is normalised to that form.
  since: z.iso
    .datetime({ offset: true, message: 'since must be an ISO date-time' })
    .transform((s) => new Date(s).toISOString())
    .optional(),
});

export function adminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  /** The dashboard's stat cards; with ?since= also how many orders were confirmed after it. */
  r.get('/dashboard', async (req, res) => {
    const { since } = parse(SinceQuery, req.query);
    ok(res, await dashboardFigures(deps, since ?? null), 'Dashboard loaded');
  });
  /** The new-order alert's poll: orders confirmed after ?since=, newest first. */
  r.get('/order-alerts', async (req, res) => {
    const { since } = parse(SinceQuery, req.query);
    ok(res, await orderAlerts(deps, since ?? null), 'Order alerts loaded');
  });
  return r;
}
