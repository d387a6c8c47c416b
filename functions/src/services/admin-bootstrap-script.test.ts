import { FirestoreServer } from '@firestore-emulator/server';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords';
import { freePort } from '../testing/docstore-fixtures';

/** scripts/bootstrap-admin.mjs as an operator runs it; it loads the built functions (npm test builds them first). */
const root = join(__dirname, '..', '..', '..');
const script = join(root, 'scripts', 'bootstrap-admin.mjs');
const built = existsSync(join(root, 'functions', 'lib', 'services', 'admin-bootstrap.js'));
if (!built) console.warn('bootstrap-admin script tests skipped: functions/lib is not built (run `npm run build -w functions`; `npm test` does)');

function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', METADATA_SERVER_DETECTION: 'none', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!built)('scripts/bootstrap-admin.mjs', () => {
  let server: FirestoreServer;
  let host: string;
  beforeAll(async () => {
    const port = await freePort();
    server = new FirestoreServer();
    await server.start(port);
    host = `127.0.0.1:${port}`;
  });
  afterAll(() => server?.stop());

  it('--help explains the commands and the secret', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--hash-password');
    expect(r.stdout).toContain('firebase functions:secrets:set ADMIN_PASSWORD_HASH');
  });

  it('refuses a demo- project without --allow-demo, and unknown flags', async () => {
    const demo = await run(['--project', 'demo-thali', '--phone', '9876543210']);
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('demo-thali is a demo project');
    expect((await run(['--password', 'x'])).code).toBe(2);
  });

  it('--hash-password prints a hash of the password that the API accepts, and refuses a short one', { timeout: 30_000 }, async () => {
    const r = await run(['--hash-password'], { ADMIN_PASSWORD: 'a-long-admin-secret' });
    expect(r.code).toBe(0);
    const hash = r.stdout.trim();
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('a-long-admin-secret', hash)).toBe(true);
    expect(r.stderr).toContain('ADMIN_PASSWORD_HASH');
    const short = await run(['--hash-password'], { ADMIN_PASSWORD: 'short' });
    expect(short.code).toBe(1);
  });

  it('creates the first owner in Firestore, then finds the phone taken and reports it is an owner already', { timeout: 60_000 }, async () => {
    const env = { FIRESTORE_EMULATOR_HOST: host, BOOTSTRAP_ADMIN_PASSWORD: 'a-long-admin-secret' };
    const created = await run(['--project', 'demo-bootstrap', '--allow-demo', '--phone', '9876543210', '--name', 'Asha Patel'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created owner Asha Patel \(9876543210\) as users\/\w+ in demo-bootstrap/);
    const again = await run(['--project', 'demo-bootstrap', '--allow-demo', '--phone', '9876543210'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/is an owner already/);
    const missing = await run(['--project', 'demo-bootstrap', '--allow-demo', '--phone', '9123456780'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('give --name');
  });
});
