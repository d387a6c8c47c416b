import { Router } from 'express';
import type { AppDeps } from '../deps';
import { NEWSLETTER_MESSAGES, NewsletterSignupSchema } from '../domain/newsletter';
import { ok, parse, route } from '../lib/http';
import { hitLimit, LIMITS } from '../services/limits';
import { clientIp } from './client-ip';
import { subscribe } from '../services/newsletter';

/** Sign-ups one client address may make in the window, counting bad and repeated ones. */
export const NEWSLETTER_LIMIT = { ...LIMITS.newsletterPerIp, message: NEWSLETTER_MESSAGES.tooMany };

export function newsletterRouter(deps: AppDeps): Router {
  const r = Router();

  r.post(
    '/',
    route(async (req, res) => {
      await hitLimit(deps.store, NEWSLETTER_LIMIT, clientIp(req), deps.clock.now());
      const { email } = parse(NewsletterSignupSchema, req.body);
      const result = await subscribe(deps, email);
      if (result.created) ok(res, { email: result.email, alreadySubscribed: false }, NEWSLETTER_MESSAGES.subscribed, 201);
      else ok(res, { email: result.email, alreadySubscribed: true }, NEWSLETTER_MESSAGES.alreadySubscribed);
    }),
  );
  return r;
}
