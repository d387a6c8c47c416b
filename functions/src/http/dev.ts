import { Router } from 'express';
import { z } from 'zod';
import { LogWhatsApp, OUTBOX } from '../adapters/sms-log';
import { textLanguage } from '../domain/languages';
import { smsSize } from '../domain/sms-segments';
import type { AppDeps } from '../deps';
import { isPhone } from '../domain/phone';
import { badRequest } from '../lib/errors';
import { ok, parse } from '../lib/http';
import { Accounts } from '../services/accounts';
import { LIMITS, giveBack } from '../services/limits';
import { clientIp } from './client-ip';
import { runScheduledWork } from '../services/notifications';
import { LocalPaymentGateway } from '../adapters/local-payment-gateway';
import { DevPaymentOutcome } from '../domain/online-payment';
import { runPaymentWork } from '../services/online-payment';
import { releaseLapsedHolds } from '../services/holds';
import { completeLocalPayment } from '../services/local-payment';

/** Local and emulator mode only: the SMS outbox and the test clock. Never mounted when deployed. */
export function devRouter(deps: AppDeps): Router {
  const r = Router();

  r.get('/outbox', async (req, res) => {
    const phone = String(req.query.phone ?? '');
    if (!isPhone(phone)) throw badRequest('phone must be 10 digits');
    const messages = await (deps.outbox ?? deps.store).query<{
      phone: string;
      number?: string;
      channel?: string;
      text: string;
      lang?: string;
      encoding?: string;
      segments?: number;
      sentAt: string;
    }>(OUTBOX, {
      where: [{ field: 'phone', op: '==', value: phone }],
      orderBy: [{ field: 'seq', direction: 'desc' }],
      limit: 50,
    });
    ok(
      res,
      messages.map(({ id, phone: p, number, channel, text, lang, encoding, segments, sentAt }) => ({
        id,
        phone: p,
        number: number ?? null,
        // How it went: 'sms' or 'whatsapp' (Settings, texts.channel); texts from before channels were SMS.
        channel: channel ?? 'sms',
        text,
        // The text's language and its size as an SMS; texts kept before these were recorded are measured now.
        lang: lang ?? textLanguage(text),
        encoding: encoding ?? smsSize(text).encoding,
        segments: segments ?? smsSize(text).segments,
        sentAt,
        otp: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
      })),
    );
  });

  /** The local WhatsApp fails every send with this reason from now on (null: delivers again), as the Cloud API refuses a number without WhatsApp. */
  r.post('/whatsapp', (req, res) => {
    const { failWith } = parse(z.object({ failWith: z.string().trim().min(1).max(200).nullable() }), req.body);
    if (!(deps.whatsapp instanceof LogWhatsApp)) throw badRequest('This server has no local WhatsApp');
    deps.whatsapp.failWith(failWith);
    ok(res, { failing: deps.whatsapp.failing });
  });

  r.get('/clock', (_req, res) => {
    ok(res, { now: deps.clock.now().toISOString() });
  });

  r.post('/clock', (req, res) => {
    const { offsetMs } = parse(
      z.object({
        offsetMs: z
          .number()
          .int()
          .min(0)
          .max(400 * 24 * 3600 * 1000),
      }),
      req.body,
    );
    if (!deps.setClockOffset) throw badRequest('This server has no movable clock');
    deps.setClockOffset(offsetMs);
    ok(res, { now: deps.clock.now().toISOString() });
  });

  /**
   * Clears the per-network limits (texts, registrations, logins, look-ups) of the caller's own address. Every local
   * journey comes from 127.0.0.1, so without it a journey that texts a few codes could meet the limit that the
   * journeys before it used up; each journey file starts as a visitor from a network of its own.
   */
  r.post('/limits/clear', async (req, res) => {
    const ip = clientIp(req);
    const perIp = Object.values(LIMITS).filter((l) => l.name.endsWith('-ip'));
    for (const limit of perIp) await giveBack(deps.store, limit, ip, 'all');
    ok(res, { cleared: perIp.map((l) => l.name) }, 'Limits cleared');
  });

  /** Runs the scheduled work now (reminders, retries, unpaid and unconfirmed holds), at the dev clock: what Cloud Scheduler does every 5 minutes. */
  r.post('/run-scheduled', async (_req, res) => {
    ok(res, { ...(await runScheduledWork(deps)), payments: await runPaymentWork(deps), holdsReleased: await releaseLapsedHolds(deps) }, 'Scheduled work ran');
  });

  /**
   * The guest's part on the local payment gateway's page: on success it answers the three fields Checkout
   * would hand the page and sends the signed payment.captured webhook to this API; on failure, payment.failed.
   * `webhook: "never"` leaves the webhook out, as when it is lost or late.
   */
  r.post('/payments/:gatewayOrderId/complete', async (req, res) => {
    const gatewayOrderId = String(req.params.gatewayOrderId ?? '');
    const input = parse(DevPaymentOutcome, req.body ?? {});
    if (!(deps.payments instanceof LocalPaymentGateway)) throw badRequest('Only the local payment gateway plays the guest');
    // Behind the Hosting emulator the function's own host serves it under a /project/region/api prefix that
    // originalUrl lacks: the webhook goes to the site's host (X-Forwarded-Host), which routes /api/** as for a browser.
    const host = req.get('x-forwarded-host') ?? req.get('host');
    const webhookUrl = `${req.protocol}://${host}${req.originalUrl.replace(/\/dev\/payments\/.*$/, '/payments/webhook')}`;
    const result = await completeLocalPayment(deps, deps.payments, gatewayOrderId, input, webhookUrl);
    ok(res, result, input.outcome === 'success' ? 'Payment made on the local gateway' : 'Payment failed on the local gateway');
  });

  // 'Login as Admin (Test)' (DECISIONS 5): a session for the seeded admin without its password in the web bundle.
  r.post('/login-as-admin', async (_req, res) => {
    ok(res, await new Accounts(deps).localAdminSession(), 'Admin login successful!');
  });

  return r;
}
