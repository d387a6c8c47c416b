import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:12000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const runs = Number(process.argv[2] ?? 10);
const path = process.argv[3] ?? '/login';
let errors = 0;
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  const errs = [];
  page.on('pageerror', (e) => errs.push(e.message.slice(0, 80)));
  page.on('console', (m) => { if (m.type() === 'error') errs.push('console: ' + m.text().slice(0, 120)); });
  await page.goto(base + path); await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  if (path === '/login') {
    await page.getByLabel('Mobile Number').fill('9999999999');
    await page.getByLabel('Password', { exact: true }).fill('thali-admin');
    await page.locator('main form').getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  await page.waitForTimeout(1500);
  if (errs.length) { errors++; console.log(i, errs); }
  await ctx.close();
}
console.log('runs with errors:', errors, 'of', runs);
await browser.close();
