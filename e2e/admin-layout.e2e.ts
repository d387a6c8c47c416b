import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_PATH, SHELL_PATHS } from '../web/src/features/admin/admin-paths';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, adminIdToken, api, latestOtp, launchBrowser, openPage, screenshot, uniquePhone } from './support/browser';

// Real data is not polite: one unbroken 80-character order name (the longest an order takes) and a
// 100-character booking name and email must not push any back office screen wider than the window.
const run = Date.now().toString(36).slice(-5);
const ORDER_NAME = `Order${run}${'X'.repeat(80 - 5 - run.length)}`;
const BOOKING_NAME = `Booking${run}${'Y'.repeat(100 - 7 - run.length)}`;
/** Every back office screen, from the table the router and the sidebar read, and the kitchen display. */
const SCREENS = [...SHELL_PATHS, KITCHEN_PATH];
/** A tablet held upright: the middle width. */
const TABLET_768 = { width: 768, height: 1024 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await adminIdToken();
  const menu = await api<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu');
  const dish = menu.body.data!.find((d) => !d.soldOut)!;
  // A counter takeaway is held to the pickup times offered: the first one, so the journey runs at any hour.
  const pickupAt = (await api<{ times: Array<{ at: string }> }>('GET', '/api/ordering/pickup-times?plates=2')).body.data!.times[0]?.at;
  const order = await api(
    'POST',
    '/api/orders/walk-in',
    { name: ORDER_NAME, phone: uniquePhone(), orderType: 'takeaway', items: [{ _id: dish._id, quantity: 2 }], source: 'phone', pickupAt },
    token,
  );
  expect(order.status, order.body.message).toBe(201);

  const phone = uniquePhone();
  const today = (await api<{ now: string }>('GET', '/api/dev/clock')).body.data!.now;
  const date = new Date(Date.parse(today) + 24 * 3600_000).toISOString().slice(0, 10);
  const booked = await api<{ reservationId: string }>('POST', '/api/reservations/create', {
    name: BOOKING_NAME,
    phone,
    email: `${'z'.repeat(60)}${run}@example.com`,
    date,
    time: '19:00',
    partySize: 2,
    notes: `Window${'W'.repeat(150)}`,
  });
  expect(booked.status, booked.body.message).toBe(201);
  const verified = await api('POST', '/api/reservations/verify-otp', { reservationId: booked.body.data!.reservationId, otp: await latestOtp(phone) });
  expect(verified.status, verified.body.message).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
/** The elements that reach past the window's right edge outside any scroller, to say what widened a screen. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} (${getComputedStyle(el).position})`)
      .join(', ');
  });

describe('the back office with long names', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET_768],
    ['phone', PHONE],
  ] as const) {
    it(`no screen scrolls sideways on a ${label} (${viewport.width} px): long names wrap, whole`, async () => {
      const { page, context } = await openPage(browser, viewport);
      try {
        await signInAsAdmin(page);
        const wide: string[] = [];
        // The kitchen display is made for a landscape tablet; on a phone its board scrolls sideways by
        // design (kitchen.e2e.ts checks that), and the page's own width there is a known gap.
        for (const screen of SCREENS.filter((path) => !(path === KITCHEN_PATH && viewport.width < 600))) {
          await page.goto(screen);
          await page
            .locator(screen === KITCHEN_PATH ? 'main' : '.admin-shell')
            .first()
            .waitFor();
          await page.waitForLoadState('networkidle');
          // The kitchen display measures once its columns are on screen.
          if (screen === KITCHEN_PATH) {
            await page.locator('.kds-col').first().waitFor();
            // ...and its own styles are applied (they come with its code).
            await page.waitForFunction(() => getComputedStyle(document.querySelector('.kds')!).overflowX === 'hidden');
          }
          const overflow = await sideways(page);
          if (overflow > 0) wide.push(`${screen}: ${overflow}px (${await widest(page)})`);
        }
        await page.goto('/adminorders');
        await page.getByText(ORDER_NAME, { exact: true }).first().waitFor();
        await screenshot(page, `admin-long-names-orders-${label}`);
        await page.goto('/adminreservations');
        await page.getByText(BOOKING_NAME, { exact: true }).first().waitFor();
        await screenshot(page, `admin-long-names-reservations-${label}`);
        expect(wide).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
