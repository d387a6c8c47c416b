import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppContent } from './app/App';
import { routes, type PageHandle } from './app/router';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { PageMetaContext, type PageMeta } from './lib/page-meta';
import { headHtml } from './lib/site-head';
import type { MenuSnapshot } from '@domain/menu-snapshot';
import { MenuSnapshotContext } from './features/menu/menu-snapshot';
import type { Settings } from '@domain/settings';
import { renderWithSettings } from './lib/settings';
import { renderAt } from './lib/page-clock';
import type { ThaliNow } from '@domain/thali-view';
import { ThaliSnapshotContext } from './components/thali-snapshot';
import { CORE_NAMESPACES, loadCatalog, noteNamespaces, type Namespace } from './i18n/catalog';
import { LANG_INFO, langOfPath, pathInLang, pathWithoutLang, type Lang } from './i18n/languages';

/** A public page to prerender: the route pattern, the URL it is rendered at, and the file it is written to. */
export interface PrerenderTarget {
  route: string;
  url: string;
  file: string;
  handle: PageHandle;
}

/** '/' → index.html, '*' → 404.html, '/about' → about.html; in another language, the same in its folder ('/gu/' → gu/index.html). */
const fileFor = (path: string) => {
  const prefix = LANG_INFO[langOfPath(path)].prefix.slice(1);
  const bare = path.endsWith('/*') && prefix ? '*' : pathWithoutLang(path);
  const file = bare === '/' ? 'index.html' : bare === '*' ? '404.html' : `${bare.slice(1).split('/:')[0]}.html`;
  return prefix ? `${prefix}/${file}` : file;
};

/** Every route that gets an HTML file of its own. A route with a parameter gets one shell, rendered with a stand-in value. */
export function prerenderTargets(): PrerenderTarget[] {
  const children: RouteObject[] = routes.flatMap((r) => r.children ?? []);
  return children
    .filter((r) => r.path && (r.handle as PageHandle | undefined)?.prerender)
    .map((r) => {
      const path = r.path!;
      const url = path === '*' ? '/404' : path.endsWith('/*') ? path.replace(/\*$/, '404') : path.replace(/:[^/]+/g, '-');
      return { route: path, url, file: fileFor(path), handle: r.handle as PageHandle };
    });
}

export interface Prerendered {
  html: string;
  meta: PageMeta;
  /** The page's <head> tags: title, description, Open Graph, canonical link and the schema.org block, from the seeded settings. */
  head: string;
  /** The page's <html lang>. */
  htmlLang: string;
  /**
   * The message namespaces the page rendered beyond every page's own (CORE_NAMESPACES), when asked for: its HTML loads
   * them beside its code (scripts/build.mjs), so the browser's first render has them.
   */
  messages: Namespace[];
}

/**
 * The page's HTML inside #root, with everything lazy already resolved; as the browser's first render will produce it.
 * `canonical` is false for a shell rendered with a stand-in URL (a route with a parameter, the 404 page).
 */
export async function render(
  url: string,
  {
    canonical = true,
    menu = null,
    thali = null,
    noteMessages = false,
  }: { canonical?: boolean; menu?: MenuSnapshot | null; thali?: ThaliNow | null; noteMessages?: boolean } = {},
): Promise<Prerendered> {
  const route = matchRoutes(routes, url)?.at(-1)?.route;
  const lang = langOfPath(url);
  await Promise.all([(route?.handle as PageHandle | undefined)?.preload(), loadCatalog(lang)]);
  // Noted for the prerender alone, which renders one page at a time (the function may render several at once).
  const noted = noteMessages ? noteNamespaces() : null;
  const meta: PageMeta = {};
  const stream = await renderToReadableStream(
    <StrictMode>
      <PageMetaContext.Provider value={meta}>
        <MenuSnapshotContext.Provider value={menu}>
          <ThaliSnapshotContext.Provider value={thali}>
            <StaticRouter location={url}>
              <AppContent hydrating />
            </StaticRouter>
          </ThaliSnapshotContext.Provider>
        </MenuSnapshotContext.Provider>
      </PageMetaContext.Provider>
    </StrictMode>,
  );
  // Read only once every lazy part has resolved: the page goes out whole, with no fallback for the browser to fill in.
  await stream.allReady;
  const head = headHtml(DEFAULT_SETTINGS, {
    title: meta.title ?? DEFAULT_SETTINGS.identity.tagline,
    description: meta.description ?? DEFAULT_SETTINGS.identity.tagline,
    path: canonical && meta.canonical !== false ? url.split('?')[0]! : null,
    restaurant: true,
    lang,
  });
  const html = await new Response(stream).text();
  const messages = (noted?.() ?? []).filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns));
  return { html, meta, head, htmlLang: LANG_INFO[lang].htmlLang, messages };
}

/**
 * GET /menu at request time (the function, see functions/src/http/pages.ts): the menu page's HTML inside #root,
 * with the dishes the server has now, as the browser's first render will produce it from the same snapshot.
 * `search` is the address's query (`?category=Desserts&page=2`), or '' for the first page of the first category.
 * `lang` is the page's language (/gu/menu: 'gu'). `settings` are the saved ones, which the page carries (PAGE_SETTINGS_ID) for the browser's first render; `now` is the
 * server's clock, which the page carries too (PAGE_RENDERED_AT_ID): offers' prices are drawn at it.
 */
export async function renderMenuPage(
  menu: MenuSnapshot,
  search = '',
  settings: Settings = DEFAULT_SETTINGS,
  now = new Date(),
  lang: Lang = 'en',
): Promise<string> {
  renderWithSettings(settings);
  renderAt(now);
  return (await render(`${pathInLang('/menu', lang)}${search}`, { menu })).html;
}

/**
 * GET / at request time (the function): the home page's HTML inside #root with Today's Thali as the server has it now
 * (its plates left, or sold out and the next service's), as the browser's first render draws it from the same data.
 */
export async function renderHomePage(thali: ThaliNow, settings: Settings = DEFAULT_SETTINGS, now = new Date(), lang: Lang = 'en'): Promise<string> {
  renderWithSettings(settings);
  renderAt(now);
  return (await render(pathInLang('/', lang), { thali })).html;
}
