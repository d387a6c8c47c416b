import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';

/** The waitlist at the door: a walk-in added on the tablet, their place on their phone, "table ready" once, then seated. */

const journeys = setUpJourneys();
const LANDSCAPE = { width: 1024, height: 768 } as const;
const run = Date.now().toString(36).slice(-4);

const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);
const outbox = async (phone: string) => (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);

describe('the waitlist, from the counter’s tablet to the guest’s phone', () => {
  it('adds a walk-in from the panel, shows their place on a 390 px phone, texts "table ready" once, and seats them', async () => {
    const tablet = await openPage(journeys.browser, LANDSCAPE);
    const t = tablet.page;
    await signInAsAdmin(t, '/admin/floor');
    const panel = t.getByRole('region', { name: 'Waitlist' });
    const form = panel.getByRole('form', { name: 'Add to the waitlist' });
    await form.waitFor();

    // Bad input is refused by the field before anything is sent.
    await form.getByLabel('Phone').fill('98765');
    await form.getByLabel('Party size').fill('25');
    await form.getByRole('button', { name: 'Add to waitlist' }).click();
    await form.getByText('Please enter the guest’s name').waitFor();
    await form.getByText('Please enter a 10-digit phone number').waitFor();
    await form.getByText('Party size must be a whole number from 1 to 20').waitFor();
    await form.scrollIntoViewIfNeeded();
    await screenshot(t, 'floor-waitlist-errors-1024x768', { fullPage: false });

    // A walk-in party of 3.
    const phone = uniquePhone();
    const name = `Walk-in ${run}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('Party size').fill('3');
    await form.getByRole('button', { name: 'Add to waitlist' }).click();
    const added = panel.getByText(new RegExp(`^${name} is number (\\d+), quoted .+\\. Texted their place and link\\.$`));
    await added.waitFor();
    const place = Number(/is number (\d+)/.exec((await added.textContent()) ?? '')![1]);
    const row = panel.getByRole('listitem', { name: `${place}. ${name}, 3` });
    await row.getByText(/^Waited \d+ min (of \d+ quoted|\(quoted a few\))$/).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(t, 'floor-waitlist-1024x768', { fullPage: false });

    // The guest's one text: their place and the short link to it.
    const texts = await outbox(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(`: you are number ${place} on our waitlist for 3 guests, wait about .+ min\\. See your place: \\S+/t\\?r=[A-Z0-9]{7}$`),
    );
    expect(texts[0]!.length).toBeLessThanOrEqual(160);
    const reference = /t\?r=([A-Z0-9]{7})$/.exec(texts[0]!)![1]!;

    // The guest opens the link on a phone: the short link leads to their place.
    const guest = await openPage(journeys.browser, PHONE);
    const g = guest.page;
    await g.goto(`/t?r=${reference}`);
    await g.waitForURL(`**/waitlist/${reference}`);
    await expect.poll(async () => (await g.getByTestId('waitlist-place').textContent()) ?? '').toBe(`number ${place}`);
    expect(await g.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const overflow = await g.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page fits a 390 px phone without scrolling sideways').toBeLessThanOrEqual(0);
    await screenshot(g, 'floor-waitlist-guest-390', { fullPage: false });

    // Notify, twice: one "table ready" text; the button says the party was told.
    await row.getByRole('button', { name: 'Notify' }).click();
    await row.getByRole('button', { name: 'Notified' }).waitFor();
    expect(await row.getByRole('button', { name: 'Notified' }).isDisabled()).toBe(true);
    await row.getByText(/^Told table ready at /).waitFor();
    const entryId = (await admin<{ entries: Array<{ id: string; reference: string }> }>('GET', '/api/admin/waitlist')).body.data!.entries.find(
      (e) => e.reference === reference,
    )!.id;
    const again = await admin<{ alreadyNotified: boolean }>('POST', `/api/admin/waitlist/${entryId}/notify`);
    expect(again.body.data!.alreadyNotified).toBe(true);
    const after = await outbox(phone);
    expect(after).toHaveLength(2);
    expect(after.filter((x) => x.includes('your table for 3 guests is ready'))).toHaveLength(1);

    // The phone page sees it at its next poll (every 20 s while it is shown), without a reload.
    await g.getByRole('alert').filter({ hasText: 'Your table is ready' }).waitFor({ timeout: 45_000 });
    await screenshot(g, 'floor-waitlist-ready-390', { fullPage: false });

    // Seat them on a free table that fits: their bill opens on it.
    await row.getByRole('button', { name: 'Seat' }).click();
    const seat = t.getByRole('dialog', { name: `Seat ${name}, 3` });
    const option = seat
      .locator('label')
      .filter({ hasText: /^Table / })
      .first();
    await option.waitFor();
    const tableName = /^Table (\S+)/.exec((await option.textContent()) ?? '')![1]!;
    await option.getByRole('radio').check();
    await screenshot(t, 'floor-waitlist-seat-1024x768', { fullPage: false });
    await seat.getByRole('button', { name: 'Seat' }).click();
    await seat.waitFor({ state: 'detached' });
    const floor = await admin<{ tables: Array<{ id: string; name: string; bill: { id: string; name: string | null; guests: number } | null }> }>(
      'GET',
      '/api/admin/tables',
    );
    const seated = floor.body.data!.tables.find((x) => x.name === tableName)!;
    expect(seated.bill).toMatchObject({ name, guests: 3 });

    // The party is no longer waiting; the table is freed for the journeys after (no rounds were taken).
    await row.waitFor({ state: 'detached' });
    const cleared = await admin('POST', `/api/admin/tables/${seated.id}/clear`);
    expect(cleared.status, cleared.body.message).toBe(200);
    expect([...tablet.problems, ...guest.problems]).toEqual([]);
  });
});
