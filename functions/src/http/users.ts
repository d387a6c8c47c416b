import { Router } from 'express';
import type { AppDeps } from '../deps';

export function usersRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
