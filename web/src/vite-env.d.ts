/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** '1' in a local build (`npm start`): Auth emulator, demo project, local-only controls. */
  readonly VITE_LOCAL?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
