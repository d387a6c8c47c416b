import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    setupFiles: ['./support/clock-pin.ts', './support/csp-guard.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps the emulators responsive.
    fileParallelism: false,
  },
});
