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
import { backendProblems, deployEnv, deployProject, discoverBackend } from './deploy-rehearsal.mjs';
import { checkIndexes, listedShapes } from './query-census.mjs';
import { dataProtectionIsOn } from './data-protection.mjs';
import { scanQueries } from './query-scan.mjs';

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
  // Public pages are prerendered files that cleanUrls serves (/about from about.html), but the home page and the menu,
  // which the function renders per request with the thali and the dishes of the moment; the back office renders in the app shell.
  const hosting = readJson(root, 'firebase.json').hosting;
  if (hosting.cleanUrls !== true) fail('hosting.cleanUrls is off, so /about would not find the prerendered about.html: set "cleanUrls": true');
  if (firstRewrite('/menu')?.function === undefined) fail('/menu is not rewritten to the api function, which renders the menu page with its dishes');
  if (firstRewrite('/')?.function === undefined) fail('/ is not rewritten to the api function, which renders the home page with the thali of the moment');
  if (firstRewrite('/adminorders')?.destination !== '/app.html') fail('/adminorders is not rewritten to /app.html: the back office needs its app shell');
  if (firstRewrite('/reservation/ABCD2345')?.destination !== '/reservation.html')
    fail('/reservation/<reference> is not rewritten to /reservation.html, the page every reference shares');
  if (firstRewrite('/t')?.function === undefined)
    fail("/t is not rewritten to the api function, which redirects a text's short link (/t?r=ABC234) to its page");
  if (firstRewrite('/track/ABC234')?.destination !== '/track.html')
    fail('/track/<reference> is not rewritten to /track.html: the tracking link in every order text leads there');
  // A hashed file the site lacks goes to the function, which holds its own build's (http/assets.ts) and answers 404 for
  // the rest: the pages it renders then never name a missing script, whichever of the two was deployed last.
  const missingAsset = firstRewrite('/assets/missing-old-chunk.js');
  if (missingAsset && !missingAsset.function) {
    fail(
      `a missing /assets/ file is rewritten (by "${missingAsset.source ?? missingAsset.regex}"), so an old chunk gets index.html instead of a 404: exclude /assets/** from the SPA rewrite`,
    );
  }
  if (!missingAsset) {
    fail(
      'a missing /assets/ file is not sent to the api function: after a functions-only deploy, / and /menu would name scripts the site lacks. Rewrite "/assets/**" to the api function (before any catch-all)',
    );
  }
  return `/api/**, / and /menu go to api in ${API_REGION}, and any /assets/ file the site lacks; other pages by cleanUrls, the back office to its shell`;
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
    ['/', undefined, "the api function renders it with s-maxage, so Hosting's CDN answers for it; a Hosting header would override that"],
    ['/menu', undefined, "the api function renders it with s-maxage, so Hosting's CDN answers for it; a Hosting header would override that"],
    ...['/gu', '/gu/menu', '/hi', '/hi/menu'].map((path) => [
      path,
      undefined,
      'the same page as / or /menu in another language, rendered by the api function with s-maxage',
    ]),
    ['/about', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/gu/about', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/hi/booktable', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/index.html', 'no-cache', 'HTML must be revalidated, or a release stays invisible to returning visitors'],
    ['/assets/index-Bq1x2y3z.js', 'public, max-age=31536000, immutable', 'hashed assets never change under their name'],
    ['/fonts/noto-sans-gujarati-5.3.0-400.woff2', 'public, max-age=31536000, immutable', 'a font file carries its version in its name'],
    ['/api/menu', undefined, 'the api function sets its own Cache-Control, which a Hosting header would override'],
  ];
  const wrong = expected
    .map(([path, want, why]) => ({ path, want, got: hostingCacheControl(hosting, path), why }))
    .filter(({ want, got }) => want !== got)
    .map(({ path, want, got, why }) => `${path}: Cache-Control ${got ?? '(none)'}, expected ${want ?? '(none)'}: ${why}`);
  if (wrong.length) fail(`firebase.json's hosting headers:\n  ${wrong.join('\n  ')}`);
  return 'HTML files no-cache, /assets/** and /fonts/** immutable, /api/**, / and /menu (and /gu, /gu/menu, /hi, /hi/menu) left to the function';
}

/** Secrets must be documented as `functions:secrets:set NAME` in the README or a guide under docs/; other params must be in functions/.env.example. */
export function declaredParamsAreDocumented(root) {
  const src = join(root, 'functions', 'src');
  const declared = [];
  for (const file of filesUnder(src).filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bdefine(Secret|String|Int|Float|Boolean|List|JsonSecret)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g)) {
      declared.push({ kind: m[1].endsWith('Secret') ? 'secret' : 'param', name: m[2], file: relative(root, file) });
    }
  }
  const guides = [join(root, 'README.md'), ...(existsSync(join(root, 'docs')) ? filesUnder(join(root, 'docs')).filter((f) => f.endsWith('.md')) : [])];
  const readme = guides
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const envExample = existsSync(join(root, 'functions', '.env.example')) ? readFileSync(join(root, 'functions', '.env.example'), 'utf8') : '';
  const missing = declared.filter(({ kind, name }) =>
    kind === 'secret' ? !readme.includes(`functions:secrets:set ${name}`) : !new RegExp(`^${name}=`, 'm').test(envExample),
  );
  if (missing.length) {
    fail(
      missing
        .map(({ kind, name, file }) =>
          kind === 'secret'
            ? `secret ${name} (${file}) is not in the deploy steps (README or docs/): add \`npx firebase functions:secrets:set ${name}\``
            : `param ${name} (${file}) is not in functions/.env.example: add a line ${name}=<example>`,
        )
        .join('\n'),
    );
  }
  return `${declared.length} declared: ${declared.map((d) => d.name).join(', ')}`;
}

/** The local payment gateway's keys (functions/src/adapters/local-payment-gateway.ts): public in the README, so never deployed. */
export const LOCAL_PAYMENT_KEYS = { keyId: 'rzp_test_thali_local', keySecret: 'thali-local-key-secret', webhookSecret: 'thali-local-webhook-secret' };
/** Razorpay's two secrets; its key id is public and lives in Settings. */
export const PAYMENT_SECRETS = ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

/** The secrets each function in functions/src/index.ts binds, read from its source: { api: ['SMS_API_KEY', ...], ... }. */
export function boundSecrets(root) {
  const ts = createRequire(join(ROOT, 'package.json'))('typescript');
  const file = join(root, 'functions', 'src', 'index.ts');
  if (!existsSync(file)) fail('functions/src/index.ts is missing: it declares the functions and the secrets they bind');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const secretNamed = new Map();
  const bound = {};
  const visit = (node) => {
    const call =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer) ? node.initializer : undefined;
    if (call) {
      const callee = call.expression.getText(source);
      const [first] = call.arguments;
      if (/^define(Json)?Secret$/.test(callee) && first && ts.isStringLiteralLike(first)) secretNamed.set(node.name.text, first.text);
      if (/^on[A-Z]\w*$/.test(callee) && first && ts.isObjectLiteralExpression(first)) {
        const secrets = first.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'secrets');
        bound[node.name.text] = secrets && ts.isArrayLiteralExpression(secrets.initializer) ? secrets.initializer.elements.map((e) => e.getText(source)) : [];
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return Object.fromEntries(Object.entries(bound).map(([fn, names]) => [fn, names.map((n) => secretNamed.get(n) ?? n)]));
}

/** The directives of the site's Content-Security-Policy (firebase.json), each a list of sources. */
function siteCsp(root) {
  const value = (readJson(root, 'firebase.json').hosting?.headers ?? [])
    .flatMap((h) => h.headers)
    .find((h) => h.key.toLowerCase() === 'content-security-policy')?.value;
  return Object.fromEntries(
    (value ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Files a deploy reads its configuration from, where a key must never be: functions/.env.local only feeds the emulator. */
function deployConfigFiles(root) {
  const envs = (dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((f) => /^\.env/.test(f) && f !== '.env.local')
          .map((f) => join(dir, f))
      : [];
  return ['.firebaserc', 'firebase.json', ...envs('functions'), ...envs('web'), 'functions/src/domain/settings-defaults.ts'].filter((f) =>
    existsSync(join(root, f)),
  );
}

/**
 * Online payments, as far as can be told offline: where the deployed wiring builds the Razorpay gateway, every function
 * binds its two secrets and the CSP lets Checkout run; no deploy file or Settings seed holds the local gateway's keys,
 * and no env file holds a Razorpay secret in plain text. Secret Manager's values are not read (nothing here reaches
 * Google): the function itself takes the local test secrets as not set (adapters/razorpay-gateway.ts).
 */
export function onlinePaymentsAreReadyToDeploy(root) {
  const problems = [];
  const src = join(root, 'functions', 'src');
  const sources = filesUnder(src).filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f));
  const takesPayments = sources.some((f) => /\bnew RazorpayGateway\(/.test(readFileSync(f, 'utf8')));
  const bound = takesPayments ? boundSecrets(root) : {};
  for (const [fn, secrets] of Object.entries(bound)) {
    const missing = PAYMENT_SECRETS.filter((name) => !secrets.includes(name));
    if (missing.length) {
      problems.push(
        `the ${fn} function does not bind ${missing.join(' and ')}, but the deployed wiring takes online payments through Razorpay: add ${missing.length > 1 ? 'them' : 'it'} to its secrets in functions/src/index.ts (defineSecret), or every online payment would be refused`,
      );
    }
  }
  if (takesPayments) {
    const csp = siteCsp(root);
    const needs = [
      ['script-src', 'https://checkout.razorpay.com', "Checkout's script"],
      ['frame-src', 'https://api.razorpay.com', "Checkout's payment frame"],
    ];
    for (const [directive, host, what] of needs) {
      if (!(csp[directive] ?? []).includes(host)) problems.push(`firebase.json's Content-Security-Policy does not allow ${what}: add ${host} to ${directive}`);
    }
  }
  const files = deployConfigFiles(root);
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [which, value] of Object.entries(LOCAL_PAYMENT_KEYS)) {
      if (text.includes(value)) {
        problems.push(
          `${file} holds the local payment gateway's ${which} (${value}), which anyone can read in the README: use the restaurant's own Razorpay key id (Settings) and secrets (npx firebase functions:secrets:set)`,
        );
      }
    }
    for (const name of PAYMENT_SECRETS) {
      if (/\.env/.test(file) && new RegExp(`^\\s*${name}\\s*=`, 'm').test(text)) {
        problems.push(
          `${file} sets ${name} in plain text, where the deploy would publish it as a variable: remove it and run npx firebase functions:secrets:set ${name}`,
        );
      }
    }
  }
  if (problems.length) fail(`online payments:\n  ${problems.join('\n  ')}`);
  const binding = takesPayments
    ? `${PAYMENT_SECRETS.join(' and ')} bound to ${Object.keys(bound).join(', ')}, Checkout allowed by the CSP`
    : 'no Razorpay gateway in the deployed wiring';
  return `${binding}; no local test key in ${files.length} deploy files (Secret Manager's values are not read here)`;
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

/**
 * Cloud Build installs functions/ on its own (`npm ci` from functions/package-lock.json), without the workspace's lock.
 * Offline and in milliseconds: the lock names exactly what functions/package.json asks for, every dependency in it
 * resolves (as Node would) to a version its range accepts, and each package is a version the workspace's lock (what
 * the tests ran on) holds too. To refresh it after changing functions/package.json: node scripts/functions-lock.mjs.
 */
export function functionsLockMatches(root) {
  const semver = requireFromCli('semver');
  const manifest = readJson(root, join('functions', 'package.json'));
  const lock = readJson(root, join('functions', 'package-lock.json'));
  const workspace = readJson(root, 'package-lock.json');
  const packages = lock.packages ?? {};
  const problems = [];
  for (const field of ['dependencies', 'devDependencies']) {
    const want = JSON.stringify(manifest[field] ?? {});
    if (JSON.stringify(packages['']?.[field] ?? {}) !== want) problems.push(`its ${field} are not functions/package.json's: the lock is out of date`);
  }
  const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const resolve = (from, name) => {
    for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
      const at = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[at]) return packages[at];
      if (!dir) return undefined;
    }
  };
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries({ ...entry.dependencies, ...(path === '' ? entry.devDependencies : {}) })) {
      const got = resolve(path, name);
      if (!got) problems.push(`${path || 'functions'} needs ${name}@${range}, which the lock does not hold`);
      else if (!semver.satisfies(got.version, range, { includePrerelease: true }))
        problems.push(`${path || 'functions'} needs ${name}@${range}, the lock has ${got.version}`);
    }
  }
  const tested = new Set(Object.entries(workspace.packages ?? {}).map(([path, e]) => `${nameOf(path)}@${e.version}`));
  const untested = Object.entries(packages)
    .filter(([path]) => path)
    .map(([path, e]) => `${nameOf(path)}@${e.version}`)
    .filter((id) => !tested.has(id));
  if (untested.length) problems.push(`it installs versions the tests never ran on: ${untested.join(', ')}`);
  if (problems.length) fail(`functions/package-lock.json (Cloud Build installs the function from it):\n  ${problems.slice(0, 20).join('\n  ')}`);
  return `${Object.keys(packages).length - 1} packages locked, all as tested`;
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
  const ttl = (spec.fieldOverrides ?? []).filter((o) => o.ttl).length;
  return `${spec.indexes.length} composite indexes, ${ttl} TTL policies, ${spec.fieldOverrides?.length ?? 0} field overrides`;
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
  { pattern: /rzp_test_thali_local|thali-local-(key|webhook)-secret/, what: "the local payment gateway's keys" },
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

/** The region the whole project lives in: the function's, and Firestore's in firebase.json (where a first deploy creates the database). */
export function regionsAgree(root) {
  const { API_REGION } = deploymentSettings(root);
  const location = readJson(root, 'firebase.json').firestore?.location;
  if (location !== API_REGION) {
    fail(
      `firebase.json's firestore.location is ${location ?? '(none, so a first deploy creates the database in nam5, the United States)'}, but the functions run in ${API_REGION} (functions/src/deployment.ts): set "location": "${API_REGION}"`,
    );
  }
  return `functions, their rewrites and Firestore in ${API_REGION}; create the Storage bucket there too (docs/deploy.md, step 4)`;
}

const newestMtime = (dir) => Math.max(...filesUnder(dir).map((f) => statSync(f).mtimeMs));

/** functions/lib as `firebase deploy` would upload it: built now when the sources are newer. */
function builtFunctions(root) {
  const entry = join(root, 'functions', 'lib', 'index.js');
  if (root === ROOT && (!existsSync(entry) || statSync(entry).mtimeMs < newestMtime(join(root, 'functions', 'src')))) {
    const r = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) fail(`the functions did not build:\n${r.stdout}${r.stderr}`);
  }
  if (!existsSync(entry)) fail('functions/lib/index.js is missing: run npm run build -w functions');
  return join(root, 'functions', 'lib');
}

/**
 * The deploy of the functions, rehearsed offline (scripts/deploy-rehearsal.mjs): firebase-functions' discovery of
 * the built code, firebase-tools' resolution and checks, the service accounts it would grant secrets to and
 * Scheduler would call with, the region and time zone, and the SMS settings the function starts with.
 */
export async function functionsDeployRehearsal(root, env = process.env) {
  const lib = builtFunctions(root);
  const { projectId, rehearsal } = deployProject(root, env);
  let loaded;
  try {
    loaded = deployEnv(root, projectId, rehearsal);
  } catch (e) {
    fail(e.message);
  }
  const { smsConfigProblems } = createRequire(import.meta.url)(join(lib, 'sms-config.js'));
  const sms = smsConfigProblems(loaded.envs);
  if (sms.length) fail(`${loaded.from}: the function would refuse to start, as it could text nothing:\n  ${sms.join('\n  ')}`);
  let discovered;
  try {
    discovered = await discoverBackend(root, { projectId, envs: loaded.envs });
  } catch (e) {
    fail(`firebase-tools could not load the functions as a deploy would:\n${stripVTControlCharacters(e.message)}`);
  }
  const { API_REGION, SCHEDULE_TIME_ZONE } = deploymentSettings(root);
  const secrets = (discovered.build.params ?? []).filter((p) => p.type === 'secret').map((p) => p.name);
  const { problems, checked } = await backendProblems(discovered.backend, { region: API_REGION, scheduleTimeZone: SCHEDULE_TIME_ZONE, secrets });
  if (problems.length) fail(`a deploy to ${projectId} would fail or misbehave:\n  ${problems.join('\n  ')}`);
  return `${rehearsal ? 'rehearsed for a stand-in project, with functions/.env.example' : `for ${projectId}, with ${loaded.from}`}: ${checked.join('; ')}`;
}

const BUILD_ID = '.build-id';
const buildIdOf = (dir) => (existsSync(join(dir, BUILD_ID)) ? readFileSync(join(dir, BUILD_ID), 'utf8').trim() : null);

/**
 * The site (web/dist) and the function's /menu pages (functions/pages) come from one web build: the menu page names
 * the site's hashed scripts, which a different build does not have. `requirePages` (the hosting predeploy) also
 * refuses a site without the function's pages beside it: a hosting-only deploy must match what the function serves.
 */
export function sitePagesMatch(root, { requirePages = false } = {}) {
  const site = buildIdOf(join(root, 'web', 'dist'));
  const pages = buildIdOf(join(root, 'functions', 'pages'));
  const fix = 'build both at once (npm run build:pages) and deploy them together: npx firebase deploy --only functions,hosting';
  if (site && pages && site !== pages) {
    fail(`web/dist (build ${site}) and functions/pages (build ${pages}) come from different builds: /menu would name scripts the site does not have.\n${fix}`);
  }
  if (requirePages && site && !pages) fail(`functions/pages is not built here, so nothing shows the site matches the menu page the function serves.\n${fix}`);
  if (!site || !pages) return 'not both built yet: the deploy builds them together';
  return `web/dist and functions/pages from build ${site}`;
}

/**
 * The production web build's reCAPTCHA Enterprise site key, as Vite loads it (web/.env.production and the
 * environment): without it every texting form throws on the deployed site. Without a project to deploy to
 * (a demo one), there is no key to check yet.
 */
export async function recaptchaSiteKeyIsSet(root, env = process.env) {
  const { projectId, rehearsal } = deployProject(root, env);
  const { loadEnv } = await import('vite');
  const key = {
    ...loadEnv('production', join(root, 'web'), 'VITE_'),
    ...(env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ? { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY } : {}),
  }.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!key) {
    if (rehearsal) return 'no project chosen yet (.firebaserc names a demo one): a deploy will need VITE_RECAPTCHA_ENTERPRISE_SITE_KEY';
    fail(
      `the production web build for ${projectId} has no reCAPTCHA Enterprise site key, so every order, booking and registration would fail: put VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=<site key> in web/.env.production (docs/deploy.md, step 7)`,
    );
  }
  if (!/^[\w-]{40}$/.test(key)) fail(`VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=${key} is not a reCAPTCHA site key (40 letters, digits, - and _)`);
  return `site key ${key.slice(0, 6)}... for ${rehearsal ? 'the build' : projectId}`;
}

/** Values in functions/.env.example a deploy may keep: real defaults, not placeholders. */
export const EXAMPLE_DEFAULTS = ['SMS_PROVIDER', 'SMS_GATEWAY_URL', 'WHATSAPP_TEMPLATE_LANGUAGE', 'WHATSAPP_CODE_TEMPLATE'];

/** functions/.env.example's values, those of commented-out lines (# NAME=value) too. */
function exampleValues(root) {
  const file = join(root, 'functions', '.env.example');
  if (!existsSync(file)) return {};
  return Object.fromEntries([...readFileSync(file, 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
}

/** The project a deploy goes to and the function's environment as the deploy loads it; no environment for a rehearsal. */
function deployTarget(root, env) {
  const { projectId, rehearsal } = deployProject(root, env);
  if (rehearsal) return { projectId, rehearsal, envs: null, from: null };
  try {
    const { envs, from } = deployEnv(root, projectId, false);
    return { projectId, rehearsal, envs, from };
  } catch (e) {
    return fail(e.message);
  }
}

const NO_PROJECT_YET = 'no project chosen yet (.firebaserc names a demo one)';

/** functions/.env.<project> copied from the example and not filled in: placeholder template ids, sender, domain, accounts. */
export function envHasNoPlaceholders(root, env = process.env) {
  const { envs, from } = deployTarget(root, env);
  if (!envs) return `${NO_PROJECT_YET}: functions/.env.<project> is checked once there is one`;
  const example = exampleValues(root);
  const copied = Object.entries(envs).filter(([name, value]) => !EXAMPLE_DEFAULTS.includes(name) && example[name] && String(value).trim() === example[name]);
  if (copied.length) {
    fail(
      `${from} keeps placeholder values copied unchanged from functions/.env.example:\n  ${copied
        .map(([name, value]) =>
          name.startsWith('SMS_TEMPLATE_')
            ? `placeholder template id ${name}=${value}: the operator would refuse every such text. Put the id the DLT portal gave this template (docs/texts.md)`
            : `${name}=${value} is the example's placeholder: set the project's own value`,
        )
        .join('\n  ')}`,
    );
  }
  return `${Object.keys(envs).length} values in ${from}, none left as the example's placeholder`;
}

/** As functions/src/domain/notifications.ts (DLT_VARIABLE_LIMIT, longestTextLink): a DLT variable's limit, and the longest link a text carries. */
export const DLT_VARIABLE_LIMIT = 30;
const longestTextLink = (domain) => `${domain}/t?r=ABCD2345`;
/** The languages besides English whose texts have templates of their own (functions/src/domain/languages.ts). */
const LOCAL_LANGUAGES = ['GU', 'HI'];

/** India's DLT rules the deploy can see: the links' domain is set, every Gujarati and Hindi text has its template id, and the longest link fits one variable. */
export function textsFitIndiasRules(root, env = process.env) {
  const { envs, from } = deployTarget(root, env);
  const values = envs ?? exampleValues(root);
  const source = from ?? 'functions/.env.example';
  if ((values.SMS_PROVIDER || 'dlt') !== 'dlt') return `SMS_PROVIDER=${values.SMS_PROVIDER}: no DLT rules apply`;
  const domain = String(values.SMS_LINK_DOMAIN ?? '').trim();
  if (!domain) fail(`${source} has no SMS_LINK_DOMAIN: the site's domain, whitelisted on the DLT portal, that texts link to (docs/texts.md)`);
  // Each Gujarati and Hindi body is a DLT template of its own: a guest who chose the language would get no text without its id.
  const kinds = Object.keys(values)
    .map((name) => /^SMS_TEMPLATE_(\w+)$/.exec(name)?.[1])
    .filter((kind) => kind && kind !== 'STAFF_INVITE' && !/_(GU|HI)$/.test(kind));
  const missing = kinds.flatMap((kind) => LOCAL_LANGUAGES.map((l) => `SMS_TEMPLATE_${kind}_${l}`)).filter((name) => !String(values[name] ?? '').trim());
  if (missing.length) {
    fail(
      `${source} has no DLT template id for ${missing.length} Gujarati or Hindi texts (${missing.join(', ')}): a guest who chose that language would get no code or text. Register each language's body as its own template and put its id there (docs/texts.md)`,
    );
  }
  const link = longestTextLink(domain);
  if (link.length > DLT_VARIABLE_LIMIT) {
    fail(
      `a URL variable longer than its limit: texts would link to ${link}, ${link.length} characters, and a DLT variable holds ${DLT_VARIABLE_LIMIT}, so operators would scrub them. Give the site a shorter domain and set SMS_LINK_DOMAIN in ${source} (docs/texts.md)`,
    );
  }
  return `${kinds.length * (LOCAL_LANGUAGES.length + 1)} template ids (English, Gujarati, Hindi); links like ${link}: ${link.length} of a DLT variable's ${DLT_VARIABLE_LIMIT} characters`;
}

/** The env files of the web build a deploy makes, as NAME=value (the later file wins, as Vite reads them). */
function webProductionEnv(root) {
  const values = {};
  for (const file of ['.env', '.env.production', '.env.production.local']) {
    const path = join(root, 'web', file);
    if (!existsSync(path)) continue;
    for (const m of readFileSync(path, 'utf8').matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/gm)) values[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Everything the deploy uses names the project it goes to: the credentials in GOOGLE_APPLICATION_CREDENTIALS, the
 * service account the function runs as, GCLOUD_PROJECT and .firebaserc, and the project the web build's reCAPTCHA
 * site key was created in (RECAPTCHA_SITE_KEY_PROJECT beside the key: a site key does not say, and App Check refuses
 * every token from another project's key).
 */
export function oneProjectThroughout(root, env = process.env) {
  const { projectId, rehearsal, envs, from } = deployTarget(root, env);
  if (rehearsal) return `${NO_PROJECT_YET}: nothing to compare yet`;
  const problems = [];
  const rc = existsSync(join(root, '.firebaserc')) ? JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects?.default : undefined;
  if (rc && !rc.startsWith('demo-') && rc !== projectId)
    problems.push(`.firebaserc chooses ${rc}, but GCLOUD_PROJECT=${projectId}: the deploy and the checks would read different projects`);
  const other = env.GOOGLE_CLOUD_PROJECT;
  if (other && other !== projectId) problems.push(`GOOGLE_CLOUD_PROJECT=${other}, but the deploy goes to ${projectId}`);
  const credentials = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (credentials) {
    if (!existsSync(credentials)) problems.push(`GOOGLE_APPLICATION_CREDENTIALS names ${credentials}, which does not exist`);
    else {
      let key = null;
      try {
        key = JSON.parse(readFileSync(credentials, 'utf8'));
      } catch {
        problems.push(`GOOGLE_APPLICATION_CREDENTIALS names ${credentials}, which is not a JSON key file`);
      }
      if (key?.project_id && key.project_id !== projectId) {
        problems.push(
          `the service account in GOOGLE_APPLICATION_CREDENTIALS (${key.client_email ?? credentials}) is from project ${key.project_id}, but the deploy goes to ${projectId}: use a key of ${projectId}, or unset it`,
        );
      }
    }
  }
  const account = String(envs.API_SERVICE_ACCOUNT ?? '').trim();
  const accountProject = /@([a-z][a-z0-9-]*)\.iam\.gserviceaccount\.com$/.exec(account)?.[1];
  if (accountProject && accountProject !== projectId) {
    problems.push(`${from} sets API_SERVICE_ACCOUNT=${account}, a service account of project ${accountProject}, but the deploy goes to ${projectId}`);
  }
  const web = webProductionEnv(root);
  if (web.VITE_FIREBASE_PROJECT_ID && web.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(`web/.env.production sets VITE_FIREBASE_PROJECT_ID=${web.VITE_FIREBASE_PROJECT_ID}, but the deploy goes to ${projectId}`);
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY || web.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  const keyProject = env.RECAPTCHA_SITE_KEY_PROJECT || web.RECAPTCHA_SITE_KEY_PROJECT;
  if (siteKey && !keyProject) {
    problems.push(
      `the reCAPTCHA site key ${siteKey.slice(0, 6)}... does not say which project it was created in, and App Check refuses a key of another project: add RECAPTCHA_SITE_KEY_PROJECT=${projectId} beside it in web/.env.production once you have checked (docs/texts.md)`,
    );
  } else if (siteKey && keyProject !== projectId) {
    problems.push(
      `the reCAPTCHA site key ${siteKey.slice(0, 6)}... is from project ${keyProject} (RECAPTCHA_SITE_KEY_PROJECT), but the deploy goes to ${projectId}: App Check would refuse every texting form. Create a key in ${projectId}`,
    );
  }
  if (problems.length) fail(`not everything names the project the deploy goes to:\n  ${problems.join('\n  ')}`);
  return `${projectId} throughout: .firebaserc, ${credentials ? 'GOOGLE_APPLICATION_CREDENTIALS, ' : ''}the function's service account${siteKey ? ', the reCAPTCHA site key' : ''}`;
}

/** The Settings seed a first deploy writes (functions/src/domain/settings-defaults.ts), evaluated offline. */
function seededSettings(root) {
  const ts = createRequire(join(ROOT, 'package.json'))('typescript');
  const file = join(root, 'functions', 'src', 'domain', 'settings-defaults.ts');
  if (!existsSync(file)) return null;
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, () => ({}));
  return module.exports.DEFAULT_SETTINGS ?? null;
}

/**
 * Online payments switched on (payments.online not off in the Settings seed a first deploy writes) need their secrets:
 * Razorpay's key id in the seed, and both secrets bound to every function, or every online payment would be refused.
 */
export function onlinePaymentsHaveTheirSecrets(root) {
  const payments = seededSettings(root)?.payments;
  const on = Object.entries(payments?.online ?? {}).filter(([, choice]) => choice !== 'off');
  if (!on.length) return 'online payments are off in the Settings seed: an owner turns them on once the secrets are set';
  const problems = [];
  const what = on.map(([type, choice]) => `payments.online.${type} is ${choice}`).join(' and ');
  if (!/^rzp_(live|test)_\w+$/.test(payments.keyId ?? '')) problems.push(`the seed has no Razorpay key id (payments.keyId is "${payments.keyId ?? ''}")`);
  for (const [fn, secrets] of Object.entries(boundSecrets(root))) {
    const missing = PAYMENT_SECRETS.filter((name) => !secrets.includes(name));
    if (missing.length) problems.push(`the ${fn} function does not bind ${missing.join(' and ')}`);
  }
  if (problems.length) {
    fail(
      `online payments without their secrets: ${what} in the Settings seed (functions/src/domain/settings-defaults.ts), but\n  ${problems.join('\n  ')}\nSet them (npx firebase functions:secrets:set RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), or seed payments off`,
    );
  }
  return `${what} in the Settings seed, with a key id and both secrets bound`;
}

/** functions/lib's index rules (adapters/firestore-rules.ts), built first when stale. */
function builtIndexRules() {
  const built = join(ROOT, 'functions', 'lib', 'adapters', 'firestore-rules.js');
  const source = join(ROOT, 'functions', 'src', 'adapters', 'firestore-rules.ts');
  if (!existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs) {
    const r = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) fail(`the functions did not build, so the index rules could not load:\n${r.stdout}${r.stderr}`);
  }
  return createRequire(import.meta.url)(built);
}

/**
 * Every query the code makes has its index, read from the code itself (scripts/query-scan.mjs), not only from what
 * the tests ran (the census): a new query no test reaches is caught too. Queries built step by step at run time
 * can't be read, and stay the census's.
 */
export function codeQueriesHaveTheirIndexes(root) {
  const { shapeOf, shapeKey } = builtIndexRules();
  const { read, unread } = scanQueries(root);
  const census = new Set(listedShapes(join(root, 'firestore.query-shapes.json')).map(shapeKey));
  const problems = new Map();
  let newToCensus = 0;
  for (const q of read) {
    const shape = shapeOf(q.collection, q, q.sum);
    const key = shapeKey(shape);
    if (!census.has(key)) newToCensus += 1;
    if (problems.has(key)) continue;
    const found = checkIndexes([shape], join(root, 'firestore.indexes.json')).problems[0];
    if (found) problems.set(key, `${q.at}: ${found}`);
  }
  if (problems.size) {
    fail(
      `${problems.size} quer${problems.size === 1 ? 'y' : 'ies'} in the code would be refused by Firestore: no declared index serves ${problems.size === 1 ? 'it' : 'them'}:\n\n${[...problems.values()].join('\n\n')}`,
    );
  }
  return `${read.length} queries read from the code (${newToCensus} not in the census), each served by an index; ${unread.length} built at run time, left to the census`;
}

/** Run in this order by `npm run deploy:check`; the quick checks come first. Adding a check is adding a line. */
/** Delete protection, point-in-time recovery, daily backups and the archive's 8 years, as recorded or asked with --gcloud (data-protection.mjs). */
function dataProtection(root) {
  try {
    return dataProtectionIsOn(root);
  } catch (e) {
    return fail(e.message);
  }
}

export const DEPLOY_CHECKS = [
  { name: 'firebase.json schema', run: firebaseJsonMatchesSchema },
  { name: 'hosting routes', run: hostingRoutesMatchTheFunction },
  { name: 'region', run: regionsAgree },
  { name: 'recaptcha site key', run: (root) => recaptchaSiteKeyIsSet(root) },
  { name: 'site and pages', run: (root) => sitePagesMatch(root, { requirePages: process.argv.includes('--hosting') }) },
  { name: 'hosting caching', run: hostingCachingSurvivesARelease },
  { name: 'params and secrets', run: declaredParamsAreDocumented },
  { name: 'online payments', run: onlinePaymentsAreReadyToDeploy },
  { name: 'online payments seed', run: onlinePaymentsHaveTheirSecrets },
  { name: 'env placeholders', run: (root) => envHasNoPlaceholders(root) },
  { name: 'texts for India', run: (root) => textsFitIndiasRules(root) },
  { name: 'one project', run: (root) => oneProjectThroughout(root) },
  { name: 'function dependencies', run: functionDependenciesArePinned },
  { name: 'functions lockfile', run: functionsLockMatches },
  { name: 'firestore indexes file', run: firestoreIndexesHaveTheirShape },
  { name: 'query indexes', run: queryShapesHaveTheirIndexes },
  { name: 'queries in the code', run: codeQueriesHaveTheirIndexes },
  { name: 'functions deploy rehearsal', run: (root) => functionsDeployRehearsal(root) },
  { name: 'data protection', run: dataProtection },
  { name: 'production web build', run: productionWebBuildHasNoLocalCode },
];
