import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { CloseInput, MergeInput, MoveInput, RoundInput, SeatInput } from '../domain/running-bill';
import { badRequest } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { bodyHash, parseIdempotencyKey } from '../services/idempotency';
import { addRound, clearTable, closeBill, getBill, mergeBills, moveBill, seatParty } from '../services/running-bills';
import { requireAdmin } from './auth';

const idParam = (req: Request, name: string, what: string) => {
  const id = String(req.params[name] ?? '');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw badRequest(`Invalid ${what} id`);
  return id;
};

/** POST /api/admin/tables/:id/seat and /clear: a party sits down at a table of the plan, and leaves it ('orders'). */
export function tableBillsRouter(deps: AppDeps): Router {
  const r = Router();
  const admin = requireAdmin(deps);
  r.post('/:id/seat', admin, async (req, res) => {
    const input = parse(SeatInput, req.body ?? {});
    const seated = await seatParty(deps, idParam(req, 'id', 'table'), input, req.admin!);
    ok(res, seated, `Table ${seated.bill.tableName}: ${input.guests} seated`, 201);
  });
  r.post('/:id/clear', admin, async (req, res) => {
    ok(res, await clearTable(deps, idParam(req, 'id', 'table'), req.admin!), 'Table cleared');
  });
  return r;
}

/** /api/admin/bills: a table's running bill, its rounds, the close, a move and a merge ('orders'). */
export function billsRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/:billId', async (req, res) => {
    ok(res, await getBill(deps, idParam(req, 'billId', 'bill')), 'Bill loaded');
  });
  r.post('/:billId/rounds', async (req, res) => {
    const key = parseIdempotencyKey(req.get('idempotency-key'));
    const billId = idParam(req, 'billId', 'bill');
    const input = parse(RoundInput, req.body ?? {});
    const idempotency = key ? { key, hash: bodyHash({ body: req.body ?? null, billId, caller: req.session?.uid ?? null }) } : null;
    const reply = await addRound(deps, billId, input, idempotency, req.admin!);
    res.status(reply.status).json(reply.body);
  });
  r.post('/:billId/close', async (req, res) => {
    const closed = await closeBill(deps, idParam(req, 'billId', 'bill'), parse(CloseInput, req.body ?? {}), req.admin!);
    ok(res, closed, `Bill closed: invoice ${closed.invoice.number}`);
  });
  r.post('/:billId/move', async (req, res) => {
    const { tableId } = parse(MoveInput, req.body ?? {});
    const bill = await moveBill(deps, idParam(req, 'billId', 'bill'), tableId, req.admin!);
    ok(res, { bill }, `Party moved to table ${bill.tableName}`);
  });
  r.post('/:billId/merge', async (req, res) => {
    const { billId: other } = parse(MergeInput, req.body ?? {});
    const bill = await mergeBills(deps, idParam(req, 'billId', 'bill'), other, req.admin!);
    ok(res, { bill }, 'Bills merged');
  });
  return r;
}
