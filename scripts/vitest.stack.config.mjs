import { defineConfig } from 'vitest/config';

/** Checks that start the whole stack with `npm start` (scripts/*.stack.mjs): slow, and one at a time. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.stack.mjs'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
