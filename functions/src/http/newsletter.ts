import { Router } from 'express';
import type { AppDeps } from '../deps';

export function newsletterRouter(_deps: AppDeps): Router {
  const r = Router();
  return r;
}
