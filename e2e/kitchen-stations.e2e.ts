import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot } from './support/browser';
import { freeTable } from './support/floor';
import { setUpJourneys } from './support/journeys';

/** A table's round at three kitchen stations: one KOT per station, each station's own board, and the order Ready when all are. */

const journeys = setUpJourneys({ ordering: true });
const LANDSCAPE = { width: 1024, height: 768 } as const;
const TABLE = 'T9';
const DISHES = { paneer: 'seed-paneer-butter-masala', chaas: 'seed-masala-chaas', dhokla: 'seed-khaman-dhokla' };

const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);

/** Seats a party of three at the table and sends one round with a dish for each station; answers the round's order id. */
async function roundAtThreeStations(): Promise<{ orderId: string; round: number }> {
  await freeTable(TABLE, journeys.adminToken);
  const seated = await admin<{ billId: string }>('POST', `/api/admin/tables/${TABLE}/seat`, { guests: 3, name: 'Mehta' });
  expect(seated.status, seated.body.message).toBe(201);
  const round = await admin<{ orderId: string; round: number }>('POST', `/api/admin/bills/${seated.body.data!.billId}/rounds`, {
    items: [
      { id: DISHES.paneer, quantity: 2 },
      { id: DISHES.chaas, quantity: 3, note: 'less salt' },
      { id: DISHES.dhokla, quantity: 1 },
    ],
  });
  expect(round.status, round.body.message).toBe(201);
  return round.body.data!;
}

async function openKitchen(page: Page, station: string | null): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(station ? `/adminkitchen?station=${encodeURIComponent(station)}` : '/adminkitchen');
  await page.getByRole('heading', { name: station ?? 'Kitchen', level: 1 }).waitFor();
  await page.getByRole('heading', { name: /^Pending/, level: 2 }).waitFor();
}

/**
 * Prints the ticket as the tablet would and keeps the print preview: the print dialog can't be driven headless, so the
 * page's print() is stood in for and the page is shown as print media (each slip a page of the PDF).
 */
async function printPreview(page: Page, ref: string, name: string): Promise<{ slips: string[]; pages: number }> {
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: `Print ticket #${ref}` }).click();
  const slips = page.getByTestId('kot-slip');
  await slips.first().waitFor({ state: 'attached' });
  const texts = await slips.allInnerTexts();
  const viewport = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 302, height: 600 });
  await screenshot(page, name);
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(viewport);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await slips.first().waitFor({ state: 'detached' });
  return { slips: texts, pages: (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length };
}

describe('kitchen stations', () => {
  it("a table's round prints one KOT per station, and each station's board shows and moves only its own part", async () => {
    const { orderId, round } = await roundAtThreeStations();
    const ref = orderId.slice(-6).toUpperCase();

    // The whole kitchen: one ticket, and its print gives three KOTs, one page each.
    const { page, context, problems } = await openPage(journeys.browser, LANDSCAPE, { hasTouch: true });
    await openKitchen(page, null);
    await page.getByRole('article', { name: `#${ref}` }).waitFor({ timeout: 5_000 });
    const whole = await printPreview(page, ref, 'floor-kot-whole-kitchen');
    expect(whole.pages).toBe(3);
    expect(whole.slips.map((s) => /GUJARATI COUNTER|TANDOOR|DRINKS/.exec(s)?.[0])).toEqual(['GUJARATI COUNTER', 'TANDOOR', 'DRINKS']);
    for (const slip of whole.slips) expect(slip).toContain(`Round ${round}`);
    expect(whole.slips[1]).toContain('Paneer Butter Masala');
    expect(whole.slips[1]).not.toContain('Masala Chaas');
    expect(whole.slips[2]).toMatch(/3 x\s*Masala Chaas\s*\*\* less salt/);

    // The Tandoor's board: chosen from the bar, it holds only its line, and its print is its one KOT.
    await page.getByRole('combobox', { name: 'Station' }).selectOption('Tandoor');
    await page.getByRole('heading', { name: 'Tandoor', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('station')).toBe('Tandoor');
    const card = page.getByRole('article', { name: `#${ref}` });
    await card.waitFor({ timeout: 5_000 });
    expect(await card.innerText()).not.toContain('Masala Chaas');
    await screenshot(page, 'floor-kitchen-station-tandoor-1024x768');
    const tandoor = await printPreview(page, ref, 'floor-kot-tandoor');
    expect(tandoor.pages).toBe(1);
    expect(tandoor.slips).toHaveLength(1);
    expect(tandoor.slips[0]).toContain('TANDOOR');

    // Starting the Tandoor's part starts the order; the Drinks counter still has its part to start.
    await card.getByRole('button', { name: `Start preparing #${ref}` }).tap();
    await page.getByRole('button', { name: `Done: send #${ref} to Preparing now` }).tap();
    const until = Date.now() + 20_000;
    let status = '';
    while (Date.now() < until && status !== 'Preparing') {
      status = (await admin<{ status: string }>('GET', `/api/orders/${orderId}`)).body.data!.status;
      if (status !== 'Preparing') await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe('Preparing');
    expect(problems).toEqual([]);
    await context.close();

    // The drinks counter's phone: remembered per device, so it opens from its own address; its part is still Pending.
    const phone = await openPage(journeys.browser, PHONE, { hasTouch: true, isMobile: true });
    await openKitchen(phone.page, 'Drinks');
    const drinks = phone.page.getByRole('region', { name: /^Pending/ }).getByRole('article', { name: `#${ref}` });
    await drinks.waitFor({ timeout: 5_000 });
    await screenshot(phone.page, 'floor-kitchen-station-drinks-phone');
    const slip = await printPreview(phone.page, ref, 'floor-kot-drinks');
    expect(slip.slips).toHaveLength(1);
    expect(slip.slips[0]).toContain('DRINKS');
    expect(slip.slips[0]).toContain('Table');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
