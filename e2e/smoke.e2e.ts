import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smoke: a visitor finds the menu', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on a ${label}, the home page links to /menu, which shows seeded dishes with their images`, async () => {
      const { page, context, problems } = await openPage(browser, viewport);
      await page.goto('/');
      await expect(page.title()).resolves.toMatch(/Thali House/);

      const menuLink = page.locator('a[href="/menu"]:visible').first();
      if ((await menuLink.count()) === 0) await page.getByRole('button', { name: /menu/i }).first().click();
      await page.locator('a[href="/menu"]:visible').first().click();
      await page.waitForURL('**/menu');

      const cards = page.locator('main img.menu-card-img');
      await cards.first().waitFor({ state: 'visible' });
      // The first category is selected by default; the thalis are one tap away.
      await page.getByRole('button', { name: /^Thali\b/ }).click();
      await page.getByRole('heading', { name: 'Gujarati Thali' }).waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main img.menu-card-img')]
          .slice(0, 1)
          .every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
      );
      const firstImage = await cards.first().evaluate((img) => ({ w: (img as HTMLImageElement).naturalWidth, src: (img as HTMLImageElement).currentSrc }));
      expect(firstImage.w).toBeGreaterThan(0);
      expect(firstImage.src).toMatch(/\.webp/);
      await expect(page.locator('main').innerText()).resolves.toMatch(/Thali/);

      await screenshot(page, `smoke-menu-${label}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
