#!/usr/bin/env node
// The web build: Vite's client build, then every public page prerendered to HTML with React's own
// renderer (react-dom/server's web-streams build, in Node). Each page's file carries its own title, description,
// styles and early API reads, and one inline script that loads its scripts once it has painted; the
// browser hydrates it. / and /menu are not files of the site: their templates and the renderer go to the server
// folder, for the function that renders them per request with the thali and the dishes of the moment. The back office
// keeps the app shell (app.html), which renders in the browser.
//   node scripts/build.mjs [--outDir dir] [--emptyOutDir] [--serverOutDir dir]
//   (the arguments `npm run build -w web --` passes on; the server folder defaults to <outDir>-server)
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outArg = args.indexOf('--outDir');
const outDir = resolve(WEB, outArg >= 0 ? args[outArg + 1] : 'dist');
const emptyOutDir = args.includes('--emptyOutDir') || outArg < 0;
// The pages the function renders at request time (with what the server has now), and the renderer it runs:
// outside the Hosting folder, which must not hold a file for those routes (a file would win over the rewrite).
const serverArg = args.indexOf('--serverOutDir');
const serverOutDir = serverArg >= 0 ? resolve(args[serverArg + 1]) : `${outDir}-server`;
/** A dotfile: Hosting's ignore list keeps it off the site. */
const BUILD_ID_FILE = '.build-id';
const firebaseJson = JSON.parse(readFileSync(join(WEB, '..', 'firebase.json'), 'utf8'));

/**
 * Routes the function `api` answers (firebase.json rewrites them to it). Those that are pages have their HTML rendered
 * per request, from a template; the others (a text's short link, /t) are not pages.
 */
const FUNCTION_ROUTES = firebaseJson.hosting.rewrites.filter((r) => r.function?.functionId === 'api' && !r.source.includes('*')).map((r) => r.source);

// The one inline script of a prerendered page. The Content-Security-Policy allows it by its hash, and nothing else inline.
// Its comments and indentation stay in the source: every line of it ends a statement or opens a block.
const hydrateAfterPaint = readFileSync(join(WEB, 'scripts', 'hydrate-after-paint.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
  .join('');
const hydrateHash = `'sha256-${createHash('sha256').update(hydrateAfterPaint).digest('base64')}'`;
const csp = firebaseJson.hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')?.value;
if (!csp?.includes(`script-src 'self' ${hydrateHash}`)) {
  throw new Error(`firebase.json's Content-Security-Policy must allow the prerendered pages' script: script-src 'self' ${hydrateHash}`);
}

await build({ root: WEB, logLevel: 'warn', build: { outDir, emptyOutDir, manifest: true } });

// The renderer: the same React code as the browser's, bundled whole (react and the router included) as CommonJS, so that
// the function can load it from its own folder with nothing more installed. It prerenders the pages below, too.
rmSync(serverOutDir, { recursive: true, force: true });
await build({
  root: WEB,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverOutDir,
    emptyOutDir: true,
    copyPublicDir: false,
    // Minified as the browser's code is, which also drops what only a local build runs (the test login, the Auth emulator).
    minify: true,
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'render.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
  },
});
{
  const server = createRequire(import.meta.url)(join(serverOutDir, 'render.cjs'));
  // Hosting drops a trailing slash (trailingSlash: false): its /gu is the router's /gu/.
  const routeOf = (source) => server.prerenderTargets().find((t) => t.route === source || t.route === `${source}/`)?.route;
  const SERVED_BY_FUNCTION = FUNCTION_ROUTES.map(routeOf).filter(Boolean);
  // The function renders these two from their templates (functions/src/http/pages.ts).
  for (const route of ['/', '/menu', '/gu/', '/gu/menu', '/hi/', '/hi/menu']) {
    if (!SERVED_BY_FUNCTION.includes(route)) throw new Error(`firebase.json must send ${route} to the function, which renders it per request`);
  }
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');

  /** A chunk and the chunks it imports statically: what must load before the page can run. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const inEntry = staticClosure(entryKey);

  const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const between = (html, open, close, replacement) => {
    const start = html.indexOf(open);
    const end = html.indexOf(close, start);
    if (start < 0 || end < 0) throw new Error(`index.html lost its ${open} ... ${close} markers`);
    return html.slice(0, start) + replacement + html.slice(end + close.length);
  };

  /** A stylesheet of the build, ready to sit inside a <style> element. */
  const inlineCss = (file) => {
    const text = readFileSync(join(outDir, file), 'utf8').trim();
    if (/<\/style/i.test(text)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return text;
  };

  // The app shell: the template as it is, for the back office (and any route without a file of its own).
  writeFileSync(join(outDir, 'app.html'), template);

  for (const target of server.prerenderTargets()) {
    const key = target.handle.source;
    if (!manifest[key]) throw new Error(`${target.route}: ${key} is not a chunk of the build (check its source in router.tsx)`);
    const chunks = [...staticClosure(key)].filter((k) => !inEntry.has(k));
    const css = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))];
    const served = SERVED_BY_FUNCTION.includes(target.route);
    // A shell rendered with a stand-in URL (a route with a parameter, the 404 page) has no address of its own.
    const standIn = target.route.includes(':') || target.route.endsWith('*');
    const { html, head: pageHead, htmlLang, messages } = await server.render(target.url, { canonical: !standIn, noteMessages: true });
    // The page's language's messages load beside its code: every page's frame's, and the namespaces this page rendered
    // (named on #root for the browser), each its own chunk, so the first render has them and nothing else loads.
    for (const key of [`src/i18n/core.${htmlLang}.ts`, ...messages.map((ns) => `src/i18n/messages/${htmlLang}/${ns}.ts`)]) {
      if (!manifest[key]) throw new Error(`${target.route}: ${key} is not a chunk of the build`);
      for (const k of staticClosure(key)) if (!inEntry.has(k) && !chunks.includes(k)) chunks.push(k);
    }
    // A page rendered per request has its data in it: these reads are for its template served alone (should rendering fail).
    const dataPreloads = target.handle.data.map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin>`).join('');
    const head = [
      ...(dataPreloads ? [served ? `<!--page-data-preload-->${dataPreloads}<!--/page-data-preload-->` : dataPreloads] : []),
      ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
      ...css.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ].join('\n    ');

    if (!html.includes('<h1')) throw new Error(`${target.route}: the prerendered page has no heading`);
    let page = between(template, '<!--app-html-->', '<!--/app-html-->', served ? `<!--page-html-->${html}<!--/page-html-->` : html);
    page = between(page, '<!--app-shell-->', '<!--/app-shell-->', '');
    page = page.replace('<html lang="en">', `<html lang="${escapeAttr(htmlLang)}">`);
    page = page.replace('<div id="root">', `<div id="root" data-route="${escapeAttr(target.route)}" data-messages="${escapeAttr(messages.join(','))}">`);
    // The template's title, description and link-preview tags make way for the page's own (absolute URLs, schema.org block).
    page = page.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta (?:name="(?:description|twitter:[^"]*)"|property="og:[^"]*")[^>]*>/g, '');
    page = page.replace('</head>', `  ${pageHead}\n    ${head}\n  </head>`);
    // The page's styles (a few KB) travel inside its HTML: the first paint waits for no stylesheet request.
    // Each is followed by a disabled link to its file, which browsers do not fetch: the chunk loader looks for that link
    // before it adds a stylesheet, so a page opened later in the app fetches only the styles this one lacks.
    page = page.replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
      (_, file) => `<style data-href="/${file}">${inlineCss(file)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    );
    // The page paints from its HTML and styles alone (module scripts never hold up parsing or painting), and its
    // scripts download from the start, beside its images, so that a slow phone answers taps within about two seconds.
    // The one inline script, at the end of the body, holds taps made until then and adds the entry.
    let entry = null;
    page = page.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src) => ((entry = src), ''));
    if (!entry) throw new Error(`${target.route}: index.html lost its module script`);
    // The entry first: the shared chunk and the page's own follow it (a phone on HTTP/1.1 opens six connections to a host).
    const entryPreload = `<link rel="modulepreload" crossorigin href="${escapeAttr(entry)}">`;
    page = page.includes('<link rel="modulepreload"')
      ? page.replace('<link rel="modulepreload"', `${entryPreload}\n    <link rel="modulepreload"`)
      : page.replace('</head>', `  ${entryPreload}\n  </head>`);
    // Low priority: the first screen's images (fetchpriority high) still come first.
    page = page.replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
    page = page.replace('</body>', `  ${served ? '<!--page-data-->' : ''}<script data-entry="${escapeAttr(entry)}">${hydrateAfterPaint}</script>\n  </body>`);
    if (served) mkdirSync(join(serverOutDir, 'pages'), { recursive: true });
    const file = served ? join(serverOutDir, 'pages', target.file) : join(outDir, target.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  for (const route of SERVED_BY_FUNCTION) {
    const target = server.prerenderTargets().find((t) => t.route === route);
    // A file of the site would win over the rewrite: Vite's own index.html goes, now that the function renders /.
    rmSync(join(outDir, target.file), { force: true });
  }
  // Which build this is, by what it names: the hashed files every page loads. The site and the function's pages
  // carry the same id only when they came from one build, which deploy:check and the hosting predeploy compare.
  const buildId = createHash('sha256')
    .update(
      JSON.stringify(
        Object.values(manifest)
          .map((m) => m.file)
          .sort(),
      ),
    )
    .digest('hex')
    .slice(0, 16);
  writeFileSync(join(outDir, BUILD_ID_FILE), `${buildId}\n`);
  writeFileSync(join(serverOutDir, BUILD_ID_FILE), `${buildId}\n`);
  // The function keeps its own copy of every hashed file of the build, and answers for any the site lacks (firebase.json
  // sends a missing /assets/ file to it): after a functions-only deploy, the pages it renders name this build's scripts,
  // which the live site, from an older build, does not have (functions/src/http/assets.ts).
  cpSync(join(outDir, 'assets'), join(serverOutDir, 'assets'), { recursive: true });
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  console.log(
    `prerendered ${server.prerenderTargets().length} pages into ${outDir}; ${SERVED_BY_FUNCTION.join(', ')} rendered per request from ${serverOutDir}, with a copy of the assets`,
  );
}
