import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { join } from 'node:path';
import { CloudStorageArchive, DiskArchive } from './adapters/archive-store';
import { CloudStorageMedia } from './adapters/cloud-storage-media';
import { FileOffsetClock, systemClock } from './adapters/clocks';
import { FirebaseAuthTokens } from './adapters/firebase-auth';
import { FirestoreStore } from './adapters/firestore-store';
import { DltSms, GatewaySms } from './adapters/sms-gateway';
import { WhatsAppCloud, type WhatsAppConfig } from './adapters/whatsapp-cloud';
import { LocalPaymentGateway } from './adapters/local-payment-gateway';
import { RazorpayGateway, noRazorpayKeys, type RazorpayKeys } from './adapters/razorpay-gateway';
import type { SmsConfig } from './sms-config';
import { FirebaseAppCheck } from './adapters/firebase-app-check';
import { LOCAL_APP_CHECK_DEBUG_TOKEN, LocalAppCheck } from './adapters/local-app-check';
import type { RuntimeConfig } from './config';
import type { AppDeps } from './deps';
import { startExpirySweeps } from './services/expiry';
import { keyLimitHashes } from './services/limits';
import { startScheduledWork } from './services/notifications';
import { startPaymentWork } from './services/online-payment';
import { startRetentionWork } from './services/data-retention';

/* eslint-disable @typescript-eslint/no-require-imports -- what a mode needs loads only in that mode */
/** The Firestore and Storage clients are the heaviest modules: they load with the first request, not with the function. */
const cloudSdks = () => ({
  ...(require('firebase-admin/firestore') as typeof import('firebase-admin/firestore')),
  ...(require('firebase-admin/storage') as typeof import('firebase-admin/storage')),
});
/** Local modes only: the deployed function never loads the disk media, nor better-sqlite3 (it is not even installed there). */
const diskMedia = () => (require('./adapters/disk-media') as typeof import('./adapters/disk-media')).DiskMedia;
const embeddedAdapters = () => ({ ...(require('./adapters/sqlite-store') as typeof import('./adapters/sqlite-store')), DiskMedia: diskMedia() });
/** Deployed only: App Check verification. */
const appCheckSdk = () => require('firebase-admin/app-check') as typeof import('firebase-admin/app-check');
/** Local modes only: SMS and WhatsApp messages go to the dev outbox. */
const logSms = () => (require('./adapters/sms-log') as typeof import('./adapters/sms-log')).LogSms;
const logWhatsApp = () => (require('./adapters/sms-log') as typeof import('./adapters/sms-log')).LogWhatsApp;
/* eslint-enable @typescript-eslint/no-require-imports */

function adminApp(config: RuntimeConfig, serviceAccount: string | undefined): App {
  // Deployed, custom tokens are signed by the IAM Credentials API as this account (no key file);
  // naming it spares the signer a metadata-server look-up on the first login.
  const serviceAccountId = config.mode === 'deployed' ? serviceAccount : undefined;
  return getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.bucket, ...(serviceAccountId ? { serviceAccountId } : {}) });
}

export interface WiringOptions {
  /** Deployed: Razorpay's key id and secrets (adapters/razorpay-gateway.ts); absent, online payments are refused. */
  razorpay?: () => RazorpayKeys;
  /** Deployed: the SMS gateway's settings (sms-config.ts) and its key; the provider chooses the adapter. */
  /** Deployed: WhatsApp's settings (whatsapp-config.ts), or null until they are set. */
  whatsapp?: () => WhatsAppConfig | null;
  gateway?: () => SmsConfig & { apiKey: string };
  adminPasswordHash?: () => string | undefined;
  /** Deployed: the secret that keys the hashes of IPs and phones in limit_buckets (services/limits.ts); local runs use a fixed key. */
  limitHashKey?: () => string;
  /** The account the deployed function runs as, a full email (deployment.ts apiServiceAccount). */
  serviceAccount?: string;
  /**
   * Local modes: run the scheduled work and the expiry sweeps on timers (default). A script that only seeds and closes
   * the store says false: its timers would otherwise fire at a closed store for as long as the script lives.
   */
  background?: boolean;
}

/** Locally the scheduled work (reminders, retries) runs on a timer; deployed, Cloud Scheduler runs the `scheduled` function. */
function withScheduledWork(deps: AppDeps, options: WiringOptions): AppDeps {
  if (options.background !== false) {
    startScheduledWork(deps);
    startPaymentWork(deps);
    startRetentionWork(deps);
  }
  return deps;
}

/** Builds the adapters for the mode the starter chose. */
export function buildDeps(config: RuntimeConfig, options: WiringOptions = {}): AppDeps {
  const app = adminApp(config, options.serviceAccount);
  const auth = new FirebaseAuthTokens(getAuth(app));

  if (config.mode === 'embedded') {
    const { SqliteStore, DiskMedia } = embeddedAdapters();
    const LogSms = logSms();
    const dataDir = config.dataDir!;
    const storeOptions = { rerunTransactions: config.rerunTransactions, recordShapesIn: config.queryLog };
    const store = new SqliteStore(join(dataDir, 'thali.db'), storeOptions);
    // The dev outbox gets its own connection, so its writes are not billed to the requests that send SMS.
    const outbox = new SqliteStore(join(dataDir, 'thali.db'), storeOptions);
    const clock = new FileOffsetClock(join(dataDir, 'clock-offset'));
    // Deployed, TTL policies delete expired records; here each process sweeps them on start and hourly, on a
    // connection of its own so that its reads and writes are billed to no request and it outlives closing the others.
    if (options.background !== false) startExpirySweeps(new SqliteStore(join(dataDir, 'thali.db')), clock);
    const mediaRoot = join(dataDir, 'media');
    return withScheduledWork(
      {
        mode: config.mode,
        store,
        media: new DiskMedia(mediaRoot),
        mediaRoot,
        archive: new DiskArchive(join(dataDir, 'archive')),
        sms: new LogSms(outbox, clock),
        whatsapp: new (logWhatsApp())(outbox, clock),
        payments: new LocalPaymentGateway(),
        outbox,
        clock,
        setClockOffset: (ms) => clock.setOffset(ms),
        auth,
        appCheck: new LocalAppCheck(LOCAL_APP_CHECK_DEBUG_TOKEN),
        adminPasswordHash: options.adminPasswordHash,
      },
      options,
    );
  }

  const { getFirestore, getStorage } = cloudSdks();
  const firestore = getFirestore(app);
  if (config.mode === 'emulator') {
    // The emulator answers queries production refuses: check each against firestore.indexes.json, as the embedded store does.
    const storeOptions = { checks: { recordShapesIn: config.queryLog }, rerunTransactions: config.rerunTransactions };
    const store = new FirestoreStore(firestore, storeOptions);
    const LogSms = logSms();
    const outbox = new FirestoreStore(firestore, storeOptions);
    const dataDir = config.dataDir!;
    const clock = new FileOffsetClock(join(dataDir, 'clock-offset'));
    const mediaRoot = join(dataDir, 'media');
    const onDisk = config.media !== 'cloud-storage' ? { media: new (diskMedia())(mediaRoot), mediaRoot } : undefined;
    return withScheduledWork(
      {
        mode: config.mode,
        store,
        media: onDisk?.media ?? new CloudStorageMedia(getStorage(app).bucket()),
        ...(onDisk ? { mediaRoot: onDisk.mediaRoot } : {}),
        archive: new DiskArchive(join(dataDir, 'archive')),
        sms: new LogSms(outbox, clock),
        whatsapp: new (logWhatsApp())(outbox, clock),
        payments: new LocalPaymentGateway(),
        outbox,
        clock,
        setClockOffset: (ms) => clock.setOffset(ms),
        auth,
        appCheck: new LocalAppCheck(LOCAL_APP_CHECK_DEBUG_TOKEN),
        adminPasswordHash: options.adminPasswordHash,
      },
      options,
    );
  }
  const store = new FirestoreStore(firestore);
  const media = new CloudStorageMedia(getStorage(app).bucket());
  // Read at the first limit counted: a deploy without the secret refuses limited routes and says which secret to set.
  keyLimitHashes(options.limitHashKey ?? (() => ''));
  if (!options.gateway) throw new Error('Deployed mode needs the SMS gateway configuration');
  return {
    mode: config.mode,
    store,
    media,
    ...(config.archiveBucket ? { archive: new CloudStorageArchive(getStorage(app).bucket(config.archiveBucket)) } : {}),
    sms: options.gateway().provider === 'dlt' ? new DltSms(options.gateway) : new GatewaySms(options.gateway),
    ...(options.whatsapp?.() ? { whatsapp: new WhatsAppCloud(() => options.whatsapp!()!) } : {}),
    payments: new RazorpayGateway(options.razorpay ?? noRazorpayKeys),
    clock: systemClock,
    auth,
    appCheck: new FirebaseAppCheck(() => appCheckSdk().getAppCheck(app)),
    adminPasswordHash: options.adminPasswordHash,
  };
}
