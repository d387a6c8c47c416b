#!/usr/bin/env node
// Figures, not a test: p50 and p95 latency, and the Firestore reads and writes billed, of four operations of the real
// API (createHandler over buildDeps, as `npm start` wires it) on the embedded SQLite store and on the Cloud Firestore
// emulator: GET /api/menu, placing an order, a booking, and the admin dashboard. The only failure is a request that
// does not answer its expected status (exit 1, printing the reply).
//   npm run bench:store            (BENCH_N requests per operation, default 40, after 3 warm-ups)
// It runs itself under `firebase emulators:exec` (scripts/with-emulators.mjs; Auth always, Firestore where this machine
// can run it, scripts/emulators.mjs), on PORT_OFFSET=700 unless set, so that it never meets `npm start` or a test run.
// Each store is measured in a process of its own: firebase-admin's buildDeps reuses the first app it initialized.
// Uses the built functions (functions/lib), building them when missing. Writes artifacts/bench-store.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectEmulators } from './emulators.mjs';
import { LOCAL_ADMIN, LOCAL_APP_CHECK_DEBUG_TOKEN, PROJECT_ID, ROOT, localEnv } from './lib.mjs';

const N = Number(process.env.BENCH_N ?? 40);
const WARMUP = 3;
const SELF = join(ROOT, 'scripts', 'bench-store.mjs');
const OUT = join(ROOT, 'artifacts', 'bench-store.json');
const lib = (p) => join(ROOT, 'functions', 'lib', p);
/** Why the Firestore emulator is not measured, handed from the first process to the one under the emulators. */
const NO_FIRESTORE_ENV = 'BENCH_STORE_NO_FIRESTORE';
/** Which Java and Firestore emulator the first process found (under the emulators, the emulator is named by path only). */
const EMULATOR_ENV = 'BENCH_STORE_EMULATOR';
const STORES = {
  embedded: 'embedded (SQLite)',
  emulator: 'Cloud Firestore emulator',
};
/** Bookable times on the seeded 60-minute grid; with hours around the clock any of them is open. */
const BOOKING_TIMES = ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
const BOOKING_DAYS = 10;

if (!Number.isInteger(N) || N < 1) {
  console.error(`BENCH_N must be a whole number of at least 1, not ${process.env.BENCH_N}`);
  process.exit(2);
}

/** A request that did not answer its expected status: already printed. */
class BenchFailure extends Error {}

/** First process: builds the functions if needed, then runs this script again under the emulators. */
function underEmulators() {
  const started = performance.now();
  if (!existsSync(lib('wiring.js'))) {
    console.log('functions/lib/wiring.js is missing: building the functions (npm run build -w functions)...');
    const built = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) {
      console.error('could not build functions/');
      process.exit(1);
    }
  }
  const found = detectEmulators();
  const args = [join(ROOT, 'scripts', 'with-emulators.mjs'), ...(found.ok ? ['--firestore'] : []), process.execPath, SELF];
  const env = { ...process.env, PORT_OFFSET: process.env.PORT_OFFSET ?? '700' };
  if (!found.ok) env[NO_FIRESTORE_ENV] = found.why;
  else {
    delete env[NO_FIRESTORE_ENV];
    env[EMULATOR_ENV] = found.describe;
  }
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env });
  console.log(`bench:store took ${((performance.now() - started) / 1000).toFixed(1)} s of wall time, starting the emulators included`);
  process.exit(r.status ?? 1);
}

/** Under the emulators: one child process per store, then the tables and the JSON. */
async function measureAll() {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const why = firestoreHost ? null : process.env[NO_FIRESTORE_ENV] || 'FIRESTORE_EMULATOR_HOST is not set (the emulators were started without Firestore)';
  const emulatorLine = firestoreHost ? `${process.env[EMULATOR_ENV] || detectEmulators().describe} at ${firestoreHost}` : 'no Firestore emulator';
  console.log(
    `Store benchmark: ${emulatorLine}; Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}; N=${N} sequential requests per operation after ${WARMUP} warm-ups; node ${process.version}`,
  );
  if (why) console.log(`Firestore emulator: not measured, because ${why}`);

  const modes = firestoreHost ? ['embedded', 'emulator'] : ['embedded'];
  const results = {};
  let failed = false;
  for (const mode of modes) {
    const result = await runChild(mode);
    if (!result) {
      failed = true;
      break;
    }
    results[mode] = result;
    printTable(mode, result);
  }
  mkdirSync(join(ROOT, 'artifacts'), { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    n: N,
    warmup: WARMUP,
    node: process.version,
    loadAverage: loadavg()[0],
    cores: availableParallelism(),
    emulator: firestoreHost ? emulatorLine : null,
    firestoreNotMeasured: why,
    complete: !failed,
    stores: results,
  };
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  const [load1] = loadavg();
  console.log(`load average at the end: ${load1.toFixed(1)} on ${availableParallelism()} cores`);
  console.log(`figures written to ${OUT.slice(ROOT.length + 1)}`);
  process.exit(failed ? 1 : 0);
}

function runChild(mode) {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [SELF, `--child=${mode}`], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: localEnv({ LOG_LEVEL: 'silent' }),
    });
    let result = null;
    proc.on('message', (m) => (result = m));
    proc.on('exit', (code, signal) => {
      if (code !== 0 || !result) {
        console.error(`the ${STORES[mode]} run failed (${signal ?? `exit code ${code}`})`);
        resolve(null);
      } else resolve(result);
    });
  });
}

const fmtMs = (ms) => `${ms < 10 ? ms.toFixed(1) : ms.toFixed(0)} ms`;
const fmtCount = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

function printTable(mode, result) {
  const w = 34;
  console.log('');
  console.log(`${STORES[mode].padEnd(w)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'reads/op'.padStart(10)}${'writes/op'.padStart(11)}   of which outbox (r/w)`);
  for (const op of result.ops) {
    console.log(
      `  ${op.name.padEnd(w - 2)}${fmtMs(op.p50Ms).padStart(9)}${fmtMs(op.p95Ms).padStart(9)}${fmtCount(op.perOp.reads).padStart(10)}${fmtCount(op.perOp.writes).padStart(11)}   ${fmtCount(op.perOp.outboxReads)}/${fmtCount(op.perOp.outboxWrites)}`,
    );
  }
  console.log(
    `  (seeded in ${(result.seedMs / 1000).toFixed(1)} s; reads and writes as Firestore bills them, the dev outbox's included; mean of the ${N} measured requests)`,
  );
  console.log('');
  console.log(`${'Reads per view, order and poll'.padEnd(58)}${'reads'.padStart(7)}${'writes'.padStart(8)}`);
  for (const p of result.polls) {
    const figures = p.skipped ? `   not measured: ${p.skipped}` : `${fmtCount(p.reads).padStart(7)}${fmtCount(p.writes).padStart(8)}`;
    console.log(`  ${p.name.padEnd(56)}${figures}`);
  }
  console.log('  (one request each, after the same request once unmeasured where a cache fills; the dev outbox counted too)');
}

/** p-th percentile by nearest rank. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** One store: seed, serve the API on a free port, measure, clean up, and hand the figures to the parent. */
async function child(mode) {
  if (!STORES[mode]) throw new Error(`unknown store ${mode}`);
  process.env.LOG_LEVEL ??= 'silent';
  const require = createRequire(import.meta.url);
  const { buildDeps } = require(lib('wiring.js'));
  const { createHandler } = require(lib('app.js'));
  const { seed } = require(lib('services/seed.js'));
  const { readSettings, RESTAURANT_SETTINGS_ID } = require(lib('services/settings.js'));
  const { SETTINGS } = require(lib('domain/collections.js'));
  const { WEEKDAYS } = require(lib('domain/settings.js'));
  const { restaurantDate, addDays } = require(lib('domain/time.js'));
  const { FirebaseAuthTokens } = require(lib('adapters/firebase-auth.js'));

  const dataDir = mkdtempSync(join(tmpdir(), `thali-bench-store-${mode}-`));
  const projectId = `demo-thali-bench-${process.pid}`;
  const built = buildDeps({ mode, media: 'disk', dataDir, projectId }, { background: false });
  // The Auth emulator signs custom tokens in for its own project (PROJECT_ID, whatever the API key), so ID tokens are
  // checked against that project, as api-harness.ts does; the data stays in this run's Firestore project.
  const admin = createRequire(lib('wiring.js'));
  const authApp = admin('firebase-admin/app').initializeApp({ projectId: PROJECT_ID }, `bench-store-auth-${process.pid}`);
  const deps = { ...built, auth: new FirebaseAuthTokens(admin('firebase-admin/auth').getAuth(authApp)) };
  let server;
  try {
    const seedStarted = performance.now();
    await seed(deps, { artDir: join(ROOT, 'functions', 'seed', 'art'), localAdmin: true });
    // As the API tests' restaurant (api-harness.ts): open around the clock and running no offers.
    const seeded = await readSettings(deps.store);
    const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ name: 'All day', opens: '00:00', closes: '24:00', lastBooking: '23:00' }]]));
    await deps.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...seeded, hours, offers: [] });
    const seedMs = performance.now() - seedStarted;

    server = createServer(createHandler({ ...deps, proxyTrust: { kind: 'hops', hops: 1 } }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;

    let seq = 0;
    /** Each request from an address of its own, so that no per-IP limit counts them together. */
    const nextIp = () => {
      seq += 1;
      return `10.77.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
    };
    const meter = () => ({
      reads: deps.store.meter.reads,
      writes: deps.store.meter.writes,
      oReads: deps.outbox?.meter.reads ?? 0,
      oWrites: deps.outbox?.meter.writes ?? 0,
    });
    const call = async (method, path, { body, token, expect }) => {
      const headers = { 'x-forwarded-for': nextIp(), 'x-firebase-appcheck': LOCAL_APP_CHECK_DEBUG_TOKEN };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const before = meter();
      const t0 = performance.now();
      const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      const ms = performance.now() - t0;
      const after = meter();
      if (res.status !== expect) {
        console.error(`${STORES[mode]}: ${method} ${path} answered ${res.status}, not ${expect}:\n${text.slice(0, 2000)}`);
        if (body !== undefined) console.error(`request body: ${JSON.stringify(body)}`);
        throw new BenchFailure();
      }
      return {
        json: JSON.parse(text),
        ms,
        reads: after.reads - before.reads,
        writes: after.writes - before.writes,
        outboxReads: after.oReads - before.oReads,
        outboxWrites: after.oWrites - before.oWrites,
      };
    };

    // The admin: the seeded local admin's login, its custom token exchanged at the Auth emulator for an ID token.
    const login = await call('POST', '/api/users/login', { body: { phone: LOCAL_ADMIN.phone, password: LOCAL_ADMIN.password }, expect: 200 });
    const idToken = await idTokenFrom(login.json.data.token);
    // Every order and booking texts a code: lift the site's SMS caps as the API tests do.
    await call('PUT', '/api/admin/sms-budget', { body: { dailyCap: 100_000, hourlyCap: 100_000 }, token: idToken, expect: 200 });

    const menu = await call('GET', '/api/menu', { expect: 200 });
    const dish = menu.json.data.find((m) => !m.soldOut)?._id;
    if (!dish) throw new Error('the seeded menu has no orderable dish');
    const settings = await readSettings(deps.store);
    const today = restaurantDate(deps.clock.now(), settings.locale.timeZone);

    let orders = 0;
    let bookings = 0;
    const operations = [
      { name: 'GET /api/menu', run: () => call('GET', '/api/menu', { expect: 200 }) },
      {
        name: 'POST /api/orders',
        run: () => {
          orders += 1;
          const phone = `71${String(orders).padStart(8, '0')}`;
          const body = { name: 'Bench Guest', phone, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }] };
          return call('POST', '/api/orders', { body, expect: 201 });
        },
      },
      {
        name: 'POST /api/reservations/create',
        run: () => {
          // One booking of 2 per (day, time): 10 days x 9 times before any slot takes a second one.
          const i = bookings;
          bookings += 1;
          const date = addDays(today, 1 + (i % BOOKING_DAYS));
          const time = BOOKING_TIMES[Math.floor(i / BOOKING_DAYS) % BOOKING_TIMES.length];
          const body = { name: 'Bench Guest', phone: `72${String(bookings).padStart(8, '0')}`, date, time, partySize: 2 };
          return call('POST', '/api/reservations/create', { body, expect: 201 });
        },
      },
      { name: 'GET /api/admin/dashboard', run: () => call('GET', '/api/admin/dashboard', { token: idToken, expect: 200 }) },
    ];

    const ops = [];
    for (const op of operations) {
      for (let i = 0; i < WARMUP; i++) await op.run();
      const samples = [];
      for (let i = 0; i < N; i++) samples.push(await op.run());
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      const mean = (key) => samples.reduce((n, s) => n + s[key], 0) / samples.length;
      const [reads, writes, outboxReads, outboxWrites] = ['reads', 'writes', 'outboxReads', 'outboxWrites'].map(mean);
      ops.push({
        name: op.name,
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        minMs: sorted[0],
        maxMs: sorted.at(-1),
        perOp: { reads: reads + outboxReads, writes: writes + outboxWrites, storeReads: reads, storeWrites: writes, outboxReads, outboxWrites },
        samplesMs: samples.map((s) => Math.round(s.ms * 100) / 100),
        billed: samples.map((s) => [s.reads + s.outboxReads, s.writes + s.outboxWrites]),
      });
    }
    const polls = await measureReads({ deps, call, base, idToken, dish, idTokenFrom, nextIp });
    await new Promise((resolve) => process.send({ store: STORES[mode], mode, projectId: mode === 'emulator' ? projectId : null, seedMs, ops, polls }, resolve));
  } catch (e) {
    if (!(e instanceof BenchFailure)) console.error(`${STORES[mode]}: ${e.stack ?? e}`);
    process.exitCode = 1;
  } finally {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await deps.store.close();
    await deps.outbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (mode === 'emulator') {
      const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
      const dropped = await fetch(url, { method: 'DELETE' }).then(
        (r) => (r.ok ? null : `status ${r.status}`),
        (e) => e.message,
      );
      if (dropped) console.error(`could not drop the emulator's ${projectId} data: ${dropped}`);
    }
  }
  // firebase-admin's clients keep the event loop alive: the figures are handed over, so end here.
  process.exit();
}

/**
 * Document reads of what guests and tablets do over and over (docs/reads.md): a page view's requests, an order placed
 * and confirmed, and each poll: My Orders (a regular guest with 30 orders; quiet, and after their open order moved),
 * tracking, and the kitchen board (quiet, and after one change). Reads are counted by the store, as Firestore bills them.
 */
async function measureReads({ deps, call, base, idToken, dish, idTokenFrom, nextIp }) {
  const require = createRequire(import.meta.url);
  const { USERS } = require(lib('domain/collections.js'));
  const { USER_PHONES } = require(lib('domain/users.js'));
  const polls = [];
  const measure = async (name, run) => {
    const r = await run();
    polls.push({ name, reads: r.reads + r.outboxReads, writes: r.writes + r.outboxWrites });
    return r;
  };
  /** A page the function renders: measured when this checkout has the built pages (npm run build:pages). */
  const page = async (name, path) => {
    const before = deps.store.meter.reads;
    const res = await fetch(base + path, { headers: { 'x-forwarded-for': nextIp() } });
    await res.text();
    if (res.status !== 200) polls.push({ name, skipped: `answered ${res.status} (npm run build:pages renders it)` });
    else polls.push({ name, reads: deps.store.meter.reads - before, writes: 0 });
  };
  const twice = async (name, path) => {
    await call('GET', path, { expect: 200 });
    await measure(name, () => call('GET', path, { expect: 200 }));
  };
  await page('GET / (the home page, rendered)', '/');
  await page('GET /menu (the menu page, rendered)', '/menu');
  await twice('GET /api/settings (each page, after it paints)', '/api/settings');
  await twice('GET /api/thali (home and menu, and every 30 s)', '/api/thali');
  await twice('GET /api/menu (the menu page)', '/api/menu');
  await twice('GET /api/categories (the menu page)', '/api/categories');

  // A regular guest: signed in, 30 orders over time, one of them still open.
  const uid = `bench-regular-${process.pid}`;
  const phone = '7399999999';
  await deps.store.set(USERS, uid, { name: 'Regular Guest', phone, email: null, role: 'user', isVerified: true, createdAt: new Date().toISOString() });
  await deps.store.set(USER_PHONES, phone, { uid });
  const token = await idTokenFrom(await deps.auth.mint(uid, { role: 'user' }));
  // Each from a phone of its own, as the per-phone code limits would refuse 30 from one; the account makes them theirs.
  const place = (from = phone) =>
    call('POST', '/api/orders', {
      body: { name: 'Regular Guest', phone: from, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }] },
      token,
      expect: 201,
    });
  const confirm = (placed) => call('POST', `/api/orders/${placed.json.data._id}/verify-otp`, { body: { otp: placed.json.data.testOtp }, expect: 200 });
  const move = (id, status) => call('PATCH', `/api/orders/${id}/status`, { body: { status, undoable: false }, token: idToken, expect: 200 });
  for (let i = 0; i < 29; i++) {
    const placed = await place(`73${String(i).padStart(8, '0')}`);
    await confirm(placed);
    // Closed without a text (Pending cannot jump to Completed): for the reads of the polls, any closed order will do.
    await call('PATCH', `/api/orders/${placed.json.data._id}/status`, {
      body: { status: 'Cancelled', undoable: false, notify: false },
      token: idToken,
      expect: 200,
    });
  }
  const placed = await measure('POST /api/orders (an order placed)', () => place());
  await measure('POST /api/orders/{id}/verify-otp (the order confirmed)', () => confirm(placed));
  const open = placed.json.data;

  const mine = (since) => call('GET', `/api/orders?customerId=${uid}${since ? `&since=${encodeURIComponent(since)}` : ''}`, { token, expect: 200 });
  const full = await measure('My Orders, first load (30 orders)', () => mine(null));
  const quiet = await measure('My Orders poll, nothing changed (an order open)', () => mine(full.json.cursor));
  await move(open._id, 'Preparing');
  const changed = await measure('My Orders poll, the open order changed', () => mine(quiet.json.cursor));
  if (changed.json.data.length !== 1) throw new Error(`the My Orders poll answered ${changed.json.data.length} orders, not the 1 that changed`);
  await measure('My Orders poll after that, nothing changed', () => mine(changed.json.cursor));

  const track = { reference: open.reference, phoneLast4: phone.slice(-4) };
  await call('POST', '/api/track', { body: track, expect: 200 });
  await measure('POST /api/track (the tracking page, each poll)', () => call('POST', '/api/track', { body: track, expect: 200 }));

  const board = (since) => call('GET', `/api/admin/kitchen${since ? `?since=${encodeURIComponent(since)}` : ''}`, { token: idToken, expect: 200 });
  const whole = await measure('kitchen board, full load (every 2 min)', () => board(null));
  const still = await measure('kitchen poll, no change', () => board(whole.json.data.cursor));
  await move(open._id, 'Ready');
  const one = await measure('kitchen poll, one change', () => board(still.json.data.cursor));
  if (one.json.data.tickets.length !== 1) throw new Error(`the kitchen poll answered ${one.json.data.tickets.length} tickets, not the 1 that changed`);
  await measure('kitchen poll after that, no change', () => board(one.json.data.cursor));

  // The floor: the counter's tablet polls the plan every 10 s; a table's bill is read on each tap.
  const { FLOOR_PLAN, FLOOR_PLAN_ID } = require(lib('domain/floor.js'));
  const { SEED_FLOOR_PLAN } = require(lib('seed/floor-plan.js'));
  await deps.store.set(FLOOR_PLAN, FLOOR_PLAN_ID, { tables: SEED_FLOOR_PLAN, updatedAt: new Date().toISOString(), updatedBy: null });
  const plan = () => call('GET', '/api/admin/tables', { token: idToken, expect: 200 });
  await measure('floor poll, every table free (every 10 s)', plan);
  const seated = await measure('a party seated (POST /api/admin/tables/{id}/seat)', () =>
    call('POST', `/api/admin/tables/${SEED_FLOOR_PLAN[4].id}/seat`, { body: { guests: 4 }, token: idToken, expect: 201 }),
  );
  const billId = seated.json.data.billId;
  const round = () => call('POST', `/api/admin/bills/${billId}/rounds`, { body: { items: [{ id: dish, quantity: 2 }] }, token: idToken, expect: 201 });
  await round();
  await measure('a round added (the bill has 1)', round);
  await measure('floor poll, one table with 2 rounds', plan);
  await measure("a table's bill opened (2 rounds)", () => call('GET', `/api/admin/bills/${billId}`, { token: idToken, expect: 200 }));
  await measure('the bill closed into one invoice (2 rounds)', () =>
    call('POST', `/api/admin/bills/${billId}/close`, { body: {}, token: idToken, expect: 200 }),
  );
  return polls;
}

/** Exchanges a custom token for an ID token at the Auth emulator, as the web client's SDK does. */
async function idTokenFrom(customToken) {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const json = await res.json();
  if (!json.idToken) throw new Error(`the Auth emulator refused the custom token: ${JSON.stringify(json.error)}`);
  return json.idToken;
}

// Last, so that every helper above is initialized before it runs.
const childArg = process.argv.find((a) => a.startsWith('--child='));
if (childArg) await child(childArg.slice('--child='.length));
else if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) underEmulators();
else await measureAll();
