#!/usr/bin/env node
// Seeds categories, the menu, inventory and the local admin into the backend THALI_MODE names.
// `npm start` runs it for you; run it by hand against the full emulator suite, or with DATA_DIR for the embedded default.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PROJECT_ID, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const { buildDeps } = require(join(ROOT, 'functions/lib/wiring.js'));
const { seed } = require(join(ROOT, 'functions/lib/services/seed.js'));

const mode = process.env.THALI_MODE ?? 'embedded';
if (mode === 'deployed') {
  console.error('Refusing to seed a deployed project: use scripts/bootstrap-admin.mjs to create its first admin.');
  process.exit(1);
}
const deps = buildDeps(
  {
    mode,
    media: process.env.THALI_MEDIA,
    dataDir: resolve(ROOT, process.env.DATA_DIR ?? '.data'),
    projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID,
    bucket: process.env.STORAGE_BUCKET,
  },
  { background: false },
);
const report = await seed(deps, { artDir: join(ROOT, 'functions/seed/art'), localAdmin: true });
await deps.store.close();
await deps.outbox?.close();
console.log(`seeded (${mode}): ${JSON.stringify(report)}`);
