import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createHandler } from './app';
import { untilReady } from './http/local-ready';
import type { AppDeps } from './deps';
import { readConfig } from './config';
import { API_REGION, API_SCALE, SCHEDULE_TIME_ZONE, apiServiceAccount } from './deployment';
import { SCHEDULED_EVERY_MINUTES, runScheduledWork } from './services/notifications';
import { runPaymentWork } from './services/online-payment';
import { releaseLapsedHolds } from './services/holds';
import { retentionRunDue, runRetentionWork } from './services/data-retention';
import { readSmsConfig } from './sms-config';
import { readWhatsAppConfig } from './whatsapp-config';
import { buildDeps } from './wiring';

const smsApiKey = defineSecret('SMS_API_KEY');
const adminPasswordHash = defineSecret('ADMIN_PASSWORD_HASH');
// Keys the hashes of client networks and phones that per-IP and per-phone limits are stored under; only `api` counts limits.
const limitHashKey = defineSecret('LIMIT_HASH_KEY');
// Razorpay's key id is public and lives in Settings; its two secrets are read at the first payment, never at load:
// a secret not set reads as empty, and online payments are then refused, not the function's start.
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
// WhatsApp's access token (docs/texts.md); "none" until WhatsApp is set up, and Settings then refuse the WhatsApp channels.
const whatsappToken = defineSecret('WHATSAPP_TOKEN');

/** Read from the environment firebase-tools loads this module with, which names the project (deployment.ts). */
const serviceAccount = apiServiceAccount(process.env);

// Deployed (Cloud Run names the service), an instance without its SMS settings refuses to start and says
// which are missing, rather than answering 503 at the first order. Deploy-time analysis (FUNCTIONS_CONTROL_API)
// and the local modes (THALI_MODE) skip it.
const smsConfig = process.env.K_SERVICE && !process.env.THALI_MODE && process.env.FUNCTIONS_CONTROL_API !== 'true' ? readSmsConfig() : undefined;

let deps: AppDeps | undefined;
let app: ReturnType<typeof createHandler> | undefined;

/** Built on first use, so that deploy-time analysis of this module touches no backend. */
function lazyDeps(): AppDeps {
  if (!deps) {
    const config = readConfig();
    deps = buildDeps(config, {
      gateway: () => ({ ...(smsConfig ?? readSmsConfig()), apiKey: smsApiKey.value() }),
      razorpay: () => ({ keySecret: razorpayKeySecret.value(), webhookSecret: razorpayWebhookSecret.value() }),
      whatsapp: () => readWhatsAppConfig(process.env, whatsappToken.value()),
      // Locally the admin password is the seeded default (DECISIONS 5); only a deployed project reads the secret.
      adminPasswordHash: () => (config.mode === 'deployed' ? adminPasswordHash.value() : undefined),
      limitHashKey: () => limitHashKey.value(),
      serviceAccount,
    });
    deps.pagesDir = config.pagesDir;
  }
  return deps;
}

function lazyApp() {
  app ??= createHandler(lazyDeps());
  return app;
}

export const api = onRequest(
  {
    region: API_REGION,
    serviceAccount,
    secrets: [smsApiKey, adminPasswordHash, limitHashKey, razorpayKeySecret, razorpayWebhookSecret, whatsappToken],
    ...API_SCALE,
    timeoutSeconds: 60,
  },
  // Locally on the Firestore emulator, "starting" until `npm start` has seeded (THALI_READY_FILE).
  untilReady(process.env.THALI_READY_FILE, (req, res) => lazyApp()(req, res)),
);

/**
 * Every 5 minutes: booking reminders that are due, retries of texts that failed,
 * and attempts that never reported back. Safe to run twice.
 */
export const scheduled = onSchedule(
  {
    schedule: `every ${SCHEDULED_EVERY_MINUTES} minutes`,
    timeZone: SCHEDULE_TIME_ZONE,
    region: API_REGION,
    serviceAccount,
    // Expiring an unpaid online order may refund a payment that came too late; both, as the gateway reads its keys together.
    secrets: [smsApiKey, razorpayKeySecret, razorpayWebhookSecret, whatsappToken],
    // Scheduler starts one run every 5 minutes, a few texts' work: one instance is plenty.
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 240,
    retryCount: 0,
  },
  async () => {
    await runScheduledWork(lazyDeps());
    // Unpaid online orders past their hold give their plates back; refunds the gateway has not taken yet are sent again.
    await runPaymentWork(lazyDeps());
    // Orders whose code expired unconfirmed give their thali and pickup plates back (services/holds.ts).
    await releaseLapsedHolds(lazyDeps());
    // Once a day at 03:00: the closed financial year's archive (once, after 31 March) and the scrub of old names and phones.
    const built = lazyDeps();
    if (retentionRunDue(built.clock.now(), SCHEDULE_TIME_ZONE, SCHEDULED_EVERY_MINUTES)) await runRetentionWork(built);
  },
);
