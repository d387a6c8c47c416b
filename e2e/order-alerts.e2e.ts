import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, LOCAL_ADMIN, PHONE, api, latestOtp, launchBrowser, openPage, screenshot, uniquePhone } from './support/browser';
import { openAroundTheClock } from './support/ordering-hours';

/** Issue 17 item 4: the new-order alert on every back office screen, and the orders that came while no screen was open. */

interface PlacedOrder {
  _id: string;
  reference: string;
}

/** The alert polls every 12 seconds; a poll's own time and the toast's rendering get a little more. */
const WITHIN_POLL_MS = 12_000 + 3_000;

let browser: Browser;
let restoreHours: () => Promise<void>;
const run = Date.now().toString(36).slice(-4);
let guests = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  restoreHours = await openAroundTheClock();
});
afterAll(async () => {
  await browser?.close();
  await restoreHours?.();
});

async function signInAsAdmin(page: Page, then: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(LOCAL_ADMIN.phone);
  await page.getByLabel('Password', { exact: true }).fill(LOCAL_ADMIN.password);
  await page.locator('main form').getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(then);
  await page.locator('.admin-shell').waitFor();
}

/** A guest orders on the public API and confirms with the texted code, as the website does. */
async function guestOrders(): Promise<PlacedOrder & { name: string }> {
  const dish = (await api<Array<{ _id: string }>>('GET', '/api/menu')).body.data![0]!;
  const phone = uniquePhone();
  const name = `Alert Guest ${run}${++guests}`;
  const placed = await api<PlacedOrder>('POST', '/api/orders', { name, phone, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish._id, quantity: 1 }] });
  expect(placed.status).toBe(201);
  const verified = await api('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { otp: await latestOtp(phone) });
  expect(verified.status).toBe(200);
  return { ...placed.body.data!, name };
}

/** Opening Orders counts as having looked: the journeys start with nothing unseen. */
async function lookAtOrders(page: Page): Promise<void> {
  const marked = page.waitForResponse((r) => r.url().endsWith('/api/admin/order-alerts/seen') && r.status() === 200);
  await page.goto('/adminorders');
  await marked;
  await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
  await expect.poll(() => page.locator('#admin-sidebar .admin-nav-badge').count(), { timeout: 5_000 }).toBe(0);
}

describe('new-order alerts in the back office', () => {
  it('on a desktop, the Menu screen announces an order a guest confirms, and a reload announces one that came while away', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await signInAsAdmin(page, '/adminorders');
    await lookAtOrders(page);
    await page.getByRole('link', { name: 'Menu' }).click();
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();

    const order = await guestOrders();
    const placedAt = Date.now();
    await page.getByText(`New order #${order.reference} from ${order.name}`).waitFor({ timeout: WITHIN_POLL_MS });
    expect(Date.now() - placedAt).toBeLessThan(WITHIN_POLL_MS);
    await page.locator('#admin-sidebar .admin-nav-badge').filter({ hasText: /^1$/ }).waitFor();
    await screenshot(page, 'alerts-menu-desktop');

    // Away from the back office (a reload, a closed laptop): the order that comes meanwhile is announced on the next load.
    await page.goto('/about');
    const meanwhile = await guestOrders();
    await page.goto('/admininventory');
    await page.getByText('2 new orders since you last looked').waitFor({ timeout: WITHIN_POLL_MS });
    await page.locator('#admin-sidebar .admin-nav-badge').filter({ hasText: /^2$/ }).waitFor();

    // Opening Orders is looking: the badge clears, and stays clear after a reload.
    await page.getByRole('link', { name: /^Orders/ }).click();
    await page.getByRole('row').filter({ hasText: meanwhile.name }).waitFor();
    await expect.poll(() => page.locator('#admin-sidebar .admin-nav-badge').count(), { timeout: 5_000 }).toBe(0);
    await page.goto('/adminsettings');
    await page.locator('.admin-shell').waitFor();
    await page.waitForTimeout(1_500);
    await expect(page.locator('#admin-sidebar .admin-nav-badge').count()).resolves.toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, the top bar shows the new order while the sidebar is folded away', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await signInAsAdmin(page, '/adminorders');
    await lookAtOrders(page);
    await page.goto('/adminmenu');
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();

    const order = await guestOrders();
    await page.getByText(`New order #${order.reference} from ${order.name}`).waitFor({ timeout: WITHIN_POLL_MS });
    const badge = page.getByRole('link', { name: '1 new order: open Orders' });
    await badge.waitFor();
    await screenshot(page, 'alerts-menu-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await badge.click();
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /new orders?: open Orders/ }).count(), { timeout: 5_000 }).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
