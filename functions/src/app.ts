import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { keepWebhookBody, paymentsRouter } from './http/payments';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZodError } from 'zod';
import type { AppDeps } from './deps';
import { statusOf, type ErrorCode } from './domain/errors';
import { AppError } from './lib/errors';
import { log, requestContext } from './lib/log';
import { multipart } from './lib/multipart';
import { isUtf8, wellFormedInput } from './http/well-formed';
import { StoreError } from './ports';
import { authenticate } from './http/auth';
import { defaultProxyTrust, trustProxySetting } from './http/client-ip';
import { devRouter } from './http/dev';
import { mediaRouter } from './http/media';
import { categoriesRouter, menuRouter, withMenuFastLane } from './http/menu';
import { ordersRouter } from './http/orders';
import { reservationsRouter } from './http/reservations';
import { usersRouter } from './http/users';
import { inventoryRouter } from './http/inventory';
import { newsletterRouter } from './http/newsletter';
import { menuAdminRouter } from './http/menu-admin';
import { adminRouter } from './http/admin';
import { reportsRouter } from './http/reports';
import { settingsAdminRouter, settingsRouter } from './http/settings';
import { trackRouter } from './http/track';
import { healthRouter } from './http/health';
import { pagesRouter } from './http/pages';
import { assetsRouter } from './http/assets';
import { shortLinkRouter } from './http/short-link';
import { thaliAdminRouter, thaliRouter } from './http/thali';
import { categoriesAdminRouter } from './http/categories-admin';
import { orderingRouter, takeawayAdminRouter } from './http/takeaway';
import { billsRouter, tableBillsRouter } from './http/floor-bills';
import { billSplitRouter } from './http/floor-split';
import { guestsRouter } from './http/guests';
import { staffPinsRouter } from './http/staff-pins';
import { waitlistAdminRouter, waitlistPublicRouter } from './http/waitlist';
import { bookingTableRouter, floorTablesRouter } from './http/floor-tables';

const NO_STORE = 'no-store';

/** JSON bodies above this size get 413. Large enough that an oversized field gets a 400 from its schema instead. */
export const JSON_LIMIT_BYTES = 256 * 1024;

/**
 * Parses JSON bodies. Cloud Functions (and its emulator) read the body before
 * Express does and keep it in req.rawBody, so that is parsed when present.
 */
function jsonBody(limit: number): RequestHandler {
  const notUtf8 = () => new AppError('validation_failed', 'The request body is not valid UTF-8 text');
  const streaming = express.json({
    limit,
    strict: true,
    verify: (_req, _res, bytes) => {
      if (!isUtf8(bytes)) throw notUtf8();
    },
  });
  return (req, res, next) => {
    if (!req.is('application/json')) return next();
    if (!req.rawBody) return streaming(req, res, next);
    if (req.rawBody.length > limit) return next(new AppError('payload_too_large', 'Request body is too large'));
    if (!isUtf8(req.rawBody)) return next(notUtf8());
    if (req.rawBody.length === 0) {
      req.body = {};
      return next();
    }
    try {
      req.body = JSON.parse(req.rawBody.toString('utf8'));
      next();
    } catch {
      next(new AppError('validation_failed', 'Malformed JSON body'));
    }
  };
}

const withRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.set('x-request-id', requestId);
  requestContext.run({ requestId }, () => next());
};

/** The one shape of every error reply: `{ success: false, code, message }`, and `data` when there is more to say. */
function sendError(res: Response, code: ErrorCode, message: string, data?: unknown): void {
  if (res.headersSent) return;
  // An error is never cached, even from a route that had already marked its reply public.
  res.set('cache-control', NO_STORE);
  res.status(statusOf(code)).json({ success: false, code, message, ...(data === undefined ? {} : { data }) });
}

const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) {
    if (err.status === 429 && err.data && typeof err.data === 'object' && 'retryAfterSeconds' in err.data) {
      res.set('retry-after', String((err.data as { retryAfterSeconds: number }).retryAfterSeconds));
    }
    return sendError(res, err.code, err.message, err.data);
  }
  if (err instanceof ZodError) return sendError(res, 'validation_failed', err.issues[0]?.message ?? 'Invalid request');
  if (err instanceof StoreError && err.code === 'not-found') return sendError(res, 'not_found', 'Not found');
  if (err instanceof StoreError && err.code === 'already-exists') return sendError(res, 'conflict', 'Already exists');
  if (err instanceof StoreError && err.code === 'aborted') {
    // The transaction was rolled back after its retries: nothing changed, and the same request may simply be sent again.
    res.set('retry-after', '1');
    return sendError(res, 'busy', 'Many people are doing this at the same moment. Nothing was changed: please try again.');
  }
  // body-parser marks its own errors with a type and a 4xx status.
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') return sendError(res, 'validation_failed', 'Malformed JSON body');
  if (type === 'entity.too.large') return sendError(res, 'payload_too_large', 'Request body is too large');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return sendError(res, 'unsupported_media_type', 'Unsupported body encoding');
  log.error('unhandled error', { method: req.method, path: req.path, error: err instanceof Error ? err.stack : String(err) });
  sendError(res, 'internal', 'Server error');
};

/** The request listener to serve: the app, with the public menu answered ahead of Express. */
export function createHandler(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return withMenuFastLane(createApp(deps), deps);
}

/** The whole HTTP API, against whatever adapters it is given. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip feeds the per-IP limits, so only what trusted hops appended to X-Forwarded-For counts.
  app.set('trust proxy', trustProxySetting(deps.proxyTrust ?? defaultProxyTrust(deps.mode)));
  app.set('etag', false);
  app.use(withRequestId);
  app.use((_req, res, next) => {
    res.set('x-content-type-options', 'nosniff');
    // Replies are private (sessions, orders, codes) unless a public route says otherwise: no browser
    // or Hosting CDN may keep them. The menu, categories and media set their own.
    res.set('cache-control', NO_STORE);
    next();
  });
  app.use('/api/payments/webhook', keepWebhookBody);
  app.use(jsonBody(JSON_LIMIT_BYTES));
  app.use(multipart());
  app.use(wellFormedInput);
  app.use(authenticate(deps));

  const api = express.Router();
  api.use('/users', usersRouter(deps));
  api.use('/menu/admin', menuAdminRouter(deps));
  api.use('/menu', menuRouter(deps));
  api.use('/categories', categoriesRouter(deps));
  api.use('/orders', ordersRouter(deps));
  api.use('/payments', paymentsRouter(deps));
  api.use('/reservations/admin', bookingTableRouter(deps));
  api.use('/reservations', reservationsRouter(deps));
  api.use('/inventory', inventoryRouter(deps));
  api.use('/newsletter', newsletterRouter(deps));
  api.use('/settings', settingsRouter(deps));
  api.use('/track', trackRouter(deps));
  api.use('/health', healthRouter(deps));
  api.use('/admin/settings', settingsAdminRouter(deps));
  api.use('/admin/reports', reportsRouter(deps));
  api.use('/thali', thaliRouter(deps));
  api.use('/admin/thali', thaliAdminRouter(deps));
  api.use('/admin/categories', categoriesAdminRouter(deps));
  api.use('/ordering', orderingRouter(deps));
  api.use('/admin/takeaway', takeawayAdminRouter(deps));
  api.use('/admin/tables', tableBillsRouter(deps));
  api.use('/admin/bills', billSplitRouter(deps));
  api.use('/admin/bills', billsRouter(deps));
  api.use('/admin/guests', guestsRouter(deps));
  api.use('/admin/pins', staffPinsRouter(deps));
  api.use('/admin/waitlist', waitlistAdminRouter(deps));
  api.use('/waitlist', waitlistPublicRouter(deps));
  api.use('/admin/tables', floorTablesRouter(deps));
  api.use('/admin', adminRouter(deps));
  if (deps.mediaRoot) api.use('/media', mediaRouter(deps.mediaRoot));
  if (deps.mode !== 'deployed') api.use('/dev', devRouter(deps));
  api.use((req, res) => {
    sendError(res, 'not_found', `No such API route: ${req.method} ${req.baseUrl}${req.path}`);
  });

  app.use('/api', api);
  app.use(pagesRouter(deps, deps.pagesDir));
  app.use(assetsRouter(deps.pagesDir));
  app.use(shortLinkRouter(deps));
  app.use((_req, res) => {
    sendError(res, 'not_found', 'Not found');
  });
  app.use(errorHandler);
  return app;
}
