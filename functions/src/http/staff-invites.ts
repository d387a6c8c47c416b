import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { InviteInput, InvitePhone, JoinInput } from '../domain/staff-invites';
import { ROLE_LABELS } from '../domain/staff-roles';
import { ok, parse } from '../lib/http';
import { StaffInvites } from '../services/staff-invites';
import { requireAdmin } from './auth';
import { clientIp } from './client-ip';

/** Inviting staff by phone (owners), and the invitee's join with the texted code; mounted under /api/users. */
export function staffInvitesRouter(deps: AppDeps, invites = new StaffInvites(deps)): Router {
  const r = Router();
  const phoneOf = (req: Request) => parse(InvitePhone, { phone: req.params.phone }).phone;

  r.get('/admin/invites', requireAdmin(deps), async (_req, res) => {
    const list = await invites.list();
    ok(res, list, `${list.length} invitations waiting`);
  });

  r.post('/admin/invites', requireAdmin(deps), async (req, res) => {
    const input = parse(InviteInput, req.body ?? {});
    ok(res, await invites.invite(req.admin!, input, clientIp(req)), `${input.name} is invited as ${ROLE_LABELS[input.role]}: a code is on its way`, 201);
  });

  r.post('/admin/invites/:phone/resend', requireAdmin(deps), async (req, res) => {
    ok(res, await invites.resend(req.admin!, phoneOf(req), clientIp(req)), 'The invitation was sent again');
  });

  r.delete('/admin/invites/:phone', requireAdmin(deps), async (req, res) => {
    const invite = await invites.cancel(req.admin!, phoneOf(req));
    ok(res, invite, `The invitation of ${invite.name} is cancelled`);
  });

  r.post('/staff/join', async (req, res) => {
    const input = parse(JoinInput, req.body ?? {});
    const session = await invites.join(input, clientIp(req));
    ok(res, session, `Welcome to the staff, ${session.user.name}`, 201);
  });

  return r;
}
