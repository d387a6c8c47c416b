import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../functions/src/domain/settings';
import { addDays, restaurantDate } from '../functions/src/domain/time';
import { PHONE, api, latestOtp, openPage, screenshot, serverNow, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { enterOtp, fillDetails } from './support/orders';

/**
 * Issue 41, "Fix the cart at checkout" and "Offline, say so", on a 390 px phone: a thali line asking for more plates than
 * are left is marked in place at checkout ("Only 1 plate left") and one tap lowers it; then, with the phone offline,
 * Confirm says so on the page (never the browser's error page), and one tap after the network returns places exactly
 * one order.
 */

const LUNCH = 'lunch';
const journeys = setUpJourneys({ ordering: 'Lunch' });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(serverNow()));
const OFFLINE = "You're offline: your order is kept on this phone";
const OFFLINE_BOOKING = "You're offline: your booking is kept on this phone";
let thaliDate = '';
/** Orders of the journey, cancelled at the end so that its thali can go and the journeys after it find the kitchen as it was. */
const orders: string[] = [];

// What a phone that goes offline, and an order refused as sold out, may log: nothing else.
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource: the server responded with a status of 409/.test(p));

interface Listed {
  _id: string;
  phone: string;
}
/** The guest's orders as the back office lists them, confirmed or not. */
async function ordersOf(phone: string): Promise<Listed[]> {
  const r = await api<Listed[]>('GET', `/api/orders?search=${phone}&includeUnverified=true&limit=50`, undefined, journeys.adminToken);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.filter((o) => o.phone === phone);
}

beforeAll(async () => {
  thaliDate = today();
  const set = await api(
    'PUT',
    `/api/admin/thali/${thaliDate}/${LUNCH}`,
    {
      name: 'Kathiyawadi Thali',
      price: 220,
      components: ['Sev tameta', 'Bajra rotla', 'Chaas'],
      variants: ['regular'],
      refill: { policy: 'unlimited', note: '' },
      platesTotal: 2,
    },
    journeys.adminToken,
  );
  expect(set.status, set.body.message).toBe(200);
});

afterAll(async () => {
  for (const id of orders) await api('PATCH', `/api/orders/${id}/status`, { status: 'Cancelled', undoable: false }, journeys.adminToken);
  if (thaliDate) {
    const removed = await api('DELETE', `/api/admin/thali/${thaliDate}/${LUNCH}`, undefined, journeys.adminToken);
    expect(removed.status, removed.body.message).toBe(200);
  }
});

describe('checkout on a phone that runs short of plates, then of network', () => {
  it('a short thali line is lowered in place; offline, Confirm says so; one tap back online places exactly one order', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    const phone = uniquePhone();

    // Two plates of the thali and a dish in the cart, dine-in.
    await page.goto('/order');
    await page.getByRole('button', { name: /Dine-in/ }).click();
    await page.waitForURL('**/menu');
    const thali = page.getByRole('region', { name: "Today's Thali" });
    await thali.getByRole('button', { name: 'Add to cart' }).click();
    await thali.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('.menu-card').first().waitFor();
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await page.getByRole('button', { name: /View cart/ }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/orderconfirmationpage');
    await page.getByRole('heading', { name: 'Confirm Order' }).waitFor();
    const line = page.locator('.order-summary-lines li').filter({ hasText: 'Kathiyawadi Thali' });
    await expect(line.innerText()).resolves.toContain('× 2');

    // Meanwhile the counter sells one of the two plates.
    const counter = await api<{ _id: string }>(
      'POST',
      '/api/orders/walk-in',
      { orderType: 'dine-in', tableNumber: '9', items: [{ _id: `thali_${thaliDate}_${LUNCH}`, quantity: 1 }] },
      journeys.adminToken,
    );
    expect(counter.status, counter.body.message).toBe(201);
    orders.push(counter.body.data!._id);

    // Confirm is refused: the line is marked in place with what is left, and one tap lowers it.
    await fillDetails(page, { name: 'Offline Guest', phone, table: '4' });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await line.getByText('Only 1 plate left').waitFor();
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-short-line-390', { fullPage: false });
    const fix = line.getByRole('button', { name: 'Lower to 1' });
    const box = (await fix.boundingBox())!;
    expect(Math.min(box.width, box.height), 'the fix is a 44 px target').toBeGreaterThanOrEqual(44);
    const minus = (await line.getByRole('button', { name: /^Decrease / }).boundingBox())!;
    expect(Math.min(minus.width, minus.height), '− is a 44 px target').toBeGreaterThanOrEqual(44);
    await fix.click();
    await expect(line.innerText()).resolves.toContain('× 1');
    await expect(line.getByText('Only 1 plate left').count()).resolves.toBe(0);
    await expect(line.getByRole('button', { name: /^Increase / }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('#confirm-error').innerText()).resolves.toBe('');
    await screenshot(page, 'checkout-short-line-lowered-390', { fullPage: false });
    expect(await ordersOf(phone), 'the refused order placed nothing').toEqual([]);

    // Offline: Confirm says so on the page, which stays, and no order reaches the server.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(OFFLINE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/orderconfirmationpage');
    await page.getByRole('heading', { name: 'Confirm Order' }).waitFor();
    await page.locator('#confirm-error').scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-offline-390', { fullPage: false });
    // A second tap while offline is told the same, and still sends nothing.
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(OFFLINE).waitFor();

    // Back online: the page sends it again by itself, and the guest's one tap at the same moment places no second order.
    await context.setOffline(false);
    await page.locator('form.confirm-layout button[type="submit"]').dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Verify Your Order' });
    await dialog.waitFor();
    await screenshot(page, 'checkout-back-online-code-390', { fullPage: false });
    await enterOtp(page, await latestOtp(phone));
    await page.waitForURL('**/thankyou?order=*');

    const placed = await ordersOf(phone);
    orders.push(...placed.map((o) => o._id));
    expect(placed).toHaveLength(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('booking a table on a phone that loses the network', () => {
  it('offline, Reserve Table says so on the page; when the network returns the booking is sent by itself, once', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    const phone = uniquePhone();
    const date = addDays(restaurantDate(new Date(serverNow()), DEFAULT_SETTINGS.locale.timeZone), 9);

    await page.goto('/booktable');
    await page.getByLabel('Full name *').fill('Offline Booker');
    await page.getByLabel('Phone number *').fill(phone);
    await page.getByLabel('Guests *').selectOption('2');
    await page.getByLabel('Date *').fill(date);
    await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
    const time = await page
      .getByLabel('Time *')
      .locator('option:not([disabled])')
      .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v !== ''));
    expect(time, 'a time is offered').toBeTruthy();
    await page.getByLabel('Time *').selectOption(time!);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Reserve Table' }).click();
    await page.getByText(OFFLINE_BOOKING).waitFor();
    expect(new URL(page.url()).pathname).toBe('/booktable');
    await page.getByText(OFFLINE_BOOKING).scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-offline-390', { fullPage: false });

    await context.setOffline(false);
    const dialog = page.getByRole('dialog', { name: 'Verify your reservation' });
    await dialog.waitFor();
    await dialog.getByLabel('OTP').fill(await latestOtp(phone));
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await dialog.waitFor({ state: 'detached' });

    const listed = await api<{ reservations: Array<{ phone: string }> }>('GET', `/api/reservations/admin/all?search=${phone}`, undefined, journeys.adminToken);
    expect(listed.status, listed.body.message).toBe(200);
    expect(listed.body.data!.reservations.filter((r) => r.phone === phone)).toHaveLength(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('signing in on a phone that loses the network', () => {
  it('offline, Text me a code says so on the page; when the network returns the code is asked for by itself', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Mobile Number').fill(uniquePhone());

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText("You're offline: we'll text the code when you're back online").waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-offline-390', { fullPage: false });

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('/order while the kitchen has paused takeaway', () => {
  it('says takeaway is paused, with the kitchen’s message, instead of offering it; dine-in is still offered', async () => {
    const paused = await api('POST', '/api/admin/takeaway/pause', { minutes: 15 }, journeys.adminToken);
    expect(paused.status, paused.body.message).toBe(200);
    try {
      const { page, context, problems } = await openPage(journeys.browser, PHONE);
      await page.goto('/order');
      const takeaway = page.getByRole('button', { name: /Takeaway/ });
      await takeaway.getByText(/The kitchen has paused takeaway orders until .+ to catch up/).waitFor();
      await expect(takeaway.isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: /Dine-in/ }).isEnabled()).resolves.toBe(true);
      // An empty cart shows no cart pill on the menu.
      await screenshot(page, 'order-takeaway-paused-390', { fullPage: false });
      await page.goto('/menu');
      await page.locator('.menu-card').first().waitFor();
      await expect(page.getByRole('button', { name: /View cart/ }).count()).resolves.toBe(0);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    } finally {
      const resumed = await api('DELETE', '/api/admin/takeaway/pause', undefined, journeys.adminToken);
      expect(resumed.status, resumed.body.message).toBe(200);
    }
  });
});
