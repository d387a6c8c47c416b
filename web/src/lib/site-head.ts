import { jsonLdText, OG_IMAGE, restaurantJsonLd } from '@domain/seo';
import { siteLink, type Settings } from '@domain/settings';
import { DEFAULT_LANG, LANGS, LANG_INFO, pathInLang, type Lang } from '@/i18n/languages';

/**
 * A page's <head> as link previews and search engines read it: title, description, Open Graph
 * tags with absolute URLs on the site address, the canonical link and the schema.org Restaurant
 * block, all from Settings. The build writes it into each prerendered page (headHtml, with the
 * seeded settings); the browser rewrites it once the saved settings arrive (applyHead).
 */

export interface PageHead {
  /** The page's own title, without the restaurant's name. */
  title: string;
  description: string;
  /** The page's path for og:url and the canonical link; null for pages that have none (not found, a booking). */
  path: string | null;
  /** Whether the page carries the Restaurant block (the public pages). */
  restaurant: boolean;
  /** Restaurant-local date: closures that have not ended join the block. Unknown while prerendering. */
  today?: string;
  /**
   * The page's language (a public page): its path is in that language, and the head names the same page in every
   * language (hreflang alternates, x-default the English). Absent on the back office, which is English only.
   */
  lang?: Lang;
}

type Tag =
  | { kind: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { kind: 'canonical'; href: string }
  | { kind: 'alternate'; hreflang: string; href: string }
  | { kind: 'jsonld'; text: string };

export const JSON_LD_ID = 'restaurant-jsonld';

/** A path as Hosting serves it: without a trailing slash (trailingSlash: false), so /gu/ is /gu; / stays /. */
export const addressOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** "About us | Thali House". */
export const fullTitle = (s: Pick<Settings, 'identity'>, title: string) => `${title} | ${s.identity.name}`;

export function headTags(s: Settings, page: PageHead): { title: string; tags: Tag[] } {
  const title = fullTitle(s, page.title);
  const meta = (key: 'name' | 'property', id: string, content: string): Tag => ({ kind: 'meta', key, id, content });
  const tags: Tag[] = [
    meta('name', 'description', page.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', s.identity.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', siteLink(s, OG_IMAGE.path)),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', `${s.identity.name}: a thali of dal, curries, rice and roti on a steel plate`),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (page.path !== null) {
    tags.push(meta('property', 'og:url', siteLink(s, addressOf(page.path))));
    tags.push({ kind: 'canonical', href: siteLink(s, addressOf(page.path)) });
    if (page.lang) {
      const path = page.path;
      const link = (l: Lang) => siteLink(s, addressOf(pathInLang(path, l)));
      for (const l of LANGS) tags.push({ kind: 'alternate', hreflang: LANG_INFO[l].htmlLang, href: link(l) });
      tags.push({ kind: 'alternate', hreflang: 'x-default', href: link(DEFAULT_LANG) });
    }
  }
  if (page.lang) tags.push(meta('property', 'og:locale', LANG_INFO[page.lang].intl.replace('-', '_')));
  if (page.restaurant) tags.push({ kind: 'jsonld', text: jsonLdText(restaurantJsonLd(s, { today: page.today })) });
  return { title, tags };
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The head as HTML, for the build to write into a prerendered page. */
export function headHtml(s: Settings, page: PageHead): string {
  const { title, tags } = headTags(s, page);
  const lines = [`<title>${escapeText(title)}</title>`];
  for (const t of tags) {
    if (t.kind === 'meta') lines.push(`<meta ${t.key}="${t.id}" content="${escapeAttr(t.content)}" />`);
    else if (t.kind === 'canonical') lines.push(`<link rel="canonical" href="${escapeAttr(t.href)}" />`);
    else if (t.kind === 'alternate') lines.push(`<link rel="alternate" hreflang="${t.hreflang}" href="${escapeAttr(t.href)}" />`);
    // A data block, never executed: the Content-Security-Policy's script-src does not apply to it.
    else lines.push(`<script type="application/ld+json" id="${JSON_LD_ID}">${t.text}</script>`);
  }
  return lines.join('\n    ');
}

/** Brings the document's head in line with the settings and the page: what the build wrote is updated in place. */
export function applyHead(doc: Document, s: Settings, page: PageHead): void {
  const { title, tags } = headTags(s, page);
  doc.title = title;
  let canonical = false;
  let jsonld = false;
  // The alternates are written afresh: a page's set follows its path.
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const t of tags) {
    if (t.kind === 'alternate') {
      const el = doc.createElement('link');
      el.rel = 'alternate';
      el.hreflang = t.hreflang;
      el.href = t.href;
      doc.head.appendChild(el);
      continue;
    }
    if (t.kind === 'meta') {
      let el = doc.head.querySelector<HTMLMetaElement>(`meta[${t.key}="${t.id}"]`);
      if (!el) {
        el = doc.createElement('meta');
        el.setAttribute(t.key, t.id);
        doc.head.appendChild(el);
      }
      if (el.content !== t.content) el.content = t.content;
    } else if (t.kind === 'canonical') {
      canonical = true;
      let el = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!el) {
        el = doc.createElement('link');
        el.rel = 'canonical';
        doc.head.appendChild(el);
      }
      if (el.getAttribute('href') !== t.href) el.href = t.href;
    } else {
      jsonld = true;
      let el = doc.getElementById(JSON_LD_ID) as HTMLScriptElement | null;
      if (!el) {
        el = doc.createElement('script');
        el.type = 'application/ld+json';
        el.id = JSON_LD_ID;
        doc.head.appendChild(el);
      }
      if (el.textContent !== t.text) el.textContent = t.text;
    }
  }
  if (!canonical) doc.head.querySelectorAll('link[rel="canonical"], meta[property="og:url"]').forEach((el) => el.remove());
  if (!page.lang) doc.head.querySelector('meta[property="og:locale"]')?.remove();
  if (!jsonld) doc.getElementById(JSON_LD_ID)?.remove();
}
