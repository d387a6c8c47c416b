import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createHandler } from './app';
import type { AppDeps } from './deps';
import { readConfig } from './config';
import { API_REGION, API_SERVICE_ACCOUNT } from './deployment';
import { SCHEDULED_EVERY_MINUTES, runScheduledWork } from './services/notifications';
import { buildDeps } from './wiring';

const smsApiKey = defineSecret('SMS_API_KEY');
const adminPasswordHash = defineSecret('ADMIN_PASSWORD_HASH');
const smsGatewayUrl = defineString('SMS_GATEWAY_URL', { default: '' });
const smsSender = defineString('SMS_SENDER', { default: 'THALI' });

let deps: AppDeps | undefined;
let app: ReturnType<typeof createHandler> | undefined;

/** Built on first use, so that deploy-time analysis of this module touches no backend. */
function lazyDeps(): AppDeps {
  if (!deps) {
    const config = readConfig();
    deps = buildDeps(config, {
      gateway: () => ({ url: smsGatewayUrl.value(), apiKey: smsApiKey.value(), sender: smsSender.value() }),
      // Locally the admin password is the seeded default (DECISIONS 5); only a deployed project reads the secret.
      adminPasswordHash: () => (config.mode === 'deployed' ? adminPasswordHash.value() : undefined),
      serviceAccount: API_SERVICE_ACCOUNT,
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
    serviceAccount: API_SERVICE_ACCOUNT,
    secrets: [smsApiKey, adminPasswordHash],
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
  },
  (req, res) => lazyApp()(req, res),
);

/**
 * Every 5 minutes: booking reminders that are due, retries of texts that failed,
 * and attempts that never reported back (issue 15). Safe to run twice.
 */
export const scheduled = onSchedule(
  {
    schedule: `every ${SCHEDULED_EVERY_MINUTES} minutes`,
    region: API_REGION,
    serviceAccount: API_SERVICE_ACCOUNT,
    secrets: [smsApiKey],
    memory: '256MiB',
    timeoutSeconds: 240,
    retryCount: 0,
  },
  async () => {
    await runScheduledWork(lazyDeps());
  },
);
