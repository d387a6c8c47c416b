import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { openApi, routesPage, sourceRoutes } from './testing/api-reference';
import { allRoutes } from './testing/route-census';

/**
 * docs/api/openapi.json is generated from the routers' sources and their zod schemas. These checks keep it
 * honest: the routes read from the sources are exactly the ones the app serves, and the committed file is
 * what the generator makes of today's code (`npm run docs:api` writes it anew).
 */
const FILE = join(__dirname, '..', '..', 'docs', 'api', 'openapi.json');
const PAGE = join(__dirname, '..', '..', 'docs', 'api', 'routes.md');
const appOf = (mode: AppDeps['mode']) => createApp({ mode, mediaRoot: '/media-root' } as unknown as AppDeps);

describe('the API reference', async () => {
  const fromSource = await sourceRoutes();
  const served = allRoutes(appOf('emulator'));
  const deployed = new Set(allRoutes(appOf('deployed')));

  it('reads from the sources every route the app serves, and no other', () => {
    const read = fromSource.map((r) => `${r.method} ${r.path}`).sort();
    expect(read).toEqual(served);
    expect(served.length).toBeGreaterThan(100);
  });

  it('finds the zod schema of the bodies routes parse', () => {
    const placeOrder = fromSource.find((r) => r.method === 'POST' && r.path === '/api/orders');
    expect(placeOrder?.body?.name).toBe('PlaceOrderInput');
    expect(fromSource.filter((r) => r.body).length).toBeGreaterThan(40);
  });

  it('is the committed docs/api/openapi.json, regenerated with npm run docs:api', async () => {
    const doc = await openApi(fromSource, new Set(served.filter((r) => !deployed.has(r))));
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.THALI_WRITE_API_REFERENCE) {
      mkdirSync(dirname(FILE), { recursive: true });
      writeFileSync(FILE, text);
      writeFileSync(PAGE, routesPage(doc));
    }
    expect(existsSync(FILE), 'docs/api/openapi.json exists: run npm run docs:api').toBe(true);
    expect(readFileSync(FILE, 'utf8'), 'docs/api/openapi.json is out of date: run npm run docs:api').toBe(text);
    expect(readFileSync(PAGE, 'utf8'), 'docs/api/routes.md is out of date: run npm run docs:api').toBe(routesPage(doc));
    const orders = (doc.paths as Record<string, Record<string, { requestBody?: unknown }>>)['/api/orders']?.post;
    expect(JSON.stringify(orders?.requestBody)).toContain('"items"');
  });
});
