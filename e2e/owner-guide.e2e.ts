import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, api, openPage, screenshot, serverNow, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { placeCounterTakeaway } from './support/orders';

/**
 * The owner's guide (docs/owner-guide.md), walked as an owner would on the first day: Settings set up for India and
 * saved, a member of staff invited by phone, tomorrow's thali set from a phone, a counter order settled in cash, and the
 * day's close read in the day-end report. Its screens are the guide's pictures: `GUIDE_SHOTS=1` writes them into
 * docs/images as well as artifacts/screenshots. The owner's settings and tomorrow's thali are given back at the end.
 */

const journeys = setUpJourneys({ ordering: true });
const GUIDE_IMAGES = process.env.GUIDE_SHOTS ? join(new URL('..', import.meta.url).pathname, 'docs', 'images') : null;

/** The screen as the owner sees it, for the guide: a JPEG in docs/images when asked for, a PNG in the artifacts always. */
async function guideShot(page: Page, name: string) {
  await screenshot(page, `owner-guide-${name}`, { fullPage: false });
  if (!GUIDE_IMAGES) return;
  mkdirSync(GUIDE_IMAGES, { recursive: true });
  await page.screenshot({ path: join(GUIDE_IMAGES, `${name}.jpg`), type: 'jpeg', quality: 72 });
}

const restaurantDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(serverNow() + offsetDays * 24 * 60 * 60 * 1000));

const readSettings = async () => (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!.settings;

describe("the owner's first day, as the owner's guide tells it", () => {
  it('sets up for India, invites staff, sets tomorrow’s thali, settles a bill in cash and reads the day-end report', async () => {
    const before = await readSettings();
    const tomorrow = restaurantDate(1);
    let thaliService: string | null = null;
    try {
      // 1. Settings: "Set up for India" lists what it fills in; nothing is saved until Save.
      const owner = await openPage(journeys.browser, DESKTOP);
      await signInAsAdmin(owner.page, '/adminsettings');
      const { page } = owner;
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Set up for India' }).click();
      const preset = page.getByRole('dialog', { name: 'Set up for India' });
      await preset.getByRole('list', { name: 'What Set up for India changes' }).getByText('Currency code:').waitFor();
      await guideShot(page, 'settings-india');
      await preset.getByRole('button', { name: /^Fill in \d+ fields?$/ }).click();
      await expect(page.getByLabel('Currency code').inputValue()).resolves.toBe('INR');
      expect((await readSettings()).locale.currencyCode, 'nothing is saved before Save').toBe(before.locale.currencyCode);
      // A bad value first: an empty currency symbol is refused and nothing changes.
      await page.getByLabel('Currency symbol').fill('');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /currency symbol/i })
        .first()
        .waitFor();
      expect((await readSettings()).locale.currencyCode).toBe(before.locale.currencyCode);
      await page.getByLabel('Currency symbol').fill('₹');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(async () => (await readSettings()).locale.currencyCode, { timeout: 15_000 }).toBe('INR');
      const saved = await readSettings();
      expect([saved.locale.currencySymbol, saved.tax.split]).toEqual(['₹', 'cgst-sgst']);
      await page.locator('#settings-locale').scrollIntoViewIfNeeded();
      await guideShot(page, 'settings-locale');

      // 2. Staff: a counter hand invited by phone waits for their code.
      await page.goto('/adminstaff');
      const invite = page.locator('form.staff-invite');
      await invite.getByLabel('Name').fill('Meena Shah');
      await invite.getByLabel('Mobile number').fill(uniquePhone());
      await invite.getByLabel('Role').selectOption('counter');
      await invite.getByRole('button', { name: 'Invite' }).click();
      await page.getByRole('list', { name: 'Invitations waiting' }).getByText('Meena Shah').waitFor();
      await guideShot(page, 'staff-invite');

      // 3. A counter takeaway, settled in cash from Order Details.
      const dish = (await api<Array<{ _id: string; category: string }>>('GET', '/api/menu')).body.data!.find((d) => d.category === 'Thali')!;
      const placed = await placeCounterTakeaway<{ _id: string; reference: string; total: number }>(
        { name: 'Guide Guest', items: [{ _id: dish._id, quantity: 2 }] },
        journeys.adminToken,
      );
      expect(placed.status).toBe(201);
      const order = placed.body.data!;
      await page.goto('/adminorders');
      await page.getByLabel('Search orders').fill(order.reference);
      await page
        .getByRole('row')
        .filter({ hasText: `#${order.reference}` })
        .getByRole('button', { name: `View order ${order.reference}` })
        .click();
      const details = page.getByRole('dialog', { name: 'Order Details' });
      const settle = details.getByRole('form', { name: 'Settle the bill' });
      await settle.getByLabel('Cash', { exact: true }).check();
      await settle.scrollIntoViewIfNeeded();
      await guideShot(page, 'order-settle');
      await settle.getByRole('button', { name: 'Record payment' }).click();
      await expect
        .poll(async () => (await api<{ isPaid?: boolean }>('GET', `/api/orders/${order._id}`, undefined, journeys.adminToken)).body.data?.isPaid, {
          timeout: 15_000,
        })
        .toBe(true);
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      // 4. The day's close: the day-end report's takings include the cash just taken.
      await page.goto('/admin/reports');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Open day-end report' }).click();
      const z = page.getByRole('dialog', { name: 'Day-end report (Z)' });
      const payments = z.getByRole('region', { name: 'Payments' });
      await payments.getByText(/^Cash/).first().waitFor();
      await payments.scrollIntoViewIfNeeded();
      await guideShot(page, 'day-end');
      await z.getByRole('button', { name: 'Close', exact: true }).click();
      expect(owner.problems).toEqual([]);
      await owner.context.close();

      // 5. Tomorrow's thali, set from the owner's phone the evening before.
      const phone = await openPage(journeys.browser, PHONE);
      await signInAsAdmin(phone.page, '/admin/thali');
      await phone.page.getByLabel('Date', { exact: true }).fill(tomorrow);
      const form = phone.page.locator('form.thali-service').first();
      await form.getByText('No thali set: guests see none for this service.').waitFor();
      thaliService = (await form.getByRole('heading').first().innerText()).trim();
      await form.getByLabel('Thali name', { exact: true }).fill('Kathiyawadi Thali');
      await form.getByLabel('Price', { exact: true }).fill('0');
      await form.getByLabel('Plates available', { exact: true }).fill('40');
      await form.getByRole('button', { name: 'Set this thali' }).click();
      await form.getByRole('alert').filter({ hasText: /price/i }).waitFor();
      await form.getByLabel('Price', { exact: true }).fill('280');
      for (const component of ['Sev tameta', 'Bajra rotla', 'Khichdi', 'Kadhi', 'Chaas']) {
        await form.getByLabel('Another component').fill(component);
        await form.getByRole('button', { name: 'Add', exact: true }).click();
      }
      await form.getByRole('button', { name: 'Set this thali' }).click();
      await form.getByText(/0 ordered · 40 of 40 left/).waitFor();
      await form.getByRole('heading').first().scrollIntoViewIfNeeded();
      await guideShot(phone.page, 'thali-tomorrow');
      // The one refusal the owner met (the price of 0) is the only thing the browser logged.
      expect(phone.problems.filter((p) => !p.includes('status of 400 (Bad Request)'))).toEqual([]);
      await phone.context.close();
    } finally {
      const slug = thaliService?.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      if (slug) await api('DELETE', `/api/admin/thali/${tomorrow}/${slug}`, undefined, journeys.adminToken);
      const hours = (await readSettings()).hours;
      const back = await api('PUT', '/api/admin/settings', { ...before, hours }, journeys.adminToken);
      expect(back.status).toBe(200);
    }
  }, 180_000);
});
