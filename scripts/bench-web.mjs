#!/usr/bin/env node
// `npm run bench:web`: measures every public page against the budgets of the prerendering issue.
//   - Lighthouse 12, mobile defaults, on every public route: median of 3 runs per category
//     (performance 100 on /, /menu and /booktable, >= 98 elsewhere; accessibility, best practices
//     and SEO 100) and per metric (LCP <= 1500 ms, CLS <= 0.02, TBT <= 100 ms);
//   - each page's HTML as a browser receives it (brotli or gzip) with its headers: within the first round trip of a new
//     connection (ten TCP segments, 14,600 bytes);
//   - initial JavaScript, gzipped: the entry and the modulepreloads each route's own HTML names, and
//     every script a route loads before its heading shows (<= 100 KB); admin code never loads;
//   - at 360x740: no horizontal scroll, and cumulative layout shift <= 0.02;
//   - on a throttled phone (slow 4G, CPU 4x slower, applied through the DevTools protocol): time from navigation until
//     the app has taken each page over (<= 2.5 s), and whether a name typed into /booktable at 1.5 s is still there at
//     6 s and two taps on a dish's Add at 2 s put two in the cart.
// It starts its own stack (a fresh data folder, PORT_OFFSET honoured) unless BASE_URL is given.
// Prints the figures; exits non-zero only when a budget is missed. Not part of `npm test`.
// Environment: BASE_URL, PORT_OFFSET, RUNS (default 3), ROUTES (comma-separated, default every public route),
// LIGHTHOUSE_ROUTES (the routes Lighthouse audits, default ROUTES), LIGHTHOUSE_OVER (http2, the default: Lighthouse loads the
// pages through a local HTTP/2 and TLS front, as Firebase Hosting serves the deployed site; http1: straight from the
// Hosting emulator, which speaks HTTP/1.1 only). The machine's load average is printed with the
// throttled figures: on a busy machine, the CPU-bound ones (time to interactive, TBT) grow with it.
// The 404 page is not among them: Lighthouse refuses to audit a page answered with status 404.
// /orderconfirmationpage is measured with two dishes in the cart, as a guest reaches it (see visitorStorage).
/* global window, document, getComputedStyle -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startH2Front } from './h2-front.mjs';
import { LOCAL_ADMIN, PORTS, ROOT, SITE_URL, chromiumPath, localEnv, waitFor } from './lib.mjs';
import {
  CPU_SLOWDOWN,
  INTERACTIVE_BUDGET_MS,
  SLOW_4G,
  paintsOf,
  tapAddEarlyOnMenu,
  throttlePhone,
  timeToInteractive,
  typeEarlyOnBookTable,
  typeEarlyOnLogin,
} from './phone-probe.mjs';

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/menu',
  '/order',
  '/orderconfirmationpage',
  '/booktable',
  '/login',
  '/register',
  '/thankyou',
  '/track/ABCD2345',
  '/myorders',
  '/my-data',
  '/reservation/ABCD2345',
];
const ROUTES = (process.env.ROUTES ?? PUBLIC_ROUTES.join(','))
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const LIGHTHOUSE_ROUTES = process.env.LIGHTHOUSE_ROUTES
  ? process.env.LIGHTHOUSE_ROUTES.split(',')
      .map((r) => r.trim())
      .filter(Boolean)
  : ROUTES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  initialJsKb: 100,
  cls: 0.02,
  lcpMs: 1500,
  tbtMs: 100,
  /** Ten TCP segments of 1,460 bytes: what a server sends on a new connection before its first acknowledgement. */
  firstRoundTripBytes: 14_600,
};
const LIGHTHOUSE_OVER = process.env.LIGHTHOUSE_OVER ?? 'http2';
if (!['http1', 'http2'].includes(LIGHTHOUSE_OVER)) {
  console.error(`LIGHTHOUSE_OVER is ${LIGHTHOUSE_OVER}: say http2 (the default) or http1.`);
  process.exit(1);
}
/** The pages customers open most: a perfect performance score. */
const PERFECT = new Set(['/', '/menu', '/booktable']);
const performanceBudget = (route) => (PERFECT.has(route) ? 100 : BUDGET.performance);
const PHONE = { width: 360, height: 740 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** Chunks that belong to the back office: none may load on a public page. */
const ADMIN_CHUNK = /\/assets\/Admin[^/]*\.js$/;

const CHROME = chromiumPath();
if (!CHROME) {
  console.error('Chromium is missing: install it (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
process.env.CHROME_PATH = CHROME;

const misses = [];
const check = (label, ok, figure, budget) => {
  if (!ok) misses.push(`${label}: ${figure} (budget ${budget})`);
  return `${figure.padEnd(10)} ${ok ? 'ok' : 'MISSED'}  (budget ${budget})`;
};
const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${availableParallelism()} CPUs`;

// ---- the stack -------------------------------------------------------------------------------
let stack = null;
let stackAlive = false;
let dataDir = null;

async function startStack() {
  try {
    await fetch(SITE_URL, { signal: AbortSignal.timeout(1000) });
    throw new Error(`something already answers at ${SITE_URL}: stop it, pick another PORT_OFFSET, or pass BASE_URL to measure it`);
  } catch (e) {
    if (e.message.startsWith('something already answers')) throw e;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'thali-bench-web-'));
  console.log(`Starting a stack at ${SITE_URL} (data in ${dataDir})...`);
  stack = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: localEnv({ DATA_DIR: dataDir, THALI_MODE: 'embedded', THALI_QUIET: '1', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  stackAlive = true;
  stack.on('exit', () => (stackAlive = false));
  await waitFor(`${SITE_URL}/api/menu`, { timeoutMs: 300_000, isAlive: () => stackAlive });
  await openAroundTheClock(SITE_URL);
  return SITE_URL;
}

/**
 * The seeded hours are 08:00-23:00 in Kolkata. The bench's own stack takes orders around the clock, so that the order
 * and checkout pages are measured as a guest who can order sees them, whatever the hour it runs (closed, they also
 * show a notice that appears once the page has read the hours), and sets today's thali with 5 plates.
 */
async function openAroundTheClock(base) {
  const json = async (res) => {
    const body = await res.json();
    if (!res.ok) throw new Error(`opening the bench's restaurant around the clock: ${res.status} ${body.message ?? ''}`);
    return body;
  };
  const post = (url, body, headers = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const login = await json(await post(`${base}/api/users/login`, LOCAL_ADMIN));
  const signIn = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const { idToken } = await json(await post(signIn, { token: login.data.token, returnSecureToken: true }));
  const auth = { authorization: `Bearer ${idToken}` };
  const { settings } = (await json(await fetch(`${base}/api/admin/settings`, { headers: auth }))).data;
  const hours = Object.fromEntries(
    Object.keys(settings.hours).map((day) => [day, [{ name: 'All day', opens: '00:00', closes: '24:00', lastBooking: '23:00' }]]),
  );
  await json(
    await fetch(`${base}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ ...settings, hours }),
    }),
  );
  // Today's Thali is set, as on a normal day: / and /menu are measured with its card in their HTML.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: settings.locale.timeZone }).format(new Date());
  await json(
    await fetch(`${base}/api/admin/thali/${today}/all-day`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        name: 'Gujarati Thali',
        price: 14,
        components: ['Dal', 'Kadhi', 'Two sabzis', 'Rice', 'Rotli', 'Farsan', 'Shrikhand', 'Papad', 'Chaas'],
        variants: ['regular', 'jain', 'no-onion-garlic'],
        refill: { policy: 'unlimited', note: '' },
        platesTotal: 5,
      }),
    }),
  );
}

async function stopStack() {
  if (stack && stackAlive) {
    process.kill(-stack.pid, 'SIGINT');
    const deadline = Date.now() + 20_000;
    while (stackAlive && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (stackAlive) process.kill(-stack.pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// ---- what the visitor's browser holds ----------------------------------------------------------
/**
 * A guest reaches the checkout page with dishes in the cart (with an empty one, the page sends them to /menu, and a
 * measurement would be of that redirect): two dishes of the menu and an order type, as the menu page stores them.
 */
async function visitorStorage(base, route) {
  if (route !== '/orderconfirmationpage') return null;
  const { data } = await (await fetch(`${base}/api/menu`)).json();
  const lines = data
    .filter((d) => !d.soldOut)
    .slice(0, 2)
    .map((d) => ({ _id: d._id, name: d.name, price: d.price, image: d.image, category: d.category, quantity: 2 }));
  return { cart: JSON.stringify(lines), orderType: 'takeaway' };
}

/** Puts the storage into every page a Playwright context opens. */
async function withStorage(context, storage) {
  if (!storage) return;
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
  }, storage);
}

// ---- the page's HTML -------------------------------------------------------------------------
/**
 * The route's HTML as Chromium asks for it (it takes brotli): the bytes of its body as sent, and of its status line and
 * headers as the HTTP/1.1 emulator writes them (HTTP/2 compresses headers, so this errs on the large side).
 */
function htmlAsSent(base, route) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${route}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let body = 0;
      res.on('data', (chunk) => (body += chunk.length));
      res.on('end', () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'none', body, head });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

// ---- initial JavaScript ----------------------------------------------------------------------
async function gzSize(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer())).length;
}

/** The entry script and its modulepreloads, as the route's HTML lists them (a prerendered page names its entry on its one inline script, and preloads it too). */
async function entryJs(base, route) {
  const html = await (await fetch(`${base}${route}`)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bdata-entry="([^"]+)"/g)) urls.add(m[1]);
  const files = [];
  for (const u of urls) files.push({ url: u, gz: await gzSize(new URL(u, base).href) });
  return files;
}

/**
 * Every script a route loads until React has taken the page over (the app marks 'app-started'),
 * then what it loads later (idle work), read from the page's own resource timings.
 */
async function routeJs(browser, base, route) {
  const context = await browser.newContext({ viewport: PHONE });
  await withStorage(context, await visitorStorage(base, route));
  const page = await context.newPage();
  await page.goto(base + route, { waitUntil: 'domcontentloaded' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => performance.getEntriesByName('app-started').length > 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const started = performance.getEntriesByName('app-started')[0].startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: new URL(e.name).pathname, phase: e.startTime < started ? 'initial' : 'later' }));
  });
  await context.close();
  const sized = [];
  for (const s of seen) sized.push({ ...s, gz: await gzSize(base + s.url) });
  return sized;
}

// ---- layout at 360x740 -----------------------------------------------------------------------
async function layout(browser, base, route) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await withStorage(context, await visitorStorage(base, route));
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__cls += e.value;
        window.__shifts.push({
          value: e.value,
          nodes: (e.sources ?? []).map((s) => s.node?.nodeName + (s.node?.className ? `.${String(s.node.className).split(' ')[0]}` : '')),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  // Scroll the whole page like a reader would, so lazy images load and get their chance to shift things.
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).visibility !== 'hidden')
      .slice(0, 5)
      .map((el) => `${el.nodeName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide, cls: window.__cls, shifts: window.__shifts };
  });
  await context.close();
  return result;
}

// ---- Lighthouse ------------------------------------------------------------------------------
/**
 * Lighthouse clears the origin's storage before it loads a page; for a route the visitor reaches with storage, the
 * bench writes it into the fresh browser instead, empties its HTTP cache, and tells Lighthouse to leave both alone.
 */
async function prepareStorage(port, base, storage) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = cdp.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
  }, storage);
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
}

/** Lighthouse's runs of one route, loading it from `site` (the emulator, or the HTTP/2 front over it, whose certificate is the run's own). */
async function lighthouseRuns(base, site, route) {
  const runs = [];
  const storage = await visitorStorage(base, route);
  const chromeFlags = site.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags });
    try {
      if (storage) await prepareStorage(chrome.port, site, storage);
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: storage !== null };
      const result = await lighthouse(site + route, flags);
      if (storage && new URL(result.lhr.finalDisplayedUrl).pathname !== route) throw new Error(`${route} sent Lighthouse to ${result.lhr.finalDisplayedUrl}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = [];
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${c}: ${audit.id} (${audit.displayValue ?? audit.score})`);
        }
      }
      runs.push({
        scores,
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          si: metric('speed-index'),
        },
        failing,
        // The element Lighthouse took as the largest paint: where a slow LCP is to be looked for.
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      });
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

// ---- main ------------------------------------------------------------------------------------
let exitCode = 0;
let front = null;
try {
  const base = (process.env.BASE_URL ?? (await startStack())).replace(/\/$/, '');
  console.log(`Measuring ${base} — routes ${ROUTES.join(', ')}, ${RUNS} Lighthouse run(s) each\n`);

  console.log(
    `The page's HTML as a browser receives it, with its headers: within the first round trip of a new connection (${BUDGET.firstRoundTripBytes} bytes, ten TCP segments), else a slow phone waits one more round trip for it`,
  );
  for (const route of ROUTES) {
    const html = await htmlAsSent(base, route);
    const total = html.body + html.head;
    console.log(
      `  ${route.padEnd(24)} ${check(`HTML of ${route} in the first round trip`, html.status === 200 && total <= BUDGET.firstRoundTripBytes, `${total} B`, `<= ${BUDGET.firstRoundTripBytes} B`)}  (${html.body} B ${html.encoding} + ${html.head} B of headers${html.status === 200 ? '' : `; status ${html.status}`})`,
    );
  }

  console.log('\nInitial JavaScript (gzipped with node:zlib)');
  const initialJs = {};
  for (const route of ROUTES) {
    const entry = await entryJs(base, route);
    const entryTotal = entry.reduce((s, f) => s + f.gz, 0);
    console.log(
      `  ${route.padEnd(24)} entry + modulepreloads in its HTML: ${entry.length} scripts ${check(`initial JS of ${route} (entry + modulepreloads)`, kb(entryTotal) <= BUDGET.initialJsKb, fmtKb(entryTotal), `<= ${BUDGET.initialJsKb} KB`)}`,
    );
  }

  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    for (const route of ROUTES) {
      const scripts = await routeJs(browser, base, route);
      const initial = scripts.filter((s) => s.phase === 'initial');
      const later = scripts.filter((s) => s.phase === 'later');
      const total = initial.reduce((s, f) => s + f.gz, 0);
      initialJs[route] = total;
      console.log(
        `  ${route.padEnd(10)} until it is interactive: ${initial.length} scripts ${check(`initial JS of ${route}`, kb(total) <= BUDGET.initialJsKb, fmtKb(total), `<= ${BUDGET.initialJsKb} KB`)}`,
      );
      if (later.length) console.log(`             loaded afterwards (idle): ${later.map((s) => `${s.url.replace('/assets/', '')} ${fmtKb(s.gz)}`).join(', ')}`);
      const admin = scripts.filter((s) => ADMIN_CHUNK.test(s.url));
      console.log(`             admin chunks loaded: ${check(`admin code on ${route}`, admin.length === 0, String(admin.length), '0')}`);
    }

    console.log(`\nLayout at ${PHONE.width}x${PHONE.height} (playwright-core, PerformanceObserver layout-shift, whole page scrolled)`);
    for (const route of ROUTES) {
      const r = await layout(browser, base, route);
      const noScroll = r.scrollWidth <= r.width;
      console.log(
        `  ${route.padEnd(10)} page width ${check(`horizontal scroll on ${route}`, noScroll, `${r.scrollWidth}px`, `<= ${r.width}px`)}${r.wide.length ? `  wider than the screen: ${r.wide.join(', ')}` : ''}`,
      );
      console.log(
        `  ${''.padEnd(10)} CLS        ${check(`CLS on ${route}`, r.cls <= BUDGET.cls, r.cls.toFixed(4), `<= ${BUDGET.cls}`)}${r.shifts.length ? `  shifts: ${r.shifts.map((s) => `${s.value.toFixed(4)} ${s.nodes.join('+')}`).join('; ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }

  console.log(
    `\nOn a throttled phone (${SLOW_4G.latencyMs} ms latency, ${SLOW_4G.downloadKbps} kbps down, CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS}; ${load()})`,
  );
  const tti = {};
  const phone = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const throttled = async (fn) => {
    const context = await phone.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await throttlePhone(page);
      return await fn(page);
    } finally {
      await context.close();
    }
  };
  try {
    for (const route of ROUTES) {
      const runs = [];
      const storage = await visitorStorage(base, route);
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await throttled(async (page) => {
            await withStorage(page.context(), storage);
            const interactive = await timeToInteractive(page, base + route);
            return { interactive, ...(await paintsOf(page)) };
          }),
        );
      const times = runs.map((r) => r.interactive);
      tti[route] = median(times);
      const paint = (key) => {
        const seen = runs.map((r) => r[key]).filter((t) => t !== null);
        return seen.length ? `${median(seen).toFixed(0)} ms` : '-';
      };
      console.log(
        `  ${route.padEnd(24)} interactive after ${check(`time to interactive on ${route}`, tti[route] <= INTERACTIVE_BUDGET_MS, `${tti[route].toFixed(0)} ms`, `<= ${INTERACTIVE_BUDGET_MS} ms`)}  runs: ${times.map((t) => t.toFixed(0)).join(', ')} (spread ${spread(times)}); painted at ${paint('fcp')}, largest paint at ${paint('lcp')}`,
      );
    }
    // Each early-input check RUNS times: whether every run kept the text (or both taps), and when the app started.
    const early = async (label, run, kept, describe) => {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(await throttled(run));
      const allKept = results.every(kept);
      const started = results.map((r) => r.startedMs);
      console.log(
        `  ${label}: ${check(label, allKept, `${results.filter(kept).length} of ${results.length} runs`, `${results.length} of ${results.length}`)}  app started after median ${median(started).toFixed(0)} ms (${spread(started)})`,
      );
      for (const r of results) console.log(`      ${describe(r)}`);
    };
    const typedKept = (r) => r.keptAtCheck === r.typed && r.keptAfterStart === r.typed;
    const describeTyping = (r) =>
      `typed at ${r.typedAtMs} ms (${r.startedFirst ? 'after' : 'before'} the app started, at ${r.startedMs.toFixed(0)} ms); at 6 s ${JSON.stringify(r.keptAtCheck)}, after the start ${JSON.stringify(r.keptAfterStart)}`;
    await early('a name typed early on /booktable kept', (page) => typeEarlyOnBookTable(page, base), typedKept, describeTyping);
    await early('a mobile number typed early on /login kept', (page) => typeEarlyOnLogin(page, base), typedKept, describeTyping);
    await early(
      'two early taps on Add on /menu both land',
      (page) => tapAddEarlyOnMenu(page, base),
      (r) => r.inCart === 2,
      (r) =>
        `tapped at ${r.tappedAtMs} ms (${r.startedFirst ? 'after' : 'before'} the app started, at ${r.startedMs.toFixed(0)} ms; shown as taken: ${r.acknowledged === 'true' ? 'yes' : 'no'}); ${r.inCart} in the cart`,
    );
    console.log(`  (${load()})`);
  } finally {
    await phone.close();
  }

  let site = base;
  let over = 'straight from the Hosting emulator, over HTTP/1.1 (LIGHTHOUSE_OVER=http1): six connections, each with its own handshake';
  if (LIGHTHOUSE_OVER === 'http2') {
    front = await startH2Front(base);
    if (front.url) {
      site = front.url;
      over = `over HTTP/2 and TLS, as Firebase Hosting serves the deployed site (a local front at ${front.url} over the Hosting emulator, which speaks HTTP/1.1)`;
    } else {
      over = `straight from the Hosting emulator over HTTP/1.1, NOT over HTTP/2 as the deployed site is served: ${front.reason}`;
      front = null;
    }
  }
  console.log(`\nLighthouse ${RUNS} run(s) per route, mobile defaults (median; ${load()}), ${over}`);
  const summary = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const runs = await lighthouseRuns(base, site, route);
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const m = (k) => median(runs.map((r) => r.metrics[k]));
    console.log(`  ${route}   runs: ${runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join('  ')}`);
    const perf = performanceBudget(route);
    console.log(
      `    performance     ${check(`Lighthouse performance on ${route}`, med.performance >= perf, String(med.performance), perf === 100 ? '= 100' : `>= ${perf}`)}`,
    );
    console.log(
      `    accessibility   ${check(`Lighthouse accessibility on ${route}`, med.accessibility >= BUDGET.accessibility, String(med.accessibility), `= ${BUDGET.accessibility}`)}`,
    );
    console.log(
      `    best practices  ${check(`Lighthouse best practices on ${route}`, med['best-practices'] >= BUDGET['best-practices'], String(med['best-practices']), `= ${BUDGET['best-practices']}`)}`,
    );
    console.log(`    SEO             ${check(`Lighthouse SEO on ${route}`, med.seo >= BUDGET.seo, String(med.seo), `= ${BUDGET.seo}`)}`);
    console.log(`    LCP             ${check(`Lighthouse LCP on ${route}`, m('lcp') <= BUDGET.lcpMs, `${m('lcp').toFixed(0)} ms`, `<= ${BUDGET.lcpMs} ms`)}`);
    console.log(`    CLS             ${check(`Lighthouse CLS on ${route}`, m('cls') <= BUDGET.cls, m('cls').toFixed(3), `<= ${BUDGET.cls}`)}`);
    console.log(`    TBT             ${check(`Lighthouse TBT on ${route}`, m('tbt') <= BUDGET.tbtMs, `${m('tbt').toFixed(0)} ms`, `<= ${BUDGET.tbtMs} ms`)}`);
    summary.push({ route, ...med, lcp: m('lcp'), cls: m('cls'), tbt: m('tbt'), js: initialJs[route], tti: tti[route] });
    console.log(
      `    metrics (median): FCP ${m('fcp').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, Speed Index ${m('si').toFixed(0)} ms`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`    audits short of full marks in some run: ${failing.join('; ')}`);
    const lcpElements = [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))];
    if (lcpElements.length) console.log(`    largest paint: ${lcpElements.join(' | ')}`);
  }

  console.log('\nPer route (Lighthouse medians; initial JS = scripts loaded before the heading shows, gzipped; TTI on the throttled phone)');
  console.log(`  ${'route'.padEnd(24)} perf  a11y  bp   seo   LCP ms  CLS    TBT ms  TTI ms  initial JS`);
  for (const route of ROUTES) {
    // A route Lighthouse did not audit (LIGHTHOUSE_ROUTES) shows its own figures only.
    const r = summary.find((x) => x.route === route) ?? { route, js: initialJs[route], tti: tti[route] };
    const lh = (v) => (v === undefined ? '-' : String(Math.round(v)));
    console.log(
      `  ${route.padEnd(24)} ${lh(r.performance).padEnd(5)} ${lh(r.accessibility).padEnd(5)} ${lh(r['best-practices']).padEnd(4)} ${lh(r.seo).padEnd(5)} ${lh(r.lcp).padEnd(7)} ${(r.cls === undefined ? '-' : r.cls.toFixed(3)).padEnd(6)} ${lh(r.tbt).padEnd(7)} ${(r.tti ?? NaN).toFixed(0).padEnd(7)} ${r.js === undefined ? '-' : fmtKb(r.js)}`,
    );
  }

  console.log('');
  if (misses.length) {
    console.log(`Budgets missed (${misses.length}):\n  - ${misses.join('\n  - ')}`);
    exitCode = 1;
  } else console.log('Every budget met.');
} catch (e) {
  console.error(`bench:web could not finish: ${e.stack ?? e.message}`);
  exitCode = 2;
} finally {
  await front?.close();
  await stopStack();
}
process.exit(exitCode);
