import { defineConfig } from 'vitest/config';

/**
 * Security rules on real emulators (@firebase/rules-unit-testing): firestore.rules where
 * FIRESTORE_EMULATOR_HOST is set, storage.rules where FIREBASE_STORAGE_EMULATOR_HOST is set.
 * Without them the blocks are skipped and print why.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.emulator.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', METADATA_SERVER_DETECTION: 'none', GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-thali' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
