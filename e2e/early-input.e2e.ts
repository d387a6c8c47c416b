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

describe('taps in the header all through hydration', () => {
  /**
   * React hydrates the header and footer a moment before the page's content (its Suspense boundary). Under React 18 an
   * urgent update that reaches the content before it has hydrated renders it afresh over its HTML (error 421), and what
   * the guest typed goes with it. Here, on a throttled phone with a stored cart (the header's count, read after
   * hydration), the phone menu is tapped every 10 ms, whenever the page lets a task run, from the first byte until 1.5 s
   * after the app has started: every gap hydration leaves, that one included, gets its taps.
   */
  it('a guest with dishes in the cart who types a name while tapping the phone menu loses nothing, and nothing is rendered afresh', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    const menu = (await (await fetch(`${BASE_URL}/api/menu`)).json()) as { data: { _id: string; name: string; price: number; soldOut?: boolean }[] };
    const [a, b] = menu.data.filter((d) => !d.soldOut);
    const cart = [
      { _id: a._id, name: a.name, price: a.price, image: '', quantity: 2 },
      { _id: b._id, name: b.name, price: b.price, image: '', quantity: 1 },
    ];
    await context.addInitScript((stored) => {
      localStorage.setItem('cart', stored);
      // When the sweep first sees the app started: with the pages' clock moved (E2E_AT), Playwright's clock answers
      // performance.getEntriesByName with nothing, so the app's own mark can't be read.
      const w = window as unknown as { __taps: number; __startedAt?: number };
      w.__taps = 0;
      const sweep = setInterval(() => {
        const toggle = document.querySelector<HTMLButtonElement>('.nav-toggle');
        if (!toggle) return;
        toggle.click();
        w.__taps++;
        if (document.documentElement.dataset.app === 'started') w.__startedAt ??= performance.now();
        if (w.__startedAt !== undefined && performance.now() > w.__startedAt + 1500) clearInterval(sweep);
      }, 10);
    }, JSON.stringify(cart));
    await throttlePhone(page);
    const release = await holdScripts(page);

    const r = await typeEarlyOnBookTable(page, BASE_URL, { typeAtMs: 1500, checkAtMs: 4000, typed: release });

    expect(r.startedFirst).toBe(false);
    expect(r.keptAtCheck).toBe('Asha Patel');
    expect(r.keptAfterStart).toBe('Asha Patel');
    // The sweep has ended: the stored cart has reached the header, and the menu still opens and closes.
    await page.waitForFunction(() => {
      const startedAt = (window as unknown as { __startedAt?: number }).__startedAt;
      return startedAt !== undefined && performance.now() > startedAt + 1600;
    });
    expect(await page.evaluate(() => (window as unknown as { __taps: number }).__taps)).toBeGreaterThan(100);
    await expect.poll(() => page.locator('.cart-mobile').getAttribute('aria-label')).toBe('Cart, 3 items');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(before === 'true' ? 'false' : 'true');
    if (before !== 'true') await toggle.click();
    const name = page.getByLabel('Full name');
    await name.press('End');
    await name.pressSequentially(' Shah');
    expect(await name.inputValue()).toBe('Asha Patel Shah');
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
