import { describe, expect, it } from 'vitest';
import { PHONE, api, openPage, screenshot, serverNow } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Dish details and the diet filter, on a phone: a guest taps a dish on the menu and reads its allergens in a dialog
 * with its own address (Back closes it, and the address opened afresh shows it again); the Jain filter leads with the
 * day's thali cooked Jain, points from a category without Jain dishes to the ones with some, and the thali shows its
 * picture in the cart.
 */

const LUNCH = 'lunch';
// One service, "Lunch", around the clock: the thali set below is the one taking orders whatever the hour.
const journeys = setUpJourneys({ ordering: 'Lunch' });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(serverNow()));

describe('dish details and the diet filter on a phone', () => {
  it('a tap shows a dish with its allergens and Back closes it; Jain leads with the Jain thali and points to where Jain dishes are', async () => {
    const thali = {
      name: 'Kathiyawadi Thali',
      price: 11,
      special: false,
      components: ['Dal', 'Bhaat', 'Rotli', 'Ringan nu shaak'],
      variants: ['regular', 'jain'],
      refill: { policy: 'unlimited', note: '' },
      platesTotal: 30,
    };
    const set = await api('PUT', `/api/admin/thali/${today()}/${LUNCH}`, thali, journeys.adminToken);
    expect(set.status, set.body.message).toBe(200);

    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    try {
      // A tap on a dish opens its details over the menu, at an address of its own.
      await page.goto('/menu?category=Snacks');
      await page.getByRole('link', { name: 'Khandvi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Khandvi' });
      await dialog.getByText('Contains: milk, sesame').waitFor();
      expect(new URL(page.url()).searchParams.get('dish')).toBe('seed-khandvi');
      await expect(dialog.locator('.diet-text').innerText()).resolves.toBe('Jain');
      await dialog.getByText('Spice: Mild').waitFor();
      await expect(dialog.innerText()).resolves.toContain('Delicate rolls of gram flour and yogurt');
      await screenshot(page, 'dish-details-khandvi-390', { fullPage: false });

      // Back closes it and leaves the guest on the menu where they were.
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('?category=Snacks');
      await page.getByRole('heading', { name: 'Snacks', level: 2 }).waitFor();

      // The address opened afresh shows the dish; × takes it off the address.
      await page.goto('/menu?dish=seed-khandvi');
      await page.getByRole('dialog', { name: 'Khandvi' }).getByText('Contains: milk, sesame').waitFor();
      await page.getByRole('button', { name: 'Close dish details' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('');

      // Jain: the thali cooked Jain is the first result, and its Add puts that variant in the cart.
      await page.getByRole('button', { name: 'Jain', exact: true }).click();
      const results = page.locator('section.menu-main');
      await results.getByRole('heading', { name: 'Kathiyawadi Thali (Jain)' }).waitFor();
      const first = results.getByRole('article').first();
      await expect(first.getByRole('heading').innerText()).resolves.toBe('Kathiyawadi Thali (Jain)');
      await screenshot(page, 'dish-details-jain-first-390', { fullPage: false });
      await first.getByRole('button', { name: 'Add Kathiyawadi Thali (Jain) to cart' }).click();

      // A category with no Jain dishes says so and points to the ones with some.
      await page.goto('/menu?diet=jain&category=Welcome+Drinks');
      const empty = page.locator('.diet-empty');
      await expect(empty.innerText()).resolves.toBe('No Jain dishes here: see Rice, Gujarati Sabzi, Snacks, Desserts');
      await empty.scrollIntoViewIfNeeded();
      await screenshot(page, 'dish-details-no-jain-here-390', { fullPage: false });
      await empty.getByRole('button', { name: 'Snacks' }).click();
      await page.getByRole('link', { name: 'Khandvi' }).waitFor();
      await expect(results.getByRole('article').first().getByRole('heading').innerText()).resolves.toBe('Kathiyawadi Thali (Jain)');

      // The thali shows its picture in the cart, not "No Image".
      await page.goto('/menu?cart=open');
      const line = page.locator('.cart-line').filter({ hasText: 'Kathiyawadi Thali (Jain)' });
      await expect(line.locator('img.cart-line-img').getAttribute('src')).resolves.toMatch(/offer-gujarati-thali/);
      await expect(line.innerText()).resolves.not.toContain('No Image');
      // The drawer slides in: the picture is taken once it has.
      await page.waitForTimeout(600);
      await screenshot(page, 'dish-details-thali-in-cart-390', { fullPage: false });

      expect(problems).toEqual([]);
    } finally {
      await context.close();
      // The thali goes, so that the journeys after this one find the restaurant as it was.
      const removed = await api('DELETE', `/api/admin/thali/${today()}/${LUNCH}`, undefined, journeys.adminToken);
      expect(removed.status, removed.body.message).toBe(200);
    }
  });
});
