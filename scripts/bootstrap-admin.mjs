#!/usr/bin/env node
// The first admin of a deployed project (DECISIONS 5): a deployed project never has the local defaults.
// Run `node scripts/bootstrap-admin.mjs --help` for the options.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';

const HELP = `Usage:
  node scripts/bootstrap-admin.mjs --project <id> --phone <10 digits> [--name "<full name>"]
      Promotes the user who owns the phone to admin, or, when no user has it yet, creates an admin
      user with that phone, name and password. The password is asked for (hidden) unless
      BOOTSTRAP_ADMIN_PASSWORD is set. It must be at least 12 characters.
      The admin then logs in at /login with phone and password, or uses /admin/adminlogin.

  node scripts/bootstrap-admin.mjs --hash-password
      Prints a scrypt hash of a password (asked for, hidden; or ADMIN_PASSWORD from the environment)
      for the /admin/adminlogin secret, and how to store it:
        node scripts/bootstrap-admin.mjs --hash-password > admin-hash.txt
        firebase functions:secrets:set ADMIN_PASSWORD_HASH --project <id> --data-file admin-hash.txt
        rm admin-hash.txt && firebase deploy --only functions --project <id>

Options:
  --project <id>     the Firebase project (required, except with --hash-password)
  --phone <digits>   the admin's 10-digit mobile number
  --name <name>      the admin's name (only when creating a new user)
  --allow-demo       allow a demo-* project (the local emulators); refused otherwise
  --help             this text

Credentials: Google application default credentials (gcloud auth application-default login, or
GOOGLE_APPLICATION_CREDENTIALS). With FIRESTORE_EMULATOR_HOST set, it writes to that emulator.
Passwords are never taken as command-line flags: they would stay in the shell history.
`;

const fail = (message, code = 1) => {
  process.stderr.write(`bootstrap-admin: ${message}\n`);
  process.exit(code);
};

let args;
try {
  args = parseArgs({
    options: {
      project: { type: 'string' },
      phone: { type: 'string' },
      name: { type: 'string' },
      'allow-demo': { type: 'boolean', default: false },
      'hash-password': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (e) {
  fail(`${e.message}\n\n${HELP}`, 2);
}

if (args.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const lib = join(ROOT, 'functions', 'lib');
if (!existsSync(join(lib, 'services', 'admin-bootstrap.js'))) fail('build the functions first: npm run build -w functions');
const require = createRequire(join(ROOT, 'functions', 'package.json'));
const { hashPassword } = require(join(lib, 'services', 'passwords.js'));
const { ADMIN_PASSWORD_MIN, bootstrapAdmin, BootstrapError, ownersFromLegacyAdmins } = require(join(lib, 'services', 'admin-bootstrap.js'));

/** Reads a line from the terminal without echoing it, or from piped stdin. */
async function secret(question) {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += chunk;
    return data.split(/\r?\n/)[0] ?? '';
  }
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (ch) => {
      if (ch === '\r' || ch === '\n' || ch === '\u0004') {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        stderr.write('\n');
        resolve(value);
      } else if (ch === '\u0003') {
        stderr.write('\n');
        process.exit(130);
      } else if (ch === '\u007f') value = value.slice(0, -1);
      else value += ch;
    };
    stdin.on('data', onData);
  });
}

async function newPassword(envName) {
  if (process.env[envName]) return process.env[envName];
  const first = await secret('Password: ');
  if (process.stdin.isTTY && (await secret('Again: ')) !== first) fail('the two passwords differ');
  return first;
}

if (args['hash-password']) {
  const password = await newPassword('ADMIN_PASSWORD');
  if (password.length < ADMIN_PASSWORD_MIN) fail(`the admin password must be at least ${ADMIN_PASSWORD_MIN} characters`);
  process.stdout.write(`${await hashPassword(password)}\n`);
  process.stderr.write(
    'Store it as the ADMIN_PASSWORD_HASH secret, then redeploy the functions:\n' +
      '  firebase functions:secrets:set ADMIN_PASSWORD_HASH --project <id> --data-file <file with the hash>\n' +
      '  firebase deploy --only functions --project <id>\n',
  );
  process.exit(0);
}

if (!args.project) fail(`--project is required\n\n${HELP}`, 2);
if (args.project.startsWith('demo-') && !args['allow-demo']) {
  fail(`${args.project} is a demo project (the local emulators): add --allow-demo if that is really what you want`, 2);
}
if (!args.phone) fail('--phone is required', 2);

const { initializeApp, applicationDefault } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { FirestoreStore } = require(join(lib, 'adapters', 'firestore-store.js'));
const { USER_PHONES } = require(join(lib, 'domain', 'users.js'));

const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const app = initializeApp(emulated ? { projectId: args.project } : { projectId: args.project, credential: applicationDefault() });
const firestore = getFirestore(app);
firestore.settings({ ignoreUndefinedProperties: true });
const store = new FirestoreStore(firestore);

try {
  const existing = await store.get(USER_PHONES, args.phone.trim());
  const input = { phone: args.phone.trim() };
  if (!existing) {
    input.name = args.name;
    if (!input.name) fail('no user has this phone yet: give --name "<full name>" to create the admin', 2);
    input.password = await newPassword('BOOTSTRAP_ADMIN_PASSWORD');
  }
  const result = await bootstrapAdmin(store, new Date(), input);
  const where = `${args.project}${emulated ? ` (emulator ${process.env.FIRESTORE_EMULATOR_HOST})` : ''}`;
  if (result.action === 'created') console.log(`Created owner ${input.name} (${args.phone}) as users/${result.uid} in ${where}.`);
  else if (result.action === 'promoted') console.log(`Promoted users/${result.uid} (${args.phone}) from ${result.previousRole} to owner in ${where}.`);
  else console.log(`users/${result.uid} (${args.phone}) is an owner already in ${where}.`);
  const moved = await ownersFromLegacyAdmins(store);
  if (moved > 0) console.log(`${moved} account(s) made before staff roles are owners now.`);
  console.log('They log in at /login with their phone and password. For /admin/adminlogin, set ADMIN_PASSWORD_HASH: see --help.');
} catch (e) {
  fail(e instanceof BootstrapError ? e.message : (e?.stack ?? String(e)));
} finally {
  await store.close().catch(() => undefined);
}
process.exit(0);
