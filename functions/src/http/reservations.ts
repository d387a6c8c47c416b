import { Router } from 'express';
import type { AppDeps } from '../deps';

export function reservationsRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
