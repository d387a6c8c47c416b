import type { Page } from 'playwright-core';
import { LOCAL_ADMIN } from './browser';

/** Signs in through /login with a phone and password, as a person would, and waits to be taken on from it. */
export async function signInAs(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(phone);
  // /login offers a texted code first; these journeys sign in with the password.
  await page.getByRole('button', { name: 'Use password instead' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page
    .locator('main form')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs in as the seeded admin; with a back office path, opens that screen next. */
export async function signInAsAdmin(page: Page, then?: string): Promise<void> {
  await signInAs(page, LOCAL_ADMIN.phone, LOCAL_ADMIN.password);
  if (!then) return;
  await page.goto(then);
  await page.locator('.admin-shell').waitFor();
}

/**
 * The texts under `selector` cut short (wider than their box), named by class and text: a bar that fits shows none.
 * A text hidden on purpose for screen readers only (a box of 1 px) is not one.
 */
export const cutTexts = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .filter((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.className}: ${e.textContent}`),
    selector,
  );
