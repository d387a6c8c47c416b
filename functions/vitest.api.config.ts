import { defineConfig } from 'vitest/config';

/** API tests over real HTTP. Run under `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST. */
export default defineConfig({
  test: {
    include: ['src/**/*.api.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'silent', METADATA_SERVER_DETECTION: 'none', GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-thali' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // On the Firestore emulator the tests mostly wait for it, so more files run at once there (API_WORKERS).
    maxWorkers: Number(process.env.API_WORKERS ?? 2),
  },
});
