import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { throttlePhone } from '../scripts/phone-probe.mjs';
import { PHONE, api, latestOtp, openPage, screenshot, serverNow, setServerClockOffset, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Issue 40's "done when", on a throttled phone: with online payment optional for takeaway, a guest orders today's thali
 * to take away, chooses Pay now, pays on the local gateway's page and sees the order confirmed and Paid; the kitchen
 * display has it only once paid. A failed payment leaves it unpaid, and after the hold its plate goes back.
 */

// One service, "Lunch", around the clock: whatever the hour the suite runs, the thali set is the one of the service now.
const journeys = setUpJourneys({ ordering: 'Lunch' });
const LUNCH = 'lunch';
const HOLD_MINUTES = 5;
const PLATES = 6;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(serverNow()));
let thaliDate = '';
let ownerSettings: Settings | undefined;
/** The journey's confirmed orders, cancelled at the end so that its thali can go and the journeys after it find the kitchen as it was. */
const confirmedOrders: string[] = [];

/** The plates left of the journey's thali, read from the owner's screen's API (by its date: moving the clock may pass midnight). */
async function platesLeft(): Promise<number> {
  const day = await api<{ services: Array<{ service: string; thali: { platesLeft: number } | null }> }>(
    'GET',
    `/api/admin/thali/${thaliDate}`,
    undefined,
    journeys.adminToken,
  );
  expect(day.status, day.body.message).toBe(200);
  const thali = day.body.data!.services.find((s) => s.service === LUNCH)?.thali;
  if (!thali) throw new Error(`no ${LUNCH} thali on ${thaliDate}`);
  return thali.platesLeft;
}

/** Whether the kitchen display's board has the order. */
async function onKitchenDisplay(id: string): Promise<boolean> {
  const board = await api<{ tickets: Array<{ id: string }> }>('GET', '/api/admin/kitchen', undefined, journeys.adminToken);
  expect(board.status, board.body.message).toBe(200);
  return board.body.data!.tickets.some((t) => t.id === id);
}

interface GuestOrderState {
  isPaid: boolean;
  isVerified: boolean;
  status: string;
  online: { state: string; lastFailure: { reason: string } | null } | null;
}
const orderAsGuest = async (id: string, phone: string) => (await api<GuestOrderState>('GET', `/api/orders/${id}?phone=${phone}`)).body.data!;

beforeAll(async () => {
  const token = journeys.adminToken;
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, token)).body.data!;
  ownerSettings = settings;
  const paying: Settings = {
    ...settings,
    locale: { ...settings.locale, currencyCode: 'INR', currencySymbol: '₹' },
    payments: { ...settings.payments, online: { ...settings.payments.online, takeaway: 'optional' }, holdMinutes: HOLD_MINUTES },
  };
  const saved = await api('PUT', '/api/admin/settings', paying, token);
  expect(saved.status, saved.body.message).toBe(200);

  thaliDate = today();
  const set = await api(
    'PUT',
    `/api/admin/thali/${thaliDate}/${LUNCH}`,
    {
      name: 'Gujarati Thali',
      price: 250,
      components: ['Dal', 'Kadhi', 'Rotli', 'Bhaat', 'Shaak'],
      variants: ['regular', 'jain'],
      refill: { policy: 'unlimited', note: '' },
      platesTotal: PLATES,
    },
    token,
  );
  expect(set.status, set.body.message).toBe(200);
});

afterAll(async () => {
  await setServerClockOffset(0).catch(() => undefined);
  for (const id of confirmedOrders) {
    const cancelled = await api('PATCH', `/api/orders/${id}/status`, { status: 'Cancelled', undoable: false }, journeys.adminToken);
    expect(cancelled.status, cancelled.body.message).toBe(200);
  }
  if (thaliDate) {
    const removed = await api('DELETE', `/api/admin/thali/${thaliDate}/${LUNCH}`, undefined, journeys.adminToken);
    expect(removed.status, removed.body.message).toBe(200);
  }
  if (!ownerSettings) return;
  // The owner's payments and currency back, keeping the hours the journeys' setup gives back itself.
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!;
  const back = await api('PUT', '/api/admin/settings', { ...settings, locale: ownerSettings.locale, payments: ownerSettings.payments }, journeys.adminToken);
  expect(back.status, back.body.message).toBe(200);
});

/** From /order to checkout with today's thali for takeaway, on the guest's (throttled) phone. */
async function checkoutWithThali(page: Page) {
  await page.goto('/order');
  await page.getByRole('button', { name: /Takeaway/ }).click();
  await page.waitForURL('**/menu');
  await page.getByRole('region', { name: "Today's Thali" }).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /View cart/ }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/orderconfirmationpage');
  await page.getByRole('heading', { name: 'Confirm Order' }).waitFor();
  // The pickup time is offered once its times have loaded; the default (as soon as possible, or the first time) stays.
  await page.locator('#order-pickupAt:enabled').waitFor();
}

/** Chooses Pay now, places the order and lands on the local gateway's page: the order's id. */
async function payNow(page: Page, guest: { name: string; phone: string }): Promise<string> {
  const payNowChoice = page.getByRole('radio', { name: /Pay now \(UPI or card\)/ });
  await page.getByText('Pay now (UPI or card)').click();
  await expect(payNowChoice.isChecked()).resolves.toBe(true);
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByRole('button', { name: /^Pay ₹[\d,]+\.\d\d$/ }).click();
  await page.waitForURL('**/pay/*?g=*');
  await page.getByRole('button', { name: /^Pay ₹[\d,]+\.\d\d$/ }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('paying online when ordering, on a phone', () => {
  it('a guest pays for a takeaway thali on the gateway page, sees it confirmed and Paid, and only then does the kitchen have it', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await throttlePhone(page);
    const phone = uniquePhone();
    const before = await platesLeft();

    await checkoutWithThali(page);
    const total = await page.getByTestId('order-total').innerText();
    // The counter stays the way to pay, as before, until the guest picks paying now.
    await page.getByRole('radio', { name: /Pay now \(UPI or card\)/ }).waitFor();
    await expect(page.getByRole('radio', { name: /Pay at the counter/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Confirm Order' }).isVisible()).resolves.toBe(true);
    await page.getByText('Pay now (UPI or card)').click();
    await expect(page.getByRole('button', { name: /^Pay ₹/ }).innerText()).resolves.toBe(`Pay ${total}`);
    await page.getByRole('group', { name: 'Payment' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-online-checkout-choice-390', { fullPage: false });
    await screenshot(page, 'pay-online-checkout-390');

    const id = await payNow(page, { name: 'Meera Joshi', phone });
    // Placed and waiting for its payment: no code dialog, no code texted, not on the kitchen display, its plate held.
    await expect(page.getByRole('dialog', { name: 'Verify Your Order' }).count()).resolves.toBe(0);
    const texts = (await api<Array<{ otp: string | null }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!;
    expect(texts.filter((t) => t.otp !== null)).toEqual([]);
    expect(await onKitchenDisplay(id)).toBe(false);
    expect(await orderAsGuest(id, phone)).toMatchObject({ isPaid: false, isVerified: false, online: { state: 'waiting' } });
    expect(await platesLeft()).toBe(before - 1);

    // The local gateway's page: the restaurant, the server's amount, UPI with a test id, Card with the test card.
    await expect(page.getByTestId('pay-amount').innerText()).resolves.toBe(total);
    await expect(page.getByLabel('UPI ID').inputValue()).resolves.toBe('guest@okaxis');
    await screenshot(page, 'pay-online-local-gateway-390', { fullPage: false });
    await page.getByText('Card', { exact: true }).click();
    await expect(page.getByLabel('Card number').inputValue()).resolves.toBe('4111 1111 1111 1111');
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await page.waitForURL('**/thankyou?order=*');
    confirmedOrders.push(id);
    expect(new URL(page.url()).searchParams.get('order')).toBe(id);
    await expect(page.getByTestId('order-payment').innerText()).resolves.toBe('Paid');
    await page.getByText('Your payment is received, your order is confirmed and the kitchen has it.').waitFor();
    await expect(page.getByTestId('order-total').innerText()).resolves.toBe(total);
    await screenshot(page, 'pay-online-thankyou-paid-390');

    // Paid: confirmed with a token, on the kitchen display, the plate still the guest's; the cart is empty.
    expect(await orderAsGuest(id, phone)).toMatchObject({ isPaid: true, isVerified: true, status: 'Pending', online: { state: 'paid' } });
    expect(await onKitchenDisplay(id)).toBe(true);
    expect(await platesLeft()).toBe(before - 1);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    // Tracking, from the link in the confirmation text.
    const reference = (await page.getByTestId('order-reference').innerText()).replace('#', '');
    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(`**/track/${reference}`);
    await page.getByLabel('Last 4 digits of your phone').fill(phone.slice(-4));
    await page.getByRole('button', { name: 'Show my order' }).click();
    await page.getByText('The kitchen has your order.', { exact: false }).waitFor();
    await screenshot(page, 'pay-online-tracking-paid-390');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('a failed payment leaves the order unpaid, to try again or pay at the counter; after the hold its plate goes back', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await throttlePhone(page);
    const phone = uniquePhone();
    const before = await platesLeft();

    await checkoutWithThali(page);
    const id = await payNow(page, { name: 'Kiran Desai', phone });
    expect(await platesLeft()).toBe(before - 1);

    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await expect(page.locator('.localpay-failed').innerText()).resolves.toMatch(/is not paid, so it is not confirmed yet\. We keep it for you until \d\d:\d\d/);
    await expect(page.getByRole('button', { name: 'Try again' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Pay at the counter' }).isEnabled()).resolves.toBe(true);
    await screenshot(page, 'pay-online-local-gateway-failed-390', { fullPage: false });

    const failed = await orderAsGuest(id, phone);
    expect(failed).toMatchObject({ isPaid: false, isVerified: false, online: { state: 'waiting' } });
    expect(failed.online!.lastFailure).not.toBeNull();
    expect(await onKitchenDisplay(id)).toBe(false);
    expect(await platesLeft()).toBe(before - 1);

    // Try again shows the gateway's form once more, on the same gateway order.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();

    // The hold ends unpaid: the scheduled run releases the order and its plate comes back.
    try {
      await setServerClockOffset((HOLD_MINUTES + 1) * 60_000);
      const ran = await api('POST', '/api/dev/run-scheduled');
      expect(ran.status, ran.body.message).toBe(200);
      expect(await orderAsGuest(id, phone)).toMatchObject({ isPaid: false, isVerified: false, online: { state: 'expired' } });
      expect(await platesLeft()).toBe(before);
      expect(await onKitchenDisplay(id)).toBe(false);
    } finally {
      await setServerClockOffset(0);
    }

    // Reloaded, the gateway's page says the order was released instead of taking a payment for it.
    await page.reload();
    await page.getByRole('heading', { name: 'Order released' }).waitFor();
    await expect(page.getByRole('button', { name: /^Pay ₹/ }).count()).resolves.toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('after a failed payment the guest pays at the counter for the same order: a code confirms it, its plate kept, to pay when collecting', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await throttlePhone(page);
    const phone = uniquePhone();
    const before = await platesLeft();

    await checkoutWithThali(page);
    const id = await payNow(page, { name: 'Jignesh Patel', phone });
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.getByRole('button', { name: 'Pay at the counter' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify Your Order' });
    await dialog.waitFor();
    expect(await platesLeft(), 'the same order keeps its plate').toBe(before - 1);
    expect(await onKitchenDisplay(id)).toBe(false);
    await dialog.getByLabel('OTP').fill(await latestOtp(phone));
    await dialog.getByRole('button', { name: 'Confirm Order' }).click();

    await page.waitForURL(`**/thankyou?order=${id}`);
    confirmedOrders.push(id);
    await expect(page.getByTestId('order-payment').innerText()).resolves.toBe('To pay at the counter');
    expect(await orderAsGuest(id, phone)).toMatchObject({ isPaid: false, isVerified: true, status: 'Pending' });
    expect(await onKitchenDisplay(id)).toBe(true);
    expect(await platesLeft()).toBe(before - 1);
    await screenshot(page, 'pay-online-counter-instead-thankyou-390', { fullPage: false });

    expect(problems).toEqual([]);
    await context.close();
  });
});
