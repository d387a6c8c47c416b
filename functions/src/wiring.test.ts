import { deleteApp, getApps } from 'firebase-admin/app';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DltSms } from './adapters/sms-gateway';
import { SqliteStore } from './adapters/sqlite-store';
import { SMS_KINDS } from './domain/notifications';
import { apiServiceAccount, isFullServiceAccount } from './deployment';
import { OTP_SENDS } from './domain/collections';
import { buildDeps } from './wiring';

const dltTemplates = Object.fromEntries(SMS_KINDS.map((k) => [k, `1107${k.length}`])) as Record<(typeof SMS_KINDS)[number], string>;

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('buildDeps in embedded mode', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps expired records on start, and its hourly timer does not hold the process open', async () => {
    dir = mkdtempSync(join(tmpdir(), 'thali-wiring-'));
    const seeded = new SqliteStore(join(dir, 'thali.db'));
    await seeded.set(OTP_SENDS, '9876500003', { times: [], expireAt: new Date(Date.now() - 60_000) });
    await seeded.set(OTP_SENDS, '9876500004', { times: [], expireAt: new Date(Date.now() + 3600_000) });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();

    // The embedded adapters load with Node's own require, which cannot read TypeScript: use the build, as the emulator does.
    const built = join(__dirname, '..', 'lib', 'wiring.js');
    if (!existsSync(built)) throw new Error('functions/lib is not built: run `npm run build -w functions` (npm test does)');
    const { buildDeps: builtDeps } = createRequire(__filename)(built) as typeof import('./wiring');
    const deps = builtDeps({ mode: 'embedded', dataDir: dir, projectId: 'demo-thali' });

    expect(timers()).toBe(before);
    await vi.waitFor(async () => expect(await seeded.get(OTP_SENDS, '9876500003')).toBeNull());
    expect(await seeded.get(OTP_SENDS, '9876500004')).not.toBeNull();
    await Promise.all([seeded.close(), deps.store.close(), deps.outbox?.close()]);
  });
});

describe('buildDeps for a seeding script', () => {
  it('starts no timers with background: false, so none fires later at the store the script closed; by default it starts all four', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'thali-wiring-'));
    const built = join(__dirname, '..', 'lib', 'wiring.js');
    if (!existsSync(built)) throw new Error('functions/lib is not built: run `npm run build -w functions` (npm test does)');
    const { buildDeps: builtDeps } = createRequire(__filename)(built) as typeof import('./wiring');
    const intervals = vi.spyOn(globalThis, 'setInterval');
    try {
      const seeding = builtDeps({ mode: 'embedded', dataDir: dir, projectId: 'demo-thali' }, { background: false });
      expect(intervals).not.toHaveBeenCalled();
      await Promise.all([seeding.store.close(), seeding.outbox?.close()]);

      const serving = builtDeps({ mode: 'embedded', dataDir: dir, projectId: 'demo-thali' });
      // The expiry sweeps, the scheduled work (reminders, retries), the payment work (holds that ended, refunds due) and the retention work.
      expect(intervals).toHaveBeenCalledTimes(4);
      await Promise.all([serving.store.close(), serving.outbox?.close()]);
    } finally {
      intervals.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the deployed wiring', () => {
  it("signs sessions as the function's own service account, named to the Admin SDK (no key file, no metadata look-up)", () => {
    const deps = buildDeps(
      { mode: 'deployed', projectId: 'demo-thali', bucket: 'demo-thali.firebasestorage.app' },
      {
        gateway: () => ({ provider: 'dlt', url: 'https://sms.invalid', apiKey: 'k', sender: 'THALIH', templates: dltTemplates }),
        serviceAccount: 'thali-api@demo-thali.iam.gserviceaccount.com',
      },
    );

    expect(getApps()[0]?.options).toMatchObject({
      serviceAccountId: 'thali-api@demo-thali.iam.gserviceaccount.com',
      storageBucket: 'demo-thali.firebasestorage.app',
    });
    expect(deps.media.kind).toBe('cloud-storage');
    expect(deps.sms).toBeInstanceOf(DltSms);
  });

  it('names the service account by its full email, built from the project or given, and refuses the short form', () => {
    expect(apiServiceAccount({ GCLOUD_PROJECT: 'thali-prod' })).toBe('thali-api@thali-prod.iam.gserviceaccount.com');
    expect(apiServiceAccount({ GCLOUD_PROJECT: 'thali-prod', API_SERVICE_ACCOUNT: 'ops-api@other.iam.gserviceaccount.com' })).toBe(
      'ops-api@other.iam.gserviceaccount.com',
    );
    expect(() => apiServiceAccount({ GCLOUD_PROJECT: 'thali-prod', API_SERVICE_ACCOUNT: 'thali-api@' })).toThrow(/not a full service account email/);
    expect(() => apiServiceAccount({})).toThrow(/GCLOUD_PROJECT is not set/);
    expect(isFullServiceAccount('thali-api@')).toBe(false);
  });
});
