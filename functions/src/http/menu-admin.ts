import { Router } from 'express';
import type { AppDeps } from '../deps';

export function menuAdminRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
