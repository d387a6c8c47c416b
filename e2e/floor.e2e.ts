import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot } from './support/browser';
import { freeTable } from './support/floor';
import { setUpJourneys } from './support/journeys';

/** The floor on a tablet: seating, rounds from two devices, one invoice, a split in two, both settled, the table free. */

const journeys = setUpJourneys({ ordering: true });
const LANDSCAPE = { width: 1024, height: 768 } as const;
const PORTRAIT = { width: 768, height: 1024 } as const;
const TOUCH = { hasTouch: true };
const run = Date.now().toString(36).slice(-4);

interface Bill {
  status: string;
  rounds: Array<{ round: number }>;
  totalCents: number | null;
  invoices: Array<{ orderId: string; number: string | null; totalCents: number; total: number; isPaid: boolean; cancelled?: boolean }>;
}
interface Floor {
  tables: Array<{ id: string; name: string; status: string; bill: { id: string } | null }>;
}

const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);

/** Taps "Add round", adds one of a dish (with a note), and sends it; the panel then says which round it was. */
async function addRound(page: Page, dish: string, note: string): Promise<number> {
  const panel = page.getByRole('dialog', { name: 'Table 5' });
  await panel.getByRole('button', { name: 'Add round' }).tap();
  await panel.getByRole('button', { name: `Add ${dish}`, exact: true }).tap();
  expect(await smallTargets(page, '.admin-modal')).toEqual([]);
  await panel.getByRole('textbox', { name: `Note for ${dish}` }).fill(note);
  await panel.getByRole('button', { name: 'Send round to kitchen' }).tap();
  const sent = panel.getByText(/^Round \d+ sent to the kitchen\.$/);
  await sent.waitFor();
  return Number(/Round (\d+)/.exec((await sent.textContent()) ?? '')![1]);
}

const table5 = (page: Page) => page.getByRole('button', { name: /^Table 5:/ });

/** The controls under `scope` smaller than 48 px either way (a radio or a checkbox by its label), named with their size. */
const smallTargets = (page: Page, scope: string) =>
  page.$$eval(`${scope} :is(button, a[href], input, select)`, (els) =>
    els.flatMap((e) => {
      const input = e as HTMLInputElement;
      const box = (input.type === 'radio' || input.type === 'checkbox' ? (e.closest('label') ?? e) : e).getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.width >= 48 && box.height >= 48)) return [];
      const name = (e.getAttribute('aria-label') ?? e.textContent ?? input.name ?? '').trim().slice(0, 40);
      return [`${name || e.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`];
    }),
  );

describe('the floor, the counter’s home on a tablet', () => {
  it('seats 4 at table 5, takes three rounds from two devices, closes one invoice, splits it in two, settles both; the table frees', async () => {
    await freeTable('T5', journeys.adminToken);
    const menu = await api<Array<{ name: string; soldOut?: boolean }>>('GET', '/api/menu');
    const [first, second] = menu.body.data!.filter((d) => !d.soldOut);
    expect(second, 'the seeded menu has two dishes that are not sold out').toBeDefined();

    const tablet = await openPage(journeys.browser, LANDSCAPE, TOUCH);
    const phone = await openPage(journeys.browser, PHONE, { ...TOUCH, isMobile: true });
    await signInAsAdmin(tablet.page, '/admin/floor');
    await signInAsAdmin(phone.page, '/admin/floor');
    const t = tablet.page;

    // Seat a party of 4.
    await expect.poll(async () => (await table5(t).getAttribute('aria-label')) ?? '').toMatch(/^Table 5: (Free|Reserved)/);
    await table5(t).tap();
    expect(await smallTargets(t, ':is(.floor-main, .admin-head)')).toEqual([]);
    const seat = t.getByRole('dialog', { name: 'Seat a party at table 5' });
    await seat.waitFor();
    expect(await smallTargets(t, '.admin-modal')).toEqual([]);
    await seat.getByLabel('Guests').fill('0');
    await seat.getByRole('button', { name: 'Seat' }).tap();
    await seat.getByText('Guests must be a whole number, 1 or more').waitFor();
    await seat.getByLabel('Guests').fill('4');
    await seat.getByLabel(/Name/).fill(`Floor ${run}`);
    await seat.getByRole('button', { name: 'Seat' }).tap();
    const panel = t.getByRole('dialog', { name: 'Table 5' });
    await panel.getByText(`Floor ${run} · 4 guests`, { exact: false }).waitFor();

    // Three rounds: the tablet, a second device (a phone, signed in too), the tablet again.
    expect(await addRound(t, first!.name, 'less spicy')).toBe(1);
    await phone.page.reload();
    await expect.poll(async () => (await table5(phone.page).getAttribute('aria-label')) ?? '').toMatch(/^Table 5: Ordered/);
    await screenshot(phone.page, 'floor-390', { fullPage: false });
    await table5(phone.page).tap();
    expect(await addRound(phone.page, second!.name, 'for the child')).toBe(2);
    await expect.poll(() => phone.page.getByRole('list', { name: 'Rounds' }).locator(':scope > li').count()).toBe(2);
    await screenshot(phone.page, 'floor-bill-390', { fullPage: false });
    expect(await addRound(t, first!.name, 'one more')).toBe(3);
    await expect.poll(() => panel.getByRole('list', { name: 'Rounds' }).locator(':scope > li').count()).toBe(3);
    await panel.getByText(`for the child`, { exact: false }).waitFor();
    // The plan behind the panel: table 5 ordered, with its party and minutes.
    await panel.getByRole('button', { name: 'Close dialog' }).tap();
    await expect
      .poll(async () => (await table5(t).getAttribute('aria-label')) ?? '')
      .toMatch(new RegExp(`^Table 5: Ordered, Floor ${run} · 4 guests, \\d+ min$`));
    await screenshot(t, 'floor-1024x768', { fullPage: false });
    await table5(t).tap();

    // One invoice for every round.
    await panel.getByRole('button', { name: 'Close bill' }).tap();
    await panel.getByRole('button', { name: 'Close bill' }).tap();
    const issued = panel.getByText(/^Invoice .+ issued\. The table waits for payment\.$/);
    await issued.waitFor();
    const billId = (await admin<Floor>('GET', '/api/admin/tables')).body.data!.tables.find((x) => x.id === 'T5')!.bill!.id;
    const closed = (await admin<Bill>('GET', `/api/admin/bills/${billId}`)).body.data!;
    expect(closed.invoices.filter((i) => !i.cancelled)).toHaveLength(1);
    expect(closed.rounds).toHaveLength(3);

    // Split in two.
    await panel.getByRole('button', { name: 'Split' }).tap();
    await panel.getByLabel('Parts').fill('2');
    await panel.getByRole('button', { name: 'Split' }).tap();
    await panel.getByTestId('adds-up').filter({ hasText: 'adds up to the whole bill' }).waitFor();
    await screenshot(t, 'floor-bill-split-1024x768', { fullPage: false });
    const split = (await admin<Bill>('GET', `/api/admin/bills/${billId}`)).body.data!;
    const parts = split.invoices.filter((i) => !i.cancelled);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.totalCents + parts[1]!.totalCents).toBe(split.totalCents);

    // Settle both: cash, then UPI.
    for (const [i, part] of parts.entries()) {
      await panel.getByRole('button', { name: `Pay ${part.number}` }).tap();
      const form = panel.getByRole('form', { name: 'Settle the bill' });
      if (i === 1) await form.getByRole('radio', { name: 'UPI' }).check();
      expect(await smallTargets(t, '.admin-modal')).toEqual([]);
      await form.getByRole('button', { name: 'Record payment' }).tap();
      await panel.getByText('Payment recorded.').waitFor();
    }
    await expect.poll(async () => (await admin<Bill>('GET', `/api/admin/bills/${billId}`)).body.data!.status).toBe('paid');
    await expect.poll(async () => (await table5(t).getAttribute('aria-label')) ?? '').toMatch(/^Table 5: Paid/);

    // The party leaves: the table frees.
    await panel.getByRole('button', { name: 'Clear table' }).tap();
    await panel.getByRole('alertdialog', { name: 'Clear the table' }).getByRole('button', { name: 'Clear table' }).tap();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await table5(t).getAttribute('aria-label')) ?? '').toMatch(/^Table 5: (Free|Reserved)/);

    // Upright, the same plan.
    const upright = await openPage(journeys.browser, PORTRAIT, TOUCH);
    await signInAsAdmin(upright.page, '/admin/floor');
    await table5(upright.page).waitFor();
    await screenshot(upright.page, 'floor-768x1024', { fullPage: false });

    for (const p of [tablet, phone, upright]) {
      expect(p.problems).toEqual([]);
      await p.context.close();
    }
  });
});
