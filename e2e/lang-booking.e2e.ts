import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, api, openPage, screenshot, uniquePhone } from './support/browser';
import { setUpJourneys } from './support/journeys';

/**
 * Book a table in Gujarati and Hindi on a 390 px phone: the page reads in the language, a bad input is told in it,
 * nothing is clipped or spills sideways, and the booking's code is texted in the language of the page it was made on.
 */

const journeys = setUpJourneys();
const MISSING = /\b(?:common|home|site|hours|menu|cart|order|booking|track|account|errors)\.[a-z][A-Za-z0-9_]*\b/;
const outbox = async (phone: string) => (await api<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);

const LANGS = {
  hi: {
    heading: 'टेबल बुक करें',
    reserve: 'टेबल आरक्षित करें',
    name: 'पूरा नाम *',
    phone: 'फ़ोन नंबर *',
    date: 'तारीख *',
    time: 'समय *',
    required: 'कृपया सभी ज़रूरी जानकारी भरें',
    script: /[\u0900-\u097F]/,
  },
  gu: {
    heading: 'ટેબલ બુક કરો',
    reserve: 'ટેબલ રિઝર્વ કરો',
    name: 'પૂરું નામ *',
    phone: 'ફોન નંબર *',
    date: 'તારીખ *',
    time: 'સમય *',
    required: 'કૃપા કરીને બધાં જરૂરી ખાનાં ભરો',
    script: /[\u0A80-\u0AFF]/,
  },
} as const;

/** Elements whose text is cut off (wider than their box, hidden) or that reach past the screen's right edge. */
const clipped = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>(
      'main h1, main h2, main h3, main p, main label, main button, main li, main select, main dt, main dd',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const style = getComputedStyle(el);
      const hides = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
      if (r.right > width + 1) out.push(`${el.tagName} past the edge: ${el.textContent?.slice(0, 40)}`);
      else if (hides && el.tagName !== 'SELECT' && el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName} cut: ${el.textContent?.slice(0, 40)}`);
    }
    if (document.documentElement.scrollWidth > width) out.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    return out;
  });

describe('booking a table in Gujarati and Hindi', () => {
  it.each(Object.keys(LANGS) as (keyof typeof LANGS)[])('/%s/booktable reads in its language on a phone and books in it', async (lang) => {
    const w = LANGS[lang];
    const { page, problems } = await openPage(journeys.browser, PHONE);
    await page.goto(`/${lang}/booktable`);
    await page.getByRole('heading', { level: 1, name: w.heading }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang}`));

    // Reserve with nothing filled: told in the language.
    await page.getByRole('button', { name: w.reserve }).click();
    await page.getByText(w.required).waitFor();
    await page.getByLabel(w.name).fill('Asha Patel');
    const phone = uniquePhone();
    await page.getByLabel(w.phone).fill(phone);

    // The first date with a free time.
    const dates = await page.getByLabel(w.date).evaluate((el) => [(el as HTMLInputElement).min, (el as HTMLInputElement).max]);
    let chosen = false;
    for (let d = new Date(`${dates[0]}T00:00:00Z`), n = 0; n < 14 && !chosen; n++, d.setUTCDate(d.getUTCDate() + 1)) {
      await page.getByLabel(w.date).fill(d.toISOString().slice(0, 10));
      const time = page.getByLabel(w.time);
      await expect.poll(() => time.isEnabled()).toBe(true);
      const free = await time.evaluate((el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? null);
      if (free) {
        await time.selectOption(free);
        chosen = true;
      }
    }
    expect(chosen).toBe(true);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(MISSING);
    expect(await clipped(page)).toEqual([]);
    await screenshot(page, `lang-booktable-${lang}-390`);

    await page.getByRole('button', { name: w.reserve }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `lang-booktable-otp-${lang}-390`, { fullPage: false });
    // The code's text is written in the page's language.
    await expect.poll(async () => (await outbox(phone)).length).toBeGreaterThan(0);
    expect((await outbox(phone))[0]).toMatch(w.script);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
