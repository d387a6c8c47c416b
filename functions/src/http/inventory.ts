import { Router } from 'express';
import type { AppDeps } from '../deps';

export function inventoryRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
