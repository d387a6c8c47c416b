import { describe, expect, it } from 'vitest';
import { BASE_URL, PHONE } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Signed in on a phone's browser: Firebase Auth loads its popup-and-redirect helper frame proactively on mobile browsers
 * (and Safari), a frame from the auth domain the site's CSP refuses. Sessions here come from the API's custom tokens, so
 * the site never asks for that helper: a signed-in page on an Android phone opens no auth frame and breaks no CSP rule.
 */

const journeys = setUpJourneys();
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('a session on a phone', () => {
  it('signs in and moves between back office screens without an auth helper frame or a CSP violation', async () => {
    const context = await journeys.browser.newContext({ viewport: PHONE, userAgent: ANDROID_CHROME, isMobile: true, hasTouch: true, baseURL: BASE_URL });
    const violations: string[] = [];
    await context.exposeFunction('__cspViolation', (v: string) => violations.push(v));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    await page.goto('/admin/adminlogin');
    await page.getByLabel('Admin Password').fill('thali-admin');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.admin-shell').waitFor();
    await page.reload();
    await page.locator('.admin-shell').waitFor();
    // Give a proactive helper frame the time it would take to be asked for.
    await page.waitForTimeout(1500);

    expect(await page.evaluate(() => navigator.userAgent)).toContain('Android');
    expect(await page.locator('iframe[src*="__/auth/"]').count()).toBe(0);
    expect(requests.filter((u) => u.includes('/__/auth/'))).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('every checkbox and radio a guest taps on the booking page is at least 24 px square', async () => {
    const context = await journeys.browser.newContext({ viewport: PHONE, userAgent: ANDROID_CHROME, isMobile: true, hasTouch: true, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/booktable');
    await page.locator('input[type="checkbox"], input[type="radio"]').first().waitFor();

    const boxes = await page.$$eval('input[type="checkbox"], input[type="radio"]', (inputs) =>
      inputs
        .filter((i) => (i as HTMLElement).offsetParent !== null)
        .map((i) => {
          const r = i.getBoundingClientRect();
          return { name: (i as HTMLInputElement).name || i.id, width: Math.round(r.width), height: Math.round(r.height) };
        }),
    );

    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((b) => b.width < 24 || b.height < 24)).toEqual([]);
    await context.close();
  });
});
