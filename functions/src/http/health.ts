import { Router } from 'express';
import type { AppDeps } from '../deps';
import { ok } from '../lib/http';

/** How long a gateway probe's answer is kept: the route is public, and must not let anyone hammer the gateway. */
const PROBE_KEPT_MS = 60_000;

export interface HealthView {
  mode: AppDeps['mode'];
  sms: { gateway: boolean; answering: boolean; detail: string };
  /** Deployed: App Check tokens are verified with the Admin SDK; locally, the debug token only. */
  appCheck: 'verified with the Admin SDK' | 'local debug token';
}

/** GET /api/health: what `npm run open-check` asks a deployed project before its first evening. */
export function healthRouter(deps: AppDeps): Router {
  const r = Router();
  let probed: { at: number; sms: HealthView['sms'] } | null = null;
  r.get('/', async (_req, res) => {
    if (!probed || Date.now() - probed.at > PROBE_KEPT_MS) {
      const answer = deps.sms.probe ? await deps.sms.probe() : { answering: true, detail: 'texts go to the dev outbox' };
      probed = { at: Date.now(), sms: { gateway: deps.sms.kind === 'gateway', ...answer } };
    }
    const view: HealthView = {
      mode: deps.mode,
      sms: probed.sms,
      appCheck: deps.mode === 'deployed' ? 'verified with the Admin SDK' : 'local debug token',
    };
    ok(res, view, 'Health loaded');
  });
  return r;
}
