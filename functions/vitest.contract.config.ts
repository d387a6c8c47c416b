import { defineConfig } from 'vitest/config';

/**
 * The DocStore contract suite: the same cases against every DocStore adapter
 * (SQLite, Firestore on @firestore-emulator/server, and Firestore on a real
 * emulator when FIRESTORE_EMULATOR_HOST is set).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.contract.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', METADATA_SERVER_DETECTION: 'none', GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-thali' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
