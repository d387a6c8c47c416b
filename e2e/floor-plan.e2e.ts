import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { PHONE, api, openPage, screenshot } from './support/browser';
import { setUpJourneys } from './support/journeys';

/** The table plan's editor on a tablet, by touch: a table dragged across its canvas, edited, and the plan saved. */

const journeys = setUpJourneys();
const LANDSCAPE = { width: 1024, height: 768 } as const;
const PORTRAIT = { width: 768, height: 1024 } as const;
const TOUCH = { hasTouch: true };

interface PlanTable {
  id: string;
  name: string;
  seats: number;
  area: string;
  x: number;
  y: number;
  shape: string;
}
const admin = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, journeys.adminToken);
const plain = (tables: PlanTable[]) => tables.map(({ id, name, seats, area, x, y, shape }) => ({ id, name, seats, area, x, y, shape }));

/** A finger's drag, as the tablet sends it: touch start, moves on the way, touch end (Chromium makes pointer events of them). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 8; i += 1) {
    const at = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const table = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Table ${name},`) });

describe('the table plan editor, on a tablet by touch', () => {
  it('drags table 1 across the ground floor, refuses 0 seats, gives it 6, saves; the floor shows it there', async () => {
    const before = await admin<{ tables: PlanTable[] }>('GET', '/api/admin/tables');
    expect(before.status, before.body.message).toBe(200);
    const original = plain(before.body.data!.tables);
    try {
      // The journey starts from the seeded place of table 1, whatever an earlier run left.
      const start = original.map((t) => (t.id === 'T1' ? { ...t, x: 6, y: 12, seats: 2 } : t));
      expect((await admin('PUT', '/api/admin/tables', { tables: start })).status).toBe(200);

      const tablet = await openPage(journeys.browser, LANDSCAPE, TOUCH);
      const t = tablet.page;
      await signInAsAdmin(t, '/admin/floor/plan');
      const canvas = t.getByRole('group', { name: /^Ground floor: \d+ tables$/ });
      await canvas.waitFor();
      await screenshot(t, 'floor-plan-1024', { fullPage: false });

      const box = (await table(t, '1').boundingBox())!;
      const area = (await canvas.boundingBox())!;
      const target = { x: area.x + area.width * 0.45, y: area.y + area.height * 0.82 };
      await touchDrag(t, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, target);
      const label = (await table(t, '1').getAttribute('aria-label')) ?? '';
      const [, across, down] = /(\d+)% across, (\d+)% down/.exec(label)!.map(Number);
      expect(across, label).toBeGreaterThan(30);
      expect(down, label).toBeGreaterThan(60);
      await t.getByText('Unsaved changes').waitFor();
      expect(await t.getByRole('dialog').count(), 'a drag is not a tap: no dialog opens').toBe(0);
      await screenshot(t, 'floor-plan-1024-dragged', { fullPage: false });

      await table(t, '1').tap();
      const dialog = t.getByRole('dialog', { name: 'Table 1' });
      await dialog.getByLabel('Seats').fill('0');
      await dialog.getByRole('button', { name: 'Done' }).tap();
      await dialog.getByText('Seats must be at least 1').waitFor();
      await screenshot(t, 'floor-plan-1024-edit', { fullPage: false });
      await dialog.getByLabel('Seats').fill('6');
      await dialog.getByRole('button', { name: 'Done' }).tap();
      await dialog.waitFor({ state: 'detached' });

      await t.getByRole('button', { name: 'Save the plan' }).tap();
      await t.getByText('Plan saved').waitFor();
      await screenshot(t, 'floor-plan-1024-saved', { fullPage: false });
      const saved = (await admin<{ tables: PlanTable[] }>('GET', '/api/admin/tables')).body.data!.tables.find((x) => x.id === 'T1')!;
      expect(saved).toMatchObject({ x: across, y: down, seats: 6, area: 'Ground floor' });

      await t.getByRole('link', { name: 'Back to the floor' }).tap();
      await t.waitForURL('**/admin/floor');
      await t.getByRole('button', { name: /^Table 1:/ }).waitFor();
      await tablet.context.close();

      const upright = await openPage(journeys.browser, PORTRAIT, TOUCH);
      await signInAsAdmin(upright.page, '/admin/floor/plan');
      await upright.page.getByRole('group', { name: /^Ground floor:/ }).waitFor();
      await screenshot(upright.page, 'floor-plan-768', { fullPage: false });
      await upright.page.getByRole('tab', { name: /Terrace/ }).tap();
      await upright.page.getByRole('group', { name: /^Terrace:/ }).waitFor();
      await screenshot(upright.page, 'floor-plan-768-terrace', { fullPage: false });
      await upright.context.close();

      const phone = await openPage(journeys.browser, PHONE, { ...TOUCH, isMobile: true });
      await signInAsAdmin(phone.page, '/admin/floor/plan');
      await phone.page.getByRole('group', { name: /^Ground floor:/ }).waitFor();
      await screenshot(phone.page, 'floor-plan-390');
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the editor fits a 390 px phone').toBeLessThanOrEqual(0);
      expect(phone.problems).toEqual([]);
      await phone.context.close();
      expect(tablet.problems).toEqual([]);
      expect(upright.problems).toEqual([]);
    } finally {
      await admin('PUT', '/api/admin/tables', { tables: original });
    }
  });
});
