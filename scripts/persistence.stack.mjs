// On the Firestore emulator, the seeded menu is in the emulator and a browser can't read it (firestore.rules), and what
// `npm start` holds survives a Ctrl-C and a second `npm start`: an order placed and
// confirmed before the restart is there after it, with the admin login, and seeding adds nothing.
// Needs the site built (web/dist: `npm test` runs this after the end-to-end stage, which builds it) and the default ports.
// Run: npx vitest run -c scripts/vitest.stack.config.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectEmulators } from './emulators.mjs';
import { LOCAL_ADMIN, LOCAL_APP_CHECK_DEBUG_TOKEN, PORTS, PROJECT_ID, ROOT, SITE_URL, localEnv } from './lib.mjs';

const found = detectEmulators();
const dataDir = join(ROOT, '.test-data', `restart-${process.pid}`);
let stack;

/** `npm start` without the build, as a person runs it, until its one "up" line; resolves with that line. */
function start() {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: ROOT,
    env: localEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const up = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('Thali House is up'));
      if (line) resolve(line);
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    exited.then((code) => reject(new Error(`npm start exited (${code}) before it was up:\n${out.slice(-3000)}`)));
  });
  return { child, up, exited, output: () => out };
}

/** Ctrl-C, as in a terminal: the whole group gets SIGINT, and firebase-tools exports the emulators' data first. */
async function stop(s) {
  if (!s || s.child.exitCode !== null) return;
  process.kill(-s.child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-s.child.pid, 'SIGKILL'), 120_000);
  await s.exited;
  clearTimeout(timer);
}

async function call(method, path, body, headers = {}) {
  const res = await fetch(`${SITE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-firebase-appcheck': LOCAL_APP_CHECK_DEBUG_TOKEN, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

afterAll(async () => {
  await stop(stack);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the Firestore emulator', () => {
  if (!found.ok) {
    const why = `skipped: the Firestore emulator can't run here (${found.why})`;
    it(`keeps its data across a Ctrl-C and a restart [${why}]`, (ctx) => {
      console.log(`[restart] ${why}`);
      ctx.skip(why);
    });
    return;
  }

  it('keeps an order and the admin login across a Ctrl-C and a restart', async () => {
    if (!existsSync(join(ROOT, 'web', 'dist', 'app.html'))) throw new Error('web/dist is not built: run `npm start` (or the end-to-end stage) first');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });

    stack = start();
    const line = await stack.up;
    expect(line).toMatch(/^Thali House is up in emulator/);
    expect(line).toContain(found.describe);

    // The seeded menu is in the Firestore emulator, and firestore.rules refuse a browser's read of it.
    const menuDocs = `http://127.0.0.1:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/menu`;
    expect((await fetch(menuDocs)).status).toBe(403);
    const asOwner = await fetch(menuDocs, { headers: { authorization: 'Bearer owner' } });
    expect(asOwner.status).toBe(200);
    expect(((await asOwner.json()).documents ?? []).length).toBeGreaterThan(0);

    // Noon in Kolkata on the dev clock, so that the kitchen takes orders whatever the hour this runs.
    const now = (await call('GET', '/api/dev/clock')).body.data.now;
    // The dev clock only moves forward, so past noon today it goes to noon tomorrow.
    const noonToday = Date.parse(`${new Date(Date.parse(now) + 5.5 * 3600_000).toISOString().slice(0, 10)}T06:30:00.000Z`);
    const kolkataNoon = noonToday >= Date.parse(now) ? noonToday : noonToday + 24 * 3600_000;
    expect((await call('POST', '/api/dev/clock', { offsetMs: kolkataNoon - Date.now() })).status).toBe(200);

    const dish = (await call('GET', '/api/menu')).body.data.find((d) => !d.soldOut);
    const phone = '7654300001';
    const placed = await call('POST', '/api/orders', {
      name: 'Asha Patel',
      phone,
      orderType: 'takeaway',
      tableNumber: null,
      items: [{ _id: dish._id, quantity: 2 }],
    });
    expect(placed.status).toBe(201);
    const { _id: id, testOtp } = placed.body.data;
    expect((await call('POST', `/api/orders/${id}/verify-otp`, { otp: testOtp })).status).toBe(200);

    await stop(stack);
    expect(existsSync(join(dataDir, 'emulators', 'firebase-export-metadata.json'))).toBe(true);

    stack = start();
    await stack.up;
    expect(stack.output()).toMatch(/seeded \(emulator\): \{"categories":0,"menu":0,"inventory":0,"admin":false,"offers":false,"owners":0\}/);
    const kept = await call('GET', `/api/orders/${id}?phone=${phone}`);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ _id: id, isVerified: true, status: 'Pending', phone });
    expect(kept.body.data.items).toEqual([expect.objectContaining({ _id: dish._id, quantity: 2 })]);
    const login = await call('POST', '/api/users/login', LOCAL_ADMIN);
    expect(login.status).toBe(200);
  }, 300_000);
});
