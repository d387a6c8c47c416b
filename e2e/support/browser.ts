import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LOCAL_APP_CHECK_DEBUG_TOKEN } from '../../scripts/lib.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
export const SCREENSHOTS = join(new URL('../..', import.meta.url).pathname, 'artifacts', 'screenshots');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const TABLET = { width: 820, height: 1180 } as const;

/** Debian's Chromium, with the flags that keep it off this machine's closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** console errors and failed requests seen by the page. */
  problems: string[];
}

/** Content-Security-Policy violations seen by any page since the last takeCspViolations(); csp-guard.ts fails the journey on any. */
const cspViolations: string[] = [];
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** A page in a context of its own; `device` adds what the device is, e.g. `{ hasTouch: true }` for a tablet. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  device: { hasTouch?: boolean; isMobile?: boolean } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, ...device });
  // With the server's clock moved (E2E_AT), the page's clock starts at the same time and runs on from there.
  if (clockOffsetMs) await context.clock.install({ time: serverNow() });
  await context.exposeFunction('__reportCspViolation', (v: string) => cspViolations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` (from ${e.sourceFile}:${e.lineNumber}:${e.columnNumber})` : '';
      const sample = e.sample ? ` sample "${e.sample}"` : '';
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}${where}${sample}`,
      );
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(`console: ${m.text()}`);
  });
  // Public pages are prerendered: they paint before React takes them over. A journey taps only once it has, as html[data-app] says.
  const started = () => page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A caller that waits only for the commit (a page whose scripts are meant to fail) doesn't wait for the app either.
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  return { context, page, problems };
}

/** The whole page, or with `{ fullPage: false }` the screen as the person sees it now. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { success: boolean; message?: string; data?: T } & Record<string, unknown> }> {
  const res = await fetch(BASE_URL + path, {
    method,
    // The local web build's App Check debug token, as the site's own forms send it (the texting routes require one).
    headers: {
      'x-firebase-appcheck': LOCAL_APP_CHECK_DEBUG_TOKEN,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** The newest OTP sent to a phone, read from the dev outbox as a person would read their SMS. */
export async function latestOtp(phone: string): Promise<string> {
  const { body } = await api<Array<{ otp: string | null }>>('GET', `/api/dev/outbox?phone=${phone}`);
  const otp = body.data?.[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${phone}`);
  return otp;
}

/**
 * Where the server's clock is, as an offset from real time: 0 unless the run moved it (E2E_AT, see scripts/e2e.mjs and
 * clock-pin.ts, which puts it at E2E_AT again as each journey file starts). The pages' clocks go with it, and journeys
 * move time relative to it, so that the suite can be run at any hour of the restaurant's day.
 */
let clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** The server's time now, as the run set it. */
export const serverNow = (): number => Date.now() + clockOffsetMs;

/** Moves server time forward from where the run set it, for OTP expiry journeys (local mode only); 0 puts it back. */
export async function setServerClockOffset(ms: number): Promise<void> {
  const { status } = await api('POST', '/api/dev/clock', { offsetMs: clockOffsetMs + ms });
  if (status !== 200) throw new Error(`could not move the server clock (${status})`);
}

const KOLKATA_MS = 5.5 * 3600_000;

/** How long after HH:MM a journey file may still start without the clock moved on: files take a few minutes at most. */
const PIN_WINDOW_MS = 10 * 60_000;

/**
 * Puts the server's clock (and the pages' clocks after it) at the next HH:MM in Kolkata after the server's time now,
 * unless it is less than PIN_WINDOW_MS past HH:MM already (then it is left where it is): forward only, as the dev clock
 * moves, so a file pinned after a few others starts on the next day at that hour. A run moves on a few days at most,
 * so the seeded deals (running to the next weekend) still run for the files that show them.
 */
export async function pinServerClockAt(hhmm: string): Promise<void> {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`E2E_AT must be HH:MM, not ${hhmm}`);
  const clock = await api<{ now: string }>('GET', '/api/dev/clock');
  if (clock.status !== 200) throw new Error(`could not read the server clock (${clock.status})`);
  const now = Date.parse(clock.body.data!.now);
  const day = new Date(now + KOLKATA_MS).toISOString().slice(0, 10);
  let at = Date.parse(`${day}T${m[1]}:${m[2]}:00.000Z`) - KOLKATA_MS;
  if (at > now) at -= 24 * 3600_000;
  // The last HH:MM was moments ago (the run's start, or the file before was quick): this file starts where it is.
  if (now - at < PIN_WINDOW_MS) {
    clockOffsetMs = now - Date.now();
    return;
  }
  at += 24 * 3600_000;
  const offsetMs = at - Date.now();
  const moved = await api('POST', '/api/dev/clock', { offsetMs });
  if (moved.status !== 200) throw new Error(`could not move the server clock (${moved.status})`);
  clockOffsetMs = offsetMs;
}

/** A fresh 10-digit phone number per journey, so journeys never share outbox or accounts. */
export function uniquePhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const AUTH_EMULATOR = `http://127.0.0.1:${9099 + Number(process.env.PORT_OFFSET ?? 0)}`;

/** Signs in through the API (POST /api/users/login) and exchanges the custom token at the Auth emulator, as the web client does. */
export async function idTokenFor(phone: string, password: string): Promise<string> {
  const login = await api<{ token: string }>('POST', '/api/users/login', { phone, password });
  if (login.status !== 200 || !login.body.data?.token) throw new Error(`login failed for ${phone}: ${login.status} ${login.body.message}`);
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: login.body.data.token, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error('the Auth emulator refused the custom token');
  return json.idToken;
}

export const LOCAL_ADMIN = { phone: '9999999999', password: 'thali-admin' } as const;
export const adminIdToken = () => idTokenFor(LOCAL_ADMIN.phone, LOCAL_ADMIN.password);
