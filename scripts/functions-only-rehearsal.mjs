#!/usr/bin/env node
// `firebase deploy --only functions` after a web change, rehearsed on the local emulators: the function is deployed with
// this build's pages (and its own copy of the build's assets, web/scripts/build.mjs), while the live site is still the
// one an older build left, which has none of this build's hashed files. Hosting serves the site's own files and sends
// what it lacks to the function (firebase.json). The rehearsal then fetches / and /menu through Hosting, and every
// script and stylesheet they name: each must answer 200 with its type, although the site holds none of them.
//   node scripts/functions-only-rehearsal.mjs [--build]
//   (uses functions/lib as built, and the web build `npm start` left, when it carries the function's copy of the assets;
//   --build builds both afresh, as does the lack of such a web build)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS, PORT_OFFSET, PROJECT_ID, ROOT, SITE_URL, localEnv, readJson, run, waitFor } from './lib.mjs';

const filesUnder = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
const buildIdOf = (dir) => (existsSync(join(dir, '.build-id')) ? readFileSync(join(dir, '.build-id'), 'utf8').trim() : null);

/**
 * A web build whose server half carries the function's copy of the assets: the one `npm start` left at this offset
 * (web/dist-<offset>, or web/dist), or this rehearsal's own from an earlier run; else, or with `build`, a fresh one.
 */
export function webBuild({ build = false } = {}) {
  const own = join(ROOT, 'web', `dist-rehearsal-${PORT_OFFSET}`);
  const candidates = [...(PORT_OFFSET ? [join(ROOT, 'web', `dist-${PORT_OFFSET}`)] : []), join(ROOT, 'web', 'dist'), own];
  const usable = (site) => buildIdOf(site) && buildIdOf(site) === buildIdOf(`${site}-server`) && existsSync(join(`${site}-server`, 'assets'));
  const found = build ? undefined : candidates.find(usable);
  if (found) return { site: found, server: `${found}-server` };
  // As from a shell: a test runner's NODE_ENV=test would have Vite build the renderer with React's development JSX.
  const env = localEnv();
  delete env.NODE_ENV;
  if (build) run('npm', ['run', 'build', '-w', 'functions'], { env });
  run('npm', ['run', 'build', '-w', 'web', '--', '--outDir', own, '--emptyOutDir'], { env });
  return { site: own, server: `${own}-server` };
}

/**
 * The live site as an older build left it: the same pages, every hashed file under another name (and every reference
 * to it changed to match), so that it holds none of the files the new build's pages name.
 */
export function olderSite(site, into) {
  rmSync(into, { recursive: true, force: true });
  cpSync(site, into, { recursive: true });
  const assets = join(into, 'assets');
  const renames = new Map(readdirSync(assets).map((name) => [name, name.replace(/-([\w-]{8})\./, (_, hash) => `-${[...hash].reverse().join('')}Z.`)]));
  for (const [from, to] of renames) if (from === to) renames.delete(from);
  for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to));
  for (const file of filesUnder(into).filter((f) => /\.(html|js|css|json)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    let changed = text;
    for (const [from, to] of renames) changed = changed.replaceAll(from, to);
    if (changed !== text) writeFileSync(file, changed);
  }
  return { renamed: renames.size };
}

/** The scripts and stylesheets a page names under /assets/ (src, href, data-entry). */
export const namedAssets = (html) => [...new Set([...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];

/** The emulators serving `public` as the site and the function with `pagesDir`, until stopped. */
async function emulators({ publicDir, pagesDir, dataDir, withoutAssetsRewrite }) {
  const config = readJson(join(ROOT, 'firebase.json'));
  delete config.$schema;
  if (withoutAssetsRewrite) config.hosting.rewrites = config.hosting.rewrites.filter((r) => r.source !== '/assets/**');
  config.hosting.public = relative(ROOT, publicDir);
  for (const [name, port] of Object.entries(PORTS)) if (config.emulators[name]) config.emulators[name].port = port;
  const configFile = join(ROOT, `.firebase.rehearsal-${PORT_OFFSET}-${process.pid}.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  // The function binds its production secrets; the emulator reads local stand-ins from this file (as npm start writes it).
  const secretFile = join(ROOT, 'functions', '.secret.local');
  const secrets = ['SMS_API_KEY', 'ADMIN_PASSWORD_HASH', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
  if (!existsSync(secretFile) || secrets.some((name) => !readFileSync(secretFile, 'utf8').includes(`${name}=`))) {
    writeFileSync(secretFile, secrets.map((name) => `${name}=local-unused\n`).join(''));
  }
  let log = '';
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, '--config', configFile],
    {
      cwd: ROOT,
      env: localEnv({ THALI_MODE: 'embedded', DATA_DIR: dataDir, THALI_PAGES_DIR: pagesDir, LOG_LEVEL: 'warn', FUNCTIONS_EMULATOR_PARALLEL: '2' }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', () => resolve((alive = false))));
  const stop = async () => {
    if (alive) {
      process.kill(-child.pid, 'SIGINT');
      const force = setTimeout(() => alive && process.kill(-child.pid, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(configFile, { force: true });
  };
  try {
    await waitFor(`${SITE_URL}/about`, { isAlive: () => alive, timeoutMs: 120_000 });
    await waitFor(`${SITE_URL}/api/menu`, { isAlive: () => alive, timeoutMs: 120_000 });
  } catch (e) {
    await stop();
    throw new Error(`${e.message}\n${log.slice(-3000)}`);
  }
  return { stop };
}

/**
 * The rehearsal: for / and /menu, what each page names, what Hosting answered for each, and whether the live site
 * held the file itself (never, for this build's files: the function answered). `withoutAssetsRewrite` rehearses it
 * with firebase.json's /assets/** rewrite taken out, as the site was before: the control that shows what breaks.
 */
export async function rehearseFunctionsOnlyDeploy({ build = false, web, withoutAssetsRewrite = false } = {}) {
  const { site, server } = web ?? webBuild({ build });
  const live = join(ROOT, 'web', `dist-live-${PORT_OFFSET}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'thali-functions-only-'));
  const { renamed } = olderSite(site, live);
  const stack = await emulators({ publicDir: live, pagesDir: server, dataDir, withoutAssetsRewrite });
  try {
    const pages = [];
    for (const path of ['/', '/menu']) {
      const res = await fetch(`${SITE_URL}${path}`);
      const html = await res.text();
      const assets = [];
      for (const href of namedAssets(html)) {
        const a = await fetch(`${SITE_URL}${href}`);
        const body = await a.arrayBuffer();
        assets.push({ href, status: a.status, type: a.headers.get('content-type') ?? '', bytes: body.byteLength, onLiveSite: existsSync(join(live, href)) });
      }
      pages.push({ path, status: res.status, type: res.headers.get('content-type') ?? '', assets });
    }
    // A file neither has: still a 404, never a page or an empty 200.
    const neither = await fetch(`${SITE_URL}/assets/index-NeverBuilt.js`);
    return {
      site: relative(ROOT, site),
      live: relative(ROOT, live),
      renamed,
      pages,
      neither: { status: neither.status, type: neither.headers.get('content-type') ?? '' },
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(live, { recursive: true, force: true });
  }
}

/** One line per problem: a page that did not render, or a named file Hosting did not answer with its type. */
export function rehearsalProblems(result) {
  const problems = [];
  for (const page of result.pages) {
    if (page.status !== 200 || !page.type.startsWith('text/html')) problems.push(`${page.path} answered ${page.status} ${page.type}`);
    if (!page.assets.some((a) => a.href.endsWith('.js'))) problems.push(`${page.path} names no script`);
    for (const a of page.assets) {
      const want = a.href.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/css/;
      if (a.status !== 200 || !want.test(a.type) || a.bytes === 0)
        problems.push(`${page.path} names ${a.href}, which answered ${a.status} ${a.type} (${a.bytes} bytes)`);
      if (a.onLiveSite) problems.push(`${a.href} is on the live site: the rehearsal's older site should lack it`);
    }
  }
  if (result.neither.status !== 404) problems.push(`a file no build has answered ${result.neither.status} ${result.neither.type}, not 404`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await rehearseFunctionsOnlyDeploy({ build: process.argv.includes('--build') });
  for (const page of result.pages) {
    console.log(
      `${page.path}: ${page.status}, names ${page.assets.length} files under /assets/, none on the live site (${result.live}, ${result.renamed} files renamed):`,
    );
    for (const a of page.assets) console.log(`  ${a.href} ${a.status} ${a.type} ${a.bytes} bytes${a.onLiveSite ? ' (on the live site)' : ''}`);
  }
  console.log(`/assets/index-NeverBuilt.js: ${result.neither.status}`);
  const problems = rehearsalProblems(result);
  console.log(
    problems.length ? `FAILED:\n  ${problems.join('\n  ')}` : 'a functions-only deploy after a web change serves / and /menu with every file they name',
  );
  process.exitCode = problems.length ? 1 : 0;
}
