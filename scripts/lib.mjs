// Shared helpers for the start, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * PORT_OFFSET shifts every emulator port, so that several stacks (a developer's
 * `npm start` and test runs) can run side by side. 0 means the ports in firebase.json.
 */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0) throw new Error(`PORT_OFFSET must be a whole number, 0 or more, not ${process.env.PORT_OFFSET}`);
/**
 * Each stack's own demo project: firebase-tools finds a stack's running emulators through a file named after the
 * project (hub-<project>.json in the OS temp folder), so two stacks sharing an id would export each other's data.
 * Stacks side by side always differ in PORT_OFFSET (their ports would collide), so the id follows it.
 */
export const projectIdFor = (offset) => (offset ? `demo-thali-${offset}` : 'demo-thali');
export const PROJECT_ID = projectIdFor(PORT_OFFSET);
/** Where firebase-tools keeps a project's hub locator, which names the process running its emulators. */
export const hubFileFor = (projectId) => join(tmpdir(), `hub-${projectId}.json`);
/** Every emulator port of the stack at this offset. */
export const portsFor = (offset) => ({
  auth: 9099 + offset,
  functions: 5001 + offset,
  firestore: 8080 + offset,
  storage: 9199 + offset,
  hosting: 5000 + offset,
  // The hub and logging ports sit 100 apart, so a plain offset of 100 would make one stack's hub another's logging port.
  hub: 4400 + Math.round(offset / 10),
  logging: 4500 + Math.round(offset / 10),
  // The functions emulator also starts these two; their defaults (9299, 9499) would collide with other stacks' auth ports.
  eventarc: 6300 + offset,
  tasks: 6301 + offset,
});
export const PORTS = portsFor(PORT_OFFSET);
/** The Firestore emulator also listens for its UI's websocket (9150 by default), which the offset moves too. */
export const FIRESTORE_WEBSOCKET_PORT = 9150 + PORT_OFFSET;
export const SITE_URL = `http://127.0.0.1:${PORTS.hosting}`;
export const LOCAL_ADMIN = { phone: '9999999999', password: 'thali-admin' };

/** Environment for every local process: a demo project, and no probing of cloud metadata addresses. */
/** The App Check debug token a local web build sends; the local API accepts only it (functions/src/adapters/local-app-check.ts). */
export const LOCAL_APP_CHECK_DEBUG_TOKEN = 'thali-local-app-check-debug-token';

export function localEnv(extra = {}) {
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // firebase-tools skips its message-of-the-day fetch (a network call) when CI is set.
    CI: process.env.CI || '1',
    ...extra,
  };
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // A git worktree that borrows another checkout's node_modules through a link must not reinstall into it.
  if (existsSync(marker) && lstatSync(join(ROOT, 'node_modules')).isSymbolicLink()) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: localEnv(), ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Java 21 or newer lets firebase-tools run the Firestore and Storage emulators. */
export function javaMajor() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(r.stderr ?? '');
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

export function chromiumPath() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && existsSync(p)) return p;
  }
  return null;
}

/** Polls a URL until it answers with the expected status, or throws after the deadline. */
export async function waitFor(url, { timeoutMs = 90_000, status = 200, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process serving ${url} exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status === status) return res;
      last = `status ${res.status}`;
    } catch (e) {
      last = e.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function spawnChild(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: ROOT, env: localEnv(), stdio: 'inherit', ...options });
}
