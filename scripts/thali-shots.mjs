#!/usr/bin/env node
// Today's Thali as the "done when" reads, on a running local stack (BASE_URL, default the site's URL):
// lunch and dinner hours, today's lunch thali with 5 plates, the home page with "5 plates left" (in the HTML the
// server sends, before any script), five plates taken, "Sold out for lunch" with dinner's thali, a void giving one
// back, checkout's pickup times, and a paused kitchen's refusal. Screenshots at 390 px go to artifacts/thali/.
// It changes the stack's data (hours, thalis, orders, the pause): run it on a throwaway data folder.
/* global window, document -- the page.evaluate callbacks run in the browser */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { LOCAL_ADMIN, PORTS, ROOT, SITE_URL, chromiumPath } from './lib.mjs';

const base = (process.env.BASE_URL ?? SITE_URL).replace(/\/$/, '');
const out = join(ROOT, 'artifacts', 'thali');
mkdirSync(out, { recursive: true });

async function call(method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, body: json };
}
const must = (r, what) => {
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.body.message ?? ''}`);
  return r.body.data;
};

const login = must(await call('POST', '/api/users/login', LOCAL_ADMIN), 'admin login');
const signIn = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
const { idToken: token } = await (
  await fetch(signIn, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: login.token, returnSecureToken: true }),
  })
).json();

const { settings } = must(await call('GET', '/api/admin/settings', undefined, token), 'settings');
const hours = Object.fromEntries(
  Object.keys(settings.hours).map((day) => [
    day,
    [
      { name: 'Lunch', opens: '00:00', closes: '17:00', lastBooking: '16:00', lastOrder: '16:45' },
      { name: 'Dinner', opens: '18:00', closes: '23:30', lastBooking: '22:00', lastOrder: '23:00' },
    ],
  ]),
);
must(await call('PUT', '/api/admin/settings', { ...settings, hours }, token), 'lunch and dinner hours');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: settings.locale.timeZone }).format(new Date());
const thali = (name, platesTotal) => ({
  name,
  price: 14,
  components: ['Dal', 'Kadhi', 'Two sabzis', 'Rice', 'Rotli', 'Farsan', 'Shrikhand', 'Papad', 'Chaas'],
  variants: ['regular', 'jain', 'no-onion-garlic'],
  refill: { policy: 'fixed', note: 'One refill of dal, rice and rotli' },
  platesTotal,
});
must(await call('PUT', `/api/admin/thali/${today}/lunch`, thali('Gujarati Thali', 5), token), 'lunch thali');
must(await call('PUT', `/api/admin/thali/${today}/dinner`, thali('Rajasthani Thali', 40), token), 'dinner thali');

const html = await (await fetch(`${base}/`)).text();
const inHtml = html.includes('Gujarati Thali') && html.includes('5 plates left');
console.log(`/ as the server sends it (no script run) names the thali and "5 plates left": ${inHtml}`);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
});
async function shot(path, name, scrollTo) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await page.waitForTimeout(800);
  const cls = await page.evaluate(() => window.__cls);
  if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`${name}: ${path} CLS ${cls.toFixed(4)}`);
}
await shot('/', 'home-5-plates-left', '.todays-thali');

const itemId = must(await call('GET', '/api/thali'), 'thali now').current.itemId;
const orders = [];
for (let i = 0; i < 5; i++)
  orders.push(
    must(
      await call('POST', '/api/orders/walk-in', { orderType: 'dine-in', tableNumber: String(i + 1), items: [{ _id: itemId, quantity: 1 }] }, token),
      'walk-in',
    ),
  );
const sixth = await call('POST', '/api/orders/walk-in', { orderType: 'dine-in', tableNumber: '9', items: [{ _id: itemId, quantity: 1 }] }, token);
console.log(`a sixth plate: ${sixth.status} ${sixth.body.message}`);
await shot('/', 'home-sold-out-for-lunch', '.todays-thali');
await shot('/menu', 'menu-sold-out-for-lunch');

must(await call('PATCH', `/api/orders/${orders[0]._id}/status`, { status: 'Cancelled', undoable: false }, token), 'cancel');
must(await call('POST', `/api/orders/${orders[0]._id}/void`, { reason: 'Guest left' }, token), 'void');
console.log(`after a void: ${must(await call('GET', '/api/thali'), 'thali').current.platesLeft} plate left`);

// Checkout with the thali and a dish in the cart, for takeaway.
const dish = must(await call('GET', '/api/menu'), 'menu').find((d) => !d.soldOut);
const cart = [
  { _id: itemId, name: 'Gujarati Thali', price: 14, image: '', category: "Today's Thali", variant: 'regular', quantity: 1 },
  { _id: dish._id, name: dish.name, price: dish.price, image: dish.image, category: dish.category, quantity: 2 },
];
await page.goto(`${base}/about`);
await page.evaluate((c) => {
  localStorage.setItem('cart', JSON.stringify(c));
  localStorage.setItem('orderType', 'takeaway');
}, cart);
await shot('/orderconfirmationpage', 'checkout-pickup-times', 'select, [name="pickupAt"], .pickup');

must(await call('POST', '/api/admin/takeaway/pause', { minutes: 30 }, token), 'pause');
await shot('/orderconfirmationpage', 'checkout-paused-kitchen', 'main h1');
must(await call('DELETE', '/api/admin/takeaway/pause', undefined, token), 'resume');

await browser.close();
console.log(`screenshots in ${out}`);
