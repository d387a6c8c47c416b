import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { LATE_CHOICES, PAUSE_CHOICES } from '../domain/pickup';
import { ORDER_LIMITS } from '../domain/orders';
import { ok, parse } from '../lib/http';
import { pauseTakeaway, pickupTimes, resumeTakeaway, runningLate, takeawayState } from '../services/pickup';
import { requireAdmin } from './auth';

export const PlatesQuery = z.object({
  plates: z.coerce
    .number({ error: 'plates must be a whole number' })
    .int('plates must be a whole number')
    .min(1, 'plates must be at least 1')
    .max(ORDER_LIMITS.maxLines * ORDER_LIMITS.maxQuantity, 'plates is too large')
    .default(1),
});

const oneOf = (label: string, choices: readonly number[]) =>
  z.object({
    minutes: z
      .number({ error: `${label} must be ${choices.join(', ')} minutes` })
      .refine((m) => choices.includes(m), `${label} must be ${choices.join(', ')} minutes`),
  });
export const PauseInput = oneOf('A pause', PAUSE_CHOICES);
export const LateInput = oneOf('Running late', LATE_CHOICES);

/** GET /api/ordering/pickup-times?plates=N (public): the pickup times with room for N plates. */
export function orderingRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/pickup-times', async (req, res) => {
    const { plates } = parse(PlatesQuery, req.query);
    res.set('cache-control', 'no-store');
    ok(res, await pickupTimes(deps, plates), 'Pickup times loaded');
  });
  return r;
}

/** The kitchen's takeaway controls: pause, resume, running late ('orders' in ROUTE_PERMISSIONS). */
export function takeawayAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/', async (_req, res) => {
    ok(res, await takeawayState(deps), 'Takeaway loaded');
  });
  r.post('/pause', async (req, res) => {
    const { minutes } = parse(PauseInput, req.body ?? {});
    ok(res, await pauseTakeaway(deps, minutes, req.admin!), `Takeaway paused for ${minutes} minutes`);
  });
  r.delete('/pause', async (req, res) => {
    ok(res, await resumeTakeaway(deps, req.admin!), 'Takeaway resumed');
  });
  r.post('/running-late', async (req, res) => {
    const { minutes } = parse(LateInput, req.body ?? {});
    const done = await runningLate(deps, minutes, req.admin!);
    ok(res, done, `${done.moved} takeaway ${done.moved === 1 ? 'order' : 'orders'} moved ${minutes} minutes later`);
  });
  return r;
}
