#!/usr/bin/env node
// Goal: GET /api/menu serves at least 0.6 of what a bare node:http server serving the same bytes does,
// with p99 latency at most 20 ms, under autocannon with 50 connections on loopback.
// The real app (createApp over SQLite with the seeded menu, no auth needed) and the bare server run in
// one worker thread of this process, one at a time; autocannon runs on the main thread.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ROOT } from './lib.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The two servers take turns, one second at a time, so that load from elsewhere on the machine hits both alike. */
const ROUNDS = SECONDS;
const GOAL_RATIO = 0.6;
const GOAL_P99_MS = 20;
const lib = (p) => join(ROOT, 'functions', 'lib', p);

/** The functions' compiled code: built when missing. */
function loadFunctions() {
  if (!existsSync(lib('app.js'))) {
    const r = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not build functions/');
  }
  const require = createRequire(import.meta.url);
  return {
    createHandler: require(lib('app.js')).createHandler,
    SqliteStore: require(lib('adapters/sqlite-store.js')).SqliteStore,
    DiskMedia: require(lib('adapters/disk-media.js')).DiskMedia,
    LogSms: require(lib('adapters/sms-log.js')).LogSms,
    seed: require(lib('services/seed.js')).seed,
  };
}

const noAuth = {
  mint: async () => {
    throw new Error('no auth in the benchmark');
  },
  verify: async () => {
    throw new Error('no auth in the benchmark');
  },
};

function depsFor(f, dir) {
  const store = new f.SqliteStore(join(dir, 'thali.db'));
  const outbox = new f.SqliteStore(join(dir, 'thali.db'));
  const clock = { now: () => new Date() };
  const mediaRoot = join(dir, 'media');
  return { mode: 'embedded', store, outbox, clock, media: new f.DiskMedia(mediaRoot), mediaRoot, sms: new f.LogSms(outbox, clock), auth: noAuth };
}

async function serve() {
  const { createServer } = await import('node:http');
  const f = loadFunctions();
  const deps = depsFor(f, workerData.dir);
  const servers = [];
  const listen = (server) =>
    new Promise((resolve) => {
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    });
  const appPort = await listen(createServer(f.createHandler(deps)));
  const first = await fetch(`http://127.0.0.1:${appPort}/api/menu`);
  const bytes = Buffer.from(await first.arrayBuffer());
  const type = first.headers.get('content-type');
  const barePort = await listen(
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      res.end(bytes);
    }),
  );
  parentPort.on('message', async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await deps.store.close();
    await deps.outbox.close();
    parentPort.close();
  });
  parentPort.postMessage({ appPort, barePort, bytes: bytes.length });
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'thali-bench-menu-'));
  const f = loadFunctions();
  const deps = depsFor(f, dir);
  process.env.LOG_LEVEL ??= 'silent';
  await f.seed(deps, { artDir: join(ROOT, 'functions', 'seed', 'art'), localAdmin: false });
  await deps.store.close();
  await deps.outbox.close();

  const worker = new Worker(new URL(import.meta.url), { workerData: { dir }, env: { ...process.env, LOG_LEVEL: 'silent' } });
  try {
    const { appPort, barePort, bytes } = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const appUrl = `http://127.0.0.1:${appPort}/api/menu`;
    const bareUrl = `http://127.0.0.1:${barePort}/api/menu`;
    console.log(`GET /api/menu: ${bytes} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of 1 s per server, after 1 s of warm-up each`);
    await run(bareUrl, 1);
    await run(appUrl, 1);
    const bare = [];
    const app = [];
    for (let i = 0; i < ROUNDS; i++) {
      bare.push(await run(bareUrl, 1));
      app.push(await run(appUrl, 1));
    }
    const total = (rs) => rs.reduce((n, r) => n + r.requests.total, 0);
    const failed = app.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    const ratio = total(app) / total(bare);
    const row = (label, rs) =>
      `${label.padEnd(16)} ${(total(rs) / ROUNDS).toFixed(0).padStart(7)} req/s   p50 ${String(median(rs.map((r) => r.latency.p50))).padStart(3)} ms   p99 ${String(median(rs.map((r) => r.latency.p99))).padStart(3)} ms (worst round ${Math.max(...rs.map((r) => r.latency.p99))} ms)`;
    console.log(row('bare node:http', bare));
    console.log(row('app /api/menu', app));
    const p99 = median(app.map((r) => r.latency.p99));
    console.log(`ratio ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? 'ok' : 'BELOW GOAL'}`);
    console.log(`p99 ${p99} ms, median of the rounds (goal <= ${GOAL_P99_MS} ms) ${p99 <= GOAL_P99_MS ? 'ok' : 'OVER GOAL'}`);
    if (failed > 0) console.log(`${failed} requests failed (non-2xx, errors or timeouts)`);
    const [load1] = (await import('node:os')).loadavg();
    console.log(`load average while measuring: ${load1.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores`);
    process.exitCode = ratio >= GOAL_RATIO && p99 <= GOAL_P99_MS && failed === 0 ? 0 : 1;
  } finally {
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await serve();
