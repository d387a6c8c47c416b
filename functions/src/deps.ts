import type { Mode } from './config';
import type { ProxyTrust } from './http/client-ip';
import type { AppCheckVerifier, ArchiveStore, AuthTokens, Clock, DocStore, MediaStore, PaymentGateway, SmsSender } from './ports';

/** Everything the app needs from the outside world. */
export interface AppDeps {
  mode: Mode;
  store: DocStore;
  media: MediaStore;
  /** The yearly export's private files (services/data-retention.ts); absent, that export is not made. */
  archive?: ArchiveStore;
  sms: SmsSender;
  /** WhatsApp (adapters/whatsapp-cloud.ts deployed, the outbox's fake locally); absent until it is set up, and Settings then refuse it. */
  whatsapp?: SmsSender;
  /** Online payments: Razorpay deployed, the local gateway otherwise. */
  payments: PaymentGateway;
  /** Local and emulator mode: where the log SMS adapter keeps the dev outbox (a separate meter). */
  outbox?: DocStore;
  clock: Clock;
  auth: AuthTokens;
  /** Checks the App Check token on the routes that send texts. */
  appCheck: AppCheckVerifier;
  /** The web build's renderer and templates for the pages the function renders (GET /menu); default beside the code. */
  pagesDir?: string;
  /** Local disk folder served at /api/media (embedded mode). */
  mediaRoot?: string;
  /** Local and emulator mode: lets tests move server time. */
  setClockOffset?: (ms: number) => void;
  /** Which proxies in front may name the client IP; defaults per mode (http/client-ip.ts). */
  proxyTrust?: ProxyTrust;
  /** Hash of the /admin/adminlogin password (scrypt, see domain/passwords). */
  adminPasswordHash?: () => string | undefined;
}

/** The OTP may be shown to the client only when SMS goes to the local log. */
export const exposesTestOtp = (deps: AppDeps) => deps.sms.kind === 'log';
