import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TTL_COLLECTIONS } from './domain/expiry';

const root = join(__dirname, '..', '..');
const firebaseTools = join(root, 'node_modules', 'firebase-tools');
// Validate with firebase-tools' own copy of ajv and its own schema, as the CLI does.
const requireFromCli = createRequire(join(firebaseTools, 'package.json'));
const Ajv = requireFromCli('ajv') as new (o: object) => { compile(s: object): ((d: unknown) => boolean) & { errors?: unknown } };

const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

describe('firebase.json', () => {
  it('is valid against the firebase-tools schema', () => {
    const schema = JSON.parse(readFileSync(join(firebaseTools, 'schema', 'firebase-config.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const valid = validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('serves prerendered pages by clean URLs, the menu rendered by the api function, the back office from its shell, and sends /api/** to the function', () => {
    expect(config.hosting.public).toBe('web/dist');
    expect(config.hosting.cleanUrls).toBe(true);
    expect(config.hosting.rewrites[0]).toMatchObject({ source: '/api/**', function: { functionId: 'api' } });
    expect(config.hosting.rewrites[1]).toMatchObject({ source: '/', function: { functionId: 'api' } });
    expect(config.hosting.rewrites[2]).toMatchObject({ source: '/menu', function: { functionId: 'api' } });
    // A text's short link, /t?r=<reference>, which the function redirects to the order's or the booking's page.
    expect(config.hosting.rewrites.find((r: { source: string }) => r.source === '/t')).toMatchObject({ function: { functionId: 'api' } });
    // A hashed file the site lacks (an older site's, after a functions-only deploy): the function's own copy (http/assets.ts).
    expect(config.hosting.rewrites.find((r: { source: string }) => r.source === '/assets/**')).toMatchObject({ function: { functionId: 'api' } });
    // The home and the menu in Gujarati and Hindi, rendered by the function like / and /menu (Hosting drops the trailing slash: /gu).
    const fn = (source: string) => ({ source, function: { functionId: 'api', region: 'asia-south1' } });
    expect(config.hosting.rewrites.slice(3).filter((r: { source: string }) => r.source !== '/t' && r.source !== '/assets/**')).toEqual([
      fn('/gu'),
      fn('/gu/menu'),
      fn('/hi'),
      fn('/hi/menu'),
      { source: '/reservation/*', destination: '/reservation.html' },
      { source: '/track/*', destination: '/track.html' },
      // The same shells in each language (the build writes gu/reservation.html beside reservation.html).
      { source: '/gu/reservation/*', destination: '/gu/reservation.html' },
      { source: '/gu/track/*', destination: '/gu/track.html' },
      { source: '/hi/reservation/*', destination: '/hi/reservation.html' },
      { source: '/hi/track/*', destination: '/hi/track.html' },
      { source: '/gu/waitlist/*', destination: '/app.html' },
      { source: '/hi/waitlist/*', destination: '/app.html' },
      // The local payment gateway's page, a lazy route of the app.
      { source: '/pay/*', destination: '/app.html' },
      // A waitlist place, the link in the waitlist text: a lazy route of the app.
      { source: '/waitlist/*', destination: '/app.html' },
      // The dev outbox, a lazy route of a local build only (deployed, the app shows its not-found page).
      { source: '/dev/*', destination: '/app.html' },
      { source: '/admin*', destination: '/app.html' },
      { source: '/admin/**', destination: '/app.html' },
      // The function redirects /index.html to /: a Hosting redirect rule would make the local Hosting emulator decode
      // every URL, and a malformed one (/api/orders?search=%%%) then stopped the whole local stack.
      { source: '/index.html', function: { functionId: 'api', region: 'asia-south1' } },
    ]);
    expect(config.hosting.redirects).toBeUndefined();
    // No catch-all: an unknown path gets 404.html with status 404, and a chunk neither the site nor the function has a real 404.
  });

  it('deploys functions on nodejs22 after lint and build, with the emulator ports the README lists', () => {
    expect(config.functions[0].runtime).toBe('nodejs22');
    expect(config.functions[0].predeploy.join(' ')).toMatch(/lint[\s\S]*build/);
    // The function renders /menu with the web build's renderer, which must travel with it.
    expect(config.functions[0].predeploy.join(' ')).toMatch(/build:pages/);
    expect(config.functions[0].ignore).not.toContain('pages');
    const e = config.emulators;
    expect([e.auth.port, e.functions.port, e.firestore.port, e.storage.port, e.hosting.port]).toEqual([9099, 5001, 8080, 9199, 5000]);
    expect(e.ui.enabled).toBe(false);
    expect(e.singleProjectMode).toBe(true);
  });

  it('uses a demo- project locally', () => {
    const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8'));
    expect(rc.projects.default).toMatch(/^demo-/);
  });
});

describe('firestore.indexes.json', () => {
  const spec = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'));

  it("passes firebase-tools' own validation, as `firebase deploy` runs it", () => {
    const { FirestoreApi } = requireFromCli('./lib/firestore/api.js') as { FirestoreApi: new () => { validateSpec(s: unknown): void } };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  it('declares a TTL policy on expireAt, exempt from indexing, for every collection whose records expire, and for no other', () => {
    const ttl = (spec.fieldOverrides as Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }>).filter((f) => f.ttl);
    expect(ttl.map((f) => f.collectionGroup).sort()).toEqual([...TTL_COLLECTIONS].sort());
    for (const f of ttl) expect(f).toEqual({ collectionGroup: f.collectionGroup, fieldPath: 'expireAt', ttl: true, indexes: [] });
  });
});
