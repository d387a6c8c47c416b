import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/errors';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
export const APP_CHECK_MISSING = "This request didn't come from our website's form. Please reload the page and try again, or call us to order or book.";
export const APP_CHECK_INVALID =
  "We couldn't verify that this request came from our website. Please reload the page and try again, or call us to order or book.";

/**
 * The routes that text a code cost money per call: they answer only requests that carry a valid
 * App Check token, so scripts that pump SMS through the API must at least pass reCAPTCHA Enterprise.
 * 403 rather than 401, so that a signed-in customer's session is not dropped by the web client.
 */
export function requireAppCheck(deps: Pick<AppDeps, 'appCheck'>): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(APP_CHECK_HEADER)?.trim();
    if (!token) return next(new AppError('app_check_failed', APP_CHECK_MISSING, { appCheck: 'missing' }));
    if (!(await deps.appCheck.verify(token))) return next(new AppError('app_check_failed', APP_CHECK_INVALID, { appCheck: 'invalid' }));
    next();
  };
}
