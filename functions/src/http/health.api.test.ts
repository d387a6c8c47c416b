import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../domain/collections';
import { RESTAURANT_SETTINGS_ID, readSettings } from '../services/settings';
import { startApi, type TestApi } from '../testing/api-harness';
import type { HealthView } from './health';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t?.close();
});

/** `npm run open-check` as the owner runs it, against this local stack. */
function openCheck(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, '..', '..', '..', 'scripts', 'open-check.mjs'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('GET /api/health', () => {
  it('says whether texts can go out and how App Check tokens are verified', async () => {
    const r = await t.call<HealthView>('GET', '/api/health');

    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      mode: 'embedded',
      sms: { gateway: false, answering: true, detail: 'texts go to the dev outbox' },
      appCheck: 'local debug token',
    });
  });
});

describe('npm run open-check, against a local stack', () => {
  it('says what is missing before opening: here the example site URL, where every tracking link would point', async () => {
    const { code, out } = await openCheck('--url', t.base);

    expect(code).toBe(1);
    expect(out).toMatch(/^ok +menu: \d+ dishes$/m);
    expect(out).toMatch(/^MISSING settings: .*the site URL is still https:\/\/thalihouse\.example/m);
    expect(out).toMatch(/^ok +SMS gateway: texts go to the dev outbox$/m);
    expect(out).toMatch(/^ok +App Check: a texting request without a token is refused/m);
    expect(out).toMatch(/1 thing\(s\) to do before opening/);
  }, 30_000);

  it('passes once the settings are saved with the real site address', async () => {
    const saved = await readSettings(t.store);
    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, {
      ...saved,
      identity: { ...saved.identity, siteUrl: 'https://thalihouse.in' },
      updatedAt: t.clock.now().toISOString(),
    } as Record<string, unknown>);

    const { code, out } = await openCheck('--url', t.base);

    expect(out).toMatch(/^ok +settings: saved \(https:\/\/thalihouse\.in, /m);
    expect(code, out).toBe(0);
  }, 30_000);

  it('loads the sample menu into a deployed project only with --confirm, and writes nothing without it', async () => {
    const { code, out } = await openCheck('--project', 'thali-prod', '--load-sample-menu');

    expect(code).toBe(2);
    expect(out).toContain("this writes the sample menu into thali-prod's Firestore and Storage. Run it again with --confirm to do it.");
  }, 30_000);
});
