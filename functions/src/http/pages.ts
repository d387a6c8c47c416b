import { Router, type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppDeps } from '../deps';
import { menuItemView } from '../domain/menu';
import { MENU_SNAPSHOT_ID, type MenuSnapshot } from '../domain/menu-snapshot';
import { log } from '../lib/log';
import { catalogItems, readCatalog } from '../services/catalog';
import { MENU_CACHE_CONTROL, etagOf, fresh, readCategories } from './menu';

/**
 * Deployed, the web build's renderer and page templates sit beside the compiled code (the functions predeploy copies
 * them there); locally, `npm start` names the folder its build wrote (THALI_PAGES_DIR).
 */
export const DEFAULT_PAGES_DIR = join(__dirname, '..', '..', 'pages');

/** What web/scripts/build.mjs leaves for the function: the renderer and the menu page's template around its markers. */
interface MenuPageKit {
  template: string;
  /** Names the template, so that a new build never answers with an old ETag. */
  templateTag: string;
  renderMenuPage: (menu: MenuSnapshot) => Promise<string>;
}

function loadKit(dir: string): MenuPageKit {
  const template = readFileSync(join(dir, 'pages', 'menu.html'), 'utf8');
  const renderer = createRequire(__filename)(join(dir, 'render.cjs')) as Pick<MenuPageKit, 'renderMenuPage'>;
  return { template, templateTag: createHash('sha256').update(template).digest('hex').slice(0, 12), renderMenuPage: renderer.renderMenuPage };
}

/** A JSON data block's text: `<` escaped, so no dish name can close the element. */
const dataBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The template with the page's own HTML and data in place of its prerendered, empty-handed ones. Replacers are functions: prices hold `$`. */
export function fillMenuTemplate(template: string, html: string, menu: MenuSnapshot): string {
  return template
    .replace(/<!--page-html-->[\s\S]*?<!--\/page-html-->/, () => html)
    .replace(/<!--page-data-preload-->[\s\S]*?<!--\/page-data-preload-->/, () => '')
    .replace('<!--page-data-->', () => dataBlock(MENU_SNAPSHOT_ID, menu));
}

const sendHtml = (res: Response, body: string | Buffer) => res.status(200).type('html').send(body);

/** A rendered page, kept per menu version: its bytes, and gzipped once for the browsers that take it. */
interface RenderedPage {
  key: string;
  etag: string;
  body: Buffer;
  gzipped: Buffer;
}

const acceptsGzip = (req: Request) => /\bgzip\b/.test(req.get('accept-encoding') ?? '');

/**
 * GET /menu (Hosting rewrites it here): the menu page with the dishes and categories the server has now, rendered by
 * the same React code the browser hydrates it with. The first screen, its images included, paints from the HTML
 * alone. Cached like GET /api/menu: browsers and the CDN revalidate every time, and the ETag (the catalog's version,
 * the categories and the template) makes an unchanged menu a 304. Should reading or rendering fail, the template goes
 * out as it was prerendered, and the page loads its menu in the browser as before.
 */
export function pagesRouter(deps: AppDeps, pagesDir = DEFAULT_PAGES_DIR): Router {
  const r = Router();
  let kit: MenuPageKit | null = null;
  let rendered: RenderedPage | null = null;

  r.get('/menu', async (req, res) => {
    try {
      kit ??= loadKit(pagesDir);
    } catch (error) {
      log.error('the menu page is not built', { pagesDir, error: error instanceof Error ? error.message : String(error) });
      res.status(503).type('text').send('The menu page is not available right now. Please try again in a minute.');
      return;
    }
    try {
      const [catalog, categories] = await Promise.all([readCatalog(deps.store), readCategories(deps.store)]);
      const key = `${etagOf(catalog)}\n${categories.join('\n')}\n${kit.templateTag}`;
      if (rendered?.key !== key) {
        const menu: MenuSnapshot = { items: catalogItems(catalog).map(menuItemView), categories };
        const body = Buffer.from(fillMenuTemplate(kit.template, await kit.renderMenuPage(menu), menu));
        rendered = { key, etag: `"menu-page-${createHash('sha256').update(key).digest('hex').slice(0, 20)}"`, body, gzipped: gzipSync(body) };
      }
      res.set('cache-control', MENU_CACHE_CONTROL);
      res.set('etag', rendered.etag);
      res.set('vary', 'accept-encoding');
      if (fresh(req, rendered.etag)) return void res.status(304).end();
      if (!acceptsGzip(req)) return void sendHtml(res, rendered.body);
      res.set('content-encoding', 'gzip');
      sendHtml(res, rendered.gzipped);
    } catch (error) {
      log.error('the menu page could not be rendered; sent without its dishes', { error: error instanceof Error ? error.stack : String(error) });
      sendHtml(res, kit.template);
    }
  });
  return r;
}
