import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { type PlacedOrder, placeConfirmedOrder } from './support/orders';

/** The new-order alert on every back office screen, and the orders that came while no screen was open. */

/** The alert polls every 12 seconds; a poll's own time and the toast's rendering get a little more. */
const WITHIN_POLL_MS = 12_000 + 3_000;

const journeys = setUpJourneys({ ordering: true });
const run = Date.now().toString(36).slice(-4);
let guests = 0;

/** A guest orders on the public API and confirms with the texted code, as the website does. */
async function guestOrders(): Promise<PlacedOrder & { name: string }> {
  const dish = (await api<Array<{ _id: string }>>('GET', '/api/menu')).body.data![0]!;
  const name = `Alert Guest ${run}${++guests}`;
  const placed = await placeConfirmedOrder({ name, phone: uniquePhone(), orderType: 'takeaway', tableNumber: null, items: [{ _id: dish._id, quantity: 1 }] });
  return { ...placed, name };
}

/** Opening Orders counts as having looked, on this device: the journeys start with nothing unseen. */
async function lookAtOrders(page: Page): Promise<void> {
  await page.goto('/adminorders');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('thali.ordersSeenAt.')));
  await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
  await expect.poll(() => page.locator('#admin-sidebar .admin-nav-badge').count(), { timeout: 5_000 }).toBe(0);
}

/**
 * The toast for an order: its reference and name, or, when other journeys' orders came unseen in the
 * same poll, the count of new orders it is part of.
 */
const arrival = (order: { reference: string; name: string }) => new RegExp(`^(New order #${order.reference} from ${order.name}|\\d+ new orders)$`);

describe('new-order alerts in the back office', () => {
  it('on a desktop, the Menu screen announces an order a guest confirms, and a reload announces one that came while away', async () => {
    const { page, context, problems } = await openPage(journeys.browser, DESKTOP);
    await signInAsAdmin(page, '/adminorders');
    await lookAtOrders(page);
    await page.getByRole('link', { name: 'Menu' }).click();
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();

    const order = await guestOrders();
    const placedAt = Date.now();
    await page.getByText(arrival(order)).first().waitFor({ timeout: WITHIN_POLL_MS });
    expect(Date.now() - placedAt).toBeLessThan(WITHIN_POLL_MS);
    await page
      .locator('#admin-sidebar .admin-nav-badge')
      .filter({ hasText: /^[1-9]\d*$/ })
      .waitFor();
    await screenshot(page, 'alerts-menu-desktop');

    // Away from the back office (a reload, a closed laptop): the order that comes meanwhile is announced on the next load.
    await page.goto('/about');
    const meanwhile = await guestOrders();
    await page.goto('/admininventory');
    await page.getByText(/^([2-9]|\d{2,}) new orders since you last looked$/).waitFor({ timeout: WITHIN_POLL_MS });
    await page
      .locator('#admin-sidebar .admin-nav-badge')
      .filter({ hasText: /^([2-9]|\d{2,})$/ })
      .waitFor();

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
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await signInAsAdmin(page, '/adminorders');
    await lookAtOrders(page);
    await page.goto('/adminmenu');
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();

    const order = await guestOrders();
    await page.getByText(arrival(order)).first().waitFor({ timeout: WITHIN_POLL_MS });
    const badge = page.getByRole('link', { name: /new orders?: open Orders/ });
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

  it("two devices on one account (the counter PC on Orders, the owner's phone on Menu) both announce and chime the same new order", async () => {
    const counter = await openPage(journeys.browser, DESKTOP);
    const phone = await openPage(journeys.browser, PHONE);
    await signInAsAdmin(counter.page, '/adminorders');
    await signInAsAdmin(phone.page, '/adminmenu');
    await lookAtOrders(counter.page);
    await phone.page.getByRole('heading', { name: 'Menu Management' }).waitFor();
    await phone.page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('thali.ordersSeenAt.')));

    const order = await guestOrders();
    const chimedFor = (page: Page) => page.evaluate(() => localStorage.getItem('thali.admin.chimedUpTo') ?? '');
    // The counter PC, on Orders, sees it first and so looks at it; the phone must still hear of it.
    await counter.page.getByText(arrival(order)).first().waitFor({ timeout: WITHIN_POLL_MS });
    await phone.page.getByText(arrival(order)).first().waitFor({ timeout: WITHIN_POLL_MS });
    // Each device starts with nothing chimed: what it holds now is the arrival it chimed for.
    for (const device of [counter, phone]) await expect.poll(() => chimedFor(device.page), { timeout: 5_000 }).not.toBe('');
    await expect.poll(() => counter.page.locator('#admin-sidebar .admin-nav-badge').count(), { timeout: 5_000 }).toBe(0);
    await phone.page.getByRole('link', { name: /new orders?: open Orders/ }).waitFor();

    expect(counter.problems).toEqual([]);
    expect(phone.problems).toEqual([]);
    await counter.context.close();
    await phone.context.close();
  });
});
