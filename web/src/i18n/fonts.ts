import type { Lang } from './languages';

/**
 * The regular face a page in Gujarati or Hindi preloads (web/src/styles/fonts.css declares the faces): fetched with the
 * page's CSS, it is there before the first paint on most connections, so the text rarely swaps at all. The file names
 * carry the @fontsource version, so Hosting may keep them a year (firebase.json).
 */
export const FONT_PRELOAD: Partial<Record<Lang, string>> = {
  gu: '/fonts/noto-sans-gujarati-5.3.0-400.woff2',
  hi: '/fonts/noto-sans-devanagari-5.3.0-400.woff2',
};

/** The <link rel="preload"> of a page's language, or '' for English. */
export function fontPreloadHtml(lang: Lang): string {
  const href = FONT_PRELOAD[lang];
  return href ? `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />` : '';
}
