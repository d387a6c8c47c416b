// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_INFO } from './languages';

const WEB = join(__dirname, '..', '..');
const ROOT = join(WEB, '..');
const css = readFileSync(join(WEB, 'src', 'styles', 'fonts.css'), 'utf8');
const served = readdirSync(join(WEB, 'public', 'fonts')).filter((f) => f.endsWith('.woff2') && !f.startsWith('lang-names-'));
const names = readdirSync(join(WEB, 'public', 'fonts')).filter((f) => f.startsWith('lang-names-'));

describe('the Gujarati and Devanagari fonts', () => {
  it('are the @fontsource packages’ own script subsets, byte for byte, under names that carry their version', () => {
    expect(served.sort()).toEqual([
      'noto-sans-devanagari-5.3.0-400.woff2',
      'noto-sans-devanagari-5.3.0-700.woff2',
      'noto-sans-gujarati-5.3.0-400.woff2',
      'noto-sans-gujarati-5.3.0-700.woff2',
    ]);
    for (const file of served) {
      const [, script, version, weight] = /^noto-sans-(\w+)-([\d.]+)-(\d+)\.woff2$/.exec(file)!;
      const pkg = join(ROOT, 'node_modules', '@fontsource', `noto-sans-${script}`);
      // After an update of the package, copy its files again under the new version (web/public/fonts).
      expect(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version, file).toBe(version);
      const original = readFileSync(join(pkg, 'files', `noto-sans-${script}-${script}-${weight}-normal.woff2`));
      expect(readFileSync(join(WEB, 'public', 'fonts', file)).equals(original), file).toBe(true);
    }
  });

  it('are each declared once, with swap (the switcher’s language names: optional), a unicode-range and a local copy first', () => {
    for (const file of [...served, ...names]) expect(css.split(`url('/fonts/${file}')`).length - 1, file).toBe(1);
    const faces = css.split('@font-face').slice(1);
    expect(faces).toHaveLength(8);
    for (const face of faces) expect(face).toMatch(/unicode-range:/);
    for (const face of faces.filter((f) => f.includes('url('))) {
      // The names' tiny fonts are used only if there for the first paint: a late swap would move the header.
      expect(face).toMatch(/ Names'/.test(face) ? /font-display: optional;/ : /font-display: swap;/);
      expect(face.indexOf('local(')).toBeLessThan(face.indexOf('url('));
    }
  });

  it('are named only by the pages in their language', () => {
    expect(css.match(/:root:lang\((\w+)\)/g)).toEqual([':root:lang(gu)', ':root:lang(hi)']);
    // The site's own stack, for English, stays free of them: base.css defines it.
    const base = readFileSync(join(WEB, 'src', 'styles', 'base.css'), 'utf8');
    expect(base).not.toMatch(/Noto Sans (Gujarati|Devanagari)/);
  });
});

describe("the switcher's language names", () => {
  it('are cut from the same fonts with exactly the words languages.ts shows, as the script would write them now', async () => {
    // @ts-expect-error: a plain script of the build, without types.
    const { LANG_NAME_TEXT, langNameFile, langNameFont } = (await import('../../scripts/lang-name-fonts.mjs')) as {
      LANG_NAME_TEXT: Record<'gu' | 'hi', { text: string }>;
      langNameFile: (lang: string) => string;
      langNameFont: (lang: string) => Promise<Buffer>;
    };
    for (const lang of ['gu', 'hi'] as const) {
      expect(LANG_NAME_TEXT[lang].text).toBe(`${LANG_INFO[lang].name} ${LANG_INFO[lang].offer}`);
      expect(names).toContain(langNameFile(lang));
      const committed = readFileSync(join(WEB, 'public', 'fonts', langNameFile(lang)));
      // After changing a name or an offer: node web/scripts/lang-name-fonts.mjs
      expect(committed.equals(await langNameFont(lang)), langNameFile(lang)).toBe(true);
      expect(committed.length).toBeLessThan(8_000);
    }
  });
});
