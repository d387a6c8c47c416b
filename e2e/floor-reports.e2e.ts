import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot, serverNow } from './support/browser';
import { freeTable } from './support/floor';
import { setUpJourneys } from './support/journeys';

/**
 * The floor in the reports on a 390 px phone: the figures per service fit the screen, and the day-end (Z) report lists
 * a table's open bill; closing the day with it open asks for a reason, and a reason too short is refused on the spot.
 */

const journeys = setUpJourneys({ ordering: true });
const run = Date.now().toString(36).slice(-4);
const OPEN_TABLE = 'T11';
const SETTLED_TABLE = 'T12';

const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);
/** Today in the restaurant's time zone, by the server's clock. */
const restaurantToday = () => new Date(serverNow() + 5.5 * 3600_000).toISOString().slice(0, 10);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Seats a party at the table and sends one round of a dish; answers the bill's id. */
async function seatWithRound(tableId: string, guests: number, name: string, dish: string): Promise<string> {
  const seated = await admin<{ billId: string }>('POST', `/api/admin/tables/${tableId}/seat`, { guests, name });
  expect(seated.status, seated.body.message).toBe(201);
  const billId = seated.body.data!.billId;
  const round = await admin('POST', `/api/admin/bills/${billId}/rounds`, { items: [{ id: dish, quantity: 2 }] });
  expect(round.status, round.body.message).toBe(201);
  return billId;
}

describe('the floor in the reports, on a phone', () => {
  it('shows covers and spend per service on 390 px, and the Z report lists the open bill; closing over it needs a reason of 3 characters or more', async () => {
    await freeTable(OPEN_TABLE, journeys.adminToken);
    await freeTable(SETTLED_TABLE, journeys.adminToken);
    const dish = (await api<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((d) => !d.soldOut)!._id;
    // A party served, paid and gone, and one still at its table.
    await seatWithRound(SETTLED_TABLE, 4, `Settled ${run}`, dish);
    await freeTable(SETTLED_TABLE, journeys.adminToken);
    await seatWithRound(OPEN_TABLE, 3, `Open ${run}`, dish);

    try {
      const { page } = await openPage(journeys.browser, PHONE, { hasTouch: true, isMobile: true });
      await signInAsAdmin(page, '/admin/reports');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Sales by day' }).waitFor();
      const floor = page.getByRole('region', { name: 'The floor, by service' });
      const covers = floor.getByRole('row', { name: /^Covers/ });
      await covers.waitFor();
      // The day's covers include the party of 4 just settled.
      const all = Number((await covers.getByRole('cell').last().innerText()).trim());
      expect(all).toBeGreaterThanOrEqual(4);
      expect(await fitsWidth(page)).toBe(true);
      await floor.scrollIntoViewIfNeeded();
      await screenshot(page, 'floor-reports-390', { fullPage: false });

      await page.getByLabel('Day', { exact: true }).fill(restaurantToday());
      await page.getByRole('button', { name: 'Open day-end report' }).click();
      const z = page.getByRole('dialog', { name: 'Day-end report (Z)' });
      const openBills = z.getByRole('region', { name: 'Open bills' });
      const line = openBills.getByRole('listitem').filter({ hasText: `Open ${run}` });
      await line.waitFor();
      await expect(line.innerText()).resolves.toMatch(/^Table 11 · open\s+\S+[\d.,]+\s+Open \w+, 3 guests · seated .+ · 1 round$/);
      await openBills.scrollIntoViewIfNeeded();
      await screenshot(page, 'floor-z-report', { fullPage: false });

      await z.getByRole('button', { name: 'Close the day' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Close the day' });
      await confirm.getByText(/still open: .*Table 11 \(open\)|table 11 \(open\)/).waitFor();
      await confirm.getByLabel('Why close with bills open?').fill('ok');
      await confirm.getByRole('button', { name: 'Close the day' }).click();
      await confirm.getByRole('alert').filter({ hasText: 'The reason must be at least 3 characters' }).waitFor();
      await screenshot(page, 'floor-close-day-390', { fullPage: false });
      await confirm.getByRole('button', { name: 'Not yet' }).click();
      await confirm.waitFor({ state: 'detached' });
      const day = await admin<{ closing: unknown }>('GET', `/api/admin/reports/day-end?date=${restaurantToday()}`);
      expect(day.body.data!.closing).toBeNull();
    } finally {
      await freeTable(OPEN_TABLE, journeys.adminToken);
    }
  });
});
