// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../../..', import.meta.url));
const vite = join(web, '..', 'node_modules', '.bin', 'vite');

/** What must never reach a visitor's browser (DECISIONS 1, 5): the local admin's credentials, local-only routes, secret names and key material. */
const FORBIDDEN: RegExp[] = [
  /thali-admin/,
  // The seeded admin's phone as a number of its own (artwork paths hold long decimals such as 30.599999999999998).
  /(?<![\d.])9999999999(?![\d.])/,
  /login-as-admin/,
  /Login as Admin \(Test\)/,
  /demo-api-key/,
  /ADMIN_PASSWORD_HASH/,
  /SMS_API_KEY/,
  /scrypt\$/,
  /PRIVATE KEY/,
  /private_key/,
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

let out: string;
let files: string[];
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'thali-prod-bundle-'));
  const env = { ...process.env };
  delete env.VITE_LOCAL;
  const r = spawnSync(vite, ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { cwd: web, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the production build failed:\n${r.stderr}\n${r.stdout}`);
  files = filesUnder(out);
}, 60_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('a production web build', () => {
  it('contains the app', () => {
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    const js = files
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // The admin login screen and its call are in the bundle: the grep below looks at the right thing.
    expect(js).toContain('/users/admin/login');
  });

  it('carries no admin password, local-only control or secret in any file', () => {
    const found = files.flatMap((f) => {
      const text = readFileSync(f).toString('latin1');
      return FORBIDDEN.filter((re) => re.test(text)).map((re) => `${re.source} in ${f.slice(out.length + 1)}`);
    });
    expect(found).toEqual([]);
  });
});
