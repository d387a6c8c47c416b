import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../functions/src/domain/orders';
import type { Settings } from '../functions/src/domain/settings';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, api, openPage, screenshot, serverNow } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Money the accountant signs off, as the counter does it: a dine-in order with a discount and without the
 * voluntary service charge, billed to a business (a GSTIN with a wrong check character is refused first), completed,
 * printed with CGST and SGST, paid, then voided with a reason and a refund, which gives its bill a credit note; the
 * day-end report shows the refund and the net takings. The bills and the report are screenshots.
 */

const journeys = setUpJourneys({ ordering: true });
const run = Date.now().toString(36).slice(-5);

const RESTAURANT_GSTIN = '24AAPFU0939F1Z1';
const CUSTOMER = { gstin: '24AAACS1234A1Z8', wrongCheck: '24AAACS1234A1Z9', name: 'Sabarmati Silk Mills Pvt Ltd' };

/** Rupees, GST at 5% added on top and split into CGST and SGST, a Gujarat GSTIN and a 10% voluntary service charge; gives back the owner's settings. */
async function withIndianMoney(): Promise<() => Promise<void>> {
  const token = journeys.adminToken;
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, token)).body.data!;
  const indian: Settings = {
    ...settings,
    identity: { ...settings.identity, gstin: RESTAURANT_GSTIN, fssaiLicence: '10019022008521' },
    locale: { ...settings.locale, currencyCode: 'INR', currencySymbol: '₹' },
    tax: { ...settings.tax, rateBp: 500, applies: true, inclusive: false, split: 'cgst-sgst' },
    ordering: { ...settings.ordering, serviceChargeBp: 1000 },
  };
  const saved = await api('PUT', '/api/admin/settings', indian, token);
  expect([saved.status, saved.body.message]).toEqual([200, expect.any(String)]);
  return async () => {
    const hours = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data?.settings.hours;
    const back = await api('PUT', '/api/admin/settings', { ...settings, hours: hours ?? settings.hours }, journeys.adminToken);
    expect(back.status).toBe(200);
  };
}

const stored = async (id: string) => (await api<OrderView>('GET', `/api/orders/${id}`, undefined, journeys.adminToken)).body.data!;
/** '₹1,234.50' or '−₹12.00' as a number of rupees. */
const rupees = (text: string) => Number(text.replace(/[−-]/, '-').replace(/[₹,\s]/g, ''));
/** The value beside a label in a list of label and value (the bill's totals, the day-end report's lines). */
const valueOf = (within: Locator, label: string | RegExp) =>
  within
    .locator('div')
    .filter({ has: within.page().locator('dt').filter({ hasText: label }) })
    .locator('dd')
    .innerText();
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** Dismisses the status toasts, as the person does before reading the bill they cover; waits for them to leave. */
async function dismissToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) await close.click();
  await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0);
}
/** Today in the restaurant's time zone, by the server's clock. */
const restaurantToday = () => new Date(serverNow() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('money signed off at the counter on a %s', (label, viewport) => {
  it('a discounted dine-in without service charge is billed to a business with CGST equal to SGST; voided with a refund it gets a credit note; the Z report nets the refund', async () => {
    const restore = await withIndianMoney();
    try {
      const dish = (await api<Array<{ _id: string; category: string }>>('GET', '/api/menu')).body.data!.find((d) => d.category === 'Thali')!;
      const placed = await api<OrderView>(
        'POST',
        '/api/orders/walk-in',
        { orderType: 'dine-in', tableNumber: '6', name: `Money ${label} ${run}`, serviceCharge: true, items: [{ _id: dish._id, quantity: 2 }] },
        journeys.adminToken,
      );
      expect(placed.status).toBe(201);
      const order = placed.body.data!;
      expect([order.serviceCharge, order.serviceOrParcelCharge > 0, order.discount]).toEqual([true, true, 0]);

      const { page, context, problems } = await openPage(journeys.browser, viewport);
      await signInAsAdmin(page, '/adminorders');
      await page.getByLabel('Search orders').fill(order.reference);
      const row = page.getByRole('row').filter({ hasText: `#${order.reference}` });
      await row.getByRole('button', { name: `View order ${order.reference}` }).click();
      const details = page.getByRole('dialog', { name: 'Order Details' });

      // The guest declines the service charge; the counter gives 10% off for a regular.
      const charge = details.getByRole('switch', { name: /^Service charge \(10%\)/ });
      await expect(charge.isChecked()).resolves.toBe(true);
      await charge.click();
      await details.getByRole('switch', { name: 'Service charge (10%)', checked: false }).waitFor();
      const discount = details.getByRole('form', { name: 'Discount' });
      await discount.getByLabel('Percent off').fill('10');
      await discount.getByLabel('Reason').fill(`Regular guest ${run}`);
      await discount.getByRole('button', { name: 'Give discount' }).click();
      await discount.getByTestId('order-discount').filter({ hasText: `10% off` }).waitFor();
      const adjusted = await stored(order._id);
      expect([adjusted.serviceCharge, adjusted.serviceOrParcelCharge]).toEqual([false, 0]);
      expect(Math.round(adjusted.discount * 100)).toBe(Math.round(adjusted.subtotal * 10));

      // Billed to a business: a GSTIN whose check character is wrong is refused on the form, and nothing is saved.
      const billing = details.getByRole('form', { name: 'Business billing' });
      await billing.getByLabel('Customer GSTIN').fill(CUSTOMER.wrongCheck);
      await billing.getByLabel('Legal name').fill(CUSTOMER.name);
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await billing.getByRole('alert').filter({ hasText: 'GSTIN check character is wrong: please copy it again from the GST certificate' }).waitFor();
      await expect(billing.getByTestId('order-billed-to').count()).resolves.toBe(0);
      expect((await stored(order._id)).billing).toBeNull();
      await billing.getByLabel('Customer GSTIN').fill(CUSTOMER.gstin);
      await billing.getByRole('button', { name: 'Save billing details' }).click();
      await billing
        .getByTestId('order-billed-to')
        .filter({ hasText: `Billed to ${CUSTOMER.name} · GSTIN ${CUSTOMER.gstin}` })
        .waitFor();
      await expect(billing.getByRole('alert').innerText()).resolves.toBe('');
      expect((await stored(order._id)).billing).toMatchObject({ customerGstin: CUSTOMER.gstin, customerName: CUSTOMER.name });

      // The kitchen's steps, then Complete, from the order's details.
      for (const step of ['Start preparing', 'Mark ready', 'Complete']) {
        await details.getByRole('button', { name: `${step}: order ${order.reference}` }).click();
        await details.getByRole('button', { name: `${step}: order ${order.reference}` }).waitFor({ state: 'detached' });
      }
      await details
        .locator('.badge')
        .filter({ hasText: /^Completed$/ })
        .waitFor();

      // The printed bill: billed to the business, the discount, no service charge, CGST equal to SGST.
      await details.getByRole('button', { name: 'Print bill' }).click();
      const billDialog = page.getByRole('dialog', { name: 'Bill' });
      const sheet = billDialog.getByTestId('bill-sheet');
      await sheet.waitFor();
      const invoiceNumber = await sheet.getByTestId('bill-number').innerText();
      const numbered = /^([A-Z0-9]+)\/(\d{4}-\d{2})\/\d{6}$/.exec(invoiceNumber);
      expect(numbered, invoiceNumber).not.toBeNull();
      await expect(sheet.getByTestId('bill-billed-to').innerText()).resolves.toMatch(new RegExp(`^Billed to\\s+${CUSTOMER.name} · GSTIN ${CUSTOMER.gstin}$`));
      const totals = sheet.locator('.bill-totals');
      expect(rupees(await valueOf(totals, /^Discount \(10%\)$/))).toBe(-adjusted.discount);
      await expect(totals.getByText('Service / parcel charge').count()).resolves.toBe(0);
      const cgst = await valueOf(totals, /^CGST \(2\.5%\)$/);
      const sgst = await valueOf(totals, /^SGST \(2\.5%\)$/);
      expect(rupees(cgst)).toBeGreaterThan(0);
      expect(cgst).toBe(sgst);
      const billTotal = await sheet.getByTestId('bill-total').innerText();
      expect(rupees(billTotal)).toBe(adjusted.total);
      await dismissToasts(page);
      await screenshot(page, `money-b2b-bill-${label}`);
      await billDialog.getByRole('button', { name: 'Close' }).click();
      await billDialog.waitFor({ state: 'detached' });

      // Paid by UPI at the till.
      const settle = details.getByRole('form', { name: 'Settle the bill' });
      await settle.getByLabel('UPI', { exact: true }).check();
      await settle.getByRole('button', { name: 'Record payment' }).click();
      await details
        .getByTestId('order-payment')
        .filter({ hasText: `Paid UPI ${billTotal}` })
        .waitFor();

      // Voided: a reason is asked for first, then how the money goes back.
      await details.getByRole('button', { name: `Void: order ${order.reference}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Void order #${order.reference}` });
      await dialog.getByText(`Invoice ${invoiceNumber} gets a credit note, which the GST summary takes off.`).waitFor();
      await dialog.getByRole('button', { name: 'Void order' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Please give a reason of 3 to 200 characters' }).waitFor();
      expect((await stored(order._id)).status).toBe('Completed');
      const reason = `Billed to the wrong company ${run}`;
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByLabel(`Refund ${billTotal} by`).selectOption({ label: 'UPI' });
      await dialog.getByRole('button', { name: 'Void order' }).click();
      await dialog.waitFor({ state: 'detached' });
      await details
        .locator('.badge')
        .filter({ hasText: /^Voided$/ })
        .waitFor();
      const voided = await stored(order._id);
      expect([voided.status, voided.refunded, voided.refundable]).toEqual(['Voided', adjusted.total, 0]);

      // Its bill now says CANCELLED, with the credit note's number in the invoice's series and financial year.
      await details.getByRole('button', { name: 'Print bill' }).click();
      await sheet.waitFor();
      await expect(sheet.getByText('TAX INVOICE — CANCELLED', { exact: true }).count()).resolves.toBe(1);
      await expect(sheet.getByTestId('bill-number').innerText()).resolves.toBe(invoiceNumber);
      const note = await sheet.getByTestId('bill-credit-note').innerText();
      const [, prefix, fy] = numbered!;
      expect(note).toMatch(new RegExp(`^Credit note ${prefix}/CN/${fy}/\\d{6} · ${billTotal.replace(/[.]/g, '\\.')} · `));
      expect(note).toContain(voided.creditNote!.number);
      await dismissToasts(page);
      await screenshot(page, `money-credit-note-bill-${label}`);
      await billDialog.getByRole('button', { name: 'Close' }).click();
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      // The day-end report: the refund with who and why, and the takings net of refunds.
      await page.goto('/admin/reports');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Open day-end report' }).click();
      const z = page.getByRole('dialog', { name: 'Day-end report (Z)' });
      const refundLine = z
        .getByRole('list', { name: 'Refunds' })
        .getByRole('listitem')
        .filter({ hasText: `#${order.reference} refund, UPI` });
      await refundLine.waitFor();
      await expect(refundLine.innerText()).resolves.toContain(`−${billTotal}`);
      await expect(refundLine.innerText()).resolves.toContain(`Thali Admin · ${reason}`);
      const payments = z.getByRole('region', { name: 'Payments' });
      const paid = rupees(await valueOf(payments, /^Paid \(\d+ orders?\)$/));
      const refunds = rupees(await valueOf(payments, /^Refunds \(\d+\)$/));
      const net = rupees(await valueOf(payments, /^Net takings$/));
      expect(refunds).toBeLessThanOrEqual(-adjusted.total);
      expect(Math.round(net * 100)).toBe(Math.round((paid + refunds) * 100));
      const dayEnd = await api<{ payments: { net: number; refunds: { total: number } } }>(
        'GET',
        `/api/admin/reports/day-end?date=${restaurantToday()}`,
        undefined,
        journeys.adminToken,
      );
      expect([dayEnd.body.data?.payments.net, dayEnd.body.data?.payments.refunds.total]).toEqual([net, -refunds]);
      await expect(fitsWidth(page)).resolves.toBe(true);
      // The report scrolls in its own overlay: the picture is the screen, at its takings by payment.
      await payments.scrollIntoViewIfNeeded();
      await screenshot(page, `money-z-report-${label}`, { fullPage: false });
      await z.getByRole('button', { name: 'Close', exact: true }).click();
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await restore();
    }
  }, 120_000);
});
