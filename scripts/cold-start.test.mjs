// Every cold start of the deployed function pays for what its module loads: the heavy SDKs and the renderer must wait
// for the first request or the route that needs them (docs/cold-start-and-deploys.md). `npm run bench:start` times it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAVY, heavyLoadedAtStart } from './bench-start.mjs';
import { ROOT } from './lib.mjs';

const built = join(ROOT, 'functions', 'lib', 'index.js');
const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the deployed function's module", () => {
  it('loads none of the heavy modules (Firestore, Storage, sharp, Razorpay, SQLite, the renderer) until a request needs them', () => {
    if (!existsSync(built)) throw new Error('functions/lib is not built: run `npm run build -w functions` (npm test does)');

    expect(heavyLoadedAtStart(built)).toEqual([]);
  });

  it('would be caught loading one: a module that imports sharp at the top shows it', () => {
    const dir = mkdtempSync(join(ROOT, 'functions', '.cold-start-test-'));
    temps.push(dir);
    const entry = join(dir, 'index.js');
    writeFileSync(entry, `require(${JSON.stringify(built)}); require('sharp');`);

    expect(heavyLoadedAtStart(entry)).toEqual(['sharp']);
    expect(HEAVY).toContain('sharp');
  });
});
