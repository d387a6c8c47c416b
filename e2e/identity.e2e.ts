import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../functions/src/domain/settings';
import { addDays, restaurantDate } from '../functions/src/domain/time';
import { BASE_URL, DESKTOP, PHONE, SCREENSHOTS, adminIdToken, api, launchBrowser, openPage, screenshot, serverNow } from './support/browser';

/**
 * The restaurant's identity, hours and closures come from Settings, on every page and in what
 * search engines and link previews read; an owner's change shows without a rebuild, and moves nothing on screen.
 */

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let browser: Browser;
let token: string;
let seeded: Settings;

const current = async () => (await api<Settings>('GET', '/api/settings')).body.data!;
async function save(settings: Settings) {
  const r = await api<{ settings: Settings }>('PUT', '/api/admin/settings', settings, token);
  // Saved; other journeys' bookings may fall outside the hours saved here, which the reply then adds ("Settings saved. 4 confirmed
  // bookings now fall outside the hours..."): this journey made none, so it asserts only the save.
  expect([r.status, r.body.message]).toEqual([200, expect.stringMatching(/^Settings saved(\.|$)/)]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminIdToken();
  seeded = await current();
});
afterAll(async () => {
  // Other journeys expect the seeded hours and identity.
  if (seeded) await save(seeded);
  await browser?.close();
});

/** Layout shifts since the page started loading, as the browser measures them for CLS. */
async function trackShifts(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.nodeName}.${s.node.className}` : String(s.node?.nodeName))),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts);

const jsonLdIn = (html: string) => {
  const m = /<script type="application\/ld\+json" id="restaurant-jsonld">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no schema.org block in the HTML');
  return JSON.parse(m[1]!) as Record<string, unknown>;
};

describe('search engines and link previews', () => {
  it('/ and /about carry the schema.org Restaurant block with the opening hours, and absolute link-preview URLs', async () => {
    for (const path of ['/', '/about']) {
      // What a crawler that runs no script reads: the build's values.
      const html = await (await fetch(BASE_URL + path)).text();
      expect(jsonLdIn(html)).toMatchObject({
        '@type': 'Restaurant',
        name: 'Thali House',
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '08:00', closes: '23:00' }],
      });
      expect(html).toContain(`<link rel="canonical" href="https://thalihouse.example${path}" />`);

      // What Chromium shows once the page runs (the CSP guard fails the journey on any violation).
      const { context, page, problems } = await openPage(browser, DESKTOP);
      await page.goto(path);
      await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBe(1);
      const ld = await page.evaluate(() => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>);
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        telephone: '+91 79 4000 1234',
        address: { '@type': 'PostalAddress', addressLocality: 'Ahmedabad', addressCountry: 'India' },
        geo: { '@type': 'GeoCoordinates', latitude: 23.0258, longitude: 72.5577 },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '08:00', closes: '23:00' }],
      });
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toBe('https://thalihouse.example/og-image.jpg');
      expect((await fetch(BASE_URL + new URL(image!).pathname)).headers.get('content-type')).toMatch(/image\/jpeg/);
      await expect(page.locator('meta[property="og:url"]').getAttribute('content')).resolves.toBe(`https://thalihouse.example${path}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('an owner changes the hours, a closure and the identity', () => {
  it('the footer, /about and /contact show them after a reload, the head follows, and nothing on screen moves as they arrive', async () => {
    const today = restaurantDate(new Date(serverNow()), seeded.locale.timeZone);
    const holiday = addDays(today, 10);
    const lunchAndDinner = [
      { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00' },
      { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '21:00' },
    ];
    await save({
      ...seeded,
      identity: {
        ...seeded.identity,
        name: 'Rasoi Ghar',
        tagline: 'Home-style thalis from three states, refilled until you say stop.',
        address: { line1: '5 Station Road, Sindhi Camp', city: 'Jaipur', region: 'Rajasthan', postcode: '302001', country: 'India' },
        phone: '+91 141 222 3344',
        geo: { lat: 26.9124, lon: 75.7873 },
        directions: 'Behind the railway station, next to the head post office. Autos stop at the gate.',
      },
      hours: {
        monday: [],
        tuesday: lunchAndDinner,
        wednesday: lunchAndDinner,
        thursday: lunchAndDinner,
        friday: lunchAndDinner,
        saturday: lunchAndDinner,
        sunday: lunchAndDinner,
      },
      closures: [{ from: holiday, to: holiday, note: 'Staff holiday' }],
    });
    const hours = ['Monday closed', 'Tuesday to Sunday 12:00–15:00, 19:00–23:00'];
    // "Closed 4 December (Staff holiday)": a closure in the coming months needs no year.
    const closed = `Closed ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${holiday}T00:00:00Z`))} (Staff holiday)`;

    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const path of ['/', '/about', '/contact']) {
        const { context, page, problems } = await openPage(browser, viewport);
        await trackShifts(page);
        await page.goto(path);
        const footer = page.locator('footer');
        // The saved settings replace the seeded ones the page was built with.
        await footer.getByRole('heading', { name: 'Rasoi Ghar' }).waitFor();
        const footerHours = footer.locator('.footer-hours li');
        await expect.poll(() => footerHours.allInnerTexts()).toEqual([...hours, closed]);
        await expect(footer.getByRole('link', { name: '+91 141 222 3344' }).getAttribute('href')).resolves.toBe('tel:+911412223344');
        await expect(page.locator('.site-header .brand-name').innerText()).resolves.toBe('Rasoi Ghar');
        await page.waitForTimeout(300);
        const moved = await shifts(page);
        expect(moved, `layout shifts on ${path} (${label}): ${JSON.stringify(moved)}`).toEqual([]);

        const main = page.locator('main');
        if (path === '/') {
          await expect(main.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Rasoi Ghar');
          await main.getByText('Home-style thalis from three states, refilled until you say stop.').waitFor();
        } else if (path === '/about') {
          await main.getByRole('heading', { level: 1, name: 'The story of Rasoi Ghar' }).waitFor();
          await expect.poll(() => main.locator('.facts li').allInnerTexts()).toEqual([...hours, closed]);
          await main.getByText('5 Station Road, Sindhi Camp, Jaipur, Rajasthan 302001').waitFor();
          await main.getByRole('button', { name: 'Show map' }).click();
          await expect(main.locator('iframe').getAttribute('src')).resolves.toContain('marker=26.9124%2C75.7873');
        } else {
          await expect.poll(() => main.locator('.contact-card li').allInnerTexts()).toEqual([...hours, closed]);
          await main.getByText('Behind the railway station, next to the head post office. Autos stop at the gate.').waitFor();
        }

        // The head follows the saved settings at once: title, description and the schema.org block (the HTML keeps the build's).
        await page.waitForFunction(() => document.title.endsWith('| Rasoi Ghar'));
        const ld = await page.evaluate(() => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>);
        expect(ld).toMatchObject({
          name: 'Rasoi Ghar',
          telephone: '+91 141 222 3344',
          openingHoursSpecification: [
            { dayOfWeek: EVERY_DAY.slice(1), opens: '12:00', closes: '15:00' },
            { dayOfWeek: EVERY_DAY.slice(1), opens: '19:00', closes: '23:00' },
          ],
          specialOpeningHoursSpecification: [{ validFrom: holiday, validThrough: holiday, opens: '00:00', closes: '00:00' }],
        });

        const name = `identity-${label}-${path === '/' ? 'home' : path.slice(1)}`;
        await screenshot(page, name);
        if (path === '/') await page.screenshot({ path: join(SCREENSHOTS, `${name}-hero.png`) });
        else await footer.screenshot({ path: join(SCREENSHOTS, `${name}-footer.png`) });
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });
});
