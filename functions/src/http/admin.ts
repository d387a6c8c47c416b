import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ok, parse } from '../lib/http';
import { dashboardFigures, orderAlerts } from '../services/dashboard';
import { kitchenBoard } from '../services/kitchen';
import { requireAdmin } from './auth';
import { AuditQuery, auditActors, auditIn, listAudit } from '../services/audit';
import { SmsSettingsInput, saveSmsSettings, smsBudgetView } from '../services/sms-budget';
import { textsAbout } from '../services/notifications';
import { AdminPasswordChange, changeAdminPassword } from '../services/admin-key';

export const SinceQuery = z.object({
  // Stored times are UTC ISO strings compared as text, so the client's time is normalised to that form.
  since: z.iso
    .datetime({ offset: true, message: 'since must be an ISO date-time' })
    .transform((s) => new Date(s).toISOString())
    .optional(),
});

/** The kitchen display's poll; ?station= narrows it to one station's tickets, lines and status. */
export const KitchenQuery = SinceQuery.extend({
  station: z
    .string({ error: 'station must be a station name' })
    .trim()
    .min(1, 'station must be a station name')
    .max(60, 'station must be at most 60 characters')
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
  /** The kitchen display's poll: the whole board, or with ?since= only the orders changed after it. */
  r.get('/kitchen', async (req, res) => {
    const { since, station } = parse(KitchenQuery, req.query);
    ok(res, await kitchenBoard(deps, since ?? null, station ?? null), 'Kitchen orders loaded');
  });
  /** Texts sent today against the site's daily cap, and whether texting is stopped. */
  // The shared admin password, changed by an owner from Settings without a redeploy.
  r.put('/admin-password', async (req, res) => {
    const { newPassword } = parse(AdminPasswordChange, req.body ?? {});
    await changeAdminPassword(deps, req.admin!, newPassword);
    ok(res, null, 'Admin password changed: every device signed in with it signs in again');
  });

  r.get('/sms-budget', async (_req, res) => {
    ok(res, await smsBudgetView(deps), 'SMS budget loaded');
  });

  r.put('/sms-budget', async (req, res) => {
    const input = parse(SmsSettingsInput, req.body ?? {});
    const view = await saveSmsSettings(deps, input, (tx, before) =>
      auditIn(
        tx,
        deps.store,
        req.admin!,
        {
          entity: 'setting',
          entityId: 'sms',
          action: 'update',
          summary: `SMS caps: ${before.dailyCap}/day, ${before.hourlyCap}/hour → ${input.dailyCap}/day, ${input.hourlyCap}/hour`,
          from: { ...before },
          to: { ...input },
        },
        deps.clock.now(),
      ),
    );
    ok(res, view, 'SMS budget saved');
  });

  /** The texts sent (or waiting, or failed) about one order or reservation, with their state. */
  r.get('/messages/:subjectId', async (req, res) => {
    const subjectId = parse(z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Not a valid order or reservation id'), req.params.subjectId);
    ok(res, await textsAbout(deps, subjectId), 'Messages loaded');
  });

  /** The audit log, newest first, by kind of entity and by admin. */
  r.get('/audit', async (req, res) => {
    const q = parse(AuditQuery, req.query);
    const [page, actors] = await Promise.all([listAudit(deps, q), auditActors(deps)]);
    ok(res, { ...page, actors }, 'Audit log loaded');
  });

  return r;
}
