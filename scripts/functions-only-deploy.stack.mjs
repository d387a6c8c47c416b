// A functions-only deploy after a web change must not break / and /menu: rehearsed on the local emulators
// (scripts/functions-only-rehearsal.mjs), with a live site that holds none of the new build's hashed files.
// Uses the web build in web/dist when it carries the function's assets copy (npm test's end-to-end stage builds it), else builds one.
// Run: npx vitest run -c scripts/vitest.stack.config.mjs functions-only-deploy
import { describe, expect, it } from 'vitest';
import { rehearsalProblems, rehearseFunctionsOnlyDeploy } from './functions-only-rehearsal.mjs';

describe('firebase deploy --only functions, after a web change', () => {
  it('serves / and /menu with every script and stylesheet they name, from the function when the live site lacks them', async () => {
    const result = await rehearseFunctionsOnlyDeploy();

    expect(result.renamed, 'the older site has its own hashed files').toBeGreaterThan(10);
    expect(result.pages.map((p) => [p.path, p.status])).toEqual([
      ['/', 200],
      ['/menu', 200],
    ]);
    for (const page of result.pages) {
      expect(page.assets.filter((a) => a.href.endsWith('.js')).length, `${page.path} names its scripts`).toBeGreaterThan(0);
    }
    expect(rehearsalProblems(result)).toEqual([]);
    // A web build of its own, when none is left to reuse, takes minutes on a busy machine.
  }, 600_000);

  it('without the /assets/** rewrite to the function (the control), the same pages name scripts that answer 404', async () => {
    const result = await rehearseFunctionsOnlyDeploy({ withoutAssetsRewrite: true });

    const missing = rehearsalProblems(result).filter((p) => /names \/assets\/[^ ]+\.js, which answered 404/.test(p));
    expect(missing.length).toBe(result.pages.flatMap((p) => p.assets).filter((a) => a.href.endsWith('.js')).length);
  });
});
