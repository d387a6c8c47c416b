import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, TABLET, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { type PlacedOrder, placeConfirmedOrder } from './support/orders';

interface MenuItem {
  _id: string;
  name: string;
  price: number;
  category: string;
  image: string;
}
interface Figures {
  revenue: { today: number };
  orders: { today: number };
  avgWait: { readyToday: number };
}

const journeys = setUpJourneys({ ordering: true });
let tmp: string;
const run = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
});
afterAll(async () => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function pngFile(name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const path = join(tmp, name);
  await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toFile(path);
  return path;
}

const dashboard = async () => (await api<Figures>('GET', '/api/admin/dashboard', undefined, journeys.adminToken)).body.data!;
const menu = async () => (await api<MenuItem[]>('GET', '/api/menu')).body.data!;

/** An order placed on the public API and confirmed with the OTP from the dev outbox, as a customer would. */
async function placeOrder(phone: string): Promise<PlacedOrder> {
  const dishes = (await menu()).filter((d) => d.category === 'Thali');
  return placeConfirmedOrder({
    name: `Journey Guest ${run}`,
    phone,
    orderType: 'dine-in',
    tableNumber: '7',
    items: [
      { _id: dishes[0]!._id, quantity: 2 },
      { _id: dishes[1]!._id, quantity: 1 },
    ],
  });
}

const customerSees = async (order: PlacedOrder, phone: string) => (await api<PlacedOrder>('GET', `/api/orders/${order._id}?phone=${phone}`)).body.data!.status;

describe('back office: menu management', () => {
  it('on a desktop, an admin adds a dish with an image, sees it on /menu, edits it, then deletes it', async () => {
    const { page, context, problems } = await openPage(journeys.browser, DESKTOP);
    await signInAsAdmin(page, '/adminmenu');
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();
    const name = `Kesar Kulfi ${run}`;

    // A bad input first: nothing filled in.
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'All fields required' }).waitFor();
    await dialog.getByLabel('Category').selectOption('Desserts');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Saffron and pistachio frozen milk, set in clay pots.');
    await dialog.getByLabel('Price ($)').fill('5.5');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Image required for new item' }).waitFor();
    await dialog.getByLabel(/^Image/).setInputFiles(await pngFile('kulfi.png', { r: 240, g: 200, b: 90 }));
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await screenshot(page, 'backoffice-menu-modal-desktop');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText('Item added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const added = (await menu()).find((d) => d.name === name)!;
    expect(added).toMatchObject({ price: 5.5, category: 'Desserts' });
    expect(added.image).toMatch(/^\/api\/media\/published\/menu\/.+\.webp$/);
    await page.getByLabel('Search the menu').fill(name);
    await page.getByRole('heading', { name }).waitFor();
    await screenshot(page, 'backoffice-menu-desktop');

    // The public menu shows it, on its category's page (6 a page, by name).
    const desserts = (await menu()).filter((d) => d.category === 'Desserts');
    const publicPage = Math.floor(desserts.findIndex((d) => d._id === added._id) / 6) + 1;
    const visitor = await openPage(journeys.browser, DESKTOP);
    await visitor.page.goto(`/menu?category=Desserts&page=${publicPage}`);
    const publicCard = visitor.page.getByText(name).first();
    await publicCard.waitFor();
    await visitor.page.waitForFunction(
      (src) => [...document.querySelectorAll('img')].some((i) => i.currentSrc.endsWith(src) && i.complete && i.naturalWidth > 0),
      added.image,
    );
    await visitor.context.close();

    // Edit: a new price and a new picture.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await edit.getByLabel('Price ($)').fill('6.25');
    await edit.getByLabel(/^Image/).setInputFiles(await pngFile('kulfi-2.png', { r: 120, g: 200, b: 90 }));
    await edit.getByRole('button', { name: 'Update Item' }).click();
    await page.getByText('Item updated').first().waitFor();
    await page.getByText('$6.25').first().waitFor();
    const edited = (await menu()).find((d) => d._id === added._id)!;
    expect(edited.price).toBe(6.25);
    expect(edited.image).not.toBe(added.image);
    expect((await fetch(new URL(added.image, page.url()))).status).toBe(404);
    // The menu page's HTML is rendered per request: the next visitor's has the new price and picture, never a stale copy.
    const html = await (await fetch(new URL('/menu', page.url()))).text();
    const inPage = JSON.parse(/<script type="application\/json" id="menu-snapshot">([^<]*)<\/script>/.exec(html)![1]!) as { items: Array<{ _id: string }> };
    expect(inPage.items.find((d) => d._id === added._id)).toEqual(edited);

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this item?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted').first().waitFor();
    expect((await menu()).some((d) => d._id === added._id)).toBe(false);
    await page.getByText('No dishes match').waitFor();

    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('back office: inventory', () => {
  it('on a tablet, an admin opens Inventory from the drawer, adds, edits and deletes an item; low stock is highlighted', async () => {
    const { page, context, problems } = await openPage(journeys.browser, TABLET);
    await signInAsAdmin(page, '/admindashboardpage');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('heading', { name: 'Inventory Management' }).waitFor();
    await page.locator('.admin-inventory-card.is-low').filter({ hasText: 'Paneer' }).waitFor();

    const form = page.locator('form.admin-inventory-form');
    const name = `Jaggery ${run}`;
    await form.getByLabel('Item Name').fill(name);
    await form.getByLabel('KG Available').fill('3');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please fill all fields!' }).waitFor();
    await form.getByLabel('Image').setInputFiles(await pngFile('jaggery.png', { r: 150, g: 90, b: 30 }));
    await form.getByRole('button', { name: 'Add Item' }).click();
    const card = page.locator('.admin-inventory-card').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('3 KG Available').waitFor();
    await expect(card.evaluate((el) => el.classList.contains('is-low'))).resolves.toBe(true);
    await screenshot(page, 'backoffice-inventory-tablet');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('KG Available').fill('');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await editForm.getByRole('alert').filter({ hasText: 'Please fill all fields!' }).waitFor();
    await screenshot(page, 'backoffice-inventory-edit-tablet');
    await editForm.getByLabel('Item Name').fill(`${name} (block)`);
    await editForm.getByLabel('KG Available').fill('12.5');
    await editForm.getByRole('button', { name: 'Save' }).click();
    const edited = page.locator('.admin-inventory-card').filter({ has: page.getByRole('heading', { name: `${name} (block)` }) });
    await edited.getByText('12.5 KG Available').waitFor();
    await expect(edited.evaluate((el) => el.classList.contains('is-low'))).resolves.toBe(false);

    await edited.getByRole('button', { name: `Delete ${name} (block)` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    const left = (await api<Array<{ name: string }>>('GET', '/api/inventory', undefined, journeys.adminToken)).body.data!;
    expect(left.some((i) => i.name.startsWith(name))).toBe(false);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('back office: orders and the dashboard', () => {
  it('on a desktop, an admin moves an order through its statuses, the customer sees each, and the dashboard counts it', async () => {
    const before = await dashboard();
    const phone = uniquePhone();
    const order = await placeOrder(phone);
    expect(await customerSees(order, phone)).toBe('Pending');

    const { page, context, problems } = await openPage(journeys.browser, DESKTOP);
    await signInAsAdmin(page, '/adminorders');
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    await page.getByLabel('Status').selectOption('Pending');
    await page.getByLabel('Search orders').fill(order.reference);
    const row = page.getByRole('row').filter({ hasText: `#${order.reference}` });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('Pending');
    await page.getByLabel('Status').selectOption('');
    await screenshot(page, 'backoffice-orders-desktop');

    await row.getByRole('button', { name: `View order ${order.reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(/ x 2$/).waitFor();
    await screenshot(page, 'backoffice-order-details-desktop');
    for (const [label, status] of [
      ['Start preparing', 'Preparing'],
      ['Mark ready', 'Ready'],
      ['Complete', 'Completed'],
    ] as const) {
      await details.getByRole('button', { name: `${label}: order ${order.reference}` }).click();
      await details
        .locator('.badge')
        .filter({ hasText: new RegExp(`^${status}$`) })
        .waitFor();
      expect(await customerSees(order, phone)).toBe(status);
    }
    await expect(details.getByRole('button', { name: /Cancel order|Start preparing|Mark ready|Complete:/ }).count()).resolves.toBe(0);
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    const after = await dashboard();
    expect(after.orders.today - before.orders.today).toBe(1);
    expect(Math.round((after.revenue.today - before.revenue.today) * 100)).toBe(Math.round(order.total * 100));
    expect(after.avgWait.readyToday - before.avgWait.readyToday).toBe(1);

    // The dashboard shows the same figures, and its bell rings for an order confirmed while it is open.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByText("Welcome back! Here's what's happening today.").waitFor();
    await expect(page.getByTestId('stat-Orders Today').innerText()).resolves.toBe(String(after.orders.today));
    await expect(page.getByTestId('stat-Total Revenue').innerText()).resolves.toBe(`$${after.revenue.today.toFixed(2)}`);
    await page.getByRole('heading', { name: "Today's Reservations" }).waitFor();
    await page
      .locator('.admin-recent-list')
      .getByText(`#${order._id.slice(-6).toUpperCase()}`)
      .waitFor();
    // Texts sent today against the site's SMS cap, as the API counts them.
    const sms = (await api<{ sentToday: number; dailyCap: number }>('GET', '/api/admin/sms-budget', undefined, journeys.adminToken)).body.data!;
    expect(sms.sentToday).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { name: 'Texts sent today' }).waitFor();
    await expect(page.locator('.sms-budget-count').innerText()).resolves.toBe(`${sms.sentToday} / ${sms.dailyCap}`);

    const second = await placeOrder(uniquePhone());
    await page.getByRole('button', { name: 'Notifications: 1 new order' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('stat-Orders Today').innerText(), { timeout: 10_000 }).toBe(String(after.orders.today + 1));
    await page.getByRole('button', { name: 'Notifications: 1 new order' }).click();
    await page.getByRole('region', { name: 'New orders' }).getByText(`#${second.reference}`).waitFor();
    await screenshot(page, 'backoffice-dashboard-desktop');
    await page.getByRole('button', { name: 'Mark all as seen' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Settings does something: the sound toggle, remembered in this browser.
    await page.getByRole('button', { name: 'Settings' }).click();
    const sound = page.getByRole('switch', { name: 'Play a sound when a new order arrives' });
    await sound.uncheck();
    await expect(page.evaluate(() => localStorage.getItem('thali.admin.alertSoundMuted'))).resolves.toBe('1');

    // New Order: a phone order entered by staff, no OTP; then deleted through the confirm.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'New Order' }).click();
    const form = page.getByRole('dialog', { name: 'New Order' });
    await form.getByLabel('On the phone').check();
    await form.getByLabel('Order type').selectOption('takeaway');
    await form.getByRole('button', { name: 'Add Gujarati Thali' }).click();
    await form.getByRole('button', { name: 'Create Order' }).click();
    await form.getByRole('alert').filter({ hasText: 'A phone order needs the 10-digit phone number' }).waitFor();
    await form.getByLabel(/^Customer name/).fill(`Phone Caller ${run}`);
    await form.getByLabel(/^Phone/).fill(uniquePhone());
    // Staff tap Create once the pickup times show: late at night there is no "as soon as possible", and the time the
    // form then chooses is the one sent.
    await form.locator('select[aria-busy="true"]').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Create Order' }).click();
    // Should the counter refuse it (late at night a takeaway has no "as soon as possible": the pickup time the form
    // chose is sent), the journey fails with what the form said rather than only that it stayed open.
    await form.waitFor({ state: 'detached' }).catch(async (e: Error) => {
      await screenshot(page, 'backoffice-new-order-not-created-desktop');
      throw new Error(`New Order stayed open, saying: ${(await form.innerText()).replace(/\s+/g, ' ')}`, { cause: e });
    });
    await page.getByLabel('Search orders').fill(`Phone Caller ${run}`);
    const walkIn = page.getByRole('row').filter({ hasText: `Phone Caller ${run}` });
    await walkIn.getByText('Pending').waitFor();
    const walkInRef = (await walkIn.locator('.admin-ref').innerText()).slice(1);
    // Entered by staff, it is confirmed at once: kept for the records, so it is cancelled rather than deleted.
    await expect(walkIn.getByRole('button', { name: `Delete order ${walkInRef}` }).count()).resolves.toBe(0);
    await walkIn.getByRole('button', { name: `Cancel order: order ${walkInRef}` }).click();
    await page.getByRole('alertdialog').getByText(`Are you sure you want to cancel order #${walkInRef}?`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await walkIn
      .locator('.badge')
      .filter({ hasText: /^Cancelled$/ })
      .waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, the shell keeps to the screen width with the sidebar in a drawer', async () => {
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await signInAsAdmin(page, '/admindashboardpage');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The drawer's link, whatever new-order badge it carries (the top bar has its own link to Orders).
    const drawerOrders = page.locator('#admin-sidebar').getByRole('link', { name: /^Orders/ });
    await drawerOrders.waitFor();
    await page.waitForFunction(() => getComputedStyle(document.getElementById('admin-sidebar')!).transform === 'none');
    await screenshot(page, 'backoffice-drawer-phone');
    await drawerOrders.click();
    await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
    await drawerOrders.waitFor({ state: 'hidden' });
    await page.locator('tbody tr').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await expect(page.locator('.table-wrap').evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await screenshot(page, 'backoffice-orders-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('back office: audit log', () => {
  it("an admin changes an order's status and finds the change in the audit log, on a desktop and on a phone", async () => {
    const order = await placeOrder(uniquePhone());
    const { page, context, problems } = await openPage(journeys.browser, DESKTOP);
    await signInAsAdmin(page, '/adminorders');
    await page.getByLabel('Search orders').fill(order.reference);
    const row = page.getByRole('row').filter({ hasText: `#${order.reference}` });
    await row.getByRole('button', { name: `View order ${order.reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByRole('button', { name: `Start preparing: order ${order.reference}` }).click();
    await details
      .locator('.badge')
      .filter({ hasText: /^Preparing$/ })
      .waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByLabel('Kind').selectOption('order');
    await page.getByLabel('Admin', { exact: true }).selectOption({ label: 'Thali Admin' });
    const newest = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
    await expect.poll(() => newest.innerText()).toContain(`Order ${order.reference}: Pending → Preparing`);
    await expect(newest.innerText()).resolves.toContain('status by Thali Admin');
    await screenshot(page, 'backoffice-audit-desktop');

    await page.setViewportSize(PHONE);
    await newest.waitFor();
    // The sidebar slides out of view when the screen narrows: the screenshot waits for it to finish.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshot(page, 'backoffice-audit-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
