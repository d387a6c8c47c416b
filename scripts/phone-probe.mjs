// A guest on a throttled phone, as the issue on real devices measured one: slow 4G (DevTools' preset, the one
// Lighthouse's mobile run applies) and a CPU 4x slower, through the Chrome DevTools Protocol. Used by the journey
// that proves nothing typed or tapped early is lost (e2e/early-input.e2e.ts) and by `npm run bench:web`.
/* global document -- the page.evaluate callbacks run in the browser */

export const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
export const CPU_SLOWDOWN = 4;
/** A tap or a keystroke must be answered, and kept, this soon after navigation. */
export const INTERACTIVE_BUDGET_MS = 2500;

/** Throttles this page's network and CPU; the cache is off, as on a first visit. */
export async function throttlePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

const sleepUntil = (t0, ms) => new Promise((r) => setTimeout(r, Math.max(0, t0 + ms - Date.now())));

/** When the page's navigation started, on this process's clock: times are then counted from it, as the page counts them. */
async function navigationStart(page) {
  const sinceStart = await page.evaluate(() => performance.now());
  return Date.now() - sinceStart;
}

/** Milliseconds from navigation to the app having taken the page over (App.tsx marks `app-started`), or null. */
async function startedAt(page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started', undefined, { timeout: 30_000 });
  return page.evaluate(() => performance.getEntriesByName('app-started')[0]?.startTime ?? null);
}

const appStarted = (page) => page.evaluate(() => document.documentElement.dataset.app === 'started');

/**
 * A field of `path` (found by its label): `text` typed at `typeAtMs` (key by key, as a thumb would) must still be in the
 * field at `checkAtMs`, and again once the app has taken the page over and rendered it afresh (`typed` is called once
 * the text is in). Answers what the field held each time, whether the app had started when typing began (then the
 * early path was not tried), and when it started.
 */
export async function typeEarly(page, base, { path, label, text, typeAtMs = 1500, checkAtMs = 6000, typed = () => {} }) {
  await page.mainFrame().goto(`${base}${path}`, { waitUntil: 'commit' });
  const t0 = await navigationStart(page);
  const field = page.getByLabel(label);
  await field.waitFor({ timeout: 10_000 });
  await sleepUntil(t0, typeAtMs);
  const typedAtMs = Date.now() - t0;
  const startedFirst = await appStarted(page);
  await field.pressSequentially(text, { timeout: 10_000 });
  typed();
  await sleepUntil(t0, checkAtMs);
  const keptAtCheck = await field.inputValue();
  const startedMs = await startedAt(page);
  await page.waitForTimeout(1000);
  return { typed: text, keptAtCheck, keptAfterStart: await field.inputValue(), typedAtMs, startedFirst, startedMs };
}

/** /booktable: a guest's name typed early (see typeEarly). */
export const typeEarlyOnBookTable = (page, base, { name = 'Asha Patel', ...options } = {}) =>
  typeEarly(page, base, { path: '/booktable', label: 'Full name', text: name, ...options });

/** /login: a mobile number typed early (see typeEarly). */
export const typeEarlyOnLogin = (page, base, { phone = '9876543210', ...options } = {}) =>
  typeEarly(page, base, { path: '/login', label: 'Mobile Number', text: phone, ...options });

/**
 * /menu: `taps` taps on the first dish's Add at `tapAtMs` (`tapped` is called after them). Answers whether the button showed the tap was taken, how many dishes the cart holds once the app has started.
 */
export async function tapAddEarlyOnMenu(page, base, { tapAtMs = 2000, taps = 2, tapped = () => {} } = {}) {
  await page.mainFrame().goto(`${base}/menu`, { waitUntil: 'commit' });
  const t0 = await navigationStart(page);
  const add = page.locator('.menu-card button:not([disabled])', { hasText: 'Add' }).first();
  await add.waitFor({ timeout: 10_000 });
  await sleepUntil(t0, tapAtMs);
  const tappedAtMs = Date.now() - t0;
  const startedFirst = await appStarted(page);
  // force: a thumb does not wait for the page to settle; the tap still lands where the button is on the screen.
  for (let i = 0; i < taps; i++) await add.click({ force: true, noWaitAfter: true, timeout: 10_000 });
  const acknowledged = await add.getAttribute('aria-busy');
  tapped();
  const startedMs = await startedAt(page);
  await page.waitForTimeout(1000);
  const inCart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').reduce((n, l) => n + (l.quantity ?? 0), 0));
  return { taps, inCart, acknowledged, tappedAtMs, startedFirst, startedMs };
}

/**
 * The page's first and largest paints as the throttled phone itself saw them (ms from navigation), once it has loaded
 * its images: what a guest waits for, beside Lighthouse's estimate from an unthrottled load.
 */
export async function paintsOf(page) {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? null })).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve({ fcp, lcp: null }), 1000);
      }),
  );
}

/** Any public page: milliseconds from navigation until the app has taken it over. */
export async function timeToInteractive(page, url) {
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
  return startedAt(page);
}
