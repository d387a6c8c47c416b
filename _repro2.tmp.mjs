import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:12000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const path = process.argv[2] ?? '/login';
const rate = Number(process.argv[3] ?? 4);
let errors = 0, runs = 0;
for (const delay of [0, 50, 100, 150, 200, 250, 300, 400, 500, 700, 900]) {
  runs++;
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.route('**/api/settings', async (r) => { await new Promise((res) => setTimeout(res, delay)); await r.continue(); });
  const errs = [];
  page.on('pageerror', (e) => errs.push(e.message.slice(0, 60)));
  await page.goto(base + path);
  if (path === '/login') {
    await page.getByLabel('Mobile Number').fill('9999999999');
    await page.getByLabel('Password', { exact: true }).fill('thali-admin');
    await page.locator('main form').getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  await page.waitForTimeout(2500);
  if (errs.length) { errors++; }
  console.log(delay, errs);
  await ctx.close();
}
console.log('runs with errors:', errors, 'of', runs);
await browser.close();
