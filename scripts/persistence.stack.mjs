// What `npm start` on the Firestore emulator keeps, run as a person runs it (scripts/start.mjs --no-build):
// - two stacks side by side (PORT_OFFSET, and THALI_SECOND_PORT_OFFSET or PORT_OFFSET + 10) each run their own demo
//   project, and the first 200 from /api/menu during a start already lists the seeded dishes;
// - no request, however malformed, stops a stack;
// - an order placed, then the stack's whole process group killed (kill -9) once a save has passed: the next start
//   stops the Firestore emulator the kill left running and the order is there. The saves run every 3 s here
//   (THALI_EXPORT_EVERY_S), not every 60 s as by default, so that this check takes seconds, not minutes;
// - each stack stopped with Ctrl-C keeps its own orders and never the other's, and the admin login and the seeded
//   menu (firestore.rules refuse a browser's read of it) survive a restart.
// Needs the site built (web/dist: `npm test` runs this after the end-to-end stage, which builds it).
// Run: npx vitest run -c scripts/vitest.stack.config.mjs
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectEmulators } from './emulators.mjs';
import { LOCAL_ADMIN, LOCAL_APP_CHECK_DEBUG_TOKEN, PORT_OFFSET, ROOT, hubFileFor, localEnv, portsFor, projectIdFor } from './lib.mjs';
import { firestoreEmulators, isAlive, listProcesses, stopProcess } from './local-stack.mjs';

const found = detectEmulators();
const SAVE_EVERY_S = 3;
const secondOffset = Number(process.env.THALI_SECOND_PORT_OFFSET ?? PORT_OFFSET + 10);

/** One stack: its offset, project, ports, data folder and site. */
function stackAt(offset, name) {
  const ports = portsFor(offset);
  return {
    name,
    offset,
    projectId: projectIdFor(offset),
    ports,
    site: `http://127.0.0.1:${ports.hosting}`,
    dataDir: join(ROOT, '.test-data', `${name}-${process.pid}`),
    run: null,
  };
}
const a = stackAt(PORT_OFFSET, 'stack-a');
const b = stackAt(secondOffset, 'stack-b');

/** A stack with an offset serves web/dist-<offset>: a copy of web/dist where none was built (removed afterwards). */
const copiedSites = [];
function siteFor(offset) {
  if (!offset) return;
  const dist = join(ROOT, 'web', `dist-${offset}`);
  if (existsSync(join(dist, 'app.html')) && existsSync(`${dist}-server`)) return;
  cpSync(join(ROOT, 'web', 'dist'), dist, { recursive: true });
  cpSync(join(ROOT, 'web', 'dist-server'), `${dist}-server`, { recursive: true });
  copiedSites.push(dist, `${dist}-server`);
}

/**
 * `npm start` without the build, until its one "up" line. From the moment it is spawned, /api/menu is asked every
 * 200 ms: `firstMenu` resolves with the body of its first 200.
 */
function start(stack) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: ROOT,
    env: localEnv({ PORT_OFFSET: String(stack.offset), DATA_DIR: stack.dataDir, LOG_LEVEL: 'warn', THALI_EXPORT_EVERY_S: String(SAVE_EVERY_S) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let running = true;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => (running = false));
  const up = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('Thali House is up'));
      if (line) resolve(line);
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    exited.then((code) => reject(new Error(`${stack.name}: npm start exited (${code}) before it was up:\n${out.slice(-3000)}`)));
  });
  const firstMenu = (async () => {
    while (running) {
      try {
        const res = await fetch(`${stack.site}/api/menu`, { signal: AbortSignal.timeout(10_000) });
        if (res.status === 200) return res.json();
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${stack.name} exited before /api/menu answered 200`);
  })();
  // Awaited only after a start; a stop before it is asked must not count as an unhandled failure.
  firstMenu.catch(() => undefined);
  up.catch(() => undefined);
  stack.run = { child, up, exited, firstMenu, output: () => out, running: () => running };
  return stack.run;
}

/** Ctrl-C, as in a terminal: the whole group gets SIGINT, and firebase-tools exports the emulators' data first. */
async function stop(stack) {
  const run = stack.run;
  if (!run || !run.running()) return;
  process.kill(-run.child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-run.child.pid, 'SIGKILL'), 120_000);
  await run.exited;
  clearTimeout(timer);
}

async function call(stack, method, path, body) {
  const res = await fetch(`${stack.site}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-firebase-appcheck': LOCAL_APP_CHECK_DEBUG_TOKEN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Noon in Kolkata on the stack's dev clock, so that the kitchen takes orders whatever the hour this runs. */
async function noon(stack) {
  const now = (await call(stack, 'GET', '/api/dev/clock')).body.data.now;
  // The dev clock only moves forward, so past noon today it goes to noon tomorrow.
  const noonToday = Date.parse(`${new Date(Date.parse(now) + 5.5 * 3600_000).toISOString().slice(0, 10)}T06:30:00.000Z`);
  const kolkataNoon = noonToday >= Date.parse(now) ? noonToday : noonToday + 24 * 3600_000;
  expect((await call(stack, 'POST', '/api/dev/clock', { offsetMs: kolkataNoon - Date.now() })).status).toBe(200);
}

/** Places and confirms a takeaway order of two plates of the first dish not sold out. */
async function placeOrder(stack, phone) {
  const dish = (await call(stack, 'GET', '/api/menu')).body.data.find((d) => !d.soldOut);
  const placed = await call(stack, 'POST', '/api/orders', {
    name: 'Asha Patel',
    phone,
    orderType: 'takeaway',
    tableNumber: null,
    items: [{ _id: dish._id, quantity: 2 }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { _id: id, testOtp } = placed.body.data;
  expect((await call(stack, 'POST', `/api/orders/${id}/verify-otp`, { otp: testOtp })).status).toBe(200);
  return { id, phone, dish: dish._id };
}

const exportMetadata = (stack) => join(stack.dataDir, 'emulators', 'firebase-export-metadata.json');

/** True when the stack's saved Firestore data holds this text (a document's id appears as is in the export's records). */
function savedDataHolds(stack, text) {
  const dir = join(stack.dataDir, 'emulators', 'firestore_export');
  const files = readdirSync(dir, { recursive: true }).map((f) => join(dir, String(f)));
  return files.some((f) => statSync(f).isFile() && readFileSync(f).includes(text));
}

/** The status line a raw HTTP/1.1 request is answered with ('' when the connection closed without one). */
function statusLine(port, requestLine) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('data', (d) => (got += d));
    socket.on('close', () => resolve(got.split('\r\n')[0]));
    socket.on('error', () => resolve(got.split('\r\n')[0]));
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  // After a failure half-way, no Firestore emulator of these stacks is left behind.
  for (const p of firestoreEmulators(listProcesses() ?? [], { projectIds: [a.projectId, b.projectId], port: -1 })) await stopProcess(p.pid);
  for (const s of [a, b]) rmSync(s.dataDir, { recursive: true, force: true });
  for (const dir of copiedSites) rmSync(dir, { recursive: true, force: true });
});

describe('npm start on the Firestore emulator', () => {
  if (!found.ok) {
    const why = `skipped: the Firestore emulator can't run here (${found.why})`;
    it(`keeps its data through a crash and a Ctrl-C, and two stacks never mix [${why}]`, (ctx) => {
      console.log(`[restart] ${why}`);
      ctx.skip(why);
    });
    return;
  }

  const orders = {};

  it('runs two stacks side by side, each on its own project, and answers /api/menu only with the seeded dishes', async () => {
    if (!existsSync(join(ROOT, 'web', 'dist', 'app.html'))) throw new Error('web/dist is not built: run `npm start` (or the end-to-end stage) first');
    for (const s of [a, b]) {
      rmSync(s.dataDir, { recursive: true, force: true });
      mkdirSync(s.dataDir, { recursive: true });
      siteFor(s.offset);
    }
    expect(a.projectId).not.toBe(b.projectId);

    start(a);
    start(b);
    const lines = await Promise.all([a.run.up, b.run.up]);
    for (const [i, s] of [a, b].entries()) {
      expect(lines[i]).toMatch(/^Thali House is up in emulator/);
      expect(lines[i]).toContain(`project ${s.projectId}`);
      expect(lines[i]).toContain(`every ${SAVE_EVERY_S} s`);
      // The first 200 from /api/menu, asked every 200 ms from the start, already lists the seeded dishes.
      const first = await s.run.firstMenu;
      expect(first.data.length).toBeGreaterThan(0);
    }
    // Each stack's emulators are found through its own hub file, written by its own firebase-tools.
    const hubs = [a, b].map((s) => JSON.parse(readFileSync(hubFileFor(s.projectId), 'utf8')).pid);
    expect(hubs[0]).not.toBe(hubs[1]);

    // The seeded menu is in the Firestore emulator, and firestore.rules refuse a browser's read of it.
    const menuDocs = `http://127.0.0.1:${a.ports.firestore}/v1/projects/${a.projectId}/databases/(default)/documents/menu`;
    expect((await fetch(menuDocs)).status).toBe(403);
    const asOwner = await fetch(menuDocs, { headers: { authorization: 'Bearer owner' } });
    expect(asOwner.status).toBe(200);
    expect(((await asOwner.json()).documents ?? []).length).toBeGreaterThan(0);
  }, 300_000);

  it('answers every malformed request to every kind of route through Hosting, and keeps running', async () => {
    const routes = ['/favicon.svg', '/about', '/', '/menu', '/reservation/ABCD2345', '/admin', '/api/menu', '/api/orders'];
    const malformed = ['?search=%%%', '/%', '/%E0%A4%A', '?q=%zz'];
    for (const route of routes) {
      for (const tail of malformed) {
        const target = route === '/' && tail.startsWith('?') ? `/${tail}` : `${route === '/' ? '' : route}${tail}`;
        expect([target, await statusLine(a.ports.hosting, `GET ${target} HTTP/1.1`)]).toEqual([target, 'HTTP/1.1 400 Bad Request']);
      }
      expect(await statusLine(a.ports.hosting, `GET ${route}/${'x'.repeat(5000)} HTTP/1.1`)).toBe('HTTP/1.1 414 URI Too Long');
      expect(await statusLine(a.ports.hosting, `GET ${route}/${'x'.repeat(20_000)} HTTP/1.1`)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'CONNECT']) {
        expect([method, route, await statusLine(a.ports.hosting, `${method} ${route} HTTP/1.1`)]).toEqual([
          method,
          route,
          expect.stringMatching(/^HTTP\/1\.1 \d{3} /),
        ]);
      }
    }
    // The protocol-relative target that made firebase-tools' own middleware throw and every emulator exit.
    expect(await statusLine(a.ports.hosting, 'GET //% HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLine(a.ports.hosting, 'CONNECT /api/menu HTTP/1.1')).toBe('HTTP/1.1 405 Method Not Allowed');
    // /index.html, once a Hosting redirect rule (which made every URL decoded), is redirected by the function.
    const index = await fetch(`${a.site}/index.html?from=old-link`, { redirect: 'manual' });
    expect([index.status, index.headers.get('location')]).toEqual([301, '/?from=old-link']);

    expect(a.run.running()).toBe(true);
    expect((await call(a, 'GET', '/api/menu')).status).toBe(200);
  }, 300_000);

  it('keeps an order through a kill -9 of the whole stack once a save has passed, stopping the emulator the kill left running', async () => {
    await Promise.all([noon(a), noon(b)]);
    orders.a = await placeOrder(a, '7654300001');
    orders.b = await placeOrder(b, '7654300002');
    const placedAt = Date.now();

    // Ctrl-C on the second stack while the first runs: it saves its own data, not the first's.
    await stop(b);
    expect(savedDataHolds(b, orders.b.id)).toBe(true);
    expect(savedDataHolds(b, orders.a.id)).toBe(false);
    expect(existsSync(hubFileFor(a.projectId))).toBe(true);

    // A save of the first stack after the order, then its whole process group killed.
    while (!existsSync(exportMetadata(a)) || statSync(exportMetadata(a)).mtimeMs <= placedAt) await new Promise((r) => setTimeout(r, 250));
    process.kill(-a.run.child.pid, 'SIGKILL');
    await a.run.exited;
    // firebase-tools ran the Firestore emulator in a process group of its own: it outlives the kill, holding its port.
    const left = firestoreEmulators(listProcesses(), { projectIds: [a.projectId], port: a.ports.firestore });
    expect(left.map((p) => p.projectId)).toEqual([a.projectId]);

    start(a);
    start(b);
    await Promise.all([a.run.up, b.run.up]);
    expect(a.run.output()).toContain(`Stopping the Firestore emulator a killed npm start left running (pid ${left[0].pid}, project ${a.projectId}`);
    expect(isAlive(left[0].pid)).toBe(false);

    for (const [s, own, other] of [
      [a, orders.a, orders.b],
      [b, orders.b, orders.a],
    ]) {
      // Seeding found everything there and added nothing.
      expect(s.run.output()).toMatch(
        /seeded \(emulator\): \{"categories":0,"menu":0,"inventory":0,"admin":false,"offers":false,"owners":0,"floorPlan":false\}/,
      );
      const kept = await call(s, 'GET', `/api/orders/${own.id}?phone=${own.phone}`);
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({ _id: own.id, isVerified: true, status: 'Pending', phone: own.phone });
      expect(kept.body.data.items).toEqual([expect.objectContaining({ _id: own.dish, quantity: 2 })]);
      expect((await call(s, 'GET', `/api/orders/${other.id}?phone=${other.phone}`)).status).toBe(404);
      expect((await call(s, 'POST', '/api/users/login', LOCAL_ADMIN)).status).toBe(200);
    }
  }, 300_000);

  it('keeps each stack its own data when both are stopped with Ctrl-C, one after the other', async () => {
    await stop(a);
    expect(b.run.running()).toBe(true);
    await stop(b);
    expect([savedDataHolds(a, orders.a.id), savedDataHolds(a, orders.b.id)]).toEqual([true, false]);
    expect([savedDataHolds(b, orders.b.id), savedDataHolds(b, orders.a.id)]).toEqual([true, false]);
  }, 180_000);
});
