import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('../functions/src/domain', import.meta.url));

/**
 * Modules every public page runs before it is interactive: React, the router, the app's own core (API client, session,
 * settings, cart, formatting) and its frame (the entry, the route table, header and footer). Left to the bundler they
 * become a dozen small shared chunks, each gzipped on its own and listed in every page's preloads; as one chunk they
 * cost several KB less (the 100 KB initial-JS budget), and a phone on HTTP/1.1 (six connections to a host) fetches a
 * page's scripts in one round instead of two. Only modules every page loads anyway belong here: a lazily loaded one
 * (Firebase, zod, the back office) would then load on every page.
 */
const FIRST_LOAD = [
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//,
  /\/web\/src\/features\/admin\/admin-paths\.ts$/,
  /\/web\/src\/lib\/(api-client|page-meta|stale-chunk|hydration|early-input|idle|session|settings|format|notify|prices|use-resource)\.tsx?$/,
  /\/web\/src\/stores\/cart\.tsx$/,
  /\/web\/src\/app\/(App|router|layout\/[A-Za-z]+)\.tsx$|\/web\/src\/styles\/base\.css$/,
  /\/web\/src\/components\/ErrorPage\.tsx$/,
  /\/web\/src\/components\/(OpeningHours\.tsx|hours-text\.ts)$/,
  /\/functions\/src\/domain\/(settings-defaults|settings|roles|time|money|references|restaurant|offers|menu-snapshot)\.ts$/,
];
/**
 * Small modules that several public pages share, grouped so that a page asks for one file rather than five: the
 * storefront's pictures (the thali's artwork with them), menu reads, today's thali and a dish list's parts (home, menu,
 * checkout), the home page's carousels, the orders calls with the guest's last order (checkout, thank-you), the booking calls, texts
 * and free tables, the form fields, the account pages' parts, and the phone field with the offline check (login,
 * register, booking, checkout). Each is a few hundred bytes gzipped; a page that uses one of a group loads the rest with
 * it. A page's scripts and first pictures are best kept to six or fewer: the Hosting emulator and phones on HTTP/1.1
 * fetch six at a time from a host, and a seventh waits for one of them, then a whole round trip of its own (over half a
 * second on a slow 4G network), before the page can start (/menu: five scripts and its first dish's picture).
 */
const GROUPS: Array<[string, RegExp]> = [
  [
    'storefront',
    /\/web\/src\/(components\/(Img|OrderingClosedNotice|TodaysThali|Price|LoadError|DietMark)\.tsx|components\/thali-image\.ts|api\/(menu|thali)\.ts|lib\/ordering-status\.ts|assets\/art\/offer-gujarati-thali\.svg\?no-inline)$|\/functions\/src\/domain\/(diet|order-limits)\.ts$/,
  ],
  ['home', /\/web\/src\/features\/home\/(use-carousel\.ts|components\/(DealsSection|HomeEmpty|icons)\.tsx)$/],
  ['orders', /\/web\/src\/(api\/orders\.ts|features\/orders\/last-order\.ts)$/],
  ['booking', /\/web\/src\/(api\/reservations|features\/reservations\/hooks\/use-availability)\.ts$|\/functions\/src\/domain\/booking-text\.ts$/],
  ['phone', /\/web\/src\/(components\/PhoneField\.tsx|lib\/offline\.ts)$|\/functions\/src\/domain\/phone\.ts$/],
  ['fields', /\/web\/src\/components\/(TextField|SubmitButton|Spinner)\.tsx$/],
  [
    'account',
    /\/web\/src\/(api\/users\.ts|lib\/form-errors\.ts|features\/account\/(components\/AuthCard\.tsx|load-rules\.ts)|components\/(PasswordField|MobileNumberField)\.tsx)$/,
  ],
];
/** The first-load chunk wins a module (and what it imports) over any group. */
const CHUNK_GROUPS = [
  { name: 'app', test: (id: string) => FIRST_LOAD.some((re) => re.test(id)), priority: 2 },
  ...GROUPS.map(([name, test]) => ({ name, test, priority: 1 })),
];

/**
 * react-router names only its development build in its exports (warnings and checks kept); it ships the production
 * build beside it, half a KB smaller gzipped on every page. The build uses it; tests and `npm run dev` keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));
/** Back-office chunks: the public pages' route table need not name the scripts they import (only their styles). */
const ADMIN_ENTRY = /\/(AdminShell|AdminLoginPage|KitchenPage)-[^/]*\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
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
    // The home page's hero art (6 KB, 2 KB gzipped) goes inside the stylesheet that names it, and so inside the home
    // page's HTML, where it paints with the first frame; every other asset keeps the default (inlined under 4 KB).
    assetsInlineLimit: (file) => (file.endsWith('/src/assets/art/hero.svg') ? true : undefined),
    // Every browser the site supports preloads modules itself: no polyfill in the entry.
    // A back-office screen then loads its scripts in two rounds on the counter's connection; each public page saves the
    // list of them (about 0.4 KB gzipped) in its first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (ADMIN_ENTRY.test(filename) ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
