import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openPage, screenshot } from './support/browser';

/**
 * Issue 45, item 6: every public page in Gujarati and Hindi is axe clean on a 390 px phone, and every control on it
 * is named in the page's language. The pages only read, so the journey passes at any hour.
 */

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Each language page, and the English page it is compared with. */
const PAGES = [
  ['/gu/', '/'],
  ['/gu/menu', '/menu'],
  ['/gu/booktable', '/booktable'],
  ['/gu/login', '/login'],
  ['/hi/', '/'],
  ['/hi/menu', '/menu'],
  ['/hi/booktable', '/booktable'],
  ['/hi/myorders', '/myorders'],
] as const;

/**
 * Names that are the same in every language: the restaurant's name, its e-mail address, the language switcher's own
 * names, and the words the translations keep (OTP, UPI). Anything else named in English on a Gujarati or Hindi page is
 * a missing translation.
 */
const SAME_IN_EVERY_LANGUAGE = [/^Thali House\b/, /^\S+@\S+$/, /^English$/, /\bOTP\b/, /\bUPI\b/];

/** The roles a guest acts on: buttons, links and form controls. */
const CONTROL = /^\s*- (button|link|textbox|searchbox|combobox|listbox|checkbox|radio|switch|spinbutton|slider|option|menuitem|tab) "((?:[^"\\]|\\.)*)"/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  const opened = await openPage(browser, PHONE);
  await opened.page.goto(path);
  await opened.page.locator('main h1').first().waitFor();
  return opened;
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

/** The accessible names of the page's buttons, links and form controls, as the accessibility tree gives them. */
async function controlNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .map((line) => CONTROL.exec(line)?.[2]?.replace(/\\(.)/g, '$1').trim())
    .filter((name): name is string => !!name);
}

const hasLatinWord = (name: string) => /[A-Za-z]{2,}/.test(name);

describe('the Gujarati and Hindi pages, on a phone', () => {
  for (const [path, english] of PAGES) {
    it(`${path}: no serious or critical axe violations, and no control keeps the English page's English name`, async () => {
      const { context, page, problems } = await open(path);
      expect(await page.getAttribute('html', 'lang')).toBe(path.slice(1, 3));
      expect(await axeViolations(page), path).toEqual([]);
      const names = await controlNames(page);
      expect(names.length, `${path} has controls`).toBeGreaterThan(3);
      await screenshot(page, `languages-a11y${path.replaceAll('/', '-')}`);
      expect(problems).toEqual([]);
      await context.close();

      const en = await open(english);
      const englishNames = new Set(await controlNames(en.page));
      await en.context.close();
      const untranslated = names.filter((name) => englishNames.has(name) && hasLatinWord(name) && !SAME_IN_EVERY_LANGUAGE.some((re) => re.test(name)));
      expect(untranslated, `${path} names these controls as ${english} does, in English`).toEqual([]);
    });
  }
});
