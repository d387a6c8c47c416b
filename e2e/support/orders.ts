import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, latestOtp } from './browser';

export interface PlacedOrder {
  _id: string;
  reference: string;
  total: number;
  status: string;
}

export interface GuestOrder {
  name: string;
  phone: string;
  orderType: 'dine-in' | 'takeaway';
  tableNumber?: string | null;
  items: Array<{ _id: string; quantity: number }>;
  pickupAt?: string;
}

/**
 * A guest's order placed on the public API and confirmed with the code texted to them (read from the dev outbox), as the
 * website does. A takeaway with no time chosen is for as soon as possible; late in the evening, when there is no ASAP,
 * it takes the first time offered, as a guest at checkout must then.
 */
export async function placeConfirmedOrder(order: GuestOrder): Promise<PlacedOrder> {
  const pickupAt = order.orderType === 'takeaway' && !order.pickupAt ? await pickupWithoutAsap(order) : order.pickupAt;
  const placed = await api<PlacedOrder>('POST', '/api/orders', { ...order, ...(pickupAt ? { pickupAt } : {}) });
  expect(placed.status).toBe(201);
  const verified = await api('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { otp: await latestOtp(order.phone) });
  expect(verified.status).toBe(200);
  return placed.body.data!;
}

/** Nothing while a takeaway of these plates can be had as soon as possible; else the first pickup time offered. */
async function pickupWithoutAsap(order: GuestOrder): Promise<string | undefined> {
  const plates = order.items.reduce((n, i) => n + i.quantity, 0);
  const offered = await api<{ asap: { at: string } | null; times: Array<{ at: string }> }>('GET', `/api/ordering/pickup-times?plates=${plates}`);
  expect(offered.status).toBe(200);
  if (offered.body.data!.asap) return undefined;
  const first = offered.body.data!.times[0]?.at;
  if (!first) throw new Error(`no pickup time is offered for ${plates} plates`);
  return first;
}

/**
 * A takeaway taken at the counter (POST /api/orders/walk-in). When its pickup can't be as soon as possible (late in the
 * evening, or a full slot), the refusal names the earliest time with room, and the counter takes it, as staff would.
 */
export async function placeCounterTakeaway<T>(body: Record<string, unknown>, token: string) {
  const first = await api<T>('POST', '/api/orders/walk-in', { ...body, orderType: 'takeaway' }, token);
  const earliest = (first.body.data as { earliest?: { at: string } | null } | undefined)?.earliest;
  if (first.status !== 409 || first.body.code !== 'pickup_full' || !earliest) return first;
  return api<T>('POST', '/api/orders/walk-in', { ...body, orderType: 'takeaway', pickupAt: earliest.at }, token);
}

/** Picks the first two dishes that can be ordered on the first menu page, adding the first twice. */
export async function fillCart(page: Page) {
  await page.locator('.menu-card').first().waitFor();
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ });
  await add.nth(0).click();
  await add.nth(0).click();
  await add.nth(1).click();
  await page.getByText('In your cart: 2').waitFor();
}

export async function checkoutFromDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/orderconfirmationpage');
  await page.getByRole('heading', { name: 'Confirm Order' }).waitFor();
}

export async function fillDetails(page: Page, o: { name: string; phone: string; table?: string }) {
  await page.getByLabel('Name').fill(o.name);
  await page.getByLabel('Phone').fill(o.phone);
  if (o.table) await page.getByLabel('Table number').fill(o.table);
}

/**
 * Places the order on the confirmation page and waits for the OTP dialog. A takeaway's pickup times arrive after the
 * page: the guest confirms once the field shows them, as a person would, for late at night (no "as soon as possible")
 * the time it then chooses is the one sent; a tap while it still says "Finding pickup times…" is refused at that hour.
 */
export async function confirmAndWaitForOtp(page: Page) {
  await page.locator('select[name="pickupAt"][aria-busy="true"]').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Order' });
  await dialog.waitFor();
  return dialog;
}

export async function enterOtp(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Verify Your Order' });
  await dialog.getByLabel('OTP').fill(code);
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
}
