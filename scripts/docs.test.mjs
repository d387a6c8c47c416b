import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/** The README is a front page a person reads to the end; the rest lives in docs/, and every link between them leads somewhere. */
const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true })
    .filter((f) => String(f).endsWith('.md'))
    .map((f) => join('docs', String(f))),
];

describe('the docs', () => {
  it('keep the README to a front page of at most 150 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it('give the operator, the owner and engineers a guide each', () => {
    for (const guide of ['docs/deploy.md', 'docs/owner-guide.md', 'docs/architecture.md', 'docs/api/routes.md', 'docs/api/openapi.json']) {
      expect(existsSync(join(ROOT, guide)), guide).toBe(true);
    }
  });

  it.each(pages)('%s links only to files and images that exist', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const missing = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1])
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(join(ROOT, dirname(page), target)));
    expect(missing).toEqual([]);
  });
});
