import { Router } from 'express';
import type { AppDeps } from '../deps';
import { NEWSLETTER_MESSAGES, NewsletterSignupSchema } from '../domain/newsletter';
import { ok, parse, route } from '../lib/http';
import { WindowLimiter } from '../services/limits';
import { subscribe } from '../services/newsletter';

/** Sign-ups one client address may make in the window, counting bad and repeated ones. */
export const NEWSLETTER_LIMIT = { max: 8, windowMs: 10 * 60_000 } as const;

export function newsletterRouter(deps: AppDeps): Router {
  const r = Router();
  const limiter = new WindowLimiter(NEWSLETTER_LIMIT.max, NEWSLETTER_LIMIT.windowMs, () => deps.clock.now().getTime());

  r.post(
    '/',
    route(async (req, res) => {
      limiter.hit(`newsletter:${req.ip ?? 'unknown'}`, NEWSLETTER_MESSAGES.tooMany);
      const { email } = parse(NewsletterSignupSchema, req.body);
      const result = await subscribe(deps, email);
      if (result.created) ok(res, { email: result.email, alreadySubscribed: false }, NEWSLETTER_MESSAGES.subscribed, 201);
      else ok(res, { email: result.email, alreadySubscribed: true }, NEWSLETTER_MESSAGES.alreadySubscribed);
    }),
  );
  return r;
}
