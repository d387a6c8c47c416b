import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../testing/api-harness';

/** A pages folder as web/scripts/build.mjs leaves it for the function: a secret-looking file beside its copy of the assets. */
function writePagesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thali-assets-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'assets', 'index-Bq1x2y3z.js'), 'import("./MenuPage-C7igOTbJ.js");');
  writeFileSync(join(dir, 'assets', 'MenuPage-C7igOTbJ.css'), '.menu{color:red}');
  writeFileSync(join(dir, 'assets', '.hidden.js'), 'not for anyone');
  writeFileSync(join(dir, 'render.cjs'), 'exports.renderHomePage = async () => "<main></main>";');
  writeFileSync(join(dir, 'pages', 'index.html'), '<!doctype html><title>template</title>');
  return dir;
}

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ seed: false, overrides: { pagesDir: writePagesDir() } });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /assets/<file>: the function's own copy of the web build it renders pages with", () => {
  it('answers a script of its build as JavaScript, kept for a year as hashed files are', async () => {
    const res = await fetch(`${t.base}/assets/index-Bq1x2y3z.js`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('import("./MenuPage-C7igOTbJ.js");');
  });

  it('answers a stylesheet as CSS', async () => {
    const res = await fetch(`${t.base}/assets/MenuPage-C7igOTbJ.css`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answers 404 (never cached) for a file its build does not have, so an old chunk is not answered with a page', async () => {
    const res = await fetch(`${t.base}/assets/index-OldOld12.js`);
    const body = (await res.json()) as { code: string };

    expect(res.status).toBe(404);
    expect(body.code).toBe('not_found');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a malformed or overlong name with a 4xx, never a server error', async () => {
    for (const path of ['/assets/%%%.js', '/assets/%E0%A4%A.js', `/assets/${'a'.repeat(5000)}.js`]) {
      const res = await fetch(`${t.base}${path}`);

      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('serves nothing outside its assets folder, nor a dotfile in it', async () => {
    for (const path of ['/assets/.hidden.js', '/assets/..%2Frender.cjs', '/assets/%2E%2E%2Fpages%2Findex.html', '/assets/../render.cjs']) {
      const res = await fetch(`${t.base}${path}`);
      const text = await res.text();

      expect(res.status, path).toBe(404);
      expect(text, path).not.toContain('renderHomePage');
      expect(text, path).not.toContain('not for anyone');
    }
  });
});
