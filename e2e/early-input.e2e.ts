import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapAddEarlyOnMenu, throttlePhone, typeEarlyOnBookTable } from '../scripts/phone-probe.mjs';
import { BASE_URL, PHONE, launchBrowser, openPage } from './support/browser';

/**
 * On a throttled phone (slow 4G, CPU 4x slower): what a guest types or taps before the page's scripts have
 * run is kept. The page's scripts are held back until the guest has typed or tapped, so that every run tries the early
 * path however fast or slow this machine is (how soon the page answers is what `npm run bench:web` measures).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds every script of the site until release() is called, as a slow network would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

describe('on a throttled phone, before the scripts have run', () => {
  it('a name typed into /booktable at 1.5 s is still there at 6 s and after the app has taken the page over', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await throttlePhone(page);
    const release = await holdScripts(page);

    const r = await typeEarlyOnBookTable(page, BASE_URL, { typeAtMs: 1500, checkAtMs: 6000, typed: release });

    expect(r.startedFirst).toBe(false);
    expect(r.keptAtCheck).toBe('Asha Patel');
    expect(r.keptAfterStart).toBe('Asha Patel');
    // React holds it too: a key typed now adds to it, and the form's state is what a submit would send.
    await page.getByLabel('Full name').press('End');
    await page.getByLabel('Full name').pressSequentially(' Shah');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Asha Patel Shah');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('two taps on Add at 2 s are shown as taken at once and put two of the dish in the cart', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await throttlePhone(page);
    const release = await holdScripts(page);

    const r = await tapAddEarlyOnMenu(page, BASE_URL, { tapAtMs: 2000, taps: 2, tapped: release });

    expect(r.startedFirst).toBe(false);
    expect(r.acknowledged).toBe('true');
    expect(r.inCart).toBe(2);
    await expect.poll(() => page.locator('.menu-card-incart').first().textContent()).toBe('In your cart: 2');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the booking form and browser history', () => {
  it('Back, then Forward, brings the form back as it was', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await page.goto('/menu');
    await page.goto('/booktable');
    await page.getByLabel('Full name').fill('Asha Patel');
    await page.getByLabel('Special requests (optional)').fill('A window table');
    await page.goBack();
    await page.waitForURL('**/menu');
    await page.goForward();
    await page.waitForURL('**/booktable');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Asha Patel');
    await expect(page.getByLabel('Special requests (optional)').inputValue()).resolves.toBe('A window table');
    expect(problems).toEqual([]);
    await context.close();
  });
});
