import { Router } from 'express';
import type { AppDeps } from '../deps';
import { SplitInput } from '../domain/bill-split';
import { badRequest } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { splitBill } from '../services/bill-split';
import { requireAdmin } from './auth';

/** POST /api/admin/bills/:billId/split: a closed bill, nothing paid, into parts evenly or by lines ('orders'). */
export function billSplitRouter(deps: AppDeps): Router {
  const r = Router();
  r.post('/:billId/split', requireAdmin(deps), async (req, res) => {
    const billId = String(req.params.billId ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(billId)) throw badRequest('Invalid bill id');
    const split = await splitBill(deps, billId, parse(SplitInput, req.body ?? {}), req.admin!);
    ok(res, split, `Bill split into ${split.invoices.length}: credit note ${split.creditNote?.number ?? 'none'}`);
  });
  return r;
}
