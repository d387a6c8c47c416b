#!/usr/bin/env node
// `npm run test:hours`: the API and end-to-end suites at four hours of the restaurant's day (Kolkata), each with its
// files in a shuffled order, to prove that no test depends on the hour it runs at or on the journeys before it.
// Too long for every `npm test` (about four suites' worth); run it after changing hours, bookings or ordering rules.
//   HOURS=00:30,12:00 npm run test:hours     some hours only
//   TEST_ONLY=api npm run test:hours          the API suite only (TEST_ONLY=e2e: the journeys only)
//   THALI_MODE=embedded npm run test:hours    the journeys on the embedded store (else as `npm start` chooses)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureDependencies, localEnv } from './lib.mjs';

ensureDependencies();
const hours = (process.env.HOURS ?? '00:30,03:00,07:59,12:00,23:45').split(',').map((h) => h.trim());
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const wanted = (stage) => !only || only.includes(stage);
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');

const runs = [];
hours.forEach((at, i) => {
  // A different order for each hour, printed so that a failing order can be run again (--sequence.seed).
  const seed = Number(process.env.SEED ?? Date.now() % 100_000) + i;
  const shuffle = ['--sequence.shuffle.files', `--sequence.seed=${seed}`];
  if (wanted('api')) {
    const args = [join(ROOT, 'scripts', 'with-emulators.mjs'), vitest, 'run', '-c', 'vitest.api.config.ts', ...shuffle];
    runs.push({ what: `api at ${at} (seed ${seed})`, ...timed(process.execPath, args, join(ROOT, 'functions'), { THALI_TEST_AT: at }) });
  }
  if (wanted('e2e')) {
    const args = [join(ROOT, 'scripts', 'e2e.mjs'), `--results=${join(ROOT, 'artifacts', 'results', `e2e-${at.replace(':', '')}.json`)}`, ...shuffle];
    runs.push({ what: `e2e at ${at} (seed ${seed})`, ...timed(process.execPath, args, ROOT, { E2E_AT: at }) });
  }
});

function timed(cmd, args, cwd, env) {
  console.log(`\n━━ ${cmd === process.execPath ? 'node' : cmd} ${args.map((a) => a.replace(ROOT + '/', '')).join(' ')} (${JSON.stringify(env)}) ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: localEnv({ LOG_LEVEL: 'silent', ...env }) });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

console.log('\n━━ hours ━━');
for (const r of runs) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.what.padEnd(30)} ${r.seconds.padStart(5)} s`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
