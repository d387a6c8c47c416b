import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { DESKTOP, PHONE, api, idTokenFor, latestOtp, openPage, screenshot, uniquePhone } from './support/browser';
import { signInAs, signInAsAdmin } from './support/admin';
import { setUpJourneys } from './support/journeys';

/**
 * Issue 40's books and wording, on a phone: a registered guest pays a takeaway online; My Orders and the tracking page say
 * Paid (never Payment Pending); the restaurant cancels it, the money goes back through the gateway, and both pages say
 * "Refunded ₹…". The day-end report lists the online payment apart from the counter's and the refund with its gateway id.
 */

const journeys = setUpJourneys({ ordering: true });
let ownerSettings: Settings | undefined;

beforeAll(async () => {
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!;
  ownerSettings = settings;
  const paying: Settings = {
    ...settings,
    locale: { ...settings.locale, currencyCode: 'INR', currencySymbol: '₹' },
    payments: { ...settings.payments, online: { ...settings.payments.online, takeaway: 'optional' } },
  };
  const saved = await api('PUT', '/api/admin/settings', paying, journeys.adminToken);
  expect(saved.status, saved.body.message).toBe(200);
});

afterAll(async () => {
  if (!ownerSettings) return;
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!;
  const back = await api('PUT', '/api/admin/settings', { ...settings, locale: ownerSettings.locale, payments: ownerSettings.payments }, journeys.adminToken);
  expect(back.status, back.body.message).toBe(200);
});

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Placed {
  _id: string;
  reference: string;
  total: number;
  payment: { gatewayOrderId: string };
}

/** A takeaway the guest orders to pay online, then pays on the local gateway (as its page's Pay button does) and Checkout hands back. */
async function paidOnlineTakeaway(guest: { name: string; phone: string; token: string }): Promise<Placed> {
  const dish = (await api<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((m) => !m.soldOut)!._id;
  const offered = await api<{ asap: { at: string } | null; times: Array<{ at: string }> }>('GET', '/api/ordering/pickup-times?plates=1');
  expect(offered.status).toBe(200);
  const pickupAt = offered.body.data!.asap ? undefined : offered.body.data!.times[0]?.at;
  const body = {
    name: guest.name,
    phone: guest.phone,
    orderType: 'takeaway',
    items: [{ _id: dish, quantity: 1 }],
    paymentMethod: 'online',
    ...(pickupAt ? { pickupAt } : {}),
  };
  const placed = await api<Placed>('POST', '/api/orders', body, guest.token);
  expect(placed.status, placed.body.message).toBe(201);
  const order = placed.body.data!;
  const paid = await api<Record<string, string>>('POST', `/api/dev/payments/${order.payment.gatewayOrderId}/complete`, { outcome: 'success', method: 'upi' });
  expect(paid.status, paid.body.message).toBe(200);
  const confirmed = await api<{ isPaid: boolean }>('POST', `/api/orders/${order._id}/payment`, paid.body.data);
  expect(confirmed.status, confirmed.body.message).toBe(200);
  expect(confirmed.body.data!.isPaid).toBe(true);
  return order;
}

/** The payment badge of the order's card in My Orders, on the tab it is listed under. */
async function myOrdersPayment(page: Page, reference: string, tab: 'Current Order' | 'Order History'): Promise<string> {
  await page.goto('/myorders');
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  const card = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: `Order #${reference}` });
  await card.waitFor();
  return card.getByTestId('order-payment').innerText();
}

async function trackPayment(page: Page, reference: string, phone: string): Promise<string> {
  // The digits proven on an earlier visit stay in the tab: forgotten here, so each visit proves the phone as a new one would.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/track/${reference}`);
  await page.getByLabel('Last 4 digits of your phone').fill(phone.slice(-4));
  await page.getByRole('button', { name: 'Show my order' }).click();
  return page.getByTestId('track-payment').innerText();
}

describe('what a guest and the books say of an order paid online and refunded', () => {
  it('Paid on My Orders and tracking, Refunded ₹… once the restaurant cancels it, and the day-end report keeps online apart', async () => {
    const phone = uniquePhone();
    const password = 'jeera-rice-7';
    expect((await api('POST', '/api/users/register/start', { name: 'Kavya Desai', phone, password })).status).toBeLessThan(300);
    expect((await api('POST', '/api/users/register/verify', { phone, otp: await latestOtp(phone) })).status).toBeLessThan(300);
    const order = await paidOnlineTakeaway({ name: 'Kavya Desai', phone, token: await idTokenFor(phone, password) });

    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await signInAs(page, phone, password);
    await expect(myOrdersPayment(page, order.reference, 'Current Order')).resolves.toBe('Paid');
    await expect(trackPayment(page, order.reference, phone)).resolves.toBe('Paid');
    await screenshot(page, 'paid-online-track-phone');

    // The restaurant cancels it: the money goes back through the gateway (the local one processes it at once).
    const cancelled = await api<{ refund: { id: string; amount: number; status: string } | null; creditNote: { number: string } | null }>(
      'PATCH',
      `/api/orders/${order._id}/status`,
      { status: 'Cancelled', reason: 'Guest called to cancel', undoable: false },
      journeys.adminToken,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data!.refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), amount: order.total, status: 'processed' });
    const refundId = cancelled.body.data!.refund!.id;
    // Paid online, the order had its invoice: cancelling it reverses that with a credit note, named to the guest.
    const creditNote = cancelled.body.data!.creditNote!.number;
    expect(creditNote).toMatch(/\S/);

    await expect(trackPayment(page, order.reference, phone)).resolves.toBe(`Refunded ${rupees(order.total)}`);
    await expect(page.getByTestId('track-credit-note').innerText()).resolves.toBe(`Credit note ${creditNote}`);
    await screenshot(page, 'refunded-track-phone');
    await expect(myOrdersPayment(page, order.reference, 'Order History')).resolves.toBe(`Refunded ${rupees(order.total)}`);
    await expect(page.getByTestId('order-credit-note').innerText()).resolves.toBe(`Credit note ${creditNote}`);
    await screenshot(page, 'refunded-myorders-phone');
    expect(problems).toEqual([]);
    await context.close();

    // The back office: the day-end report keeps online takings apart and names the gateway's refund.
    const admin = await openPage(journeys.browser, DESKTOP);
    await signInAsAdmin(admin.page, '/admin/reports');
    await admin.page.getByRole('button', { name: 'Open day-end report' }).click();
    const z = admin.page.getByRole('dialog', { name: 'Day-end report (Z)' });
    const refundLine = z
      .getByRole('list', { name: 'Refunds' })
      .getByRole('listitem')
      .filter({ hasText: `#${order.reference} refund, Online` });
    await refundLine.waitFor();
    await expect(refundLine.innerText()).resolves.toContain(`${refundId} processed`);
    const payments = z.getByRole('region', { name: 'Payments' });
    await payments.getByText('Online (through the gateway)').waitFor();
    await payments.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'refunded-z-report-desktop', { fullPage: false });
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
