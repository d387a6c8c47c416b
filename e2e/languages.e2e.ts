import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, PHONE, launchBrowser, openPage, screenshot } from './support/browser';

/** Journeys of issue 45: the public site in English, ગુજરાતી and हिन्दी, on a 390 px phone. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH_MENU_HEADING = 'Our Menu';

/** The page's alternates, as search engines read them. */
const alternates = (page: Page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));

/** Lines of text that overflow their box sideways: clipped Gujarati or Devanagari would show here. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main h1, main h2, main label, main button, header a, footer a')]
      .filter(
        (el) =>
          // Seen (not the screen readers' visually-hidden headings), and cut off sideways.
          el.offsetParent !== null &&
          el.clientWidth > 1 &&
          !el.closest('.visually-hidden') &&
          el.scrollWidth > el.clientWidth + 1 &&
          getComputedStyle(el).overflowX === 'hidden',
      )
      .map((el) => el.textContent),
  );

describe('the site in three languages, on a phone', () => {
  it('answers /gu/menu without JavaScript in Gujarati: <html lang="gu">, its alternates, and a heading in Gujarati', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/gu/menu');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('gu');
    expect(await alternates(page)).toEqual(['en /menu', 'gu /gu/menu', 'hi /hi/menu', 'x-default /menu']);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/gu\/menu$/);
    const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
    expect(heading).not.toBe(ENGLISH_MENU_HEADING);
    expect(heading).toMatch(/[\u0A80-\u0AFF]/);
    // The switcher is plain links: without scripts, Hindi is one tap away.
    const hindi = page.locator('footer a[hreflang="hi"]');
    expect(await hindi.getAttribute('href')).toBe('/hi/menu');
    expect(await page.locator('footer a[hreflang="gu"]').getAttribute('aria-current')).toBe('true');
    await hindi.click();
    await page.waitForURL(/\/hi\/menu$/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toMatch(/[\u0900-\u097F]/);
    await context.close();
  });

  it("answers /hi/ and an unknown Gujarati address in their language, and keeps the English home's head as it was", async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await page.goto('/hi/');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await alternates(page)).toEqual(['en /', 'gu /gu', 'hi /hi', 'x-default /']);
    expect(await page.title()).toMatch(/[\u0900-\u097F]/);
    expect(problems).toEqual([]);
    await page.goto('/gu/no-such-page');
    // The address itself answers 404, as it should: the only problem the browser reports.
    expect(problems.splice(0)).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    expect(await page.getAttribute('html', 'lang')).toBe('gu');
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toMatch(/[\u0A80-\u0AFF]/);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('footer a[hreflang="en"]').getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switching to हिन्दी on /booktable keeps the name and phone typed, and back to English too; the choice is offered again later, never forced', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await page.goto('/booktable');
    const name = page.locator('main input[autocomplete="name"]');
    const phone = page.locator('main input[autocomplete="tel-national"]');
    await name.fill('Asha Patel');
    await phone.fill('9876543210');
    await screenshot(page, 'lang-booktable-en-phone', { fullPage: false });

    // The header's switcher sits in the phone's menu.
    await page.locator('.nav-toggle').click();
    await page.locator('header a[hreflang="hi"]').click();
    await page.waitForURL(/\/hi\/booktable$/);
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await name.inputValue()).toBe('Asha Patel');
    expect(await phone.inputValue()).toBe('9876543210');
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await page.locator('footer a[hreflang="hi"]').getAttribute('aria-current')).toBe('true');
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'lang-booktable-hi-phone', { fullPage: false });
    await screenshot(page, 'lang-booktable-hi-phone-full');

    // Back to English from the footer: still the same entries.
    await page.locator('footer a[hreflang="en"]').click();
    await page.waitForURL(/\/booktable$/);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await name.inputValue()).toBe('Asha Patel');
    expect(await phone.inputValue()).toBe('9876543210');

    // Hindi chosen once more, then an English page opened later: Hindi is offered, the page stays English.
    await page.locator('footer a[hreflang="hi"]').click();
    await page.waitForURL(/\/hi\/booktable$/);
    await page.goto('/about');
    const offer = page.locator('.lang-offer a');
    await offer.waitFor();
    expect(await offer.innerText()).toBe('हिन्दी में देखें');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'lang-offer-phone', { fullPage: false });
    await offer.click();
    await page.waitForURL(/\/hi\/about$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a first visit to an English page is never redirected nor offered another language', async () => {
    const { context, page } = await openPage(browser, PHONE, { isMobile: true });
    await page.goto('/about');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('.lang-offer').count()).toBe(0);
    await context.close();
  });

  it('shows the Gujarati home and menu at 390 px with nothing sideways-clipped', async () => {
    const { context, page } = await openPage(browser, PHONE);
    for (const [path, shot] of [
      ['/gu/', 'lang-home-gu-phone'],
      ['/gu/menu', 'lang-menu-gu-phone'],
      ['/hi/', 'lang-home-hi-phone'],
    ] as const) {
      await page.goto(path);
      await screenshot(page, shot, { fullPage: false });
      expect(await overflowing(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.locator('.nav-toggle').click();
    await screenshot(page, 'lang-header-menu-hi-phone', { fullPage: false });
    await context.close();
  });
});
