// Writes the two tiny fonts the language switcher names its languages in (web/public/fonts/lang-names-*.woff2): only
// the glyphs of "ગુજરાતી" and "हिन्दी" and of the offers to switch, cut from the same Noto Sans files the pages in those
// languages use. A page in one language thus shows the other's name without fetching its whole font, and an English
// page shows both for a couple of KB, on a device that has neither script's font too.
// Run it after changing a language's name or offer in web/src/i18n/languages.ts: `node web/scripts/lang-name-fonts.mjs`
// (web/src/i18n/fonts.test.ts checks the files hold what this would write).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The words of each script the switcher shows, as languages.ts has them (the test holds the two together). */
export const LANG_NAME_TEXT = {
  gu: { font: 'noto-sans-gujarati', script: 'gujarati', text: 'ગુજરાતી ગુજરાતીમાં જુઓ' },
  hi: { font: 'noto-sans-devanagari', script: 'devanagari', text: 'हिन्दी हिन्दी में देखें' },
};

export const langNameFile = (lang) => `lang-names-${lang}-${version(LANG_NAME_TEXT[lang].font)}.woff2`;

function version(font) {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', '@fontsource', font, 'package.json'), 'utf8')).version;
}

/** The subset of one language's names, as woff2. */
export async function langNameFont(lang) {
  const { font, script, text } = LANG_NAME_TEXT[lang];
  const source = readFileSync(join(ROOT, 'node_modules', '@fontsource', font, 'files', `${font}-${script}-400-normal.woff2`));
  return subsetFont(source, text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const lang of Object.keys(LANG_NAME_TEXT)) {
    const out = join(ROOT, 'web', 'public', 'fonts', langNameFile(lang));
    const bytes = await langNameFont(lang);
    writeFileSync(out, bytes);
    console.log(`${out.slice(ROOT.length + 1)}: ${bytes.length} bytes`);
  }
}
