import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, WEEKDAYS, type Settings } from '../functions/src/domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../functions/src/domain/time';
import {
  DESKTOP,
  LOCAL_ADMIN,
  PHONE,
  adminIdToken,
  api,
  latestOtp,
  launchBrowser,
  openPage,
  screenshot,
  serverNow,
  setServerClockOffset,
  uniquePhone,
} from './support/browser';

interface Created {
  reservationId: string;
  reference: string;
  testOtp?: string;
}
interface View {
  id: string;
  reference: string;
  status: string;
  isVerified: boolean;
}
interface Slot {
  time: string;
  remaining: number;
  available: boolean;
}

let browser: Browser;
let adminToken: string | null = null;
const run = Date.now().toString(36).slice(-5);
// The stack keeps the seeded settings (every day 08:00–21:00 hourly, Asia/Kolkata) unless a journey saves others.
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const day = (n: number) => addDays(restaurantDate(new Date(serverNow()), TZ), n);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminIdToken().catch((e: Error) => {
    console.log(`admin API session unavailable (${e.message}); the admin journey will say so`);
    return null;
  });
});
afterAll(async () => {
  await setServerClockOffset(0).catch(() => undefined);
  await browser?.close();
});

/** A booking made and (optionally) confirmed through the public API, as another guest would. */
async function bookThroughApi(
  fields: { date: string; time: string; partySize: number; name?: string },
  confirm: boolean,
): Promise<Created & { phone: string }> {
  const phone = uniquePhone();
  const created = await api<Created>('POST', '/api/reservations/create', { name: fields.name ?? `Other Guest ${run}`, phone, ...fields });
  expect(created.status, created.body.message).toBe(201);
  const data = created.body.data!;
  if (confirm) {
    const verified = await api('POST', '/api/reservations/verify-otp', { reservationId: data.reservationId, otp: await latestOtp(phone) });
    expect(verified.status, verified.body.message).toBe(200);
  }
  return { ...data, phone };
}

async function slotsFor(date: string, partySize: number): Promise<Slot[]> {
  const r = await api<{ slots: Slot[] }>('GET', `/api/reservations/availability?date=${date}&partySize=${partySize}`);
  return r.body.data!.slots;
}

/** A date whose given slots nobody has booked yet, so a journey can be re-run on the same stack. */
async function quietDay(times: string[], from: number): Promise<string> {
  for (let n = from; n <= 30; n++) {
    const slots = await slotsFor(day(n), 1);
    if (times.every((t) => slots.find((s) => s.time === t)?.remaining === 40)) return day(n);
  }
  throw new Error(`no date in the window has ${times.join(', ')} free`);
}

async function fillForm(page: Page, f: { name: string; phone: string; date: string; time: string; guests: number; notes?: string }) {
  await page.getByLabel('Full name *').fill(f.name);
  await page.getByLabel('Phone number *').fill(f.phone);
  await page.getByLabel('Guests *').selectOption(String(f.guests));
  await page.getByLabel('Date *').fill(f.date);
  // The time list is read from the availability call for this date and party size.
  await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
  await page.getByLabel('Time *').selectOption(f.time);
  if (f.notes) await page.getByLabel('Special requests (optional)').fill(f.notes);
}

async function signInAsAdmin(page: Page): Promise<boolean> {
  await page.goto('/login');
  const mobile = page.getByLabel('Mobile Number');
  const found = await mobile.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!found) return false;
  await mobile.fill(LOCAL_ADMIN.phone);
  // /login offers a texted code first; these journeys sign in with the password.
  await page.getByRole('button', { name: 'Use password instead' }).click();
  await page.getByLabel('Password', { exact: true }).fill(LOCAL_ADMIN.password);
  await page
    .locator('main form')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  return true;
}

describe('a guest books a table', () => {
  it('on a phone: bad input is refused, the OTP from the outbox confirms, and the confirmation stays with the reference, the manage link and a calendar file', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    const date = day(2);
    await page.goto('/booktable');
    await page.getByRole('heading', { name: 'Table Reservation' }).waitFor();
    await expect(page.locator('.policy-list').innerText()).resolves.toContain('Reservations can be made up to 30 days in advance.');

    await page.getByRole('button', { name: 'Reserve Table' }).click();
    // The form's rules load with its first use, so the message follows the click by a moment.
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await expect(page.getByLabel('Date *').getAttribute('min')).resolves.toBe(day(0));
    await expect(page.getByLabel('Date *').getAttribute('max')).resolves.toBe(day(30));

    await fillForm(page, { name: `Asha ${run}`, phone: `+91 ${phone}`, date, time: '19:00', guests: 4, notes: 'Birthday, window seat please' });
    await expect(page.getByLabel('Phone number *').inputValue()).resolves.toBe(phone);
    expect(await page.locator('select[name="time"] option').count()).toBe(15);
    await page.getByRole('button', { name: 'Reserve Table' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your reservation' });
    await dialog.waitFor();
    await expect(dialog.getByText('Code expires in 10:00').or(dialog.getByText('Code expires in 09:59')).first().isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Resend OTP' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('OTP').fill('12');
    await expect(dialog.getByText('Please enter a 6-digit OTP').isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Verify OTP' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'reservations-otp-phone');

    await dialog.getByLabel('OTP').fill(await latestOtp(phone));
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    const confirmed = page.getByTestId('booking-confirmed');
    await confirmed.waitFor();
    const reference = (await confirmed.getByTestId('booking-reference').innerText()).trim();
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    await expect(confirmed.getByRole('link', { name: 'View or cancel' }).getAttribute('href')).resolves.toBe(`/reservation/${reference}`);
    await expect(confirmed.innerText()).resolves.toContain('4');
    const [download] = await Promise.all([page.waitForEvent('download'), confirmed.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe(`table-${reference}.ics`);
    const ics = await import('node:fs/promises').then(async (fs) => fs.readFile((await download.path())!, 'utf8'));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r\n /g, '')).toContain(`/reservation/${reference}`);
    await screenshot(page, 'reservations-booked-phone');
    // The confirmation stays: no redirect after a few seconds.
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe('/booktable');
    await expect(confirmed.isVisible()).resolves.toBe(true);
    // The guest's text: the reference and a tappable short link to the booking on the site's domain.
    const texts = (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!;
    expect(texts.some((m) => m.text.includes(`Reference ${reference}`) && m.text.includes(`/t?r=${reference}`))).toBe(true);
    await confirmed.getByRole('button', { name: 'Book another table' }).click();
    await expect(page.getByLabel('Full name *').inputValue()).resolves.toBe('');

    const slot = (await slotsFor(date, 1)).find((s) => s.time === '19:00')!;
    expect(slot.remaining).toBeLessThanOrEqual(36);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the OTP dialog: Resend waits 60 s and restarts at 10:00; at 0 it says the OTP expired, and a resent code still confirms', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    try {
      await page.clock.install();
      await page.goto('/booktable');
      await fillForm(page, { name: `Ravi ${run}`, phone, date: day(3), time: '13:00', guests: 2 });
      await page.getByRole('button', { name: 'Reserve Table' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verify your reservation' });
      await dialog.waitFor();
      const resend = dialog.getByRole('button', { name: 'Resend OTP' });
      const first = await latestOtp(phone);

      await page.clock.fastForward(59_000);
      await expect(resend.isDisabled()).resolves.toBe(true);
      await page.clock.fastForward(1_000);
      await dialog.getByText('Code expires in 09:00').waitFor();
      await expect(resend.isEnabled()).resolves.toBe(true);

      await setServerClockOffset(60_000);
      await resend.click();
      await dialog.getByText('Code expires in 10:00').waitFor();
      await expect(resend.isDisabled()).resolves.toBe(true);
      const second = await latestOtp(phone);
      expect(second).not.toBe(first);

      await page.clock.fastForward(600_000);
      await dialog.getByText('OTP expired. Please resend.').waitFor();
      await dialog.getByLabel('OTP').fill(second);
      await expect(dialog.getByRole('button', { name: 'Verify OTP' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'reservations-otp-expired-phone');

      await setServerClockOffset(60_000 + 600_000);
      await resend.click();
      await dialog.getByText('Code expires in 10:00').waitFor();
      const third = await latestOtp(phone);
      await dialog.getByLabel('OTP').fill(third);
      await dialog.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByTestId('booking-confirmed').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await setServerClockOffset(0);
      await context.close();
    }
  });

  it('a full slot, and one without room for the party, show as unavailable', async () => {
    const date = await quietDay(['20:00', '21:00'], 4);
    for (let i = 0; i < 4; i++) await bookThroughApi({ date, time: '20:00', partySize: 10 }, true);
    for (const partySize of [10, 10, 10, 7]) await bookThroughApi({ date, time: '21:00', partySize }, false);
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto('/booktable');
    await page.getByLabel('Guests *').selectOption('4');
    await page.getByLabel('Date *').fill(date);
    const full = page.locator('select[name="time"] option[value="20:00"]');
    await expect.poll(() => full.innerText()).toBe('8:00 PM (unavailable: fully booked)');
    await expect(full.isDisabled()).resolves.toBe(true);
    const tight = page.locator('select[name="time"] option[value="21:00"]');
    await expect(tight.innerText()).resolves.toBe('9:00 PM (unavailable: 3 seats left, 4 needed)');
    await expect(tight.isDisabled()).resolves.toBe(true);
    await expect(page.locator('select[name="time"] option[value="19:00"]').isDisabled()).resolves.toBe(false);

    // Three guests still fit in the last three seats.
    await page.getByLabel('Guests *').selectOption('3');
    await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
    await expect(tight.isDisabled()).resolves.toBe(false);
    await expect(full.isDisabled()).resolves.toBe(true);
    await screenshot(page, 'reservations-full-slot-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the booking form follows the owner's settings", () => {
  it('a closure shows its note and the next time, the hours give the times, the policy states the rules, a guest booked on the day closed is texted once and reminded never, and ordering says it is closed', async (ctx) => {
    if (!adminToken) {
      console.log('SKIPPED settings journey: no admin API session to save the settings with');
      ctx.skip();
      return;
    }
    const saved = await api<{ settings: Settings }>('GET', '/api/admin/settings', undefined, adminToken);
    const { updatedAt: _at, ...before } = saved.body.data!.settings;
    const closed = day(4);
    // A guest booked the day before the owner closed it.
    const booked = await bookThroughApi({ date: closed, time: '19:00', partySize: 2, name: `Closed Out ${run}` }, true);
    const control = await bookThroughApi({ date: day(5), time: '19:00', partySize: 2, name: `Still Open ${run}` }, true);
    const lunchAndDinner = [
      { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00' },
      { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '21:30' },
    ];
    const next: Omit<Settings, 'updatedAt'> = {
      ...before,
      hours: Object.fromEntries(WEEKDAYS.map((d) => [d, lunchAndDinner])) as Settings['hours'],
      closures: [
        { from: day(0), to: day(0), note: `Family day ${run}` },
        { from: closed, to: closed, note: `Staff outing ${run}` },
      ],
      booking: { ...before.booking, slotMinutes: 30, maxPartySize: 8, cancelCutoffMinutes: 120 },
    };
    const put = await api('PUT', '/api/admin/settings', next, adminToken);
    expect(put.status, put.body.message).toBe(200);
    const apologies = async () =>
      (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${booked.phone}`)).body.data!.filter((m) =>
        m.text.includes("we're sorry, we are closed"),
      );
    const { page, context, problems } = await openPage(browser, PHONE);
    try {
      // The guest is told once, with where to book again, however often the owner saves.
      expect(await api('PUT', '/api/admin/settings', next, adminToken).then((r) => r.status)).toBe(200);
      const told = await apologies();
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(
        `(Staff outing ${run}), so we can't welcome you for your table at 7:00 PM (reference ${booked.reference}). Book another day:`,
      );

      // Closed today: the home page and the menu say so, and when ordering opens again, before a guest fills a cart.
      for (const path of ['/', '/menu']) {
        await page.goto(path);
        const closedNotice = page.locator('.ordering-closed-notice');
        await closedNotice.waitFor();
        await expect(closedNotice.innerText()).resolves.toMatch(
          new RegExp(`^Online ordering is closed\\. We are closed today \\(Family day ${run}\\)\\. We open again .+\\.$`),
        );
        await expect(page.locator('.cart-link').first().getAttribute('aria-label')).resolves.toBe('Cart, 0 items');
      }
      await screenshot(page, 'ordering-closed-today-menu-phone');

      // The booking page says the day is closed, not confirmed.
      await page.goto(`/reservation/${booked.reference}`);
      // The guest reads their reference on the page (it shows once the reference rules have loaded, after the page
      // starts) before asking for a code: a tap before it shows is refused as "8 letters and digits".
      await page.locator('strong', { hasText: booked.reference }).waitFor();
      await page.getByLabel('Phone number').fill(booked.phone);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('If the phone number matches the reservation, we have sent an OTP to it.').waitFor();
      await page.getByLabel('OTP').fill(await latestOtp(booked.phone));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByRole('heading', { name: 'Booking details' }).waitFor();
      await expect(page.locator('.manage-details .badge').innerText()).resolves.toBe('Day closed');
      await page.getByText(new RegExp(`We are closed on .+ \\(Staff outing ${run}\\)\\. We're sorry: your table can't be kept\\.`)).waitFor();
      await screenshot(page, 'reservations-day-closed-phone');

      // The reminder's time comes for each (within the seeded two hours before): none for the closed day, one for the open one.
      for (const date of [closed, day(5)]) {
        await setServerClockOffset(restaurantInstant(date, '17:30', TZ).getTime() - serverNow());
        expect((await api('POST', '/api/dev/run-scheduled')).status).toBe(200);
      }
      await setServerClockOffset(0);
      const reminders = async (phone: string) =>
        (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.filter((m) => m.text.includes('a reminder of your table'));
      expect(await reminders(booked.phone)).toEqual([]);
      expect(await reminders(control.phone)).toHaveLength(1);
      expect(await apologies()).toHaveLength(1);

      await page.goto('/booktable');
      await page.getByRole('heading', { name: 'Table Reservation' }).waitFor();
      const policy = page.locator('.policy-list');
      await expect.poll(() => policy.innerText()).toContain('For parties larger than 8, please call us.');
      await expect(policy.innerText()).resolves.toContain('You can cancel online up to 2 hours before your booking.');
      await page.locator('.closure-list').getByText(`(Staff outing ${run})`).waitFor();
      await expect(page.locator('select[name="partySize"] option').count()).resolves.toBe(8);

      await page.getByLabel('Date *').fill(closed);
      const notice = page.locator('.date-closed');
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toMatch(
        new RegExp(`We are closed on .+ \\(Staff outing ${run}\\)\\. The next time you can book is .+ at 12:00\\.`),
      );
      await expect(page.locator('select[name="time"] option').count()).resolves.toBe(1);
      await screenshot(page, 'reservations-closed-date-phone');

      await notice.getByRole('button', { name: /^Book .+ at 12:00 PM$/ }).click();
      await page.getByText('Times that are full or past are shown as unavailable.').waitFor();
      await expect(page.getByLabel('Date *').inputValue()).resolves.toBe(day(5));
      await expect(page.getByLabel('Time *').inputValue()).resolves.toBe('12:00');
      const times = await page.locator('select[name="time"] option').evaluateAll((os) => os.slice(1).map((o) => (o as HTMLOptionElement).value));
      expect(times).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
      await screenshot(page, 'reservations-settings-times-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.setViewportSize(DESKTOP);
      await page.getByLabel('Date *').fill(closed);
      await notice.waitFor();
      await screenshot(page, 'reservations-closed-date-desktop');

      // The server refuses the closed date too, naming the next time, whatever a form sends.
      const refused = await api('POST', '/api/reservations/create', { name: `Late ${run}`, phone: uniquePhone(), date: closed, time: '19:00', partySize: 2 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(new RegExp(`\\(Staff outing ${run}\\)\\. The next time you can book is`));
      expect(problems).toEqual([]);
    } finally {
      await api('PUT', '/api/admin/settings', before, adminToken);
      await context.close();
    }
  });
});

describe('a guest cancels by reference', () => {
  it('proves the phone with an OTP, sees the booking, confirms the cancel, and the seats are free again', async () => {
    const date = await quietDay(['18:00'], 5);
    const booking = await bookThroughApi({ date, time: '18:00', partySize: 6, name: `Meera ${run}` }, true);
    expect((await slotsFor(date, 1)).find((s) => s.time === '18:00')!.remaining).toBe(34);

    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`/reservation/${booking.reference}`);
    await page.getByRole('heading', { name: 'Your reservation' }).waitFor();
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.locator('main').getByRole('alert').innerText()).resolves.toBe('Please enter a 10-digit phone number');

    await page.getByLabel('Phone number').fill(booking.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('If the phone number matches the reservation, we have sent an OTP to it.').waitFor();
    await screenshot(page, 'reservations-manage-otp-phone');
    await page.getByLabel('OTP').fill(await latestOtp(booking.phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: 'Booking details' }).waitFor();
    await expect(page.locator('.manage-details').innerText()).resolves.toContain(`Meera ${run}`);
    await screenshot(page, 'reservations-manage-phone');

    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('This reservation is cancelled and the table released.').waitFor();
    await expect(page.locator('.manage-details .badge').innerText()).resolves.toBe('Cancelled');
    await screenshot(page, 'reservations-manage-cancelled-phone');

    expect((await slotsFor(date, 1)).find((s) => s.time === '18:00')!.remaining).toBe(40);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an admin manages reservations', () => {
  it('confirms, completes and cancels on the Reservations screen, and each change survives a reload', async (ctx) => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    if (!(await signInAsAdmin(page))) {
      console.log('SKIPPED admin journey: /login has no Mobile Number field in this build, so an admin cannot sign in through the UI');
      await context.close();
      ctx.skip();
      return;
    }
    const date = day(6);
    const tag = `adm${run}`;
    const a = await bookThroughApi({ date, time: '12:00', partySize: 3, name: `Kiran ${tag}` }, false);
    const b = await bookThroughApi({ date, time: '13:00', partySize: 5, name: `Nisha ${tag}` }, false);

    await page.goto('/adminreservations');
    await page.getByRole('heading', { name: 'Reservations Management' }).waitFor();
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Search').fill(tag.toUpperCase());
    const rowOf = (id: string) => page.locator(`tr[data-reservation="${id}"]`);
    await rowOf(a.reservationId).waitFor();
    await rowOf(b.reservationId).waitFor();
    // The search applies 300 ms after typing stops: the summary settles on these two bookings.
    await expect.poll(() => page.locator('.res-summary').innerText()).toMatch(/Total Reservations\s*2[\s\S]*Pending\s*2[\s\S]*Total Guests\s*8/);
    await expect(rowOf(a.reservationId).innerText()).resolves.toContain('Awaiting OTP');
    await screenshot(page, 'reservations-admin-desktop');

    const reloadAndFind = async (id: string) => {
      await page.reload();
      await page.getByLabel('Date').fill(date);
      await rowOf(id).waitFor();
      return rowOf(id);
    };

    await rowOf(a.reservationId)
      .getByRole('button', { name: /^Confirm reservation/ })
      .click();
    await page.locator('.Toastify').getByText('Reservation confirmed').waitFor();
    await expect((await reloadAndFind(a.reservationId)).locator('.badge').innerText()).resolves.toBe('confirmed');

    // Before its time a booking offers neither Complete nor No-show (the server refuses them too).
    await expect(
      rowOf(a.reservationId)
        .getByRole('button', { name: /^(Complete|No-show) reservation/ })
        .count(),
    ).resolves.toBe(0);
    await expect(rowOf(a.reservationId).locator('.badge').innerText()).resolves.toBe('confirmed');
    // Once the party's time has come (the server's clock moved to 12:05 that day), it can.
    await setServerClockOffset(restaurantInstant(date, '12:05', TZ).getTime() - serverNow());
    await (await reloadAndFind(a.reservationId)).getByRole('button', { name: /^Complete reservation/ }).click();
    await page.locator('.Toastify').getByText('Reservation completed').waitFor();
    await setServerClockOffset(0);
    const completed = await reloadAndFind(a.reservationId);
    await expect(completed.locator('.badge').innerText()).resolves.toBe('completed');
    // A finished booking keeps only its texts. This guest never proved the phone (the restaurant confirmed it), so none were sent.
    await expect(completed.getByRole('button', { name: /^(Confirm|Complete|Cancel) reservation/ }).count()).resolves.toBe(0);
    await completed.getByRole('button', { name: /^Texts for reservation/ }).click();
    const texts = page.getByRole('dialog', { name: /^Texts for #/ });
    await texts.getByText('No texts sent yet.').waitFor();
    await texts.getByRole('button', { name: 'Close' }).first().click();

    await rowOf(b.reservationId)
      .getByRole('button', { name: /^Cancel reservation/ })
      .click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(rowOf(b.reservationId).locator('.badge').innerText()).resolves.toBe('pending');
    await rowOf(b.reservationId)
      .getByRole('button', { name: /^Cancel reservation/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.locator('.Toastify').getByText('Reservation cancelled').waitFor();
    await expect((await reloadAndFind(b.reservationId)).locator('.badge').innerText()).resolves.toBe('cancelled');

    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByLabel('Search').fill(`Kiran ${tag}`);
    await page.getByText('No reservations found matching your criteria.').waitFor();

    if (adminToken) {
      const saved = await api<{ reservations: View[] }>('GET', `/api/reservations/admin/all?date=${date}&search=${tag}`, undefined, adminToken);
      expect(Object.fromEntries(saved.body.data!.reservations.map((r) => [r.id, r.status]))).toEqual({
        [a.reservationId]: 'completed',
        [b.reservationId]: 'cancelled',
      });
    }

    await page.setViewportSize(PHONE);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search').fill(tag);
    await expect.poll(() => page.locator('.res-summary').innerText()).toMatch(/Total Reservations\s*2/);
    await screenshot(page, 'reservations-admin-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});
