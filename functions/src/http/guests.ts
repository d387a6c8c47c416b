import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { BadgesQuery, ClearNoShowInput, GuestDeleteInput, GuestEditInput, GuestPhoneParam, GuestSearchQuery } from '../domain/guests';
import { ok, parse } from '../lib/http';
import { clearNoShow, deleteGuestRecord, editGuest, getGuest, guestBadges, listGuests } from '../services/guests';
import { requireAdmin } from './auth';

const phoneOf = (req: Request) => parse(GuestPhoneParam, String(req.params.phone ?? ''));

/** /api/admin/guests: the guest's record, keyed on the phone. */
export function guestsRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));

  r.get('/', async (req, res) => {
    const { search } = parse(GuestSearchQuery, req.query);
    const list = await listGuests(deps, search);
    ok(res, list, `${list.guests.length} guests`);
  });

  r.get('/badges', async (req, res) => {
    const { phones } = parse(BadgesQuery, req.query);
    ok(res, await guestBadges(deps, phones), 'Badges loaded');
  });

  r.get('/:phone', async (req, res) => {
    ok(res, await getGuest(deps, phoneOf(req)), 'Guest loaded');
  });

  r.patch('/:phone', async (req, res) => {
    const phone = phoneOf(req);
    const input = parse(GuestEditInput, req.body ?? {});
    ok(res, await editGuest(deps, phone, input, req.admin!), 'Guest saved');
  });

  r.post('/:phone/clear-no-show', async (req, res) => {
    const phone = phoneOf(req);
    const { reservationId } = parse(ClearNoShowInput, req.body ?? {});
    ok(res, await clearNoShow(deps, phone, reservationId, req.admin!), 'No-show cleared');
  });

  r.delete('/:phone', async (req, res) => {
    const phone = phoneOf(req);
    const { confirm } = parse(GuestDeleteInput, req.body ?? {});
    ok(res, await deleteGuestRecord(deps, phone, confirm, req.admin!), 'Guest record deleted');
  });

  return r;
}
