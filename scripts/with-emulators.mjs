#!/usr/bin/env node
// Runs a command under `firebase emulators:exec`, which sets FIREBASE_AUTH_EMULATOR_HOST (and FIRESTORE_EMULATOR_HOST)
// for it. Honours PORT_OFFSET (see lib.mjs), so several runs can happen side by side.
//   node scripts/with-emulators.mjs [--firestore] <command> [args...]
// --firestore also starts the Cloud Firestore emulator, which needs a Java 21+ and the emulator (scripts/emulators.mjs);
// the caller checks that first. The Firestore emulator gets firestore.rules, as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectEmulators } from './emulators.mjs';
import { FIRESTORE_WEBSOCKET_PORT, PORTS, PORT_OFFSET, PROJECT_ID, ROOT, localEnv, readJson } from './lib.mjs';

const argv = process.argv.slice(2);
const firestore = argv[0] === '--firestore';
const [cmd, ...args] = firestore ? argv.slice(1) : argv;
if (!cmd) {
  console.error('usage: node scripts/with-emulators.mjs [--firestore] <command> [args...]');
  process.exit(2);
}
let emulatorEnv = {};
if (firestore) {
  const found = detectEmulators();
  if (!found.ok) {
    console.error(`The Firestore emulator can't run here: ${found.why}.`);
    process.exit(1);
  }
  emulatorEnv = found.env;
}
const config = readJson(join(ROOT, 'firebase.json'));
delete config.$schema;
for (const [name, port] of Object.entries(PORTS)) config.emulators[name].port = port;
config.emulators.firestore.websocketPort = FIRESTORE_WEBSOCKET_PORT;
// Test files each use a Firestore project of their own (demo-thali-api-...), so that none sees another's data; the
// emulators run for this run's own project (lib.mjs), which firebase-tools passes to the command as GCLOUD_PROJECT.
config.emulators.singleProjectMode = false;
const configFile = join(ROOT, `.firebase.emulators-${PORT_OFFSET}-${process.pid}.json`);
writeFileSync(configFile, JSON.stringify(config, null, 2));

const inner = [cmd, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
const r = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['emulators:exec', '--only', firestore ? 'auth,firestore' : 'auth', '--project', PROJECT_ID, '--config', configFile, inner],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: localEnv(emulatorEnv),
  },
);
rmSync(configFile, { force: true });
process.exit(r.status ?? 1);
