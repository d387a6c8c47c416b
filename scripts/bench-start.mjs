#!/usr/bin/env node
// Budget: `npm start` serves the site within 60 s of starting, once dependencies are installed.
// Measures a cold start (fresh data folder: build, seed, emulators) and a warm restart (data kept),
// each up to the moment / and /api/menu both answer 200, then the time Ctrl-C takes to stop.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, localEnv, waitFor } from './lib.mjs';

const BUDGET_S = 60;
const offset = process.env.PORT_OFFSET ?? '800';
const site = `http://127.0.0.1:${5000 + Number(offset)}`;
const dataDir = join(tmpdir(), `thali-bench-start-${process.pid}`);

async function once(label) {
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
    `${label.padEnd(14)} serving after ${up.toFixed(1)} s (budget ${BUDGET_S} s) ${up <= BUDGET_S ? 'ok' : 'OVER BUDGET'}; Ctrl-C stopped it in ${stop.toFixed(1)} s`,
  );
  return up;
}

rmSync(dataDir, { recursive: true, force: true });
try {
  const cold = await once('cold start');
  const warm = await once('warm restart');
  process.exitCode = Math.max(cold, warm) <= BUDGET_S ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
