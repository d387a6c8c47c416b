import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { BookingTableInput, PlanInput } from '../domain/tables';
import { ok, parse } from '../lib/http';
import { giveBookingTable, listTables, savePlan } from '../services/tables';
import { requireAdmin } from './auth';

export const ReservationId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a reservation id');

/** The table plan: every table with its state (the floor's screens poll it), and the owner's or manager's layout. */
export function floorTablesRouter(deps: AppDeps): Router {
  const r = Router();
  // Guarded route by route: the running bills' routes under /api/admin/tables pass through to their own router.
  const admin = requireAdmin(deps);
  // Every table with its state now (free, reserved, seated, ordered, bill, paid), its bill and the booking given it.
  r.get('/', admin, async (_req, res) => {
    ok(res, await listTables(deps), 'Tables loaded');
  });
  // The whole plan replaced (owner or manager); a table with a party seated may not be removed or change area. Audited.
  r.put('/', admin, async (req, res) => {
    await savePlan(deps, parse(PlanInput, req.body ?? {}), req.admin!);
    ok(res, await listTables(deps), 'Table plan saved');
  });
  return r;
}

/** PATCH /api/reservations/admin/{id}/table: a booking given a table ahead, or its table taken back. */
export function bookingTableRouter(deps: AppDeps): Router {
  const r = Router();
  // Gives a live booking a table of the plan ahead ({ tableId }), or takes it back ({ tableId: null }). Audited.
  r.patch('/:id/table', requireAdmin(deps), async (req, res) => {
    const { tableId } = parse(BookingTableInput, req.body ?? {});
    const view = await giveBookingTable(deps, parse(ReservationId, req.params.id), tableId, req.admin!);
    ok(res, view, tableId ? `Table ${view.tableNumber} given` : 'Table taken back');
  });
  return r;
}
