import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { placeCounterTakeaway } from './support/orders';

/**
 * The Indian bill: with rupees, GST included at 5% split into CGST and SGST and a GSTIN, an order taken at
 * the counter shows its token on the kitchen display and its kitchen ticket, and its tax invoice prints on an 80 mm
 * roll and on A4; the guest downloads the same bill from the tracking page. The print previews are screenshots.
 */

const journeys = setUpJourneys({ ordering: true });

/** A PDF's page count and first page size, in points. */
function pdfPages(pdf: Buffer): { count: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  return { count: (text.match(/\/Type\s*\/Page\b/g) ?? []).length, width: Number(box?.[1]), height: Number(box?.[2]) };
}

/** Prints through the page's own print view: print() is stood in for headless, and the PDF is what it would print. */
async function printPreview(page: Page, name: string, width: number) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width, height: 900 });
  await screenshot(page, name);
  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

async function withIndianBill(): Promise<() => Promise<void>> {
  const token = journeys.adminToken;
  const { settings } = (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, token)).body.data!;
  const indian: Settings = {
    ...settings,
    identity: { ...settings.identity, gstin: '27AAPFU0939F1ZW', fssaiLicence: '10019022008521' },
    locale: { ...settings.locale, currencyCode: 'INR', currencySymbol: '₹' },
    tax: { ...settings.tax, rateBp: 500, applies: true, inclusive: true, split: 'cgst-sgst' },
  };
  // A GSTIN whose check character is wrong is refused, naming it; the right one is saved.
  const refused = await api('PUT', '/api/admin/settings', indian, token);
  expect([refused.status, refused.body.message]).toEqual([400, 'GSTIN check character is wrong: please copy it again from the GST certificate']);
  const saved = await api('PUT', '/api/admin/settings', { ...indian, identity: { ...indian.identity, gstin: '27AAPFU0939F1ZV' } }, token);
  expect(saved.status).toBe(200);
  return async () => {
    const back = await api('PUT', '/api/admin/settings', { ...settings, hours: (await currentHours()) ?? settings.hours }, journeys.adminToken);
    expect(back.status).toBe(200);
  };
}
const currentHours = async () =>
  (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data?.settings.hours ?? null;

describe('the Indian bill', () => {
  it('token and note on the kitchen display and its ticket; the bill prints on 80 mm and A4 with CGST and SGST; the guest downloads it', async () => {
    const restore = await withIndianBill();
    try {
      const menu = (await api<Array<{ _id: string; price: number; diet: string }>>('GET', '/api/menu')).body.data!;
      // Vegetarian, Jain or vegan: every seeded dish carries the green mark.
      expect(menu.every((m) => ['veg', 'jain', 'vegan'].includes(m.diet))).toBe(true);
      const phone = uniquePhone();
      const placed = await placeCounterTakeaway<{ _id: string; reference: string; tokenNumber: number; total: number }>(
        { phone, source: 'phone', items: [{ _id: menu[0]!._id, quantity: 3, note: 'less spicy' }] },
        journeys.adminToken,
      );
      expect(placed.status).toBe(201);
      const order = placed.body.data!;

      // The kitchen: the token and the note, and a ticket for the 80 mm roll with the token in large type.
      const kitchen = await openPage(journeys.browser, { width: 1280, height: 800 });
      await signInAsAdmin(kitchen.page);
      await kitchen.page.goto('/adminkitchen');
      const ticket = kitchen.page.getByRole('article', { name: `#${order.reference}` });
      await ticket.waitFor();
      await expect(ticket.innerText()).resolves.toMatch(new RegExp(`Token ${order.tokenNumber}[\\s\\S]*Note: less spicy`));
      await kitchen.page.evaluate(() => {
        window.print = () => undefined;
      });
      await kitchen.page.getByRole('button', { name: `Print ticket #${order.reference}` }).click();
      const slip = kitchen.page.getByTestId('kot-slip');
      await expect(slip.innerText()).resolves.toMatch(new RegExp(`TOKEN ${order.tokenNumber}[\\s\\S]*less spicy`));
      const kot = await printPreview(kitchen.page, 'india-kot-80mm-print', 302);
      expect([kot.count, Math.abs(kot.width - 226.77) < 1]).toEqual([1, true]);
      await kitchen.context.close();

      // The counter prints the bill from the order's details: it gets its number, and prints on 80 mm and A4.
      const desk = await openPage(journeys.browser, DESKTOP);
      await signInAsAdmin(desk.page, '/adminorders');
      await desk.page.getByRole('button', { name: `View order ${order.reference}` }).click();
      await desk.page.getByRole('button', { name: 'Print bill' }).click();
      const sheet = desk.page.getByTestId('bill-sheet');
      await sheet.waitFor();
      const text = await sheet.innerText();
      expect(text).toMatch(/TAX INVOICE/);
      expect(text).toMatch(/GSTIN 27AAPFU0939F1ZV/);
      expect(text).toMatch(/CGST \(2\.5%, included\)/);
      expect(text).toMatch(/SGST \(2\.5%, included\)/);
      const number = await desk.page.getByTestId('bill-number').innerText();
      expect(number).toMatch(/^TH\/\d{4}-\d{2}\/\d{6}$/);
      await screenshot(desk.page, 'india-bill-preview-desktop');
      await desk.page.evaluate(() => {
        window.print = () => undefined;
      });
      await desk.page.getByRole('button', { name: 'Print 80 mm' }).click();
      const roll = await printPreview(desk.page, 'india-bill-80mm-print', 302);
      expect([roll.count, Math.abs(roll.width - 226.77) < 1]).toEqual([1, true]);
      await desk.page.getByRole('button', { name: 'Print A4' }).click();
      const a4 = await printPreview(desk.page, 'india-bill-a4-print', 794);
      expect(Math.abs(a4.width - 595.28) < 1).toBe(true);
      await desk.page.getByRole('dialog', { name: 'Bill' }).getByRole('button', { name: 'Close' }).click();
      expect(desk.problems).toEqual([]);
      await desk.context.close();

      // The guest, on a phone, follows the order with the last 4 digits and downloads the same bill.
      const guest = await openPage(journeys.browser, PHONE);
      await guest.page.goto(`/track/${order.reference}`);
      await guest.page.getByLabel('Last 4 digits of your phone').fill(phone.slice(-4));
      await guest.page.getByRole('button', { name: 'Show my order' }).click();
      await expect(guest.page.getByTestId('track-token').innerText()).resolves.toContain(String(order.tokenNumber));
      await guest.page.getByRole('button', { name: 'Download bill' }).click();
      await expect(guest.page.getByTestId('bill-number').innerText()).resolves.toBe(number);
      const total = await guest.page.getByTestId('bill-total').innerText();
      expect(total).toMatch(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/);
      await screenshot(guest.page, 'india-bill-track-phone');
      await guest.page.getByRole('dialog', { name: 'Bill' }).getByRole('button', { name: 'Close' }).click();

      // The menu: every seeded dish is vegetarian, so the badge shows; the Jain filter keeps the Jain ones, and a category without any points to those with some.
      await guest.page.goto('/menu');
      await guest.page.getByText('100% vegetarian kitchen').waitFor();
      await expect(guest.page.getByRole('img', { name: 'Vegetarian' }).count()).resolves.toBeGreaterThan(1);
      await screenshot(guest.page, 'india-menu-phone');
      await guest.page.getByRole('button', { name: 'Jain' }).click();
      await guest.page.getByText(/No Jain dishes here: see Rice, /).waitFor();
      expect(guest.problems).toEqual([]);
      await guest.context.close();
    } finally {
      await restore();
    }
  }, 120_000);
});
