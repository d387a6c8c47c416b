#!/usr/bin/env node
// Budget: the deployed function's module (functions/lib/index.js) loads within 400 ms, the median of
// fresh node processes. Cloud Functions pays it on every cold start, and `firebase deploy` loads the
// module too, to read what it declares. Measured as deployed (THALI_MODE=deployed), with no network.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, localEnv } from './lib.mjs';

const BUDGET_MS = 400;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const entry = join(ROOT, 'functions', 'lib', 'index.js');
if (!existsSync(entry)) {
  console.error('functions/lib/index.js is missing: run `npm run build -w functions` first.');
  process.exit(1);
}

const probe = `
const c0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
require(${JSON.stringify(entry)});
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
const c1 = process.cpuUsage(c0);
const cpuMs = (c1.user + c1.system) / 1000;
const loaded = Object.keys(require.cache);
// What the first request adds: the deployed adapters (Firestore, Storage clients; no network yet) and the app.
const t1 = process.hrtime.bigint();
const lib = ${JSON.stringify(join(ROOT, 'functions', 'lib'))};
const { buildDeps } = require(lib + '/wiring.js');
const { readConfig } = require(lib + '/config.js');
const { createHandler } = require(lib + '/app.js');
createHandler(buildDeps(readConfig(), { gateway: () => ({ provider: 'generic', url: '', apiKey: '', sender: '', templates: {} }), serviceAccount: 'thali-api@demo-thali.iam.gserviceaccount.com' }));
const firstMs = Number(process.hrtime.bigint() - t1) / 1e6;
process.stdout.write(JSON.stringify({ ms, cpuMs, firstMs, sqlite: loaded.some((f) => f.includes('better-sqlite3')), sharp: loaded.some((f) => /[\\\\/]sharp[\\\\/]/.test(f)) }));
`;
const env = localEnv({
  THALI_MODE: 'deployed',
  GCLOUD_PROJECT: 'demo-thali',
  FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-thali', storageBucket: 'demo-thali.firebasestorage.app' }),
  LOG_LEVEL: 'silent',
});
delete env.FUNCTIONS_EMULATOR;

const samples = [];
const firsts = [];
const cpus = [];
let last;
for (let i = 0; i < RUNS; i++) {
  const r = spawnSync(process.execPath, ['-e', probe], { cwd: join(ROOT, 'functions'), env, encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(`loading the function failed:\n${r.stderr}`);
    process.exit(1);
  }
  last = JSON.parse(r.stdout);
  samples.push(last.ms);
  firsts.push(last.firstMs);
  cpus.push(last.cpuMs);
}
samples.sort((a, b) => a - b);
firsts.sort((a, b) => a - b);
cpus.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
const within = median <= BUDGET_MS;
console.log(
  `function module load: median ${median.toFixed(0)} ms of ${RUNS} fresh processes (min ${samples[0].toFixed(0)}, max ${samples.at(-1).toFixed(0)}); budget ${BUDGET_MS} ms ${within ? 'ok' : 'OVER BUDGET'}; CPU time ${cpus[Math.floor(cpus.length / 2)].toFixed(0)} ms (steadier on a busy machine)`,
);
console.log(`then building the deployed app on the first request: median ${firsts[Math.floor(firsts.length / 2)].toFixed(0)} ms more (not budgeted)`);
console.log(`loaded at start-up: better-sqlite3 ${last.sqlite ? 'yes' : 'no'}, sharp ${last.sharp ? 'yes' : 'no'}`);
process.exitCode = within ? 0 : 1;
