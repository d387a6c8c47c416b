import type { Page } from 'playwright-core';
import { LOCAL_ADMIN } from './browser';

/** Signs in as the seeded admin through /login, as a person would; with a back office path, opens that screen next. */
export async function signInAsAdmin(page: Page, then?: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(LOCAL_ADMIN.phone);
  await page.getByLabel('Password', { exact: true }).fill(LOCAL_ADMIN.password);
  await page
    .locator('main form')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (!then) return;
  await page.goto(then);
  await page.locator('.admin-shell').waitFor();
}
