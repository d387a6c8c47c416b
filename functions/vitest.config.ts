import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.contract.test.ts', 'src/**/*.api.test.ts', 'src/**/*.emulator.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', METADATA_SERVER_DETECTION: 'none' },
  },
});
