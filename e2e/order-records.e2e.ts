import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { type PlacedOrder, placeConfirmedOrder } from './support/orders';

/** A status change can be undone from its toast; a finished order is voided with a reason, never lost. */

const journeys = setUpJourneys({ ordering: true });
const run = Date.now().toString(36).slice(-5);

/** A guest's takeaway thali, confirmed with the texted code. */
async function placeThaliOrder(phone: string, who: string): Promise<PlacedOrder> {
  const dish = (await api<Array<{ _id: string; category: string }>>('GET', '/api/menu')).body.data!.find((d) => d.category === 'Thali')!;
  return placeConfirmedOrder({ name: who, phone, orderType: 'takeaway', items: [{ _id: dish._id, quantity: 1 }] });
}
const setStatus = (id: string, status: string) => api('PATCH', `/api/orders/${id}/status`, { status }, journeys.adminToken);
const stored = async (id: string) => (await api<{ status: string }>('GET', `/api/orders/${id}`, undefined, journeys.adminToken)).body.data!.status;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('back office records on a %s', (label, viewport) => {
  it('an admin marks an order ready, presses Undo in the toast and the status is back; then voids a completed order with a reason and sees Voided with the reason', async () => {
    const who = `Records ${label} ${run}`;
    const order = await placeThaliOrder(uniquePhone(), who);
    expect((await setStatus(order._id, 'Preparing')).status).toBe(200);

    const { page, context, problems } = await openPage(journeys.browser, viewport);
    await signInAsAdmin(page, '/adminorders');
    await page.getByLabel('Search orders').fill(order.reference);
    const row = page.getByRole('row').filter({ hasText: `#${order.reference}` });
    await row
      .locator('.badge')
      .filter({ hasText: /^Preparing$/ })
      .waitFor();

    await row.getByRole('button', { name: `Mark ready: order ${order.reference}` }).click();
    await row
      .locator('.badge')
      .filter({ hasText: /^Ready$/ })
      .waitFor();
    const toastBox = page.locator('.Toastify__toast').filter({ hasText: `Order #${order.reference} marked Ready` });
    await toastBox.getByRole('button', { name: 'Undo' }).waitFor();
    // The toast slides in; the picture waits for it to settle.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || !(a.effect as KeyframeEffect | null)?.target?.classList?.contains('Toastify__toast')),
    );
    await screenshot(page, `records-undo-toast-${label}`);
    await toastBox.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Order #${order.reference} is Preparing again`).waitFor();
    await row
      .locator('.badge')
      .filter({ hasText: /^Preparing$/ })
      .waitFor();
    await row.getByRole('button', { name: `Mark ready: order ${order.reference}` }).waitFor();
    expect(await stored(order._id)).toBe('Preparing');

    // Completed (by another admin, through the API), then voided here with a reason.
    expect((await setStatus(order._id, 'Ready')).status).toBe(200);
    expect((await setStatus(order._id, 'Completed')).status).toBe(200);
    await page.getByRole('button', { name: 'Refresh orders' }).click();
    await row
      .locator('.badge')
      .filter({ hasText: /^Completed$/ })
      .waitFor();
    await expect(row.getByRole('button', { name: `Delete order ${order.reference}` }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: `Void: order ${order.reference}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Void order #${order.reference}` });
    await dialog.getByRole('button', { name: 'Void order' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please give a reason of 3 to 200 characters' }).waitFor();
    const reason = `Guest charged twice, refunded at the till ${run}`;
    await dialog.getByLabel('Reason').fill(reason);
    await screenshot(page, `records-void-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Void order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row
      .locator('.badge')
      .filter({ hasText: /^Voided$/ })
      .waitFor();
    await row.getByText(`By Thali Admin: ${reason}`).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshot(page, `records-voided-${label}`);

    await row.getByRole('button', { name: `View order ${order.reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(`Reason: ${reason}`).waitFor();
    await details
      .locator('.badge')
      .filter({ hasText: /^Voided$/ })
      .waitFor();
    await screenshot(page, `records-voided-details-${label}`);
    expect(await stored(order._id)).toBe('Voided');

    // Reports: today's report lists the void apart from the sales, with its reason, and the day-end report shows it.
    await page.goto(new URL('/admin/reports', page.url()).href);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const voidRow = page.getByRole('row').filter({ hasText: `#${order.reference}` });
    await voidRow.getByText(reason).waitFor();
    await expect(voidRow.getByText('Voided (was Completed)').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshot(page, `reports-today-${label}`);
    await page.getByRole('button', { name: 'Open day-end report' }).click();
    const z = page.getByRole('dialog', { name: 'Day-end report (Z)' });
    // A table row on A4 paper, a list line on an 80 mm roll (the seeded bill paper).
    await z
      .locator('tr, li')
      .filter({ hasText: `#${order.reference}` })
      .getByText(reason)
      .waitFor();
    await screenshot(page, `reports-day-end-${label}`);
    await z.getByRole('button', { name: 'Close', exact: true }).click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
