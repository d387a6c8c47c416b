#!/usr/bin/env node
// Runs a command under `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST for it.
// Honours PORT_OFFSET (see lib.mjs), so several runs can happen side by side.
//   node scripts/with-auth-emulator.mjs <command> [args...]
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PORT_OFFSET, PROJECT_ID, ROOT, localEnv, readJson } from './lib.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-auth-emulator.mjs <command> [args...]');
  process.exit(2);
}
const config = readJson(join(ROOT, 'firebase.json'));
delete config.$schema;
for (const [name, port] of Object.entries(PORTS)) config.emulators[name].port = port;
const configFile = join(ROOT, `.firebase.auth-${PORT_OFFSET}-${process.pid}.json`);
writeFileSync(configFile, JSON.stringify(config, null, 2));

const inner = [cmd, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
const r = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['emulators:exec', '--only', 'auth', '--project', PROJECT_ID, '--config', configFile, inner],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: localEnv(),
  },
);
rmSync(configFile, { force: true });
process.exit(r.status ?? 1);
