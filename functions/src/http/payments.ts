import express, { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { handleWebhook } from '../services/online-payment';

/** Razorpay's webhook bodies are a few kilobytes. */
const WEBHOOK_LIMIT_BYTES = 64 * 1024;

/**
 * Keeps the webhook's body as the bytes the gateway signed. Cloud Functions keep them in
 * req.rawBody already; the local server reads them here, before the JSON parser.
 */
export const keepWebhookBody: RequestHandler = (req, res, next) => {
  if (req.rawBody) return next();
  express.raw({ type: () => true, limit: WEBHOOK_LIMIT_BYTES })(req, res, (err?: unknown) => {
    if (err) return next(err);
    if (Buffer.isBuffer(req.body)) req.rawBody = req.body;
    req.body = undefined;
    next();
  });
};

/** /api/payments: the payment gateway's webhook. */
export function paymentsRouter(deps: AppDeps): Router {
  const r = Router();
  // Razorpay retries anything but a 2xx: an event we don't act on is still acknowledged.
  r.post('/webhook', async (req, res) => {
    const result = await handleWebhook(deps, req.rawBody ?? Buffer.alloc(0), req.get('x-razorpay-signature') ?? '', req.get('x-razorpay-event-id'));
    res.status(200).json({ success: true, message: 'Webhook received', data: { result } });
  });
  return r;
}
