import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closureDates, hoursLines, slotsOn, weekdayOf, type Settings } from '../functions/src/domain/settings';
import { addDays, restaurantDate } from '../functions/src/domain/time';
import { signInAsAdmin } from './support/admin';
import { DESKTOP, PHONE, SCREENSHOTS, adminIdToken, api, launchBrowser, openPage, screenshot, serverNow } from './support/browser';

let browser: Browser;
let adminToken: string;
/** The settings as the journey found them: put back afterwards, so the journeys after this one see the seeded hours. */
let before: Settings;
const run = Date.now().toString(36).slice(-5);

const adminSettings = async () => (await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, adminToken)).body.data!.settings;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminIdToken();
  before = await adminSettings();
});
afterAll(async () => {
  if (before) {
    const { updatedAt: _saved, ...settings } = before;
    const restored = await api('PUT', '/api/admin/settings', settings, adminToken);
    expect(restored.status, `putting the settings back: ${restored.body.message}`).toBe(200);
  }
  await browser?.close();
});

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const service = (dayGroup: Locator, n: number) => dayGroup.getByRole('group', { name: new RegExp(`service ${n}$`) });

describe('the Settings screen', () => {
  it('on a desktop, the owner opens Settings from the dashboard, is stopped by a service that closes before it opens, then saves new Monday hours and a closure that a reload still shows', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    try {
      await signInAsAdmin(page);
      await page.goto('/admindashboardpage');
      await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
      // The dashboard's Settings button leads to the screen; the new-order sound stays in its panel.
      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = page.getByRole('region', { name: 'Settings' });
      await panel.getByText('New-order sound').waitFor();
      await screenshot(page, 'settings-popover-desktop');
      await panel.getByRole('link', { name: 'Restaurant settings' }).click();
      await page.waitForURL('**/adminsettings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      const monday = day(page, 'Monday');
      await monday.waitFor();
      expect(await page.getByRole('link', { name: 'Settings' }).getAttribute('class')).toContain('is-active');
      await screenshot(page, 'settings-desktop');

      // A service that closes before it opens: the message sits under the field, and nothing is sent.
      const first = service(monday, 1);
      await first.getByLabel('Opens', { exact: true }).fill('12:00');
      await first.getByLabel('Closes', { exact: true }).fill('11:00');
      await page.getByText('Unsaved changes').waitFor();
      let puts = 0;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/api/admin/settings')) puts += 1;
      });
      await page.getByRole('button', { name: 'Save settings' }).click();
      const closes = first.getByLabel('Closes', { exact: true });
      await expect.poll(() => closes.getAttribute('aria-invalid')).toBe('true');
      const message = first.getByText('must close after it opens');
      await message.waitFor();
      expect(await closes.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
      expect(await closes.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByText('Not saved: 1 field needs fixing').waitFor();
      await screenshot(page, 'settings-invalid-desktop');
      expect(puts).toBe(0);
      expect((await adminSettings()).hours.monday).toEqual(before.hours.monday);

      // Monday becomes lunch and dinner; a staff holiday closes one day.
      await first.getByLabel('Service', { exact: true }).fill('Lunch');
      await closes.fill('15:00');
      await first.getByLabel('Last booking', { exact: true }).fill('14:00');
      await first.getByLabel('Last order', { exact: true }).fill('14:30');
      await expect.poll(() => closes.getAttribute('aria-invalid')).toBe(null);
      await monday.getByRole('button', { name: 'Add a service on Monday' }).click();
      const second = service(monday, 2);
      await second.getByLabel('Service', { exact: true }).fill('Dinner');
      await second.getByLabel('Opens', { exact: true }).fill('1900');
      await second.getByLabel('Closes', { exact: true }).fill('23:00');
      await second.getByLabel('Last booking', { exact: true }).fill('22:00');
      await second.getByLabel('Last order', { exact: true }).fill('22:30');
      expect(await second.getByLabel('Opens', { exact: true }).inputValue()).toBe('19:00');

      const closureDate = addDays(restaurantDate(new Date(serverNow()), before.locale.timeZone), 10);
      await page.getByRole('button', { name: 'Add a closure' }).click();
      const closures = page.getByRole('list', { name: 'Closures' });
      const added = closures.getByRole('group').last();
      await added.getByLabel('From', { exact: true }).fill(closureDate);
      await added.getByLabel('To', { exact: true }).fill(closureDate);
      await added.getByLabel('Note', { exact: true }).fill(`Staff holiday ${run}`);

      await page.getByRole('button', { name: 'Save settings' }).click();
      await page
        .getByText(/^Settings saved/)
        .first()
        .waitFor();
      await page.getByText(/^All changes saved at \d\d:\d\d$/).waitFor();
      expect(puts).toBe(1);
      await screenshot(page, 'settings-saved-desktop');

      const saved = await adminSettings();
      expect(saved.hours.monday).toEqual([
        { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00', lastOrder: '14:30' },
        { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '22:00', lastOrder: '22:30' },
      ]);
      expect(saved.closures).toContainEqual({ from: closureDate, to: closureDate, note: `Staff holiday ${run}` });
      expect(saved.hours.tuesday).toEqual(before.hours.tuesday);
      expect(saved.ordering).toEqual(before.ordering);

      // A reload shows what was saved.
      await page.reload();
      await day(page, 'Monday').waitFor();
      const reloaded = day(page, 'Monday');
      expect(await service(reloaded, 1).getByLabel('Closes', { exact: true }).inputValue()).toBe('15:00');
      expect(await service(reloaded, 2).getByLabel('Service', { exact: true }).inputValue()).toBe('Dinner');
      expect(await service(reloaded, 2).getByLabel('Last booking', { exact: true }).inputValue()).toBe('22:00');
      const note = page.getByRole('list', { name: 'Closures' }).getByLabel('Note', { exact: true });
      expect(await note.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toContain(`Staff holiday ${run}`);
      expect(await sideways(page)).toBe(0);

      // The public site follows at once: the footer's one text of the hours, and the coming closure.
      await page.goto('/');
      const footerHours = page.getByRole('contentinfo').getByRole('region', { name: 'Opening Hours' }).locator('li');
      const closure = { from: closureDate, to: closureDate, note: `Staff holiday ${run}` };
      await expect.poll(() => footerHours.allInnerTexts()).toEqual([...hoursLines(saved), `Closed ${closureDates(closure, false)} (${closure.note})`]);
      expect(hoursLines(saved)).toEqual(['Monday 12:00–15:00, 19:00–23:00', 'Tuesday to Sunday 08:00–23:00']);
      await page.getByRole('contentinfo').screenshot({ path: `${SCREENSHOTS}/settings-footer-desktop.png` });

      // The booking form offers no time on the closure date, and on a Monday only the new services' times.
      await page.goto('/booktable');
      await page.getByRole('heading', { name: 'Table Reservation' }).waitFor();
      const date = page.getByLabel('Date *');
      const times = () => page.locator('select[name="time"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await date.fill(closureDate);
      const closedNotice = page.locator('.date-closed');
      await closedNotice.getByText(`(Staff holiday ${run})`).waitFor();
      expect(await times()).toEqual([]);
      await screenshot(page, 'settings-booking-closed-desktop');

      const today = restaurantDate(new Date(serverNow()), before.locale.timeZone);
      const nextMonday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => weekdayOf(d) === 'monday')!;
      await date.fill(nextMonday);
      await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
      expect(slotsOn(saved, nextMonday)).toEqual(['12:00', '13:00', '14:00', '19:00', '20:00', '21:00', '22:00']);
      expect(await times()).toEqual(slotsOn(saved, nextMonday));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone, the sections stack with full-width inputs and nothing scrolls sideways', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    try {
      // A public page never loads the screen's code.
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /Settings(Section|Editor)|AdminShell/.test(s))).toEqual([]);
      // Nobody signed in: the back office's guard sends the visitor to the admin login.
      await page.goto('/adminsettings');
      await page.waitForURL('**/admin/adminlogin');

      await signInAsAdmin(page);
      await page.goto('/adminsettings');
      await day(page, 'Monday').waitFor();
      expect(scripts.some((s) => /SettingsSection/.test(s))).toBe(true);
      await day(page, 'Monday').waitFor();
      expect(await sideways(page)).toBe(0);
      // Every card spans the screen, one under another; a text box spans its card.
      const cards = await page
        .locator('.settings-card')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), width: Math.round(r.width), top: r.top })));
      expect(cards.length).toBeGreaterThanOrEqual(9);
      expect(new Set(cards.map((c) => c.left)).size).toBe(1);
      for (let i = 1; i < cards.length; i++) expect(cards[i]!.top).toBeGreaterThan(cards[i - 1]!.top);
      const name = await page.getByLabel('Restaurant name').boundingBox();
      const card = await page.locator('#settings-identity').boundingBox();
      expect(name!.width).toBeGreaterThan(card!.width - 48);
      await screenshot(page, 'settings-phone');
      // The sidebar's entry, in the drawer.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Settings' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
