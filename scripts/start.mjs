#!/usr/bin/env node
// `npm start`: installs what is missing, builds, seeds, and runs the site on the Firebase emulators.
//   --dev       also runs Vite's dev server with hot reload (npm run dev)
//   --no-build  skips the build (the emulators serve what was built last)
// Environment: DATA_DIR (default .data), THALI_MODE (embedded | emulator; default: emulator where this machine has a
// Java 21+ and a Cloud Firestore emulator, see scripts/emulators.mjs, else embedded).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  LOCAL_ADMIN,
  LOCAL_APP_CHECK_DEBUG_TOKEN,
  FIRESTORE_WEBSOCKET_PORT,
  PORTS,
  PORT_OFFSET,
  PROJECT_ID,
  ROOT,
  SITE_URL,
  ensureDependencies,
  localEnv,
  readJson,
  run,
  waitFor,
} from './lib.mjs';
import { detectEmulators } from './emulators.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const started = Date.now();

ensureDependencies();

const requested = process.env.THALI_MODE;
if (requested && !['embedded', 'emulator'].includes(requested)) throw new Error(`THALI_MODE must be embedded or emulator, not ${requested}`);
const found = requested === 'embedded' ? { ok: false, why: 'THALI_MODE=embedded asks for the embedded store' } : detectEmulators();
if (requested === 'emulator' && !found.ok) {
  console.error(`THALI_MODE=emulator, but the Firestore emulator can't run here: ${found.why}.`);
  process.exit(1);
}
const mode = found.ok ? 'emulator' : 'embedded';
const withStorage = found.ok && Boolean(found.storage.path);
const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true });
// The emulators' data (Auth, Firestore, Storage) is exported here on Ctrl-C and imported on the next start.
const emulatorData = join(dataDir, 'emulators');

// With a port offset, the site is built into its own folder and served by its own firebase config.
// (a folder inside the project: the Hosting emulator serves `public` relative to it)
const webDist = join(ROOT, 'web', PORT_OFFSET ? `dist-${PORT_OFFSET}` : 'dist');
const configFile = PORT_OFFSET ? join(ROOT, `.firebase.${PORT_OFFSET}.json`) : join(ROOT, 'firebase.json');
if (PORT_OFFSET) {
  const config = readJson(join(ROOT, 'firebase.json'));
  delete config.$schema;
  config.hosting.public = `web/dist-${PORT_OFFSET}`;
  for (const [name, port] of Object.entries(PORTS)) config.emulators[name].port = port;
  config.emulators.firestore.websocketPort = FIRESTORE_WEBSOCKET_PORT;
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}

if (!args.has('--no-build')) {
  run('npm', ['run', 'build', '-w', 'functions']);
  const webEnv = localEnv({
    VITE_LOCAL: '1',
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${PORTS.auth}`,
    VITE_APP_CHECK_DEBUG_TOKEN: LOCAL_APP_CHECK_DEBUG_TOKEN,
  });
  run('npm', ['run', 'build', '-w', 'web', '--', '--outDir', webDist, '--emptyOutDir'], { env: webEnv });
}

// The function declares its production secrets; the emulator reads local stand-ins from this file.
const secretFile = join(ROOT, 'functions', '.secret.local');
// Each bound secret needs a line: the emulator asks Secret Manager for any it lacks. Online payments use the local gateway.
const localSecrets = ['SMS_API_KEY', 'ADMIN_PASSWORD_HASH', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
if (!existsSync(secretFile) || localSecrets.some((name) => !readFileSync(secretFile, 'utf8').includes(`${name}=local`))) {
  writeFileSync(secretFile, localSecrets.map((name) => `${name}=local-unused\n`).join(''));
}

const fnEnv = {
  THALI_MODE: mode,
  ...(mode === 'emulator' ? { THALI_MEDIA: withStorage ? 'cloud-storage' : 'disk' } : {}),
  ...(withStorage ? { STORAGE_BUCKET: `${PROJECT_ID}.appspot.com` } : {}),
  DATA_DIR: dataDir,
  // The menu page's renderer and template, which the web build writes beside the site (web/scripts/build.mjs).
  THALI_PAGES_DIR: `${webDist}-server`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // The functions emulator runs one request per worker process and by default starts up to 50: a burst of 30 requests
  // then cold-starts 30 Node processes and times out (504) on two cores. A few reused workers answer the same burst in ~0.5 s.
  FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
};

const require = createRequire(import.meta.url);
async function seedEmbedded() {
  process.env.LOG_LEVEL = 'warn';
  const { buildDeps } = require(join(ROOT, 'functions/lib/wiring.js'));
  const { seed } = require(join(ROOT, 'functions/lib/services/seed.js'));
  // No timers: this process seeds, closes the store and lives on only to run the emulators.
  const deps = buildDeps({ mode: 'embedded', dataDir, projectId: PROJECT_ID }, { background: false });
  const report = await seed(deps, { artDir: join(ROOT, 'functions/seed/art'), localAdmin: true });
  await deps.store.close();
  await deps.outbox?.close();
  return report;
}

const only = mode === 'emulator' ? `auth,functions,firestore,${withStorage ? 'storage,' : ''}hosting` : 'auth,functions,hosting';
if (mode === 'embedded') await seedEmbedded();

const persistence = [];
if (mode === 'emulator') {
  // An export interrupted half-way leaves no metadata file: start from the last complete one, or afresh.
  if (existsSync(join(emulatorData, 'firebase-export-metadata.json'))) persistence.push('--import', emulatorData);
  persistence.push('--export-on-exit', emulatorData);
}
const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
const child = spawn(firebaseBin, ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', configFile, ...persistence], {
  cwd: ROOT,
  env: localEnv({ ...fnEnv, ...(found.ok ? found.env : {}) }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
const quiet = process.env.THALI_QUIET === '1';
const relay = (stream, out) =>
  stream.on('data', (chunk) => {
    if (!quiet) out.write(chunk);
  });
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);

let alive = true;
child.on('exit', (code) => {
  alive = false;
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit ${code}).`);
    process.exit(code ?? 1);
  }
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  child.kill('SIGINT');
  // On the Firestore emulator, firebase-tools exports the data first (DATA_DIR/emulators).
  const force = setTimeout(() => child.kill('SIGKILL'), mode === 'emulator' ? 90_000 : 15_000);
  child.on('exit', () => {
    clearTimeout(force);
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The site's files first, then the function, which renders / and /menu and answers /api.
await waitFor(`${SITE_URL}/about`, { isAlive: () => alive });
await waitFor(`${SITE_URL}/api/menu`, { isAlive: () => alive, timeoutMs: 120_000 });
await waitFor(`${SITE_URL}/`, { isAlive: () => alive, timeoutMs: 120_000 });

if (mode === 'emulator') {
  // On the emulators, seed through them once they answer (idempotent: it adds only what is missing).
  run('node', ['scripts/seed.mjs'], {
    env: localEnv({
      ...fnEnv,
      LOG_LEVEL: 'warn',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      ...(withStorage ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}` } : {}),
    }),
  });
}

let vite;
if (dev) {
  vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--clearScreen', 'false'], {
    cwd: join(ROOT, 'web'),
    env: localEnv({ VITE_LOCAL: '1', VITE_APP_CHECK_DEBUG_TOKEN: LOCAL_APP_CHECK_DEBUG_TOKEN }),
    stdio: 'inherit',
  });
  process.on('exit', () => vite.kill());
}

const where =
  mode === 'embedded'
    ? `SQLite and images under ${dataDir}; the Firestore emulator is not used: ${found.why}`
    : `${found.describe}; ${withStorage ? 'images in the Storage emulator' : `images on disk under ${join(dataDir, 'media')}, since ${found.storage.why}`}; data kept in ${emulatorData}`;
const url = dev ? 'http://127.0.0.1:5173 (hot reload; the built site stays at ' + SITE_URL + ')' : SITE_URL;
console.log(
  `\nThali House is up in ${mode === 'emulator' ? (withStorage ? 'emulator' : 'emulator (Firestore emulator, images on disk)') : 'embedded'} mode (${where}) at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s — admin login: phone ${LOCAL_ADMIN.phone}, password ${LOCAL_ADMIN.password}. Ctrl-C stops it.`,
);
