import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../functions/src/domain/settings';
import { addDays, restaurantDate } from '../functions/src/domain/time';
import { PHONE, api, latestOtp, launchBrowser, openPage, screenshot, serverNow, uniquePhone } from './support/browser';

/**
 * A guest moves a confirmed booking from 7:00 PM to 8:00 PM on the reservation page, on a phone: the code from the
 * dev outbox proves the phone, the form offers the date's free times, and one text confirms the change.
 */

interface Slot {
  time: string;
  remaining: number;
}

let browser: Browser;
const run = Date.now().toString(36).slice(-5);
const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Days ahead, so that 19:00 and 20:00 are offered at any hour the journey runs.
const day = (n: number) => addDays(restaurantDate(new Date(serverNow()), TZ), n);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seatsLeft(date: string): Promise<Record<string, number>> {
  const r = await api<{ slots: Slot[] }>('GET', `/api/reservations/availability?date=${date}&partySize=1`);
  expect(r.status, r.body.message).toBe(200);
  return Object.fromEntries(r.body.data!.slots.map((s) => [s.time, s.remaining]));
}

/** A date whose 19:00 and 20:00 nobody has booked, so the journey can run again on the same stack. */
async function quietDay(): Promise<string> {
  for (let n = 3; n <= 30; n++) {
    const left = await seatsLeft(day(n));
    if (left['19:00'] === 40 && left['20:00'] === 40) return day(n);
  }
  throw new Error('no date in the window has 19:00 and 20:00 free');
}

describe('a guest changes a booking', () => {
  it('on a phone: books 7:00 PM, confirms with the code, then on the reservation page moves it to 8:00 PM and is texted once', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    const date = await quietDay();

    // Book 19:00 for 2 and confirm it with the code from the outbox.
    await page.goto('/booktable');
    await page.getByLabel('Full name *').fill(`Meera ${run}`);
    await page.getByLabel('Phone number *').fill(phone);
    await page.getByLabel('Guests *').selectOption('2');
    await page.getByLabel('Date *').fill(date);
    await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
    await page.getByLabel('Time *').selectOption('19:00');
    await page.getByRole('button', { name: 'Reserve Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your reservation' });
    await dialog.waitFor();
    await dialog.getByLabel('OTP').fill(await latestOtp(phone));
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    const confirmed = page.getByTestId('booking-confirmed');
    await confirmed.waitFor();
    const reference = (await confirmed.getByTestId('booking-reference').innerText()).trim();
    expect((await seatsLeft(date))['19:00']).toBe(38);

    // The reservation page: the phone, then the code texted to it.
    await confirmed.getByRole('link', { name: 'View or cancel' }).click();
    await page.waitForURL(`**/reservation/${reference}`);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await page.getByLabel('OTP').fill(await latestOtp(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: 'Booking details' }).waitFor();
    const details = page.locator('.manage-details');
    const written = await details.innerText();
    expect(written).toContain('7:00 PM');
    expect(written).toContain('Confirmed');
    expect(written).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(written).not.toContain('TBD');
    expect(written).not.toContain(date);
    await screenshot(page, 'change-booking-details-phone');

    // Change booking: the times for the date and party come from the availability call.
    await page.getByRole('button', { name: 'Change booking' }).click();
    const form = page.locator('form.change-booking');
    await form.getByRole('heading', { name: 'Change booking' }).waitFor();
    const time = form.getByLabel('Time');
    await expect.poll(() => time.isEnabled()).toBe(true);
    // A bad input first: no time chosen.
    await time.selectOption('');
    await form.getByRole('button', { name: 'Save change' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please choose one of the listed times' }).waitFor();
    await time.selectOption('20:00');
    await expect(form.getByRole('alert').count()).resolves.toBe(0);
    await expect(form.locator('option[value="20:00"]').innerText()).resolves.toBe('8:00 PM');
    await screenshot(page, 'change-booking-form-phone');
    await form.getByRole('button', { name: 'Save change' }).click();

    await page.getByText(/Your table is now for 2 on .+ at 8:00 PM\. We have texted you the change\./).waitFor();
    await expect(details.innerText()).resolves.toContain('8:00 PM');
    await expect(page.locator('form.change-booking').count()).resolves.toBe(0);
    await screenshot(page, 'change-booking-changed-phone');

    // The seats moved with it, and one text says so.
    const left = await seatsLeft(date);
    expect([left['19:00'], left['20:00']]).toEqual([40, 38]);
    const texts = (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
    const moved = texts.filter((x) => x.includes('your table is moved'));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toContain('8:00 PM');
    expect(moved[0]).toContain(`Reference ${reference}`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});
