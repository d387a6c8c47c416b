#!/usr/bin/env node
// `npm test`: every check, in order, then one summary line of counts.
//   1. typecheck, lint and format (Prettier); unit tests (vitest) of functions and web, and of the scripts (deploy:check)
//   2. the DocStore contract suite (SQLite, the in-process Firestore emulator, and a real one when FIRESTORE_EMULATOR_HOST is set)
//   3. API tests over real HTTP, with auth through the Auth emulator (firebase emulators:exec)
//   4. end-to-end journeys in Chromium against the stack `npm start` runs
//   5. the query census: every query shape the API and end-to-end runs made is listed in
//      firestore.query-shapes.json, and each has its index in firestore.indexes.json
// Set TEST_ONLY=unit,contract,api,e2e to run some stages only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureDependencies, localEnv } from './lib.mjs';

ensureDependencies();

const RESULTS = join(ROOT, 'artifacts', 'results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
// The embedded store records the shape of every query it answers here (API and end-to-end runs).
const QUERY_LOG = join(ROOT, 'artifacts', 'query-shapes');
rmSync(QUERY_LOG, { recursive: true, force: true });
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const vitest = (name, cwd, config) => ({
  name,
  cmd: bin('vitest'),
  args: ['run', ...(config ? ['-c', config] : []), '--reporter=default', '--reporter=json', `--outputFile=${join(RESULTS, `${name}.json`)}`],
  cwd,
  results: join(RESULTS, `${name}.json`),
});

const stages = [
  { group: 'unit', name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], cwd: ROOT },
  { group: 'unit', name: 'lint', cmd: bin('eslint'), args: ['.'], cwd: ROOT },
  { group: 'unit', name: 'format', cmd: bin('prettier'), args: ['--check', '.'], cwd: ROOT },
  { group: 'unit', name: 'build-functions', cmd: 'npm', args: ['run', 'build', '-w', 'functions'], cwd: ROOT },
  { group: 'unit', ...vitest('unit-functions', join(ROOT, 'functions')) },
  { group: 'unit', ...vitest('unit-web', join(ROOT, 'web')) },
  { group: 'unit', ...vitest('unit-scripts', ROOT, 'scripts/vitest.config.mjs') },
  { group: 'contract', ...vitest('contract', join(ROOT, 'functions'), 'vitest.contract.config.ts') },
  (() => {
    const v = vitest('api', join(ROOT, 'functions'), 'vitest.api.config.ts');
    return { group: 'api', ...v, cmd: process.execPath, args: [join(ROOT, 'scripts', 'with-auth-emulator.mjs'), v.cmd, ...v.args] };
  })(),
  {
    group: 'e2e',
    name: 'e2e',
    cmd: process.execPath,
    args: [join(ROOT, 'scripts', 'e2e.mjs'), `--results=${join(RESULTS, 'e2e.json')}`],
    cwd: ROOT,
    results: join(RESULTS, 'e2e.json'),
  },
  {
    group: 'census',
    after: ['api', 'e2e'],
    name: 'query-census',
    cmd: process.execPath,
    args: [join(ROOT, 'scripts', 'query-census.mjs'), 'check', QUERY_LOG],
    cwd: ROOT,
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
const ran = new Set();
for (const stage of stages) {
  // The census follows the stages that record query shapes, and needs at least one of them.
  const selected = stage.after ? stage.after.some((g) => ran.has(g)) : !only || only.includes(stage.group) || only.includes(stage.name);
  if (!selected) continue;
  ran.add(stage.group);
  console.log(`\n━━ ${stage.name} ━━`);
  const started = Date.now();
  const r = spawnSync(stage.cmd, stage.args, { cwd: stage.cwd, stdio: 'inherit', env: localEnv({ LOG_LEVEL: 'silent', THALI_QUERY_LOG: QUERY_LOG }) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  let failedTests = 0;
  if (stage.results && existsSync(stage.results)) {
    const j = JSON.parse(readFileSync(stage.results, 'utf8'));
    const skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += skipped;
    failedTests = j.numFailedTests;
    counts = `${j.numPassedTests} passed, ${j.numFailedTests} failed, ${skipped} skipped`;
  }
  const ok = r.status === 0 && failedTests === 0;
  if (!ok && !failedTests) totals.failed += 1; // a stage that failed outside any test (typecheck, lint, a crash) counts once
  report.push({ stage: stage.name, ok, seconds, counts });
}

console.log('\n━━ summary ━━');
for (const s of report) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.stage.padEnd(16)} ${s.seconds.padStart(6)} s  ${s.counts}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(report.every((s) => s.ok) ? 0 : 1);
