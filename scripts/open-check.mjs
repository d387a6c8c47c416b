#!/usr/bin/env node
// `npm run open-check`: after a deploy, reads the project's public API and says what is still missing before the
// restaurant opens (docs/deploy.md, The first evening). Run `npm run open-check -- --help` for the options.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';

const HELP = `Usage:
  npm run open-check -- --project <id>          checks https://<id>.web.app
  npm run open-check -- --url <site address>    checks that site (a custom domain, or a local stack)
  npm run open-check -- --project <id> --load-sample-menu --confirm
      loads the sample menu (categories, dishes and their pictures) into the deployed project's Firestore and
      Storage, with Google application default credentials (gcloud auth application-default login). Refused
      without --confirm, and when the menu has dishes already. Nothing else is written.

It says, one line each, what is ready and what is missing: a menu, the saved Settings (site URL, phone,
address, SMS country code), the SMS gateway answering, App Check verifying the texting forms' tokens, and
the Firestore indexes. It exits 1 when something is missing.
`;

let args;
try {
  args = parseArgs({
    options: {
      project: { type: 'string' },
      url: { type: 'string' },
      'load-sample-menu': { type: 'boolean', default: false },
      confirm: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (e) {
  console.error(`open-check: ${e.message}\n\n${HELP}`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (!args.url && !args.project) {
  console.error(`open-check: give --project <id> or --url <site address>\n\n${HELP}`);
  process.exit(2);
}

/** The example site address the seeded settings carry: tracking links in texts point there until the owner saves the real one. */
const EXAMPLE_SITE = 'thalihouse.example';

if (args['load-sample-menu']) {
  if (!args.project) {
    console.error('open-check: --load-sample-menu needs --project <id>: it writes to that project');
    process.exit(2);
  }
  if (!args.confirm) {
    console.error(`open-check: this writes the sample menu into ${args.project}'s Firestore and Storage. Run it again with --confirm to do it.`);
    process.exit(2);
  }
  await loadSampleMenu(args.project);
  process.exit(0);
}

const site = (args.url ?? `https://${args.project}.web.app`).replace(/\/+$/, '');
const results = [];
const check = (ok, what, fix = '') => results.push({ ok, line: ok ? what : `${what}${fix ? `: ${fix}` : ''}` });

async function getJson(path, init) {
  const res = await fetch(`${site}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

try {
  const menu = await getJson('/api/menu');
  const dishes = Array.isArray(menu.body?.data) ? menu.body.data.length : 0;
  check(
    dishes > 0,
    dishes > 0 ? `menu: ${dishes} dishes` : `menu: empty (GET /api/menu answered ${menu.status})`,
    `add dishes in the back office (Menu), or load the sample menu: npm run open-check -- --project ${args.project ?? '<id>'} --load-sample-menu --confirm`,
  );

  const settings = (await getJson('/api/settings')).body?.data;
  if (!settings) check(false, 'settings: GET /api/settings did not answer', 'is the api function deployed?');
  else {
    const missing = [];
    if (!settings.updatedAt) missing.push('they were never saved');
    if (!settings.identity?.siteUrl || settings.identity.siteUrl.includes(EXAMPLE_SITE))
      missing.push(`the site URL is still ${settings.identity?.siteUrl ?? '(none)'}, where every tracking link in a text would point`);
    if (!settings.identity?.phone) missing.push('no phone');
    if (!settings.identity?.address?.line1) missing.push('no address');
    if (!settings.locale?.smsCountryCode) missing.push('no SMS country code');
    check(
      missing.length === 0,
      missing.length
        ? `settings: ${missing.join('; ')}`
        : `settings: saved (${settings.identity.siteUrl}, ${settings.identity.phone}, SMS to ${settings.locale.smsCountryCode})`,
      'open the back office > Settings, check the site URL, phone, address and SMS country code, and Save',
    );
  }

  const health = (await getJson('/api/health')).body?.data;
  if (!health) check(false, 'health: GET /api/health did not answer', 'deploy the functions of this version');
  else {
    check(health.sms.answering, `SMS gateway: ${health.sms.detail}`, 'check SMS_GATEWAY_URL in functions/.env.<project>, then deploy the functions');
    // A texting route without a token must be refused (403) before anything is texted: the check is on.
    const refused = await getJson('/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    check(
      refused.status === 403,
      refused.status === 403
        ? `App Check: a texting request without a token is refused (${health.appCheck})`
        : `App Check: a texting request without a token got ${refused.status}, not 403`,
      'the api function must verify App Check tokens (docs/deploy.md, step 7)',
    );
  }
} catch (e) {
  check(false, `${site} did not answer: ${e.message}`, 'is the site deployed, and the address right?');
}
check(
  true,
  'indexes: not readable from the public API; Firebase console > Firestore > Indexes must show every composite index Enabled (and TTL policies Active) before the first order',
);

for (const r of results) console.log(`${r.ok ? 'ok     ' : 'MISSING'} ${r.line}`);
const missing = results.filter((r) => !r.ok).length;
console.log(missing ? `\nopen-check: ${missing} thing(s) to do before opening ${site}.` : `\nopen-check: ${site} is ready for its first evening.`);
process.exit(missing ? 1 : 0);

/** The sample menu, written as `npm start` seeds it locally, into the deployed project; never the local admin. */
async function loadSampleMenu(project) {
  const lib = join(ROOT, 'functions', 'lib');
  if (!existsSync(join(lib, 'services', 'seed.js'))) {
    console.error('open-check: build the functions first: npm run build -w functions');
    process.exit(1);
  }
  const require = createRequire(join(ROOT, 'functions', 'package.json'));
  const { initializeApp, applicationDefault } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { getStorage } = require('firebase-admin/storage');
  const { FirestoreStore } = require(join(lib, 'adapters', 'firestore-store.js'));
  const { CloudStorageMedia } = require(join(lib, 'adapters', 'cloud-storage-media.js'));
  const { seed } = require(join(lib, 'services', 'seed.js'));
  const { MENU } = require(join(lib, 'domain', 'collections.js'));
  const bucket = process.env.STORAGE_BUCKET ?? `${project}.firebasestorage.app`;
  const app = initializeApp({ projectId: project, storageBucket: bucket, credential: applicationDefault() });
  const firestore = getFirestore(app);
  firestore.settings({ ignoreUndefinedProperties: true });
  const store = new FirestoreStore(firestore);
  try {
    if ((await store.query(MENU, { limit: 1 })).length > 0) {
      console.error(`open-check: ${project} has dishes already; the sample menu is only for an empty one. Nothing was written.`);
      process.exit(1);
    }
    const report = await seed(
      { store, media: new CloudStorageMedia(getStorage(app).bucket()), clock: { now: () => new Date() } },
      { artDir: join(ROOT, 'functions', 'seed', 'art'), localAdmin: false },
    );
    console.log(`Loaded into ${project} (bucket ${bucket}): ${report.categories} categories, ${report.menu} dishes, ${report.inventory} inventory items.`);
  } finally {
    await store.close().catch(() => undefined);
  }
}
