import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, latestOtp, launchBrowser, openPage, screenshot, uniquePhone } from './support/browser';

/** Journeys of issue 6: a customer registers, logs out and in, keeps the session over a reload; an admin uses the password form. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const customer = { name: 'Meera Joshi', phone: uniquePhone(), email: 'meera@example.com', password: 'dhokla-2026' };
/** A failed login or a wrong code is answered 4xx on purpose: the browser logs those responses, nothing else may appear. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (400|401|429)/.test(p));

const avatar = (page: Page) => page.getByRole('img', { name: /^Signed in as / });

describe('a customer account', () => {
  it('registers with the OTP from the SMS, sees the initials, logs out, logs in again, and a reload keeps the session', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/register');

    // Bad input first: nothing is sent, each field says what is wrong.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter your full name').waitFor();
    await page.getByLabel('Full Name').fill(customer.name);
    // Pasted as a contact card gives it: the country code is dropped, the 10 digits kept.
    await page.getByLabel('Mobile Number').fill(`+91 ${customer.phone.slice(0, 5)} ${customer.phone.slice(5)}`);
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe(customer.phone);
    await page.getByLabel('Email (optional)', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await page.getByLabel('OTP', { exact: true }).waitFor();
    await expect(page.getByText('Demo mode').isVisible()).resolves.toBe(true);
    await screenshot(page, 'accounts-register-otp-desktop');

    // Back returns to step one with the details kept; sending them again keeps the code already sent.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe(customer.name);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Enter the OTP we already sent.').first().waitFor();

    // A wrong code first, then the one from the SMS outbox, as the customer reads it on their phone.
    const code = await latestOtp(customer.phone);
    await page.getByLabel('OTP', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify & Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid OTP. 4 tries left.' }).first().waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify & Register' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await avatar(page).waitFor();
    expect((await avatar(page).innerText()).trim()).toBe('MJ');
    await screenshot(page, 'accounts-registered-initials-desktop');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByLabel('Mobile Number').fill(`+91${customer.phone}`);
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe(customer.phone);
    // /login offers a texted code first; these journeys sign in with the password.
    await page.getByRole('button', { name: 'Use password instead' }).click();
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await avatar(page).waitFor();

    await page.reload();
    await avatar(page).waitFor();
    expect((await avatar(page).innerText()).trim()).toBe('MJ');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').phone)).toBe(customer.phone);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a wrong password shows an error toast and the message under the form, and changes nothing', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Mobile Number').fill(customer.phone);
    // /login offers a texted code first; these journeys sign in with the password.
    await page.getByRole('button', { name: 'Use password instead' }).click();
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.Toastify__toast--error').filter({ hasText: 'Invalid phone number or password' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' }).first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'accounts-login-wrong-phone');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a customer sent to an admin screen lands on the admin login, told access is denied', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await login(page, customer.phone, customer.password);
    await page.goto('/adminusers');
    await page.waitForURL('**/admin/adminlogin');
    await page.getByText('Access denied. Admin privileges required.').waitFor();
    await expect(page.getByText(`You are logged in as ${customer.name} (role: user).`).isVisible()).resolves.toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('admin access', () => {
  it('a wrong admin password says "Invalid password"; the right one opens the back office, the users list shows the new customer, and Logout ends the session', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await page.goto('/adminusers');
    await page.waitForURL('**/admin/adminlogin');

    await page.getByLabel('Admin Password').fill('thali-admin-wrong');
    const started = Date.now();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid password' }).first().waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await screenshot(page, 'accounts-adminlogin-wrong-desktop');

    await page.getByLabel('Admin Password').fill('thali-admin');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/adminusers');
    await page.locator('.Toastify__toast--success').filter({ hasText: 'Admin login successful!' }).waitFor();
    // Other journeys register customers too: find this one by its unique phone.
    const row = page.getByRole('row').filter({ hasText: `+91 ${customer.phone}` });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(customer.name);
    await expect(row.innerText()).resolves.toContain('Verified');
    await page
      .locator('.Toastify__toast--success')
      .filter({ hasText: /\d+ users loaded successfully/ })
      .waitFor();
    for (const text of ['Verified Users', 'Pending Verification', 'Admin Users', 'Refresh Users'])
      await page.getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, 'accounts-adminusers-desktop');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/adminlogin');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/admindashboardpage');
    await page.waitForURL('**/admin/adminlogin');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('on a phone, an admin who signs in through /login reaches the Registered Users screen, which fits the screen', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await login(page, '9999999999', 'thali-admin');
    await page.goto('/adminusers');
    await page.getByRole('heading', { name: 'Registered Users' }).waitFor();
    await page.getByText(customer.name).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'accounts-adminusers-phone');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

async function login(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(phone);
  // /login offers a texted code first; these journeys sign in with the password.
  await page.getByRole('button', { name: 'Use password instead' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
}
