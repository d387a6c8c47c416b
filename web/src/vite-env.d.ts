/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** '1' in a local build (`npm start`): Auth emulator, demo project, local-only controls. */
  readonly VITE_LOCAL?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** Local builds: the App Check debug token the local API accepts in place of a reCAPTCHA-backed one. */
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
  /** Deployed builds: the reCAPTCHA Enterprise site key App Check uses (docs/deploy.md, step 7). */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
