import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemView } from '../functions/src/domain/menu';
import type { OrderView } from '../functions/src/domain/orders';
import type { Settings } from '../functions/src/domain/settings';
import { restaurantDate } from '../functions/src/domain/time';
import { DESKTOP, PHONE, api, latestOtp, openPage, screenshot, serverNow, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';
import { checkoutFromDrawer, confirmAndWaitForOtp, enterOtp, fillDetails } from './support/orders';

/**
 * An offer the owner runs is what the guest sees and what the server charges: the menu
 * and the cart show the discounted price, and the checkout total is the total the order is stored
 * with. Ordering follows the owner's pause, order types and closures.
 */

// Gives back every setting these journeys change, the offers and the hours with them.
const journeys = setUpJourneys({ ordering: true });
let menu: MenuItemView[];

const HOUR = 3600_000;
const settingsNow = async () => (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, journeys.adminToken)).body.data!.settings;
async function change(edit: (s: Settings) => Settings) {
  const r = await api('PUT', '/api/admin/settings', edit(await settingsNow()), journeys.adminToken);
  // Saved; the message may add the confirmed bookings the change leaves out (other journeys book tables).
  expect(r.status).toBe(200);
  expect(r.body.message).toMatch(/^Settings saved/);
}
const dish = (name: string) => menu.find((d) => d.name === name)!;

beforeAll(async () => {
  menu = (await api<MenuItemView[]>('GET', '/api/menu')).body.data!;
});

describe('an offer the owner runs', () => {
  it('lowers the price on the menu and in the cart, and the checkout total is the total the server stores', async () => {
    const thali = dish('Gujarati Thali');
    expect(thali.price).toBe(12);
    await change((s) => ({
      ...s,
      offers: [
        {
          id: 'thali-week',
          title: 'Thali Week',
          blurb: 'A quarter off the Gujarati thali.',
          percentOff: 25,
          itemIds: [thali._id],
          startsAt: new Date(serverNow() - HOUR).toISOString(),
          endsAt: new Date(serverNow() + 24 * HOUR).toISOString(),
          showAsDeal: true,
        },
      ],
    }));

    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await page.goto('/order');
    await page.getByRole('button', { name: /Dine-in/ }).click();
    await page.waitForURL('**/menu');
    await page.getByRole('button', { name: /^Thali\b/ }).click();
    const card = page.locator('.menu-card', { has: page.getByRole('heading', { name: 'Gujarati Thali' }) });
    await card.waitFor();
    // The discounted price, the menu's price struck through, and the discount.
    await expect(card.locator('.menu-card-price').textContent()).resolves.toBe('Now $9.00 Was $12.00');
    await expect(card.locator('s.price-was').textContent()).resolves.toBe('Was $12.00');
    await expect(card.locator('.menu-card-offer').innerText()).resolves.toBe('25% off');
    const other = page.locator('.menu-card', { has: page.getByRole('heading', { name: 'Panjabi Thali' }) });
    await expect(other.locator('.menu-card-price').textContent()).resolves.toBe('$12.00');
    await card.getByRole('button', { name: 'Add Gujarati Thali to cart' }).click();
    await card.getByRole('button', { name: 'Add Gujarati Thali to cart' }).click();
    await other.getByRole('button', { name: 'Add Panjabi Thali to cart' }).click();
    await screenshot(page, 'offers-menu-phone');

    await page.getByRole('button', { name: /View cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    const line = drawer.locator('.cart-line', { hasText: 'Gujarati Thali' });
    await line.getByText('Thali Week: 25% off').waitFor();
    await expect(line.locator('.cart-line-price').textContent()).resolves.toBe('Now $9.00 Was $12.00 each · Now $18.00 Was $24.00');
    // 2 × $9.00 + $12.00
    await expect(drawer.getByTestId('cart-subtotal').innerText()).resolves.toBe('$30.00');
    await screenshot(page, 'offers-cart-phone');

    await checkoutFromDrawer(page);
    // No tax checkbox (DECISIONS 26); the one box is the voluntary service charge, ticked by the owner's default in $ (DECISIONS 32).
    await expect(page.getByRole('checkbox').count()).resolves.toBe(1);
    await expect(page.getByRole('checkbox', { name: /^Add a service charge \(10%\)/ }).isChecked()).resolves.toBe(true);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText('Service charge (10%)').waitFor();
    await summary.getByText('GST (9%)').waitFor();
    // $30.00; service $3.00; GST 9% of $33.00 = $2.97; total $35.97
    const total = await page.getByTestId('order-total').innerText();
    expect(total).toBe('$35.97');
    const phone = uniquePhone();
    await fillDetails(page, { name: 'Offer Guest', phone, table: '12' });
    await screenshot(page, 'offers-checkout-phone');
    await confirmAndWaitForOtp(page);
    await enterOtp(page, await latestOtp(phone));
    await page.waitForURL('**/thankyou?order=*');
    await page.getByRole('heading', { name: 'Thank You, Offer Guest!' }).waitFor();
    const id = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByTestId('order-total').innerText()).resolves.toBe(total);
    await screenshot(page, 'offers-thankyou-phone');

    // The order as the server stored it: the same total, the discounted line with its menu price and the offer.
    const stored = (await api<OrderView>('GET', `/api/orders/${id}`, undefined, journeys.adminToken)).body.data!;
    expect(`$${stored.total.toFixed(2)}`).toBe(total);
    expect(stored.items.find((i) => i._id === thali._id)).toMatchObject({
      price: 9,
      originalPrice: 12,
      quantity: 2,
      offer: { id: 'thali-week', title: 'Thali Week' },
    });
    expect(stored.rates).toEqual({ chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true, inclusive: false, split: 'none', roundOff: false });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('ordering follows the settings', () => {
  it('only the order types offered are chosen from, and a pause puts the owner’s message in place of the choice and the form', async () => {
    await change((s) => ({ ...s, ordering: { ...s.ordering, orderTypes: ['takeaway'], parcelChargeBp: 750 } }));
    const { page, context, problems } = await openPage(journeys.browser, DESKTOP);
    await page.goto('/order');
    // The choices follow the saved settings once they arrive.
    await page.getByText('7.5% parcel charge').waitFor();
    await expect(page.getByRole('button', { name: /Dine-in/ }).count()).resolves.toBe(0);

    await change((s) => ({ ...s, ordering: { ...s.ordering, accepting: false, pausedMessage: 'Our kitchen is closed for a private event tonight.' } }));
    await page.reload();
    await page.getByText('Our kitchen is closed for a private event tonight.').waitFor();
    await expect(page.getByRole('group', { name: 'How would you like your order?' }).count()).resolves.toBe(0);
    await screenshot(page, 'offers-order-paused-desktop');

    // With a cart, the confirmation page shows the message instead of the form.
    await page.evaluate(
      (id) => localStorage.setItem('cart', JSON.stringify([{ _id: id, name: 'Gujarati Thali', price: 12, image: '', quantity: 1 }])),
      dish('Gujarati Thali')._id,
    );
    await page.goto('/orderconfirmationpage');
    await page.getByText('Our kitchen is closed for a private event tonight.').waitFor();
    await expect(page.getByRole('button', { name: 'Confirm Order' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a closure, the order page says when we open again and the guest can still browse', async () => {
    const settings = await settingsNow();
    const today = restaurantDate(new Date(serverNow()), settings.locale.timeZone);
    await change((s) => ({
      ...s,
      ordering: { ...s.ordering, accepting: true, orderTypes: ['dine-in', 'takeaway'] },
      closures: [{ from: today, to: today, note: 'Staff outing' }],
    }));
    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await page.goto('/order');
    await page.getByText(/^We are closed today \(Staff outing\)\. We open again tomorrow at 00:00\.$/).waitFor();
    await page.getByText('You can still browse the menu and fill your cart, then order when we are open.').waitFor();
    await screenshot(page, 'offers-order-closed-phone');
    await page.getByRole('button', { name: /Dine-in/ }).click();
    await page.waitForURL('**/menu');
    await page.locator('.menu-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
