import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createHandler } from './app';
import { readConfig } from './config';
import { API_REGION, API_SERVICE_ACCOUNT } from './deployment';
import { buildDeps } from './wiring';

const smsApiKey = defineSecret('SMS_API_KEY');
const adminPasswordHash = defineSecret('ADMIN_PASSWORD_HASH');
const smsGatewayUrl = defineString('SMS_GATEWAY_URL', { default: '' });
const smsSender = defineString('SMS_SENDER', { default: 'THALI' });

let app: ReturnType<typeof createHandler> | undefined;

/** Built on the first request, so that deploy-time analysis of this module touches no backend. */
function lazyApp() {
  if (!app) {
    const config = readConfig();
    app = createHandler(
      buildDeps(config, {
        gateway: () => ({ url: smsGatewayUrl.value(), apiKey: smsApiKey.value(), sender: smsSender.value() }),
        // Locally the admin password is the seeded default (DECISIONS 5); only a deployed project reads the secret.
        adminPasswordHash: () => (config.mode === 'deployed' ? adminPasswordHash.value() : undefined),
        serviceAccount: API_SERVICE_ACCOUNT,
      }),
    );
  }
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
