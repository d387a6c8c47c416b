#!/usr/bin/env node
// Two cold starts, each against its budget:
// - The function's (a first guest after a quiet hour): in fresh node processes, the deployed module's load
//   (functions/lib/index.js, budget 400 ms), the first answer to GET / (budget 1 s: the app built, the Firestore SDK
//   loaded, its channel opened and the page's first reads, the renderer loaded), and on its own, a first Firestore read
//   from a fresh process. Run as deployed (THALI_MODE unset), against the Firestore emulator: started here where the
//   machine can run it (scripts/emulators.mjs), else the reads and the first answer are not measured, and it says so.
// - `npm start`'s (budget 60 s once dependencies are installed): a cold start (fresh data folder: build, seed,
//   emulators) and a warm restart (data kept), each up to the moment / and /api/menu both answer 200, then the time
//   Ctrl-C takes to stop.
//   node scripts/bench-start.mjs [--function | --stack]   (both by default)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectEmulators } from './emulators.mjs';
import { PROJECT_ID, ROOT, localEnv, waitFor } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const only = args.has('--function') ? 'function' : args.has('--stack') ? 'stack' : null;

const FUNCTION_BUDGETS = { loadMs: 400, firstAnswerMs: 1000 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Packages that must wait for a route that needs them: loaded at start, each would be paid by every cold start. */
export const HEAVY = [
  'firebase-admin/lib/firestore',
  '@google-cloud/firestore',
  '@google-cloud/storage',
  'google-gax',
  'sharp',
  'razorpay',
  'better-sqlite3',
  'render.cjs',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

/** One fresh process: the module's load, then GET / twice over real HTTP, as Cloud Run hands the function its first request. */
const answerProbe = (entry, heavy) => `
const heavy = ${JSON.stringify(heavy)};
const loadedHeavy = () => heavy.filter((h) => Object.keys(require.cache).some((f) => (h.endsWith('.cjs') ? f.endsWith('/' + h) : f.includes('/node_modules/' + h + '/'))));
const c0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
const { api } = require(${JSON.stringify(entry)});
const loadMs = Number(process.hrtime.bigint() - t0) / 1e6;
const c1 = process.cpuUsage(c0);
const atStart = loadedHeavy();
const server = require('node:http').createServer((req, res) => api(req, res));
server.listen(0, '127.0.0.1', async () => {
  const url = 'http://127.0.0.1:' + server.address().port + '/';
  const get = async () => {
    const c = process.cpuUsage();
    const t = process.hrtime.bigint();
    const res = await fetch(url);
    const html = await res.text();
    return { status: res.status, ms: Number(process.hrtime.bigint() - t) / 1e6,
      cpuMs: ((u) => (u.user + u.system) / 1000)(process.cpuUsage(c)), named: new Set(html.match(/\\/assets\\/[^"]+\\.js/g) || []).size };
  };
  const first = await get();
  const warm = await get();
  process.stdout.write(JSON.stringify({ loadMs, loadCpuMs: (c1.user + c1.system) / 1000, atStart, first, warm, afterFirst: loadedHeavy() }));
  process.exit(0);
});
`;

/** One fresh process: the Firestore SDK's load, then its first and second read of a document. */
const readProbe = `
const t0 = process.hrtime.bigint();
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const sdkMs = Number(process.hrtime.bigint() - t0) / 1e6;
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
(async () => {
  const t1 = process.hrtime.bigint();
  await db.doc('settings/current').get();
  const firstMs = Number(process.hrtime.bigint() - t1) / 1e6;
  const t2 = process.hrtime.bigint();
  await db.doc('settings/current').get();
  const secondMs = Number(process.hrtime.bigint() - t2) / 1e6;
  process.stdout.write(JSON.stringify({ sdkMs, firstMs, secondMs }));
  process.exit(0);
})();
`;

/** The environment the deployed function starts with: its params from functions/.env.example, a stand-in key, no THALI_MODE. */
export function deployedEnv(pagesDir) {
  const params = Object.fromEntries(
    readFileSync(join(ROOT, 'functions', '.env.example'), 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const env = localEnv({
    ...params,
    SMS_API_KEY: 'bench-stand-in',
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.firebasestorage.app` }),
    LOG_LEVEL: 'silent',
    ...(pagesDir ? { THALI_PAGES_DIR: pagesDir } : {}),
  });
  for (const key of ['THALI_MODE', 'FUNCTIONS_EMULATOR', 'DATA_DIR', 'THALI_MEDIA']) delete env[key];
  return env;
}

function probe(code, env) {
  const r = spawnSync(process.execPath, ['-e', code], { cwd: join(ROOT, 'functions'), env, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`the probe failed (${r.status ?? r.signal}):\n${r.stderr || r.stdout}`);
  return JSON.parse(r.stdout);
}

function functionColdPath() {
  const entry = join(ROOT, 'functions', 'lib', 'index.js');
  if (!existsSync(entry)) throw new Error('functions/lib/index.js is missing: run `npm run build -w functions` first.');
  const onFirestore = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (!onFirestore) {
    const found = detectEmulators();
    if (found.ok) {
      // Again, inside the Firestore emulator (with-emulators sets FIRESTORE_EMULATOR_HOST), on this run's own ports.
      const r = spawnSync(
        process.execPath,
        [join(ROOT, 'scripts', 'with-emulators.mjs'), '--firestore', process.execPath, join(ROOT, 'scripts', 'bench-start.mjs'), '--function'],
        {
          cwd: ROOT,
          env: { ...process.env, PORT_OFFSET: process.env.PORT_OFFSET ?? '800' },
          stdio: ['ignore', 'pipe', 'inherit'],
          encoding: 'utf8',
        },
      );
      // firebase-tools' own lines go; the bench's stay.
      process.stdout.write(
        r.stdout
          .split('\n')
          .filter((l) => !/^(i|✔|⚠)\s/.test(l))
          .join('\n'),
      );
      return r.status === 0;
    }
    console.log(`No Firestore emulator here (${found.why}): the first answer and the first Firestore read are not measured.`);
  }
  // Deployed, the pages' renderer sits in functions/pages (npm run build:pages); a local build leaves it in web/dist-server.
  const pagesDir = [join(ROOT, 'functions', 'pages'), join(ROOT, 'web', 'dist-server')].find((d) => existsSync(join(d, 'render.cjs')));
  const env = deployedEnv(pagesDir);

  const runs = [];
  const reads = [];
  for (let i = 0; i < RUNS; i++) {
    if (!onFirestore) {
      runs.push(
        probe(
          `const c0 = process.cpuUsage(); const t0 = process.hrtime.bigint(); require(${JSON.stringify(entry)});
        const c1 = process.cpuUsage(c0); process.stdout.write(JSON.stringify({ loadMs: Number(process.hrtime.bigint() - t0) / 1e6, loadCpuMs: (c1.user + c1.system) / 1000, atStart: [] }));`,
          env,
        ),
      );
      continue;
    }
    runs.push(probe(answerProbe(entry, HEAVY), env));
    reads.push(probe(readProbe, env));
  }
  const load = runs.map((r) => r.loadMs);
  const loadOk = median(load) <= FUNCTION_BUDGETS.loadMs;
  console.log(`function cold path, ${RUNS} fresh node processes each, as deployed${onFirestore ? ', on the Firestore emulator (unseeded project)' : ''}:`);
  console.log(
    `  module load            ${fmt(load)}; budget ${FUNCTION_BUDGETS.loadMs} ms ${loadOk ? 'ok' : 'OVER BUDGET'} (CPU time median ${median(runs.map((r) => r.loadCpuMs)).toFixed(0)} ms, steadier on a busy machine)`,
  );
  const atStart = [...new Set(runs.flatMap((r) => r.atStart))];
  console.log(`  heavy modules loaded at start: ${atStart.length ? atStart.join(', ') : 'none'} (of ${HEAVY.join(', ')})`);
  if (!onFirestore) return loadOk;

  const failed = runs.filter((r) => r.first.status !== 200 || r.warm.status !== 200);
  if (failed.length)
    console.log(
      `  GET / answered ${failed.map((r) => `${r.first.status}/${r.warm.status}`).join(', ')}: ${pagesDir ? '' : 'no renderer built (npm run build:pages)'}`,
    );
  const first = runs.map((r) => r.first.ms);
  const firstOk = failed.length === 0 && median(first) <= FUNCTION_BUDGETS.firstAnswerMs;
  console.log(
    `  first answer to GET /  ${fmt(first)}; budget ${FUNCTION_BUDGETS.firstAnswerMs} ms ${firstOk ? 'ok' : 'OVER BUDGET'} (after the load; CPU time median ${median(runs.map((r) => r.first.cpuMs)).toFixed(0)} ms; the page names ${runs[0].first.named} scripts)`,
  );
  console.log(`  module load + first answer: median ${median(runs.map((r) => r.loadMs + r.first.ms)).toFixed(0)} ms`);
  console.log(`  second answer (warm)   ${fmt(runs.map((r) => r.warm.ms))}`);
  console.log(`  loaded by the first answer: ${[...new Set(runs.flatMap((r) => r.afterFirst))].join(', ') || 'none'}`);
  console.log(`  Firestore SDK load     ${fmt(reads.map((r) => r.sdkMs))} (fresh process, on its own)`);
  console.log(`  first Firestore read   ${fmt(reads.map((r) => r.firstMs))} (channel opened; a second read: ${fmt(reads.map((r) => r.secondMs))})`);
  return loadOk && firstOk;
}

const STACK_BUDGET_S = 60;

async function stackStart(label, offset, dataDir) {
  const site = `http://127.0.0.1:${5000 + Number(offset)}`;
  const started = Date.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: localEnv({ PORT_OFFSET: offset, DATA_DIR: dataDir, THALI_QUIET: '1' }),
    stdio: 'ignore',
    detached: true,
  });
  let alive = true;
  child.on('exit', () => (alive = false));
  try {
    await waitFor(`${site}/`, { timeoutMs: 180_000, isAlive: () => alive });
    await waitFor(`${site}/api/menu`, { timeoutMs: 180_000, isAlive: () => alive });
  } catch (e) {
    if (alive) process.kill(-child.pid, 'SIGKILL');
    throw e;
  }
  const up = (Date.now() - started) / 1000;
  const stopAt = Date.now();
  process.kill(-child.pid, 'SIGINT');
  while (alive && Date.now() - stopAt < 30_000) await new Promise((r) => setTimeout(r, 100));
  const stop = (Date.now() - stopAt) / 1000;
  if (alive) process.kill(-child.pid, 'SIGKILL');
  console.log(
    `${label.padEnd(14)} serving after ${up.toFixed(1)} s (budget ${STACK_BUDGET_S} s) ${up <= STACK_BUDGET_S ? 'ok' : 'OVER BUDGET'}; Ctrl-C stopped it in ${stop.toFixed(1)} s`,
  );
  return up;
}

async function npmStart() {
  const offset = process.env.PORT_OFFSET ?? '800';
  const dataDir = join(tmpdir(), `thali-bench-start-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  try {
    console.log('npm start:');
    const cold = await stackStart('cold start', offset, dataDir);
    const warm = await stackStart('warm restart', offset, dataDir);
    return Math.max(cold, warm) <= STACK_BUDGET_S;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The heavy modules (HEAVY) that loading the built function as deployed brings in: none, while they wait for their routes. */
export function heavyLoadedAtStart(entry = join(ROOT, 'functions', 'lib', 'index.js')) {
  const code = `require(${JSON.stringify(entry)});
    const heavy = ${JSON.stringify(HEAVY)};
    process.stdout.write(JSON.stringify(heavy.filter((h) => Object.keys(require.cache).some((f) => (h.endsWith('.cjs') ? f.endsWith('/' + h) : f.includes('/node_modules/' + h + '/'))))));`;
  return probe(code, deployedEnv());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let ok = true;
  if (only !== 'stack') ok = functionColdPath() && ok;
  if (only !== 'function') ok = (await npmStart()) && ok;
  process.exitCode = ok ? 0 : 1;
}
