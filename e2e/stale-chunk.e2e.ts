import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from './support/browser';

// A tab opened before a release asks for a page chunk the release deleted: Hosting answers 404
// (see http-caching.e2e.ts). Playwright plays that 404 here, without touching the served files.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ABOUT_CHUNK = /\/assets\/AboutPage-[^/]+\.js$/;

/** Counts the documents the tab requests after this call: a reload is one, a client-side route change none. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

describe('a page chunk that a release removed', () => {
  it('reloads the page once, and the page then shows (the new release has its chunk)', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'About', exact: true }).first().waitFor();
    // The old document's requests for the chunk get 404; once the tab reloads, it has the new release.
    const loads = countLoads(page);
    let refused = 0;
    await page.route(ABOUT_CHUNK, (route) => {
      if (loads() > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });

    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1, name: /The story of/ }).waitFor({ timeout: 20_000 });

    expect(loads()).toBe(1);
    expect(refused).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Application Error' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the error page after one reload when the chunk is still missing, instead of reloading again', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'About', exact: true }).first().waitFor();
    await page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loads = countLoads(page);

    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Application Error' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    expect(loads()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('reloads a page whose entry script fails to load once, then asks the guest to refresh instead of leaving dead buttons', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // /menu, as the function renders it, names the entry of its build: here a release (or a hosting-only deploy) removed it.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loads = countLoads(page);

    // The entry is asked for while the page is still loading, so the reload may come before the first load event.
    await page.goto('/menu', { waitUntil: 'commit' });
    const notice = page.getByRole('alert').filter({ hasText: 'This page did not load completely. Please refresh to order or book.' });
    await notice.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    expect(loads()).toBe(2);
    await expect(notice.getByRole('button', { name: 'Refresh' }).count()).resolves.toBe(1);
    await context.close();
  });
});
