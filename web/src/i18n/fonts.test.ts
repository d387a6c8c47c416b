import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_PRELOAD, fontPreloadHtml } from './fonts';

const WEB = join(__dirname, '..', '..');
const ROOT = join(WEB, '..');
const css = readFileSync(join(WEB, 'src', 'styles', 'fonts.css'), 'utf8');
const served = readdirSync(join(WEB, 'public', 'fonts')).filter((f) => f.endsWith('.woff2'));

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

  it('are each declared once, with swap, a unicode-range and a local copy first; the preloads name served files', () => {
    for (const file of served) expect(css.split(`url('/fonts/${file}')`).length - 1, file).toBe(1);
    const faces = css.split('@font-face').slice(1);
    expect(faces).toHaveLength(6);
    for (const face of faces) expect(face).toMatch(/unicode-range:/);
    for (const face of faces.filter((f) => f.includes('url('))) {
      expect(face).toMatch(/font-display: swap;/);
      expect(face.indexOf('local(')).toBeLessThan(face.indexOf('url('));
    }
    for (const href of Object.values(FONT_PRELOAD)) expect(served).toContain(href!.replace('/fonts/', ''));
    expect(fontPreloadHtml('en')).toBe('');
    expect(fontPreloadHtml('gu')).toContain('as="font" type="font/woff2" crossorigin');
  });

  it('are named only by the pages in their language', () => {
    expect(css.match(/:root:lang\((\w+)\)/g)).toEqual([':root:lang(gu)', ':root:lang(hi)']);
    // The site's own stack, for English, stays free of them: base.css defines it.
    const base = readFileSync(join(WEB, 'src', 'styles', 'base.css'), 'utf8');
    expect(base).not.toMatch(/Noto Sans (Gujarati|Devanagari)/);
  });
});
