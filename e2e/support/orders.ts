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
}

/** A guest's order placed on the public API and confirmed with the code texted to them (read from the dev outbox), as the website does. */
export async function placeConfirmedOrder(order: GuestOrder): Promise<PlacedOrder> {
  const placed = await api<PlacedOrder>('POST', '/api/orders', order);
  expect(placed.status).toBe(201);
  const verified = await api('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { otp: await latestOtp(order.phone) });
  expect(verified.status).toBe(200);
  return placed.body.data!;
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

/** Places the order on the confirmation page and waits for the OTP dialog. */
export async function confirmAndWaitForOtp(page: Page) {
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
