#!/usr/bin/env node
// `npm start`: installs what is missing, builds, seeds, and runs the site on the Firebase emulators.
//   --dev       also runs Vite's dev server with hot reload (npm run dev)
//   --no-build  skips the build (the emulators serve what was built last)
// Environment: DATA_DIR (default .data), THALI_MODE (embedded | emulator; default: emulator where this machine has a
// Java 21+ and a Cloud Firestore emulator, see scripts/emulators.mjs, else embedded), PORT_OFFSET (see lib.mjs),
// THALI_EXPORT_EVERY_S (default 60: how often the emulators' data is saved to DATA_DIR/emulators while it runs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  hubFileFor,
  localEnv,
  readJson,
  run,
  waitFor,
} from './lib.mjs';
import { detectEmulators } from './emulators.mjs';
import {
  EXPORT_METADATA,
  exportFolders,
  exportThroughHub,
  firestoreEmulators,
  isAlive,
  listProcesses,
  readStackFile,
  recoverExport,
  stackFile,
  stopProcess,
  swapIn,
  writeStackFile,
} from './local-stack.mjs';

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
// The emulators' data (Auth, Firestore, Storage) is exported here every minute and on Ctrl-C, and imported on the next start.
const emulatorData = join(dataDir, 'emulators');
const exportEverySeconds = Number(process.env.THALI_EXPORT_EVERY_S ?? 60);
if (!(exportEverySeconds > 0)) throw new Error(`THALI_EXPORT_EVERY_S must be a number of seconds, not ${process.env.THALI_EXPORT_EVERY_S}`);

await claimStack();

/**
 * One `npm start` per data folder and per PORT_OFFSET. firebase-tools runs the Firestore emulator in a process group of
 * its own, so a stack killed as a whole (kill -9 of its group, a closed terminal) leaves it running and holding its
 * port: this stack's own (its project, or the last project this data folder ran) is stopped here, anything else named.
 */
async function claimStack() {
  const previous = readStackFile(dataDir);
  const processes = listProcesses();
  const running = (pid) => pid && pid !== process.pid && isAlive(pid) && (!processes || processes.some((p) => p.pid === pid && /start\.mjs/.test(p.args)));
  if (previous && running(previous.pid)) {
    console.error(
      `Another npm start (pid ${previous.pid}, PORT_OFFSET=${previous.portOffset}) is using ${dataDir}. Stop it with Ctrl-C in its terminal (or kill -INT ${previous.pid}), or give this one another DATA_DIR.`,
    );
    process.exit(1);
  }
  let hub = null;
  try {
    hub = JSON.parse(readFileSync(hubFileFor(PROJECT_ID), 'utf8'));
  } catch {
    // no stack of this project is running
  }
  if (hub?.pid && hub.pid !== process.pid && isAlive(hub.pid)) {
    console.error(
      `Another stack with PORT_OFFSET=${PORT_OFFSET} (project ${PROJECT_ID}) is running: firebase-tools pid ${hub.pid}. Stop it (Ctrl-C in its terminal, or kill -INT ${hub.pid}), or start this one with another PORT_OFFSET.`,
    );
    process.exit(1);
  }
  // A killed stack's hub file names a process that is gone: firebase-tools would take it for a running stack.
  if (hub) rmSync(hubFileFor(PROJECT_ID), { force: true });
  const ours = [...new Set([PROJECT_ID, previous?.projectId].filter(Boolean))];
  if (!processes) {
    console.warn(`Could not list processes (ps): if port ${PORTS.firestore} is taken, find its process with \`lsof -i :${PORTS.firestore}\` and stop it.`);
  }
  for (const p of processes ? firestoreEmulators(processes, { projectIds: ours, port: PORTS.firestore }) : []) {
    if (!ours.includes(p.projectId)) {
      console.error(
        `Port ${PORTS.firestore} is held by a Firestore emulator of project ${p.projectId} (pid ${p.pid}), not this stack's. Stop it (kill ${p.pid}) or start this one with another PORT_OFFSET.`,
      );
      process.exit(1);
    }
    console.log(`Stopping the Firestore emulator a killed npm start left running (pid ${p.pid}, project ${p.projectId}, port ${p.port})...`);
    if (!(await stopProcess(p.pid))) {
      console.error(`Could not stop it: run \`kill -9 ${p.pid}\` and start again.`);
      process.exit(1);
    }
  }
  writeStackFile(dataDir, { pid: process.pid, projectId: PROJECT_ID, portOffset: PORT_OFFSET, ports: PORTS, startedAt: new Date().toISOString() });
}
const releaseStack = () => {
  if (readStackFile(dataDir)?.pid === process.pid) rmSync(stackFile(dataDir), { force: true });
};
process.on('exit', releaseStack);

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
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
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

// On the Firestore emulator the seeding runs once the emulators answer: until it is done and this file is written, the
// function answers every request "starting" (functions/src/http/local-ready.ts), never an empty menu.
const readyFile = join(dataDir, '.seeded');
rmSync(readyFile, { force: true });

const fnEnv = {
  THALI_MODE: mode,
  ...(mode === 'emulator' ? { THALI_READY_FILE: readyFile } : {}),
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
  // An export interrupted half-way leaves no metadata file: start from the newest complete one, or afresh.
  const took = recoverExport(emulatorData);
  if (took) console.log(`The last save was cut short: the emulators' data comes from ${took}.`);
  if (existsSync(join(emulatorData, EXPORT_METADATA))) persistence.push('--import', emulatorData);
  persistence.push('--export-on-exit', emulatorData);
  // firebase-tools exports through a temporary folder in its working folder (here): ones a killed export left behind go.
  for (const name of readdirSync(ROOT).filter((n) => n.startsWith('firebase-export-'))) {
    const path = join(ROOT, name);
    if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { recursive: true, force: true });
  }
}
const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
// A malformed URL must not stop the stack: scripts/hosting-guard.mjs answers it before the Hosting emulator parses it.
const guard = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import "${pathToFileURL(join(ROOT, 'scripts', 'hosting-guard.mjs')).href}"`.trim(),
  THALI_HOSTING_GUARD_PORT: String(PORTS.hosting),
};
const child = spawn(firebaseBin, ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', configFile, ...persistence], {
  cwd: ROOT,
  env: localEnv({ ...fnEnv, ...(found.ok ? found.env : {}), ...guard }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
const quiet = process.env.THALI_QUIET === '1';
let saving = false;
let saveTimer;
let saveFailed = false;
// The minute's save is not news: firebase-tools' two lines about it are left out.
const { next: nextExport } = exportFolders(emulatorData);
const savingLines = new RegExp(
  `^.*(Received export request\\. Exporting data to ${nextExport.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.|Export complete\\.).*\\n?`,
  'gm',
);
const relay = (stream, out) =>
  stream.on('data', (chunk) => {
    if (quiet) return;
    const text = saving ? String(chunk).replace(savingLines, '') : chunk;
    if (text.length) out.write(text);
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
  clearTimeout(saveTimer);
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

if (mode === 'emulator') {
  // On the emulators, seed through them once they answer (idempotent: it adds only what is missing); the site answers "starting" until then.
  await waitFor(`http://127.0.0.1:${PORTS.firestore}/`, { isAlive: () => alive });
  await waitFor(`http://127.0.0.1:${PORTS.auth}/`, { isAlive: () => alive });
  run('node', ['scripts/seed.mjs'], {
    env: localEnv({
      ...fnEnv,
      LOG_LEVEL: 'warn',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      ...(withStorage ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}` } : {}),
    }),
  });
  writeFileSync(readyFile, new Date().toISOString());
}
await waitFor(`${SITE_URL}/api/menu`, { isAlive: () => alive, timeoutMs: 120_000 });
await waitFor(`${SITE_URL}/`, { isAlive: () => alive, timeoutMs: 120_000 });

// On the Firestore emulator only an export saves the data, and firebase-tools exports only on Ctrl-C: this saves it
// every THALI_EXPORT_EVERY_S seconds too, into a folder beside it that then takes its place (swapIn), so that a killed
// stack loses at most that long and a kill during a save leaves the last complete one.
async function save() {
  if (stopping) return;
  saving = true;
  try {
    rmSync(nextExport, { recursive: true, force: true });
    await exportThroughHub(PORTS.hub, nextExport);
    // On Ctrl-C firebase-tools saves into the folder itself.
    if (stopping) rmSync(nextExport, { recursive: true, force: true });
    else swapIn(nextExport, emulatorData);
    if (saveFailed) console.log("Saving the emulators' data works again.");
    saveFailed = false;
  } catch (e) {
    if (!stopping && !saveFailed) console.warn(`Could not save the emulators' data to ${emulatorData} (will try again): ${e.message}`);
    saveFailed = true;
  } finally {
    saving = false;
    if (!stopping) saveTimer = setTimeout(save, exportEverySeconds * 1000);
  }
}
if (mode === 'emulator') saveTimer = setTimeout(save, exportEverySeconds * 1000);

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
    : `${found.describe}; ${withStorage ? 'images in the Storage emulator' : `images on disk under ${join(dataDir, 'media')}, since ${found.storage.why}`}; data saved in ${emulatorData} every ${exportEverySeconds} s and on Ctrl-C; project ${PROJECT_ID}`;
const url = dev ? 'http://127.0.0.1:5173 (hot reload; the built site stays at ' + SITE_URL + ')' : SITE_URL;
console.log(
  `\nThali House is up in ${mode === 'emulator' ? (withStorage ? 'emulator' : 'emulator (Firestore emulator, images on disk)') : 'embedded'} mode (${where}) at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s — admin login: phone ${LOCAL_ADMIN.phone}, password ${LOCAL_ADMIN.password}. Ctrl-C stops it.`,
);
