#!/usr/bin/env node
// Starts the stack exactly as `npm start` does (fresh data folder; on the Firestore emulator where the machine can run
// it, else the embedded store; THALI_MODE forces one), runs the Chromium journeys in e2e/, and stops it.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SITE_URL, chromiumPath, localEnv, waitFor } from './lib.mjs';

// Arguments other than --results= go to vitest, e.g. a file filter: node scripts/e2e.mjs ordering
// E2E_AT=HH:MM runs the journeys with the server's clock, and each page's (Playwright's clock), at the next HH:MM in
// the restaurant's time zone (Asia/Kolkata), e.g. E2E_AT=23:30 node scripts/e2e.mjs --sequence.shuffle.files: the
// suite must pass at any hour. Each journey file then starts at E2E_AT again, on the next day (e2e/support/clock-pin.ts),
// so that a run of half an hour started at 23:45 never carries the files after the first few past midnight.
const resultsArg = process.argv.find((a) => a.startsWith('--results='));
const vitestArgs = process.argv.slice(2).filter((a) => !a.startsWith('--results='));
const results = resultsArg ? resultsArg.slice('--results='.length) : join(ROOT, 'artifacts', 'results', 'e2e.json');

if (!chromiumPath()) {
  console.error('Chromium is missing: install it (apt-get install -y chromium) or set CHROME_PATH. .ci/run installs it.');
  process.exit(1);
}

const dataDir = join(ROOT, '.test-data', `e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const clockOffsetMs = process.env.E2E_AT ? offsetTo(process.env.E2E_AT) : 0;
// The dev clock's file (FileOffsetClock), read by the server from its first request on.
if (clockOffsetMs) writeFileSync(join(dataDir, 'clock-offset'), String(clockOffsetMs));

/**
 * The offset from now to the next HH:MM in Kolkata (the seeded restaurant's time zone): later today, or tomorrow.
 * Ahead, never behind: the dev clock moves forward only (POST /api/dev/clock).
 */
function offsetTo(hhmm) {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`E2E_AT must be HH:MM, not ${hhmm}`);
  const IST_MS = 5.5 * 3600_000;
  const today = new Date(Date.now() + IST_MS).toISOString().slice(0, 10);
  const at = Date.parse(`${today}T${m[1]}:${m[2]}:00.000Z`) - IST_MS;
  return (at > Date.now() ? at : at + 24 * 3600_000) - Date.now();
}
mkdirSync(join(ROOT, 'artifacts'), { recursive: true });
const logFile = join(ROOT, 'artifacts', `e2e-stack${process.env.PORT_OFFSET ? `-${process.env.PORT_OFFSET}` : ''}.log`);
const log = createWriteStream(logFile);

try {
  await fetch(SITE_URL, { signal: AbortSignal.timeout(1000) });
  console.error(`Something already answers at ${SITE_URL}: stop it (npm start?) before running the end-to-end tests.`);
  process.exit(1);
} catch {
  // nothing is listening: good
}

const stack = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  // Every transaction callback runs twice, as Firestore may run it; THALI_QUERY_LOG (from npm test) records query shapes.
  env: localEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info', THALI_RERUN_TRANSACTIONS: '1' }),
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
stack.stdout.pipe(log);
stack.stderr.pipe(log);
// start.mjs's one line says which mode and store the journeys run on.
let upLine = '';
stack.stdout.on('data', (chunk) => {
  const line = String(chunk)
    .split('\n')
    .find((l) => l.startsWith('Thali House is up'));
  if (line) upLine = line;
});
let alive = true;
stack.on('exit', () => (alive = false));

const stop = async () => {
  if (!alive) return;
  process.kill(-stack.pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (alive && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (alive) process.kill(-stack.pid, 'SIGKILL');
};

let code = 1;
try {
  const started = Date.now();
  // The journeys start after the stack's "up" line, which it prints once it has built, seeded and answered /api/menu
  // (on the Firestore emulator the site answers "starting" until seeded): a build on a busy machine takes minutes.
  const deadline = Date.now() + 480_000;
  while (!upLine && alive && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (!upLine) throw new Error(alive ? 'the stack did not say it was up within 8 minutes' : 'the stack exited before it was up');
  await waitFor(`${SITE_URL}/api/menu`, { timeoutMs: 30_000, isAlive: () => alive });
  console.log(`stack up after ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile.slice(ROOT.length + 1)})`);
  if (upLine) console.log(upLine.trim());
  if (clockOffsetMs) console.log(`server clock at ${process.env.E2E_AT} in Kolkata (offset ${clockOffsetMs} ms)`);
  const r = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '-c', 'e2e/vitest.config.ts', ...vitestArgs, '--reporter=default', '--reporter=json', `--outputFile=${results}`],
    { cwd: ROOT, stdio: 'inherit', env: localEnv({ E2E_BASE_URL: SITE_URL, E2E_DATA_DIR: dataDir, E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) }) },
  );
  code = r.status ?? 1;
} catch (e) {
  console.error(`end-to-end run failed before the tests: ${e.message} (see ${logFile.slice(ROOT.length + 1)})`);
} finally {
  await stop();
  log.end();
}
process.exit(code);
