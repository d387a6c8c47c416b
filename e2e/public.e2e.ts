import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemView } from '../functions/src/domain/menu';
import { itemPriceNow, liveOffers } from '../functions/src/domain/offers';
import type { Settings } from '../functions/src/domain/settings';
import { BASE_URL, DESKTOP, PHONE, api, launchBrowser, openPage, screenshot, serverNow } from './support/browser';

/** Journeys of issue 3, the public site, on a phone-sized and a desktop-sized Chromium. */

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PUBLIC_PAGES = ['/', '/about', '/contact', '/menu'] as const;
const SMALL_PHONE = { width: 360, height: 740 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Requests that tried to leave the site (all are blocked: tests never need the network). */
  offsite: string[];
}

async function visit(viewport: { width: number; height: number }, path: string): Promise<Visit> {
  const { context, page, problems } = await openPage(browser, viewport);
  const offsite: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(BASE_URL) && !url.protocol.startsWith('data'),
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  return { context, page, problems, offsite };
}

/** Scrolls through the page so that lazy images load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
}

async function axeViolations(page: Page) {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts, as it should.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }> }> };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('navigation bar and page frame', () => {
  it('on a phone, the menu opens from its toggle, and closes after a link is tapped', async () => {
    const { context, page, problems } = await visit(PHONE, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.getAttribute('aria-controls')).resolves.toBe('site-nav');
    await expect(nav.getByRole('link', { name: 'About' }).isVisible()).resolves.toBe(false);

    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    for (const name of ['Home', 'About', 'Menu', 'Order', 'Book A Table', 'Login', 'Register']) {
      await nav.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    await screenshot(page, 'public-phone-menu-open');

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1, name: /The story of Thali House/ }).waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await nav.getByRole('link', { name: 'About', exact: true }).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, the menu toggle works from the keyboard, and Escape closes it', async () => {
    const { context, page } = await visit(PHONE, '/contact');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Home');
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe('site-nav');
    await context.close();
  });

  it('hides header and footer on /admin/adminlogin, and shows them again on public pages', async () => {
    const { context, page, problems } = await openPage(browser, DESKTOP);
    await page.goto('/admin/adminlogin');
    await page
      .getByLabel(/password/i)
      .first()
      .waitFor();
    await expect(page.locator('.site-header').count()).resolves.toBe(0);
    await expect(page.locator('.site-footer').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Book A Table' }).count()).resolves.toBe(0);

    await page.goto('/contact');
    await page.locator('main h1').waitFor();
    await expect(page.locator('.site-header').count()).resolves.toBe(1);
    await expect(page.locator('.site-footer').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives every route its own title and description, and the home page Open Graph tags', async () => {
    const { context, page } = await visit(DESKTOP, '/');
    const seen = new Map<string, { title: string; description: string | null }>();
    for (const path of ['/', '/about', '/contact', '/no-such-page']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => document.title.endsWith('| Thali House'));
      seen.set(path, { title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute('content') });
    }
    const titles = [...seen.values()].map((s) => s.title);
    const descriptions = [...seen.values()].map((s) => s.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions.every((d) => d && d.length > 30)).toBe(true);

    await page.goto('/');
    const og = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
    );
    // Absolute, on the site address in Settings (identity.siteUrl): link previews need the whole URL.
    expect(og).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Thali House',
      'og:image': 'https://thalihouse.example/og-image.jpg',
      'og:url': 'https://thalihouse.example/',
    });
    expect(og['og:title']).toMatch(/Thali House/);
    const image = await fetch(BASE_URL + new URL(og['og:image']!).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/jpeg/);
    await context.close();
  });
});

/** The settings and the menu as the server has them, and what a dish costs now by the server's own rule, as the card shows it. */
async function homeFacts() {
  const settings = (await api<Settings>('GET', '/api/settings')).body.data!;
  const menu = new Map((await api<MenuItemView[]>('GET', '/api/menu')).body.data!.map((d) => [d._id, d]));
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const priceText = (id: string) => {
    const dish = menu.get(id)!;
    const listCents = Math.round(dish.price * 100);
    const { priceCents } = itemPriceNow(settings, { id, priceCents: listCents }, new Date(serverNow()));
    return priceCents < listCents ? `Now ${money(priceCents)} Was ${money(listCents)}` : money(listCents);
  };
  return { settings, menu, priceText };
}

describe('home page', () => {
  it('shows the spec texts, the offers chosen in Settings at the prices the server charges, and every section', async () => {
    const { settings, menu, priceText } = await homeFacts();
    const { context, page, problems, offsite } = await visit(DESKTOP, '/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Thali House');
    await main.getByText('Discover delectable cuisine and unforgettable moments in our welcoming culinary haven.', { exact: true }).waitFor();
    await expect(main.getByRole('link', { name: 'Book A Table' }).getAttribute('href')).resolves.toBe('/booktable');
    await expect(main.getByRole('link', { name: 'Order Now' }).getAttribute('href')).resolves.toBe('/order');

    // The seeded top offers are the five thalis the spec shows, at the price the server charges now (the seeded Family Feast lowers them).
    expect(settings.home.topOfferItemIds.map((id) => menu.get(id)?.name)).toEqual([
      'Gujarati Thali',
      'Panjabi Thali',
      'Gujarati Mini',
      'Rajasthani Thali',
      'Sp. Govardhan Thali',
    ]);
    const offers = main.locator('section', { has: page.getByRole('heading', { name: 'Top Offers This Week' }) }).locator('li.offer-card:not(.is-skeleton)');
    await offers.first().waitFor();
    const cards = await offers.evaluateAll((lis) => lis.map((li) => [li.querySelector('h3')?.textContent, li.querySelector('.offer-price')?.textContent]));
    expect(cards).toEqual(settings.home.topOfferItemIds.map((id) => [menu.get(id)!.name, priceText(id)]));
    expect(cards.some(([, price]) => price?.startsWith('Now'))).toBe(true);

    for (const heading of ['Weekend Deals', 'Premium Quality', 'Always Fresh', 'Organic Farming', 'Our Signature Dishes', 'Top Trending', 'Testimonials']) {
      await main.getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'attached' });
    }
    const signature = main.locator('section', { has: page.getByRole('heading', { name: 'Our Signature Dishes' }) });
    await expect(signature.locator('li').count()).resolves.toBe(3);
    await expect(signature.getByRole('link', { name: 'Explore Full Menu' }).getAttribute('href')).resolves.toBe('/menu');

    // Trending: the chosen dishes; the original price and a discount only where a live offer lowers the price.
    const trending = main.locator('section', { has: page.getByRole('heading', { name: 'Top Trending' }) }).locator('li.trending-card:not(.is-skeleton)');
    await trending.first().waitFor();
    const shown = await trending.evaluateAll((lis) =>
      lis.map((li) => [
        li.querySelector('h3')?.textContent,
        li.querySelector('.trending-prices')?.textContent,
        li.querySelector('.discount-badge')?.textContent ?? null,
      ]),
    );
    expect(shown).toEqual(
      settings.home.trendingItemIds.map((id) => {
        const offer = liveOffers(settings, new Date(serverNow())).find((o) => o.itemIds.includes(id));
        return [menu.get(id)!.name, priceText(id), offer ? `${offer.percentOff}% OFF` : null];
      }),
    );
    expect(shown.some(([, , badge]) => badge === null)).toBe(true);

    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(
      () => [...document.querySelectorAll('main img')].filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length,
    );
    expect(broken).toBe(0);
    expect(offsite).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts each deal down to the real end of its offer, in restaurant time, the same after a reload', async () => {
    const { settings } = await homeFacts();
    const { context, page } = await visit(DESKTOP, '/');
    const deals = page.getByRole('region', { name: 'Weekend Deals' });
    const ends = async () => {
      await deals.locator('.deal-slide:not(.is-skeleton)').first().waitFor({ state: 'attached' });
      return deals.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    };
    const first = await ends();
    const live = liveOffers(settings, new Date(serverNow())).filter((o) => o.showAsDeal);
    expect(first).toEqual(live.map((o) => o.endsAt));
    expect(live.map((o) => o.title)).toEqual(['Family Feast', 'Chaat Party', 'Sweet Endings']);
    const kolkata = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(first.map((iso) => kolkata.format(new Date(iso)))).toEqual(['Sat 23:00', 'Sat 17:00', 'Fri 23:00']);
    for (const iso of first) expect(Date.parse(iso)).toBeGreaterThan(serverNow());

    // The first deal's countdown ticks (textContent: the slide may be mid-fade when autoplay moves on).
    const firstSlide = deals.locator('.deal-slide').first();
    const units = await firstSlide.locator('.countdown-unit').allTextContents();
    expect(units.map((u) => u.replace(/[\d\s]/g, '').toLowerCase())).toEqual(['days', 'hours', 'mins', 'secs']);
    const before = await firstSlide.locator('.countdown-value').nth(3).textContent();
    await expect.poll(() => firstSlide.locator('.countdown-value').nth(3).textContent(), { timeout: 3000 }).not.toBe(before);

    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await ends()).toEqual(first);
    await context.close();
  });

  it('moves the deals every 4000 ms, by the keyboard too, and every SHOP NOW leads to the menu or the order flow', async () => {
    const { context, page } = await visit(DESKTOP, '/');
    const deals = page.getByRole('region', { name: 'Weekend Deals' });
    const activeTitle = () => deals.locator('.deal-slide.is-active h3').textContent();
    await expect.poll(activeTitle).toBe('Family Feast');
    await page.mouse.move(0, 0);
    const started = Date.now();
    await page.waitForFunction(() => document.querySelector('.deal-slide.is-active h3')?.textContent === 'Chaat Party', undefined, { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThan(2000);

    await deals.getByRole('button', { name: 'Next deal' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(activeTitle).toBe('Sweet Endings');
    await page.keyboard.press('ArrowRight');
    await expect.poll(activeTitle).toBe('Family Feast');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(activeTitle).toBe('Sweet Endings');

    const targets = await deals.getByRole('link', { name: /^SHOP NOW/, includeHidden: true }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(targets).toHaveLength(3);
    // Each opens the menu where its deal's dish is, not the menu's first category.
    for (const href of targets) expect(href).toMatch(/^\/menu\?category=[^&]+$/);
    await deals
      .locator('.deal-slide.is-active')
      .getByRole('link', { name: /^SHOP NOW/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/menu' && url.searchParams.has('category'));
    await expect(page.getByRole('heading', { name: 'Welcome Drinks', level: 2 }).count()).resolves.toBe(0);
    await context.close();
  });

  it('holds the deals still when the visitor prefers reduced motion', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await page.locator('.deal-slide:not(.is-skeleton)').first().waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Pause deals' }).count()).resolves.toBe(0);
    await page.waitForTimeout(4500);
    await expect(page.locator('.deal-slide.is-active h3').textContent()).resolves.toBe('Family Feast');
    await context.close();
  });

  it('wraps the testimonials around both ways', async () => {
    const { context, page } = await visit(PHONE, '/');
    const section = page.getByRole('region', { name: 'Testimonials' });
    await section.scrollIntoViewIfNeeded();
    const shown = (name: string) => section.getByText(name, { exact: true }).waitFor({ state: 'visible' });
    const gone = (name: string) => section.getByText(name, { exact: true }).waitFor({ state: 'hidden' });
    await shown('Priya Shah');

    await section.getByRole('button', { name: 'Previous testimonial' }).click();
    await shown('Sarah Lindqvist');
    await gone('Priya Shah');
    await expect(section.locator('.quote-count').innerText()).resolves.toBe('5 / 5');

    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await shown('Priya Shah');
    await gone('Sarah Lindqvist');
    await expect(section.locator('.quote-count').innerText()).resolves.toBe('1 / 5');
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await shown('Daniel Okafor');
    await context.close();
  });

  it("shows the 'No Image' placeholder for an image that fails to load", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.route(/seed-pav-bhaji\.webp$/, (route) => route.abort());
    await page.goto('/');
    await page.locator('main h1').waitFor();
    // The image is lazy: it is only requested once the visitor scrolls near it.
    await page.getByRole('heading', { name: 'Top Trending' }).scrollIntoViewIfNeeded();
    const placeholder = page.getByRole('img', { name: 'Pav Bhaji: No Image' });
    await placeholder.waitFor();
    await expect(page.getByRole('img', { name: 'Chole Bhature' }).count()).resolves.toBe(1);
    await expect(placeholder.innerText()).resolves.toBe('No Image');
    await context.close();
  });
});

describe('footer newsletter', () => {
  it('refuses a bad email without calling the server, subscribes a good one, and answers a repeat kindly', async () => {
    const { context, page, problems } = await visit(DESKTOP, '/contact');
    const calls: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/newsletter')) calls.push(r.status());
    });
    const footer = page.locator('footer');
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: /Subscrib/ });
    const toasts = page.locator('.Toastify');

    await email.fill('not-an-email');
    await subscribe.click();
    await footer.getByText('Please enter a valid email address').waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('email');
    expect(calls).toEqual([]);

    // The request is held a moment, so the loading state can be seen.
    await page.route('**/api/newsletter', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const address = `visitor-${Date.now()}@example.com`;
    await email.fill(address);
    await expect(email.getAttribute('aria-invalid')).resolves.toBeNull();
    await subscribe.click();
    await footer.getByRole('button', { name: 'Subscribing…' }).waitFor();
    await expect(footer.getByRole('button', { name: 'Subscribing…' }).isDisabled()).resolves.toBe(true);
    await toasts.getByText('Thanks for subscribing!').waitFor();
    await expect(email.inputValue()).resolves.toBe('');
    await screenshot(page, 'public-newsletter-subscribed');

    await email.fill(address.toUpperCase());
    await subscribe.click();
    await toasts.getByText("You're already subscribed").waitFor();
    expect(calls).toEqual([201, 200]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells the visitor when the sign-up could not be sent', async () => {
    const { context, page } = await visit(PHONE, '/about');
    await page.route('**/api/newsletter', (route) => route.abort());
    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill(`offline-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('.Toastify').getByText('Network error occurred').waitFor();
    await footer.getByRole('button', { name: 'Subscribe' }).waitFor();
    await context.close();
  });
});

describe('/about and /contact', () => {
  it('/about tells the story and the facts, and fetches the map only when asked', async () => {
    const { context, page, problems, offsite } = await visit(DESKTOP, '/about');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Our Story' }).waitFor();
    await main.getByText('Images are illustrative only.', { exact: true }).waitFor();
    await main.getByText('Every day 08:00–23:00', { exact: true }).waitFor();
    await main.getByText('12 Law Garden Road, Navrangpura, Ahmedabad, Gujarat 380009').waitFor();
    await expect(main.getByRole('link', { name: '+91 79 4000 1234' }).getAttribute('href')).resolves.toBe('tel:+917940001234');
    await expect(main.getByRole('link', { name: 'hello@thalihouse.example' }).getAttribute('href')).resolves.toBe('mailto:hello@thalihouse.example');
    await expect(main.getByRole('link', { name: 'Book a Table', exact: true }).getAttribute('href')).resolves.toBe('/booktable');

    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    await expect(main.locator('iframe').count()).resolves.toBe(0);
    expect(offsite).toEqual([]);

    // Asking for the map inserts the OpenStreetMap frame (its request is blocked here: tests never need the network).
    await main.getByRole('button', { name: 'Show map' }).click();
    const frame = main.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    await expect(frame.getAttribute('src')).resolves.toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    await expect(frame.getAttribute('title')).resolves.toMatch(/Map: Thali House/);
    await expect.poll(() => offsite.some((u) => u.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    expect(problems.filter((p) => !/ERR_FAILED|ERR_BLOCKED/.test(p))).toEqual([]);
    await context.close();
  });

  it('/contact gives address, phone, email, hours and directions', async () => {
    const { context, page, problems } = await visit(PHONE, '/contact');
    const main = page.locator('main');
    for (const heading of ['Address', 'Phone', 'Email', 'Hours', 'Directions']) await main.getByRole('heading', { name: heading, exact: true }).waitFor();
    await main.getByText('Every day 08:00–23:00', { exact: true }).waitFor();
    await main.getByText(/Opposite Law Garden/).waitFor();
    await expect(main.getByRole('link', { name: '+91 79 4000 1234' }).getAttribute('href')).resolves.toBe('tel:+917940001234');

    const footer = page.locator('footer');
    for (const [name, href] of [
      ['About', '/about'],
      ['Menu', '/menu'],
      ['Order', '/order'],
      ['Contact', '/contact'],
      ['Admin', '/admin/adminlogin'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await footer.getByText('Every day 08:00–23:00', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a page that fails to load shows 'Application Error' inside the site frame", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'Application Error' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expect(page.locator('.site-header').count()).resolves.toBe(1);
    await screenshot(page, 'public-error-desktop');

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Thali House' }).waitFor();
    await context.close();
  });

  it('an unknown route shows the not-found page inside the site frame', async () => {
    const { context, page } = await visit(PHONE, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
    await screenshot(page, 'public-not-found-phone');
    await context.close();
  });
});

describe('prerendered pages: real HTML before any script runs', () => {
  const raw = async (path: string) => {
    const res = await fetch(BASE_URL + path);
    return { status: res.status, html: await res.text() };
  };

  it('/menu and /booktable arrive with their headings in the HTML itself, and /menu with the dishes the server has now', async () => {
    const menu = await raw('/menu');
    expect(menu.status).toBe(200);
    const beforeScripts = menu.html.slice(0, menu.html.indexOf('<script data-entry='));
    expect(beforeScripts).toMatch(/<h1[^>]*>Our Menu<\/h1>/);
    // The first category's dishes, their first row's images asked for at once, and the menu as data for hydration.
    const { data: dishes } = (await (await fetch(`${BASE_URL}/api/menu`)).json()) as {
      data: Array<{ _id: string; name: string; category: string; image: string }>;
    };
    const firstCategory = dishes.filter((d) => d.category === dishes[0]!.category);
    // Each name links to the dish's details, at the menu's own address with ?dish=.
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const dish of firstCategory.slice(0, 6))
      expect(beforeScripts).toMatch(
        new RegExp(`<h3 id="dish-${escape(dish._id)}"><a [^>]*href="/menu\\?dish=${escape(dish._id)}"[^>]*>${escape(dish.name)}</a></h3>`),
      );
    expect(beforeScripts).toMatch(new RegExp(`<img src="${firstCategory[0]!.image}"[^>]*loading="eager"[^>]*fetchpriority="high"`));
    const snapshot = /<script type="application\/json" id="menu-snapshot">([^<]*)<\/script>/.exec(beforeScripts)?.[1];
    expect((JSON.parse(snapshot!) as { items: unknown[] }).items).toEqual(dishes);
    // No menu request, and no script that holds up the page: its scripts are low-priority preloads, after its images.
    expect(beforeScripts).not.toMatch(/<script type="module"|rel="preload" as="fetch"/);
    for (const preload of beforeScripts.match(/<link rel="modulepreload"[^>]*>/g) ?? []) expect(preload).toContain('fetchpriority="low"');
    const book = await raw('/booktable');
    expect(book.status).toBe(200);
    expect(book.html).toMatch(/<h1[^>]*>Book A Table<\/h1>/);
    expect(book.html).toMatch(/<h2[^>]*>Table Reservation<\/h2>/);
  });

  it('/menu at a category and page arrives with that page in its HTML, and the browser hydrates it as it is', async () => {
    const { data: dishes } = (await (await fetch(`${BASE_URL}/api/menu`)).json()) as { data: Array<{ _id: string; name: string; category: string }> };
    // A category other than the first, which /menu alone shows.
    const category = [...new Set(dishes.map((d) => d.category))].at(-1)!;
    expect(category).not.toBe(dishes[0]!.category);
    const path = `/menu?category=${encodeURIComponent(category).replace(/%20/g, '+')}&page=1`;
    const { html } = await raw(path);
    // The root is marked with the query it was rendered at (its other attributes, such as data-messages, may follow).
    expect(/<div id="root" data-route="\/menu" data-search="([^"]*)"/.exec(html)?.[1]).toBe(path.slice('/menu'.length).replace(/&/g, '&amp;'));
    expect(html).toContain(`<h2 id="menu-category-title">${category}</h2>`);
    const shown = [...html.matchAll(/<h3 id="dish-([^"]+)">/g)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) expect(dishes.find((d) => d._id === id)?.category).toBe(category);

    // The card painted from the HTML is the one React keeps: marked while the app's entry is held back, still marked after.
    const { context, page, problems } = await openPage(browser, PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (openPage's goto returns once the app has started: it is awaited after the release.)
    const going = page.goto(path);
    await page.locator('.menu-card').first().waitFor({ state: 'attached' });
    await page.evaluate(() => document.querySelector('.menu-card')!.setAttribute('data-from-html', ''));
    release();
    await going;
    await expect(page.locator('.menu-card[data-from-html]').count()).resolves.toBe(1);
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await page.locator('.menu-card-incart').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paint from their HTML alone: their styles are inside it, and no stylesheet is fetched before the first paint', async () => {
    for (const path of ['/', '/menu', '/booktable']) {
      const { html } = await raw(path);
      // The design system's styles come with the first-load chunk (web/vite.config.ts), ahead of the page's own.
      expect(html, path).toMatch(/<style data-href="\/assets\/app-[^"]+\.css">[^<]*\.container/);
      // The only stylesheet links left are disabled ones, which name the inlined files and are never fetched.
      for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link, path).toMatch(/ disabled>$/);
    }
  });

  it('load their scripts through one inline script, which the Content-Security-Policy allows by its hash', async () => {
    for (const path of ['/', '/menu', '/booktable', '/about']) {
      const res = await fetch(BASE_URL + path);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline, path).toHaveLength(1);
      const entry = /^<script data-entry="(\/assets\/index-[^"]+\.js)">/.exec(inline[0]![0])?.[1];
      expect(entry, path).toBeDefined();
      const hash = `'sha256-${createHash('sha256').update(inline[0]![1]!).digest('base64')}'`;
      expect(res.headers.get('content-security-policy'), path).toContain(`script-src 'self' ${hash} `);
      // The entry and the page's chunks download from the start, at low priority; the inline script adds the entry.
      expect(html, path).not.toMatch(/<script type="module"/);
      expect(html, path).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">`);
    }
  });

  it('with JavaScript off, a phone still shows the headings of /menu and /booktable', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/menu', 'Our Menu'],
      ['/booktable', 'Book A Table'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first().innerText()).resolves.toBe(heading);
    }
    await screenshot(page, 'public-menu-no-javascript-phone');
    await context.close();
  });

  it('an unknown path answers 404 with the not-found page, and a reservation link answers with its page', async () => {
    const missing = await raw('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    const manage = await raw('/reservation/ABCD2345');
    expect(manage.status).toBe(200);
    expect(manage.html).toMatch(/<h1[^>]*>Your reservation<\/h1>/);
  });
});

describe('every public page, as a visitor sees it', () => {
  for (const path of PUBLIC_PAGES) {
    it(`${path}: no serious or critical axe violations on a phone and a desktop, and no sideways scroll at 360 px`, async () => {
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { context, page, problems, offsite } = await visit(viewport, path);
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} on a ${label}`).toEqual([]);
        if (path !== '/menu') await screenshot(page, `public-${label}-${path === '/' ? 'home' : path.slice(1)}`);
        expect(offsite).toEqual([]);
        // /menu belongs to the ordering journeys, which check its console themselves.
        if (path !== '/menu') expect(problems).toEqual([]);
        await context.close();
      }
      const { context, page } = await visit(SMALL_PHONE, path);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      await context.close();
    });
  }

  it('with the phone menu open, the page still has no serious or critical axe violations', async () => {
    const { context, page } = await visit(PHONE, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
