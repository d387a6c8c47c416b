#!/usr/bin/env node
// `npm test`: every check, in order, then one summary line of counts.
//   1. typecheck, lint and format (Prettier); unit tests (vitest) of functions and web, and of the scripts (deploy:check)
//   2. the DocStore contract suite (SQLite, the in-process Firestore emulator, and the real Cloud Firestore emulator),
//      and the security rules on the real emulator (@firebase/rules-unit-testing)
//   3. API tests over real HTTP, with auth through the Auth emulator (firebase emulators:exec): on the embedded
//      SQLite store, and again on the real Firestore emulator
//   4. end-to-end journeys in Chromium against the stack `npm start` runs (on the Firestore emulator where it can run)
//   5. the query census: every query shape the API and end-to-end runs made is listed in
//      firestore.query-shapes.json, and each has its index in firestore.indexes.json
// The real Firestore emulator needs a Java 21+ and the emulator (scripts/emulators.mjs). Where they are missing, the
// stages that need it say they were skipped and why, and everything else runs on the embedded store.
// Set TEST_ONLY=unit,contract,api,e2e (or a stage's name) to run some stages only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { detectEmulators } from './emulators.mjs';
import { ROOT, ensureDependencies, localEnv } from './lib.mjs';

ensureDependencies();
const emulator = detectEmulators();
console.log(
  emulator.ok
    ? `Firestore emulator: ${emulator.describe}. The contract, rules, API and end-to-end stages run on it.`
    : `Firestore emulator: not used, because ${emulator.why}. Its stages are skipped; everything else runs on the embedded store.`,
);

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
  (() => {
    const contract = { group: 'contract', ...vitest('contract', join(ROOT, 'functions'), 'vitest.contract.config.ts') };
    return emulator.ok ? onEmulators(contract, { firestore: true }) : contract;
  })(),
  needsEmulator(onEmulators({ group: 'contract', ...vitest('rules', join(ROOT, 'functions'), 'vitest.emulator.config.ts') }, { firestore: true })),
  // One after the other: run beside the SQLite run, the emulator's lock handling slowed past its races' time limits.
  onEmulators({ group: 'api', ...vitest('api', join(ROOT, 'functions'), 'vitest.api.config.ts') }),
  needsEmulator(
    onEmulators(
      { group: 'api', ...vitest('api-firestore', join(ROOT, 'functions'), 'vitest.api.config.ts'), env: { THALI_TEST_STORE: 'firestore' } },
      { firestore: true },
    ),
  ),
  {
    group: 'e2e',
    name: emulator.ok ? 'e2e-firestore' : 'e2e',
    cmd: process.execPath,
    args: [join(ROOT, 'scripts', 'e2e.mjs'), `--results=${join(RESULTS, 'e2e.json')}`],
    cwd: ROOT,
    results: join(RESULTS, 'e2e.json'),
  },
  needsEmulator({ group: 'e2e', ...vitest('restart-firestore', ROOT, 'scripts/vitest.stack.config.mjs') }),
  {
    group: 'census',
    after: ['api', 'e2e'],
    name: 'query-census',
    cmd: process.execPath,
    args: [join(ROOT, 'scripts', 'query-census.mjs'), 'check', QUERY_LOG],
    cwd: ROOT,
  },
];

/** A stage run under `firebase emulators:exec`: the Auth emulator, and the Firestore emulator with firestore: true. */
function onEmulators(stage, { firestore = false } = {}) {
  const wrapper = [join(ROOT, 'scripts', 'with-emulators.mjs'), ...(firestore ? ['--firestore'] : [])];
  return { ...stage, cmd: process.execPath, args: [...wrapper, stage.cmd, ...stage.args] };
}

/** A stage that runs only where the Firestore emulator can: elsewhere it is reported as skipped, with the reason. */
function needsEmulator(stage) {
  return emulator.ok ? stage : { ...stage, skip: `the Firestore emulator can't run here: ${emulator.why}` };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
const ran = new Set();
const selected = stages.filter((stage) => {
  // The census follows the stages that record query shapes, and needs at least one of them.
  const chosen = stage.after ? stage.after.some((g) => ran.has(g)) : !only || only.includes(stage.group) || only.includes(stage.name);
  if (chosen) ran.add(stage.group);
  return chosen;
});
/** Each failed test of a results file, by file and name, with the first line of its error. */
function failedNames(results) {
  return (results.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${relative(ROOT, file.name)} > ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`),
  );
}

/** Runs a stage, printing as it goes, and reads its counts from its results file. */
async function runStage(stage) {
  if (stage.skip) return { stage: stage.name, ok: true, seconds: '0.0', counts: `skipped: ${stage.skip}` };
  const started = Date.now();
  const child = spawn(stage.cmd, stage.args, {
    cwd: stage.cwd,
    stdio: 'inherit',
    env: localEnv({ LOG_LEVEL: 'silent', THALI_QUERY_LOG: QUERY_LOG, ...stage.env }),
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  let failedTests = 0;
  let failures = [];
  if (stage.results && existsSync(stage.results)) {
    const j = JSON.parse(readFileSync(stage.results, 'utf8'));
    const skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += skipped;
    failedTests = j.numFailedTests;
    counts = `${j.numPassedTests} passed, ${j.numFailedTests} failed, ${skipped} skipped`;
    failures = failedNames(j);
  }
  const ok = status === 0 && failedTests === 0;
  if (!ok && !failedTests) totals.failed += 1; // a stage that failed outside any test (typecheck, lint, a crash) counts once
  return { stage: stage.name, ok, seconds, counts, failures };
}

for (const stage of selected) {
  console.log(`\n━━ ${stage.name} ━━`);
  if (stage.skip) console.log(`skipped: ${stage.skip}`);
  report.push(await runStage(stage));
}

console.log('\n━━ summary ━━');
for (const s of report) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.stage.padEnd(16)} ${s.seconds.padStart(6)} s  ${s.counts}`);
// The failed tests come last, so that a log cut to its end still names them.
const failures = report.flatMap((s) => (s.failures ?? []).map((f) => `  failed in ${s.stage}: ${f}`));
for (const line of failures.slice(0, 20)) console.log(line);
if (failures.length > 20) console.log(`  …and ${failures.length - 20} more failed tests in the stages' results files`);
console.log(emulator.ok ? `Firestore emulator: ${emulator.describe}` : `Firestore emulator: not used (${emulator.why})`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(report.every((s) => s.ok) ? 0 : 1);
