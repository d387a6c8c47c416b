import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCache } from './pages';

/** A page maker that finishes when told to, as a slow render would. */
function slowPage(html: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { make: async () => (await done, html), finish };
}

describe('the rendered pages kept per version', () => {
  it('keeps a page for its version, compressed in brotli and gzip, and makes it again when the version changes', async () => {
    const cache = pageCache('menu', 4);
    let made = 0;
    const make = async () => `<p>menu ${++made}</p>`;
    const first = await cache('v1', '/menu', make);
    expect(brotliDecompressSync(first.brotli).toString()).toBe('<p>menu 1</p>');
    expect(gunzipSync(first.gzipped).toString()).toBe('<p>menu 1</p>');
    expect(await cache('v1', '/menu', make)).toBe(first);
    const second = await cache('v2', '/menu', make);
    expect(second.body.toString()).toBe('<p>menu 2</p>');
    expect(second.etag).not.toBe(first.etag);
  });

  it('never keeps a page made for a version that a newer one replaced while it was being made', async () => {
    const cache = pageCache('home', 4);
    const old = slowPage('<p>4 plates left</p>');
    const stale = cache('v1', '/', old.make);
    // A plate is sold: the next visitor sees the new version while the old page is still being made.
    const fresh = await cache('v2', '/', async () => '<p>3 plates left</p>');
    old.finish();
    expect((await stale).body.toString()).toBe('<p>4 plates left</p>');
    const later = await cache('v2', '/', async () => '<p>never made: the page is kept</p>');
    expect(later).toBe(fresh);
    expect(later.body.toString()).toBe('<p>3 plates left</p>');
  });
});
