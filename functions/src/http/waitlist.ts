import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { WaitlistInput, WaitlistReference, WaitlistSeatInput } from '../domain/waitlist';
import { ok, parse } from '../lib/http';
import { addToWaitlist, listWaitlist, markLeft, markNoShow, notifyParty, publicWaitlist, seatFromWaitlist } from '../services/waitlist';
import { requireAdmin } from './auth';
import { clientIp } from './client-ip';

const EntryId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a waitlist entry id');
const idOf = (req: Request) => parse(EntryId, String(req.params.id ?? ''));

/** /api/admin/waitlist: the counter's list of walk-in parties waiting at the door. */
export function waitlistAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));

  r.get('/', async (_req, res) => {
    const list = await listWaitlist(deps);
    ok(res, list, `${list.entries.length} parties`);
  });

  r.post('/', async (req, res) => {
    const added = await addToWaitlist(deps, parse(WaitlistInput, req.body ?? {}), req.admin!);
    ok(res, added, `${added.entry.name} is number ${added.place}, about ${added.quotedMinutes} minutes`, 201);
  });

  r.post('/:id/notify', async (req, res) => {
    const done = await notifyParty(deps, idOf(req));
    ok(res, done, done.alreadyNotified ? `${done.entry.name} was already told, nothing sent` : `${done.entry.name} told the table is ready`);
  });

  r.post('/:id/seat', async (req, res) => {
    const { tableId } = parse(WaitlistSeatInput, req.body ?? {});
    ok(res, await seatFromWaitlist(deps, idOf(req), tableId, req.admin!), 'Party seated');
  });

  r.post('/:id/no-show', async (req, res) => {
    ok(res, await markNoShow(deps, idOf(req), req.admin!), 'Marked a no-show');
  });

  r.post('/:id/left', async (req, res) => {
    ok(res, await markLeft(deps, idOf(req)), 'Marked left');
  });

  return r;
}

/** GET /api/waitlist/:reference: the guest's place, for the page their text links to. */
export function waitlistPublicRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/:reference', async (req, res) => {
    const reference = parse(WaitlistReference, String(req.params.reference ?? ''));
    ok(res, await publicWaitlist(deps, reference, clientIp(req)), 'Waitlist place loaded');
  });
  return r;
}
