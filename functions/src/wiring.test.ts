import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteStore } from './adapters/sqlite-store';
import { OTP_SENDS } from './domain/collections';
import { buildDeps } from './wiring';

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

    const deps = buildDeps({ mode: 'embedded', dataDir: dir, projectId: 'demo-thali' });

    expect(timers()).toBe(before);
    await vi.waitFor(async () => expect(await seeded.get(OTP_SENDS, '9876500003')).toBeNull());
    expect(await seeded.get(OTP_SENDS, '9876500004')).not.toBeNull();
    await Promise.all([seeded.close(), deps.store.close(), deps.outbox?.close()]);
  });
});
