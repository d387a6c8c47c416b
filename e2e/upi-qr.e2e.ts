import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, SCREENSHOTS, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { placeConfirmedOrder } from './support/orders';

/**
 * UPI at the table and the counter (issue 40, item 4): the owner sets the restaurant's UPI id in Settings (a wrong one
 * is refused under its field); a dine-in guest's printed bill carries a QR code that a QR decoder reads as a upi://pay
 * link for the bill's total; the guest's tracking page shows "Pay ₹… by UPI" with the same code and an Open UPI app
 * button on a phone; the counter shows the code on the settle screen and records the UPI payment, after which no
 * code is offered. Screens at 390 px are screenshots.
 */

const journeys = setUpJourneys({ ordering: true });
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule;

const UPI_ID = 'thalihouse@okaxis';
const UPI_NAME = 'Thali House Ahmedabad';
const PX_PER_MM = 96 / 25.4;

/**
 * The text of the QR code an element shows, read from a screenshot of it by a QR decoder. Each module is a few pixels
 * (34 mm at 96 dpi): the picture is enlarged ×4 without smoothing first, which gives the decoder sharp edges to find.
 */
async function decodeQr(element: Locator): Promise<string> {
  const png = await element.screenshot();
  const { width } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .resize({ width: width! * 4, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!code) throw new Error('no QR code could be read from the screenshot');
  return code.data;
}

/** A upi://pay link's fields, decoded. */
function upiFields(link: string): Record<string, string> {
  expect(link).toMatch(/^upi:\/\/pay\?/);
  return Object.fromEntries(new URLSearchParams(link.slice('upi://pay?'.length)));
}

/** Where screenshot() keeps a picture of this name, for an element's own screenshot. */
function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}

/** "₹1,234.50" as upi's am writes it: "1234.50". */
const am = (shown: string) => shown.replace(/[₹,\s]/g, '');
/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

async function inRupees(): Promise<() => Promise<void>> {
  const token = journeys.adminToken;
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, token)).body.data!;
  const rupees: Settings = {
    ...settings,
    locale: { ...settings.locale, currencyCode: 'INR', currencySymbol: '₹' },
    payments: { ...settings.payments, upiId: '', upiName: '' },
  };
  expect((await api('PUT', '/api/admin/settings', rupees, token)).status).toBe(200);
  return async () => {
    const now = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!.settings;
    const { updatedAt: _saved, ...before } = settings;
    const back = await api('PUT', '/api/admin/settings', { ...before, hours: now.hours }, journeys.adminToken);
    expect(back.status, `putting the settings back: ${back.body.message}`).toBe(200);
  };
}

describe('UPI at the table and the counter', () => {
  it("the owner sets the UPI id; the bill's QR decodes to a upi://pay link for its total; the guest sees Pay by UPI; the counter shows the code and records UPI", async () => {
    const restore = await inRupees();
    try {
      // The owner, on a phone: a UPI id that is not name@handle is marked under its field; the right one is saved.
      const owner = await openPage(journeys.browser, PHONE);
      await signInAsAdmin(owner.page, '/adminsettings');
      const card = owner.page.getByRole('region', { name: 'Payments' });
      const upiId = card.getByLabel('UPI id', { exact: true });
      await upiId.fill('thalihouse');
      await card.getByLabel('UPI payee name').fill(UPI_NAME);
      await owner.page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => upiId.getAttribute('aria-invalid')).toBe('true');
      await card.getByText('UPI id must look like name@bank, for example thalihouse@okaxis').waitFor();
      expect(await sideways(owner.page)).toBe(0);
      await upiId.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(owner.page, 'upi-settings-invalid-phone', { fullPage: false });
      await upiId.fill(UPI_ID);
      await owner.page.getByRole('button', { name: 'Save settings' }).click();
      await owner.page.getByText('Settings saved').first().waitFor();
      await upiId.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(owner.page, 'upi-settings-phone', { fullPage: false });
      const saved = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!.settings;
      expect(saved.payments).toMatchObject({ upiId: UPI_ID, upiName: UPI_NAME });
      expect(await sideways(owner.page)).toBe(0);
      expect(owner.problems).toEqual([]);
      await owner.context.close();

      // A guest eats in at table 5.
      const menu = (await api<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.filter((m) => !m.soldOut);
      const phone = uniquePhone();
      const order = await placeConfirmedOrder({
        name: 'Meera Shah',
        phone,
        orderType: 'dine-in',
        tableNumber: '5',
        items: [
          { _id: menu[0]!._id, quantity: 2 },
          { _id: menu[1]!._id, quantity: 1 },
        ],
      });

      // The counter prints the bill: an unpaid bill carries its UPI QR code, at least 30 mm wide on the 80 mm roll.
      const desk = await openPage(journeys.browser, DESKTOP);
      await signInAsAdmin(desk.page, '/adminorders');
      await desk.page.getByLabel('Search orders').fill(order.reference);
      await desk.page.getByRole('button', { name: `View order ${order.reference}` }).click();
      await desk.page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: 'Print bill' }).click();
      const sheet = desk.page.getByTestId('bill-sheet');
      await sheet.waitFor();
      const total = await desk.page.getByTestId('bill-total').innerText();
      const number = await desk.page.getByTestId('bill-number').innerText();
      expect(total).toMatch(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/);
      const upi = sheet.getByTestId('bill-upi');
      await expect(upi.innerText()).resolves.toContain(`Scan to pay ${total} by UPI`);
      await desk.page.evaluate(() => {
        window.print = () => undefined;
      });
      await desk.page.getByRole('button', { name: 'Print 80 mm' }).click();
      await desk.page.emulateMedia({ media: 'print' });
      await desk.page.setViewportSize({ width: 302, height: 900 });
      const qr = upi.getByRole('img', { name: `UPI QR code: pay ${total}` });
      await qr.waitFor();
      const qrBox = (await qr.boundingBox())!;
      expect(qrBox.width / PX_PER_MM).toBeGreaterThanOrEqual(30);
      expect(Math.abs(qrBox.width - qrBox.height)).toBeLessThan(1);
      await screenshot(desk.page, 'upi-bill-80mm-print');
      await qr.screenshot({ path: screenshotPath('upi-bill-qr') });
      const billLink = await decodeQr(qr);
      expect(upiFields(billLink)).toEqual({ pa: UPI_ID, pn: UPI_NAME, am: am(total), cu: 'INR', tn: number });
      await desk.page.emulateMedia({ media: 'screen' });
      expect(desk.problems).toEqual([]);
      await desk.context.close();

      // The guest, on a phone, follows the order: "Pay ₹… by UPI" with the same code, and a button that opens the UPI app.
      const guest = await openPage(journeys.browser, PHONE);
      await guest.page.goto(`/track/${order.reference}`);
      await guest.page.getByLabel('Last 4 digits of your phone').fill(phone.slice(-4));
      await guest.page.getByRole('button', { name: 'Show my order' }).click();
      const pay = guest.page.getByRole('region', { name: `Pay ${total} by UPI` });
      await pay.waitFor();
      const guestQr = pay.getByRole('img', { name: `UPI QR code: pay ${total}` });
      await guestQr.waitFor();
      const open = pay.getByRole('link', { name: 'Open UPI app' });
      expect(await open.isVisible()).toBe(true);
      expect(await open.getAttribute('href')).toBe(billLink);
      expect(await decodeQr(guestQr)).toBe(billLink);
      expect(await sideways(guest.page)).toBe(0);
      await pay.scrollIntoViewIfNeeded();
      await screenshot(guest.page, 'upi-track-pay-phone', { fullPage: false });
      expect(guest.problems).toEqual([]);

      // The counter, on a phone: choosing UPI shows the code to turn to the guest; then it records the UPI payment.
      const counter = await openPage(journeys.browser, PHONE);
      await signInAsAdmin(counter.page, '/adminorders');
      await counter.page.getByLabel('Search orders').fill(order.reference);
      await counter.page.getByRole('button', { name: `View order ${order.reference}` }).click();
      const details = counter.page.getByRole('dialog', { name: 'Order Details' });
      const settle = details.getByRole('form', { name: 'Settle the bill' });
      await settle.getByLabel('UPI', { exact: true }).check();
      const counterQr = settle.getByTestId('settle-upi').getByRole('img', { name: `UPI QR code: pay ${total}` });
      await counterQr.waitFor();
      await counterQr.scrollIntoViewIfNeeded();
      expect(await decodeQr(counterQr)).toBe(billLink);
      expect(await sideways(counter.page)).toBe(0);
      await screenshot(counter.page, 'upi-settle-phone', { fullPage: false });
      await settle.getByRole('button', { name: 'Record payment' }).click();
      await details
        .getByTestId('order-payment')
        .filter({ hasText: `Paid UPI ${total}` })
        .waitFor();
      expect(counter.problems).toEqual([]);
      await counter.context.close();

      // Paid: the bill and the tracking page offer no code any more.
      const invoice = await api<{ upi: unknown; payment: unknown }>('GET', `/api/orders/${order._id}/invoice`, undefined, journeys.adminToken);
      expect([invoice.status, invoice.body.data!.upi]).toEqual([200, null]);
      await guest.page.reload();
      await guest.page.getByRole('heading', { name: 'Your order' }).waitFor();
      expect(await guest.page.getByTestId('track-upi').count()).toBe(0);
      await guest.context.close();
    } finally {
      await restore();
    }
  }, 180_000);
});
