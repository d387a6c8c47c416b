import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('../functions/src/domain', import.meta.url));

/**
 * Modules every public page runs before it is interactive: React, the router, and the
 * app's own core (API client, session, settings, cart, formatting). Left to the bundler
 * they become a dozen small shared chunks, each gzipped on its own and listed in every
 * page's preloads; as one chunk they cost several KB less (the 100 KB initial-JS budget).
 * Only modules every page loads anyway belong here: a lazily loaded one (Firebase, zod,
 * the back office) would then load on every page.
 */
const FIRST_LOAD = [
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//,
  /\/web\/src\/lib\/(api-client|page-meta|stale-chunk|hydration|session|settings|format|notify)\.tsx?$/,
  /\/web\/src\/stores\/cart\.tsx$/,
  /\/web\/src\/components\/OpeningHours\.tsx$/,
  /\/functions\/src\/domain\/(settings-defaults|time|money|references)\.ts$/,
];
function firstLoadChunk(id: string): string | undefined {
  return FIRST_LOAD.some((re) => re.test(id)) ? 'app' : undefined;
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@domain', replacement: domain },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod loads configured for a CSP without 'unsafe-eval' (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // In `npm run dev`, the hosting emulator answers /api and /__ like the deployed site does.
    proxy: { '/api': 'http://127.0.0.1:5000', '/__': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks: firstLoadChunk } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
