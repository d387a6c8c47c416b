#!/usr/bin/env node
// Writes functions/package-lock.json, the lock Cloud Build installs the function from (`npm ci` in functions/ alone),
// after a change to functions/package.json. npm resolves it as a standalone project (this asks the registry, as any
// npm install does); where it picks a newer version of a package than the workspace's lock holds, the workspace's
// version is kept, so the deployed function installs what the tests ran on. deploy:check ("functions lockfile") checks it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { functionsLockMatches } from './deploy-checks.mjs';
import { ROOT } from './lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'thali-functions-lock-'));
try {
  copyFileSync(join(ROOT, 'functions', 'package.json'), join(dir, 'package.json'));
  const r = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  const workspace = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages;
  const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const tested = new Map();
  for (const [path, entry] of Object.entries(workspace)) if (path) tested.set(`${nameOf(path)}@${entry.version}`, entry);
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || tested.has(`${nameOf(path)}@${entry.version}`)) continue;
    const same = [...tested.entries()].find(([id]) => id.startsWith(`${nameOf(path)}@`))?.[1];
    if (!same) continue;
    console.log(`${nameOf(path)}: ${entry.version} -> ${same.version}, as the workspace's lock has it`);
    Object.assign(entry, { version: same.version, resolved: same.resolved, integrity: same.integrity });
  }
  writeFileSync(join(ROOT, 'functions', 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  console.log(functionsLockMatches(ROOT));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
