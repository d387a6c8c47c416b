// The checks `npm run deploy:check` runs before a deploy, offline. Each takes the project root (tests
// pass a broken copy) and throws a DeployCheckError saying what would break and how to fix it; what it
// returns is printed beside "ok". To add a check, write it here and add one line to DEPLOY_CHECKS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './lib.mjs';
import { checkIndexes, listedShapes } from './query-census.mjs';

export class DeployCheckError extends Error {}

const fail = (message) => {
  throw new DeployCheckError(message);
};

// The CLI's own copies of its validators, so a check agrees with what `firebase deploy` accepts.
const requireFromCli = createRequire(join(ROOT, 'node_modules', 'firebase-tools', 'package.json'));

const readJson = (root, file) => {
  const path = join(root, file);
  if (!existsSync(path)) fail(`${file} is missing`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return fail(`${file} is not valid JSON: ${e.message}`);
  }
};

const filesUnder = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

/** Hosting's glob matching, as its emulator does it (minimatch). */
const globMatch = (path, glob) => {
  const minimatch = requireFromCli('minimatch');
  return (typeof minimatch === 'function' ? minimatch : minimatch.minimatch)(path, glob);
};

export function firebaseJsonMatchesSchema(root) {
  const Ajv = requireFromCli('ajv');
  const schema = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'firebase-tools', 'schema', 'firebase-config.json'), 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (!validate(readJson(root, 'firebase.json'))) {
    fail(`firebase.json does not match the firebase-tools schema:\n${validate.errors.map((e) => `  ${e.instancePath || '/'} ${e.message}`).join('\n')}`);
  }
  return 'valid against the firebase-tools schema';
}

/** The api function's region and service account, read from functions/src/deployment.ts, the one place they are set. */
export function deploymentSettings(root) {
  const ts = createRequire(join(ROOT, 'package.json'))('typescript');
  const file = join(root, 'functions', 'src', 'deployment.ts');
  if (!existsSync(file)) fail('functions/src/deployment.ts is missing: it names the region and service account of the api function');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const module = { exports: {} };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

export function hostingRoutesMatchTheFunction(root) {
  const { API_REGION } = deploymentSettings(root);
  const rewrites = readJson(root, 'firebase.json').hosting?.rewrites ?? [];
  const api = rewrites.find((r) => r.function);
  if (!api) fail('firebase.json has no hosting rewrite to the api function');
  for (const rewrite of rewrites.filter((r) => r.function)) {
    const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
    if (target.functionId !== 'api') fail(`the hosting rewrite of ${rewrite.source} goes to function "${target.functionId}", but the function is "api"`);
    if (target.region !== API_REGION) {
      fail(
        `the hosting rewrite sends ${rewrite.source} to region ${target.region ?? '(none)'}, but the api function deploys to ${API_REGION} (functions/src/deployment.ts): set the same region in both`,
      );
    }
  }
  // The first matching rewrite wins.
  const firstRewrite = (path) => rewrites.find((r) => (r.source ? globMatch(path, r.source) : new RegExp(r.regex).test(path)));
  if (firstRewrite('/api/menu') !== api) fail('/api/menu is not rewritten to the api function: put the /api/** rewrite first');
  // Public pages are prerendered files that cleanUrls serves (/about from about.html), but the menu, which the function
  // renders per request with the dishes of the moment; the back office renders in the app shell.
  const hosting = readJson(root, 'firebase.json').hosting;
  if (hosting.cleanUrls !== true) fail('hosting.cleanUrls is off, so /about would not find the prerendered about.html: set "cleanUrls": true');
  if (firstRewrite('/menu')?.function === undefined) fail('/menu is not rewritten to the api function, which renders the menu page with its dishes');
  if (firstRewrite('/adminorders')?.destination !== '/app.html') fail('/adminorders is not rewritten to /app.html: the back office needs its app shell');
  if (firstRewrite('/reservation/ABCD2345')?.destination !== '/reservation.html')
    fail('/reservation/<reference> is not rewritten to /reservation.html, the page every reference shares');
  if (firstRewrite('/track/ABC234')?.destination !== '/track.html')
    fail('/track/<reference> is not rewritten to /track.html: the tracking link in every order text leads there');
  const stale = firstRewrite('/assets/missing-old-chunk.js');
  if (stale) {
    fail(
      `a missing /assets/ file is rewritten (by "${stale.source ?? stale.regex}"), so an old chunk gets index.html instead of a 404: exclude /assets/** from the SPA rewrite`,
    );
  }
  return `/api/** and /menu go to api in ${API_REGION}; other pages by cleanUrls, the back office to its shell; no rewrite covers /assets/**`;
}

/** The Cache-Control Hosting would add for a path: every matching header rule applies, the last one winning. */
function hostingCacheControl(hosting, path) {
  let value;
  for (const rule of hosting.headers ?? []) {
    if (!globMatch(path, rule.source ?? rule.glob ?? '') && !(rule.regex && new RegExp(rule.regex).test(path))) continue;
    const header = rule.headers.find((h) => h.key.toLowerCase() === 'cache-control');
    if (header) value = header.value;
  }
  return value;
}

export function hostingCachingSurvivesARelease(root) {
  const { hosting } = readJson(root, 'firebase.json');
  const expected = [
    ['/', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/menu', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/index.html', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/assets/index-Bq1x2y3z.js', 'public, max-age=31536000, immutable', 'hashed assets never change under their name'],
    ['/api/menu', undefined, 'the api function sets its own Cache-Control, which a Hosting header would override'],
  ];
  const wrong = expected
    .map(([path, want, why]) => ({ path, want, got: hostingCacheControl(hosting, path), why }))
    .filter(({ want, got }) => want !== got)
    .map(({ path, want, got, why }) => `${path}: Cache-Control ${got ?? '(none)'}, expected ${want ?? '(none)'}: ${why}`);
  if (wrong.length) fail(`firebase.json's hosting headers:\n  ${wrong.join('\n  ')}`);
  return 'HTML no-cache, /assets/** immutable, /api/** left to the function';
}

/** Secrets must be documented as `functions:secrets:set NAME` in the README; other params must be in functions/.env.example. */
export function declaredParamsAreDocumented(root) {
  const src = join(root, 'functions', 'src');
  const declared = [];
  for (const file of filesUnder(src).filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bdefine(Secret|String|Int|Float|Boolean|List|JsonSecret)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g)) {
      declared.push({ kind: m[1].endsWith('Secret') ? 'secret' : 'param', name: m[2], file: relative(root, file) });
    }
  }
  const readme = existsSync(join(root, 'README.md')) ? readFileSync(join(root, 'README.md'), 'utf8') : '';
  const envExample = existsSync(join(root, 'functions', '.env.example')) ? readFileSync(join(root, 'functions', '.env.example'), 'utf8') : '';
  const missing = declared.filter(({ kind, name }) =>
    kind === 'secret' ? !readme.includes(`functions:secrets:set ${name}`) : !new RegExp(`^${name}=`, 'm').test(envExample),
  );
  if (missing.length) {
    fail(
      missing
        .map(({ kind, name, file }) =>
          kind === 'secret'
            ? `secret ${name} (${file}) is not in the README's deploy steps: add \`npx firebase functions:secrets:set ${name}\``
            : `param ${name} (${file}) is not in functions/.env.example: add a line ${name}=<example>`,
        )
        .join('\n'),
    );
  }
  return `${declared.length} declared: ${declared.map((d) => d.name).join(', ')}`;
}

/** Packages only the local modes load: they must not be installed in the deployed function. */
export const LOCAL_ONLY_PACKAGES = ['better-sqlite3', '@types/better-sqlite3'];

export function functionDependenciesArePinned(root) {
  const { dependencies = {} } = readJson(root, join('functions', 'package.json'));
  const problems = [];
  for (const [name, version] of Object.entries(dependencies)) {
    if (LOCAL_ONLY_PACKAGES.includes(name)) problems.push(`${name} is local-only: move it to the root package.json devDependencies`);
    else if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) problems.push(`${name}@${version} is a range: pin the exact version package-lock.json resolves`);
  }
  if (problems.length) fail(`functions/package.json dependencies (installed as they are by the deploy build):\n  ${problems.join('\n  ')}`);
  return `${Object.keys(dependencies).length} dependencies, all pinned`;
}

export function firestoreIndexesHaveTheirShape(root) {
  const firebaseJson = readJson(root, 'firebase.json');
  const file = firebaseJson.firestore?.indexes;
  if (!file) fail('firebase.json names no firestore.indexes file');
  const spec = readJson(root, file);
  const { FirestoreApi } = requireFromCli('./lib/firestore/api.js');
  const api = new FirestoreApi();
  try {
    api.validateSpec(api.upgradeOldSpec(spec));
  } catch (e) {
    fail(`${file} would be refused by firebase deploy: ${stripVTControlCharacters(e.message)}`);
  }
  return `${spec.indexes.length} composite indexes, ${spec.fieldOverrides?.length ?? 0} field overrides`;
}

/** What only a local build may contain: the Auth emulator, the test login, dev routes and the demo OTP note. */
export const LOCAL_ONLY_MARKERS = [
  { pattern: /127\.0\.0\.1:9099|localhost:9099/, what: 'the Auth emulator URL' },
  { pattern: /connectAuthEmulator|auth\/emulator-config/, what: 'the Auth emulator connection' },
  { pattern: /Login as Admin \(Test\)|login-as-admin/, what: 'the local test login' },
  { pattern: /\/api\/dev\/|["'`]\/dev\/(outbox|clock|login)/, what: 'a local-only /api/dev route' },
  // The API's testOtp field name may stay (a deployed server never sends it); what shows it may not.
  { pattern: /Demo mode|Order placed! OTP:|New OTP:/, what: 'the demo OTP note' },
  { pattern: /demo-api-key|demo-thali/, what: 'the local demo project' },
  { pattern: /thali-admin/, what: "the local admin's password" },
];

/** Scans a built site for local-only code; returns the findings as "what in file". */
export function localOnlyCodeIn(dist) {
  return filesUnder(dist).flatMap((file) => {
    const text = readFileSync(file).toString('latin1');
    return LOCAL_ONLY_MARKERS.filter(({ pattern }) => pattern.test(text)).map(({ what, pattern }) => `${what} (${pattern.source}) in ${relative(dist, file)}`);
  });
}

export function productionWebBuildHasNoLocalCode(root) {
  const out = mkdtempSync(join(tmpdir(), 'thali-deploy-check-web-'));
  try {
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
    // The whole build: the site, and the renderer and template the function serves /menu with.
    const site = join(out, 'site');
    const pages = join(out, 'pages');
    const r = spawnSync(process.execPath, [join(root, 'web', 'scripts', 'build.mjs'), '--outDir', site, '--serverOutDir', pages], {
      cwd: join(root, 'web'),
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) fail(`the production web build failed:\n${r.stderr}${r.stdout}`);
    const found = [...localOnlyCodeIn(site), ...localOnlyCodeIn(pages)];
    if (found.length)
      fail(`a production web build contains local-only code:\n  ${found.join('\n  ')}\nGuard it with import.meta.env.VITE_LOCAL so that Vite drops it.`);
    return `${filesUnder(site).length} files of the site and ${filesUnder(pages).length} of the menu's renderer, none local-only`;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Every query shape the server makes has its index in firestore.indexes.json. The shapes are listed
 * in firestore.query-shapes.json, which npm test's query census keeps complete; the index rules are
 * the embedded store's own (functions/src/adapters/firestore-rules.ts), built here when stale.
 */
export function queryShapesHaveTheirIndexes(root) {
  const built = join(ROOT, 'functions', 'lib', 'adapters', 'firestore-rules.js');
  const source = join(ROOT, 'functions', 'src', 'adapters', 'firestore-rules.ts');
  if (!existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs) {
    const r = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) fail(`the functions did not build, so the index rules could not load:\n${r.stdout}${r.stderr}`);
  }
  const shapes = listedShapes(join(root, 'firestore.query-shapes.json'));
  if (shapes.length === 0) fail('firestore.query-shapes.json lists no query shapes: run npm test, whose query census lists them');
  const { problems, lines } = checkIndexes(shapes, join(root, 'firestore.indexes.json'));
  if (problems.length) fail(`${problems.length} query shape(s) would be refused by Firestore for want of an index:\n\n${problems.join('\n\n')}`);
  return `${lines.length} query shapes, each served by an index`;
}

/**
 * A check that is a command of its own (a script, a vitest file): it passes when the command exits 0,
 * and fails with the command's output. For example:
 *   { name: 'query indexes', run: commandCheck('node', ['functions/lib/tools/check-indexes.js']) },
 */
export const commandCheck = (cmd, args) => (root) => {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, METADATA_SERVER_DETECTION: 'none' } });
  if (r.error) fail(`${cmd} ${args.join(' ')} could not run: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${`${r.stdout}${r.stderr}`.trim()}`);
  return `${cmd} ${args.join(' ')}`;
};

/** Run in this order by `npm run deploy:check`; the quick checks come first. Adding a check is adding a line. */
export const DEPLOY_CHECKS = [
  { name: 'firebase.json schema', run: firebaseJsonMatchesSchema },
  { name: 'hosting routes', run: hostingRoutesMatchTheFunction },
  { name: 'hosting caching', run: hostingCachingSurvivesARelease },
  { name: 'params and secrets', run: declaredParamsAreDocumented },
  { name: 'function dependencies', run: functionDependenciesArePinned },
  { name: 'firestore indexes file', run: firestoreIndexesHaveTheirShape },
  { name: 'query indexes', run: queryShapesHaveTheirIndexes },
  { name: 'production web build', run: productionWebBuildHasNoLocalCode },
];
