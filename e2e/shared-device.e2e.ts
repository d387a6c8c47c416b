import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, TABLET, api, idTokenFor, latestOtp, openPage, screenshot, uniquePhone } from './support/browser';
import { cutTexts, signInAs } from './support/admin';
import { setUpJourneys } from './support/journeys';

/** Shared devices, named people: a manager switches in on the counter's account with her PIN, and the audit log names her. */

const journeys = setUpJourneys();

async function staffMember(name: string, role: string, password: string): Promise<{ phone: string; uid: string }> {
  const phone = uniquePhone();
  expect((await api('POST', '/api/users/register/start', { name, phone, password })).status).toBe(200);
  const registered = await api<{ user: { id: string } }>('POST', '/api/users/register/verify', { phone, otp: await latestOtp(phone) });
  const uid = registered.body.data!.user.id;
  expect((await api('PATCH', `/api/users/admin/users/${uid}/role`, { role }, journeys.adminToken)).status).toBe(200);
  return { phone, uid };
}

/** The top bar's texts that are cut short (wider than their box); the restaurant's name may give way, nothing else. */
const cutInTopBar = (page: Page) => cutTexts(page, '.admin-topbar .switch-person-btn, .admin-topbar .switch-person-btn *');

/** A member of staff signs in on a shared device: the counter's back office opens on its Floor screen. */
async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await signInAs(page, phone, password);
  await page.waitForURL('**/admin/floor');
  await page.getByRole('button', { name: 'Switch person' }).waitFor();
}

async function switchIn(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Switch person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch person' });
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  const pinDialog = page.getByRole('dialog', { name: `PIN for ${name}` });
  await pinDialog.getByLabel(`${name}'s PIN (Manager)`).fill(pin);
  await pinDialog.getByRole('button', { name: 'Switch' }).click();
  await page.getByRole('button', { name: `${name} (Manager) is using this device: switch person` }).waitFor();
}

describe('a shared counter device', () => {
  it('a manager switches in with her PIN on the counter’s phone, marks a dish sold out, and the audit log names her on that device', async () => {
    const counter = await staffMember('Counter PC', 'counter', 'counter-pass-1');
    const asha = await staffMember('Asha Mehta', 'manager', 'asha-pass-12');
    const ashaToken = await idTokenFor(asha.phone, 'asha-pass-12');
    expect((await api('PUT', '/api/admin/pins/me', { pin: '4826', confirmPin: '4826' }, ashaToken)).status).toBe(200);

    const { page, context, problems } = await openPage(journeys.browser, PHONE);
    await signIn(page, counter.phone, 'counter-pass-1');
    expect(await cutInTopBar(page), '"Switch person" whole at 390 px').toEqual([]);

    await page.getByRole('button', { name: 'Switch person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch person' });
    await dialog.getByRole('button', { name: /Asha Mehta/ }).waitFor();
    await screenshot(page, 'switch-person-list-390x844');
    await dialog.getByRole('button', { name: /Asha Mehta/ }).click();
    const pin = page.getByRole('dialog', { name: 'PIN for Asha Mehta' });
    await pin.getByLabel("Asha Mehta's PIN (Manager)").fill('4826');
    await pin.getByRole('button', { name: 'Switch' }).click();
    await page.getByRole('button', { name: 'Asha Mehta (Manager) is using this device: switch person' }).waitFor();
    expect(await cutInTopBar(page), 'the acting person whole at 390 px').toEqual([]);
    await screenshot(page, 'switch-person-acting-390x844');

    // The counter's account can't edit the menu; Asha, a manager, can.
    await page.goto('/adminmenu');
    const soldOut = page.getByRole('button', { name: 'Mark sold out' }).first();
    await soldOut.click();
    await page.getByRole('button', { name: 'Put back on' }).first().waitFor();
    await page.getByRole('button', { name: 'Put back on' }).first().click();

    await page.goto('/adminaudit');
    await page.getByText("by Asha Mehta on Counter PC's device").first().waitFor();
    await screenshot(page, 'switch-person-audit-390x844');
    expect(problems).toEqual([]);
    await context.close();

    // The same control on a tablet.
    const tablet = await openPage(journeys.browser, TABLET);
    await signIn(tablet.page, counter.phone, 'counter-pass-1');
    await tablet.page.getByRole('button', { name: 'Switch person' }).click();
    await tablet.page
      .getByRole('dialog', { name: 'Switch person' })
      .getByRole('button', { name: /Asha Mehta/ })
      .waitFor();
    await screenshot(tablet.page, 'switch-person-list-820x1180');
    expect(tablet.problems).toEqual([]);
    await tablet.context.close();

    // A 768 x 1024 tablet's top bar, with someone switched in.
    const small = await openPage(journeys.browser, { width: 768, height: 1024 });
    await signIn(small.page, counter.phone, 'counter-pass-1');
    await switchIn(small.page, 'Asha Mehta', '4826');
    expect(await cutInTopBar(small.page), 'the acting person whole at 768 px').toEqual([]);
    // The welcome toasts sit over the top bar for 5 s: the picture waits for them to go.
    await small.page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0, null, { timeout: 20_000 });
    await screenshot(small.page, 'switch-person-acting-768x1024');
    expect(small.problems).toEqual([]);
    await small.context.close();
  });
});
