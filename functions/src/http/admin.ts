import { Router } from 'express';
import type { AppDeps } from '../deps';

export function adminRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
