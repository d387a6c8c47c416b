import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../functions/src/domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../functions/src/domain/time';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot, serverNow, setServerClockOffset, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * A booking given a table ahead from the reservations screen on a phone, then seen reserved on the floor: the booking
 * is for 10 minutes from the server's time (moved to 18:50 of a coming day, so the journey passes at any hour).
 */

const journeys = setUpJourneys();
const TABLET = { width: 1024, height: 768 } as const;
const TOUCH = { hasTouch: true };
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const run = Date.now().toString(36).slice(-5);

interface Booking {
  id: string;
  reference: string;
  tableId?: string | null;
  tableNumber: string;
}
const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);

/** A booking taken by phone, confirmed at once: on the first coming day whose slot has room for it. */
async function bookByPhone(name: string, time: string, from: number): Promise<{ booking: Booking; date: string }> {
  for (let n = from; n <= from + 20; n++) {
    const date = addDays(restaurantDate(new Date(serverNow()), TZ), n);
    const r = await admin<Booking>('POST', '/api/reservations/admin', {
      name,
      phone: uniquePhone(),
      date,
      time,
      partySize: 4,
      notes: '',
      source: 'phone',
      textGuest: false,
    });
    if (r.status === 201) return { booking: r.body.data!, date };
  }
  throw new Error(`no day with room at ${time} for 4`);
}

afterAll(async () => {
  await setServerClockOffset(0).catch(() => undefined);
});

const rowOf = (page: Page, id: string) => page.locator(`tr[data-reservation="${id}"]`);

describe('a booking given a table ahead', () => {
  it('on a 390 px phone gives a booking in 10 minutes table 7, is refused table 7 for an overlapping one, and the floor shows table 7 Reserved', async () => {
    const { booking, date } = await bookByPhone(`Nisha ${run}`, '19:00', 2);
    // A second booking the same evening, within a sitting of the first: the server refuses it table 7.
    const other = await admin<Booking>('POST', '/api/reservations/admin', {
      name: `Kiran ${run}`,
      phone: uniquePhone(),
      date,
      time: '20:00',
      partySize: 2,
      notes: '',
      source: 'phone',
      textGuest: false,
    });
    expect(other.status, other.body.message).toBe(201);
    expect(booking.tableNumber).toBe('TBD');

    // The server's clock: 18:50 that day, the booking 10 minutes away.
    await setServerClockOffset(restaurantInstant(date, '18:50', TZ).getTime() - serverNow());

    const phone = await openPage(journeys.browser, PHONE, { ...TOUCH, isMobile: true });
    const p = phone.page;
    await signInAsAdmin(p, '/adminreservations');
    await p.getByLabel('Search').fill(run);
    const row = rowOf(p, booking.id);
    const pick = row.getByRole('combobox', { name: /^Table for reservation/ });
    await pick.waitFor();
    // The plan's tables by area with their seats; table 1 (2 seats) is marked too small for 4 but offered.
    const options = await pick.locator('option').allTextContents();
    expect(options[0]).toBe('No table');
    expect(options).toContain('Table 7, 6 seats');
    expect(
      options.some((o) => /^Table \d+, 2 seats \(too small for 4\)$/.test(o)),
      options.join(' | '),
    ).toBe(true);
    await expect(pick.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.getAttribute('label')))).resolves.toEqual(['Ground floor', 'Terrace']);

    await pick.selectOption({ label: 'Table 7, 6 seats' });
    await p.locator('.Toastify').getByText('Table 7 given').waitFor();
    await expect(pick.inputValue()).resolves.toBe('T7');
    // The control fits the phone's width: nothing on the row runs past the screen.
    const box = (await pick.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await row.scrollIntoViewIfNeeded();
    await screenshot(p, 'floor-booking-table-390', { fullPage: false });

    // The overlapping booking is refused table 7, with the server's words by its control, and keeps no table.
    const otherPick = rowOf(p, other.body.data!.id).getByRole('combobox', { name: /^Table for reservation/ });
    await otherPick.selectOption({ label: 'Table 7, 6 seats' });
    const refusal = rowOf(p, other.body.data!.id).getByRole('alert');
    await expect(refusal.innerText()).resolves.toBe(`Table 7 is given to Nisha ${run}’s booking at 19:00`);
    await expect(otherPick.inputValue()).resolves.toBe('');
    await rowOf(p, other.body.data!.id).scrollIntoViewIfNeeded();
    await screenshot(p, 'floor-booking-table-refused-390', { fullPage: false });

    // The floor shows table 7 reserved for the booking, on the phone and on a tablet.
    await p.goto('/admin/floor');
    const t7 = (page: Page) => page.getByRole('button', { name: /^Table 7: / });
    await expect.poll(async () => (await t7(p).getAttribute('aria-label')) ?? '').toMatch(new RegExp(`^Table 7: Reserved, Nisha ${run} · 4, 7:00 pm$`, 'i'));
    await t7(p).scrollIntoViewIfNeeded();
    await screenshot(p, 'floor-booking-table-floor-390', { fullPage: false });

    const tablet = await openPage(journeys.browser, TABLET, TOUCH);
    await signInAsAdmin(tablet.page, '/adminreservations');
    await tablet.page.getByLabel('Search').fill(run);
    const tabletPick = rowOf(tablet.page, booking.id).getByRole('combobox', { name: /^Table for reservation/ });
    await expect.poll(() => tabletPick.inputValue()).toBe('T7');
    await screenshot(tablet.page, 'floor-booking-table-1024', { fullPage: false });

    // "No table" takes it back: the floor shows table 7 free again.
    await tabletPick.selectOption({ label: 'No table' });
    await tablet.page.locator('.Toastify').getByText('Table taken back').waitFor();
    const floor = await admin<{ tables: Array<{ id: string; status: string }> }>('GET', '/api/admin/tables');
    expect(floor.body.data!.tables.find((t) => t.id === 'T7')?.status).not.toBe('reserved');
    // The refusal's 409 is the browser's own console line; nothing else went wrong on either page.
    expect([...phone.problems, ...tablet.problems].filter((m) => !/status of 409/.test(m))).toEqual([]);
    await phone.context.close();
    await tablet.context.close();
  });
});
