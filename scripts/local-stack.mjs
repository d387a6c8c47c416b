// What keeps a local stack's data safe and its processes its own: the export folders kept in the data folder, the
// stack file that names the `npm start` using a data folder, and the Firestore emulators left running by a killed one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** firebase-tools writes this last into an export folder: a folder without it is an export cut short. */
export const EXPORT_METADATA = 'firebase-export-metadata.json';
const complete = (dir) => existsSync(join(dir, EXPORT_METADATA));

/**
 * The folders an export passes through beside `dir`: `next` while it is written (never trusted: firebase-tools copies
 * into it when the data folder is on another disk than its temporary folder, metadata file included, in any order),
 * `done` once the hub has answered, and `prev`, the old data, while the two swap.
 */
export const exportFolders = (dir) => ({ next: `${dir}.next`, done: `${dir}.done`, prev: `${dir}.prev` });

/**
 * Puts the newest complete export at `dir` and removes the others, after a stop at any moment of `swapIn`.
 * @returns {string | null} which folder it took the data from when not `dir` itself
 */
export function recoverExport(dir) {
  const { next, done, prev } = exportFolders(dir);
  const candidates = [dir, done, prev].filter(complete);
  const newest = candidates.sort((a, b) => statSync(join(b, EXPORT_METADATA)).mtimeMs - statSync(join(a, EXPORT_METADATA)).mtimeMs)[0];
  let took = null;
  if (newest && newest !== dir) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(newest, dir);
    took = newest;
  }
  for (const other of [next, done, prev]) rmSync(other, { recursive: true, force: true });
  return took;
}

/**
 * Replaces `dir` with the export the hub has just finished at `next`, by renames only: stopped at any point,
 * `recoverExport` finds the new export (`done`) or the old one (`prev`).
 */
export function swapIn(next, dir) {
  if (!complete(next)) throw new Error(`${next} is not a complete export`);
  const { done, prev } = exportFolders(dir);
  rmSync(done, { recursive: true, force: true });
  rmSync(prev, { recursive: true, force: true });
  renameSync(next, done);
  if (existsSync(dir)) renameSync(dir, prev);
  renameSync(done, dir);
  rmSync(prev, { recursive: true, force: true });
}

/** Asks the stack's emulator hub to export every emulator's data to `path` (firebase-tools' POST /_admin/export). */
export async function exportThroughHub(hubPort, path) {
  const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, initiatedBy: 'thali-start' }),
    signal: AbortSignal.timeout(120_000),
  });
  if (!res.ok) throw new Error(`the emulator hub answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** The file in a data folder naming the `npm start` that uses it, and its project and ports. */
export const stackFile = (dataDir) => join(dataDir, 'stack.json');

export function readStackFile(dataDir) {
  try {
    return JSON.parse(readFileSync(stackFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
}

export function writeStackFile(dataDir, stack) {
  const file = stackFile(dataDir);
  writeFileSync(`${file}.tmp`, JSON.stringify(stack, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** Every living process, as `ps` lists it (Linux and macOS): pid, process group and command line. */
export function listProcesses() {
  const r = spawnSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8', timeout: 10_000 });
  if (r.status !== 0) return null;
  return parseProcesses(r.stdout);
}

/** `ps -eo pid=,pgid=,stat=,args=` read, zombies left out (exited, waiting for a parent that may never reap them). */
export function parseProcesses(text) {
  return text
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((m) => m && !m[3].startsWith('Z'))
    .map(([, pid, pgid, , args]) => ({ pid: Number(pid), pgid: Number(pgid), args }));
}

/** The value after `--name` in a command line, or undefined. */
function option(args, name) {
  const words = args.split(/\s+/);
  const at = words.indexOf(name);
  return at >= 0 ? words[at + 1] : undefined;
}

/** A Cloud Firestore emulator started by firebase-tools: `java ... -jar <jar> ... --port N ... --project_id P`. */
const isFirestoreEmulator = (p) => /\bjava\b/.test(p.args) && /\s-jar\s/.test(p.args) && option(p.args, '--project_id') !== undefined;

/**
 * Firestore emulators of these projects (a stack's own), and any Firestore emulator on this port, which firebase-tools
 * runs in a process group of its own so that it outlives a stack killed as a whole.
 */
export function firestoreEmulators(processes, { projectIds, port }) {
  return processes
    .filter(isFirestoreEmulator)
    .map((p) => ({ ...p, projectId: option(p.args, '--project_id'), port: Number(option(p.args, '--port')) }))
    .filter((p) => projectIds.includes(p.projectId) || p.port === port);
}

/**
 * True while the process runs. A killed process whose parent died too stays a zombie where nothing reaps orphans (a
 * container's first process): signals still reach it, so it counts as gone here.
 */
export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (e.code !== 'EPERM') return false;
  }
  return !isZombie(pid);
};

function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    const r = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8', timeout: 10_000 });
    return r.status === 0 && r.stdout.trim().startsWith('Z');
  }
}

/** Stops a process, SIGTERM then SIGKILL; resolves true once it is gone. */
export async function stopProcess(pid, { graceMs = 10_000 } = {}) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return !isAlive(pid);
  }
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone in between
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return !isAlive(pid);
}
