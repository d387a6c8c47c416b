import { describe, expect, it } from 'vitest';
import { cutTexts, signInAsAdmin } from './support/admin';
import { BASE_URL, PHONE, api, openPage, screenshot, serverNow } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Today's Thali as its issue's "done when" reads, on phones: the owner sets today's lunch thali with 5 plates, the home
 * page shows "5 plates left" (in the HTML the server sends, too), seven orders at once at the counter get exactly five
 * plates and "Sold out for lunch" for the others, a void gives a plate back, the kitchen tablet shows the plates left
 * beside its load, and a guest's takeaway checkout offers pickup times until the kitchen pauses takeaway.
 */

const TABLET_PORTRAIT = { width: 768, height: 1024 } as const;
const LUNCH = 'lunch';

// One service, "Lunch", around the clock: whatever the hour the suite runs, the thali set is the one of the service now.
const journeys = setUpJourneys({ ordering: 'Lunch' });

interface ThaliNow {
  current: { itemId: string; name: string; platesLeft: number; platesTotal: number; soldOut: boolean } | null;
}
const thaliNow = async () => (await api<ThaliNow>('GET', '/api/thali')).body.data!.current;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(serverNow()));

/** A walk-in order for one thali at the counter; a "busy" reply (503) is tried again, as staff would tap again. */
async function counterOrdersThali(itemId: string, table: number) {
  for (let tap = 1; ; tap++) {
    const reply = await api<{ _id: string }>(
      'POST',
      '/api/orders/walk-in',
      { orderType: 'dine-in', tableNumber: String(table), items: [{ _id: itemId, quantity: 1 }] },
      journeys.adminToken,
    );
    if (reply.status !== 503 || tap >= 10) return reply;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
}

describe("Today's Thali, from the owner's phone to the guest's and the kitchen's tablet", () => {
  it('5 plates set; seven orders at once get five; sold out; a void gives one back; the kitchen sees it; takeaway pauses', async () => {
    expect(await thaliNow(), 'no thali is set before the journey').toBeNull();

    // The owner, on a phone, sets today's lunch thali. Negative plates first: refused, nothing saved.
    const owner = await openPage(journeys.browser, PHONE);
    await signInAsAdmin(owner.page, '/admin/thali');
    const form = owner.page.locator('form.thali-service').filter({ has: owner.page.getByRole('heading', { name: 'Lunch' }) });
    await form.getByText('No thali set: guests see none for this service.').waitFor();
    await form.getByLabel('Thali name', { exact: true }).fill('Gujarati Thali');
    await form.getByLabel('Price', { exact: true }).fill('14');
    await form.getByLabel('Plates available', { exact: true }).fill('-2');
    for (const component of ['Dal', 'Kadhi', 'Rotli']) {
      await form.getByLabel('Another component').fill(component);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await form.getByRole('button', { name: 'Set this thali' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toContain("Plates available can't be negative");
    expect(await thaliNow(), 'a refused thali is not saved').toBeNull();

    await form.getByLabel('Plates available', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Set this thali' }).click();
    await form.getByText('0 ordered · 5 of 5 left').waitFor();
    await form.getByRole('heading', { name: 'Lunch' }).scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'thali-owner-sets-lunch-390', { fullPage: false });
    // The browser logs the refused save's 400; nothing else may appear.
    expect(owner.problems.filter((p) => !p.includes('status of 400 (Bad Request)'))).toEqual([]);
    await owner.context.close();

    const set = await thaliNow();
    expect(set).toMatchObject({ name: 'Gujarati Thali', platesLeft: 5, platesTotal: 5, soldOut: false });
    const itemId = set!.itemId;

    // The home page as the server sends it names the thali and its plates, before any script runs.
    const html = await (await fetch(`${BASE_URL}/`)).text();
    expect(html).toContain('Gujarati Thali');
    expect(html).toContain('5 plates left');

    const guest = await openPage(journeys.browser, PHONE);
    await guest.page.goto('/');
    const card = guest.page.getByRole('region', { name: "Today's Thali" });
    await card.getByText('5 plates left').waitFor();
    await expect(card.innerText()).resolves.toContain('Dal · Kadhi · Rotli');
    await card.scrollIntoViewIfNeeded();
    await screenshot(guest.page, 'thali-home-5-plates-left-390', { fullPage: false });

    // Seven orders at once for the five plates: five are taken, two are told it is sold out, and nothing goes below zero.
    const replies = await Promise.all(Array.from({ length: 7 }, (_, i) => counterOrdersThali(itemId, i + 1)));
    const placed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 409);
    expect([placed.length, refused.length], replies.map((r) => `${r.status} ${r.body.message ?? ''}`).join('; ')).toEqual([5, 2]);
    for (const r of refused) expect(r.body.message).toBe('Sold out for lunch');
    expect(await thaliNow()).toMatchObject({ platesLeft: 0, soldOut: true });

    await guest.page.reload();
    await card.getByText('Sold out for lunch').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(guest.page, 'thali-home-sold-out-390', { fullPage: false });

    // A void gives its plate back.
    const first = placed[0]!.body.data!._id;
    const cancelled = await api('PATCH', `/api/orders/${first}/status`, { status: 'Cancelled', undoable: false }, journeys.adminToken);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const voided = await api('POST', `/api/orders/${first}/void`, { reason: 'Guest left' }, journeys.adminToken);
    expect(voided.status, voided.body.message).toBe(200);
    expect(await thaliNow()).toMatchObject({ platesLeft: 1, soldOut: false });
    await guest.page.reload();
    await card.getByText('1 plate left').waitFor();

    // The kitchen tablet, upright: the thali's plates left beside the load, the line whole.
    const kitchen = await openPage(journeys.browser, TABLET_PORTRAIT);
    await signInAsAdmin(kitchen.page);
    await kitchen.page.goto('/adminkitchen');
    const line = kitchen.page.locator('.kds-thali');
    await line.getByText('1 of 5 plates left').waitFor();
    await expect(line.innerText()).resolves.toContain('Gujarati Thali · Lunch');
    await screenshot(kitchen.page, 'thali-kitchen-768x1024');
    // Whole: no part of the line wider than its box, or past the screen's edge.
    const clipped = await line.evaluate((el) =>
      [el, ...el.querySelectorAll<HTMLElement>('*')]
        .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().right > window.innerWidth)
        .map((n) => `${n.className}: ${n.scrollWidth}/${n.clientWidth}, right ${Math.round(n.getBoundingClientRect().right)} of ${window.innerWidth}`),
    );
    expect(clipped, 'the kitchen thali line is cut off').toEqual([]);
    // Its bar, upright, with the hint to tap for sound showing: every text whole.
    await kitchen.page.locator('.kds-sound-hint').waitFor();
    expect(await cutTexts(kitchen.page, '.kds-bar, .kds-bar *'), 'the kitchen bar at 768 px').toEqual([]);
    expect(kitchen.problems).toEqual([]);
    await kitchen.context.close();

    // The last plate for takeaway: checkout offers pickup times with room, until the kitchen pauses takeaway.
    await guest.page.goto('/order');
    await guest.page.getByRole('button', { name: /Takeaway/ }).click();
    await guest.page.waitForURL('**/menu');
    await guest.page.getByRole('region', { name: "Today's Thali" }).getByRole('button', { name: 'Add to cart' }).click();
    await guest.page.getByRole('button', { name: /View cart/ }).click();
    const drawer = guest.page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await guest.page.waitForURL('**/orderconfirmationpage');
    const pickup = guest.page.getByLabel('Pickup time');
    // The field is there, disabled, while the times load; they are offered once it is enabled.
    await guest.page.locator('#order-pickupAt:enabled').waitFor();
    // "As soon as possible (about 12:40)" while the kitchen can make it today, then the times with room (today's and the
    // next open day's): whatever the hour the suite runs, some are offered, and nothing else.
    const offered = await pickup.locator('option').allInnerTexts();
    expect(offered.length).toBeGreaterThan(0);
    for (const text of offered) expect(text).toMatch(/^(As soon as possible \(about \d\d:\d\d\)|\d\d:\d\d)$/);
    await pickup.scrollIntoViewIfNeeded();
    await screenshot(guest.page, 'thali-checkout-pickup-390', { fullPage: false });

    const paused = await api('POST', '/api/admin/takeaway/pause', { minutes: 15 }, journeys.adminToken);
    expect(paused.status, paused.body.message).toBe(200);
    try {
      await guest.page.reload();
      await guest.page
        .locator('.pickup-paused')
        .getByText(/The kitchen has paused takeaway orders until \d\d:\d\d/)
        .waitFor();
      await guest.page.locator('.pickup-paused').scrollIntoViewIfNeeded();
      await screenshot(guest.page, 'thali-checkout-paused-390', { fullPage: false });
    } finally {
      const resumed = await api('DELETE', '/api/admin/takeaway/pause', undefined, journeys.adminToken);
      expect(resumed.status, resumed.body.message).toBe(200);
    }
    expect(guest.problems).toEqual([]);
    await guest.context.close();

    // The journey's orders and thali go, so that the journeys after it find the restaurant as it was.
    for (const r of placed.slice(1)) {
      const done = await api('PATCH', `/api/orders/${r.body.data!._id}/status`, { status: 'Cancelled', undoable: false }, journeys.adminToken);
      expect(done.status, done.body.message).toBe(200);
    }
    const removed = await api('DELETE', `/api/admin/thali/${today()}/${LUNCH}`, undefined, journeys.adminToken);
    expect(removed.status, removed.body.message).toBe(200);
    expect(await thaliNow()).toBeNull();
  });
});
