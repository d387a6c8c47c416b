import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { SetPinInput, SwitchBackInput, SwitchInput } from '../domain/staff-pin-input';
import { notFound } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { clearPin, setOwnPin, switchBack, switchIn, switchPeople } from '../services/staff-switch';
import { requireAdmin } from './auth';

/** /api/admin/pins: personal PINs, and switching person on a shared device. */
export function staffPinsRouter(deps: AppDeps): Router {
  const r = Router();
  const guard = requireAdmin(deps);

  r.get('/people', guard, async (_req, res) => {
    ok(res, await switchPeople(deps), 'People loaded');
  });

  r.put('/me', guard, async (req, res) => {
    const { pin } = parse(SetPinInput, req.body ?? {});
    ok(res, await setOwnPin(deps, req.admin!, pin), 'Your PIN is set');
  });

  r.delete('/me', guard, async (req, res) => {
    await clearPin(deps, req.admin!, req.admin!.uid);
    ok(res, null, 'Your PIN is removed');
  });

  r.delete('/:uid', guard, async (req, res) => {
    await clearPin(deps, req.admin!, personId(req));
    ok(res, null, 'PIN cleared');
  });

  /** The device's own account is the device, whoever is acting on it now. */
  r.post('/switch', guard, async (req, res) => {
    const { uid, pin } = parse(SwitchInput, req.body ?? {});
    const device = { uid: req.session!.uid, name: req.admin!.via ?? req.admin!.name };
    const acting = await switchIn(deps, device, uid, pin);
    ok(res, acting, `${acting.person.name} is now using this device`);
  });

  /** The proof comes in the body (`{ token }`), so that a switch whose idle time has passed can still be ended. */
  r.post('/switch-back', guard, async (req, res) => {
    const { token } = parse(SwitchBackInput, req.body ?? {});
    await switchBack(deps, req.session!.uid, token);
    ok(res, null, 'Switched back');
  });

  return r;
}

function personId(req: Request): string {
  const id = String(req.params.uid ?? '');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound('User not found');
  return id;
}
