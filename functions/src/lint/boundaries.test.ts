import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The root eslint.config.js, as `npm run lint` runs it, on snippets placed where the rules apply.
const eslint = new ESLint({ cwd: join(__dirname, '..', '..', '..') });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').map((m) => m.message);
}

describe('layer boundaries the linter enforces', () => {
  const domain = 'functions/src/domain/example.ts';

  it.each([
    ["import type { OtpState } from '../services/otp';", 'not services'],
    ["import { ok } from '../lib/http';", 'not services, http'],
    ["import { requireAdmin } from '../http/auth';", 'not services, http'],
    ["import { SqliteStore } from '../adapters/sqlite';", 'not services, http'],
    ["import { randomBytes } from 'node:crypto';", 'no Node'],
    ["import { readFileSync } from 'fs';", 'no Node'],
    ["import express from 'express';", 'no framework'],
  ])('the domain may not say %j', async (line, said) => {
    const found = await problems(domain, `${line}\nexport const x = 1;\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(said);
  });

  it.each(['document.title', 'window.location.href', 'localStorage.getItem("k")', 'process.env.MODE', 'Buffer.from("x")', 'fetch("/api")'])(
    'the domain may not touch %j',
    async (expr) => {
      const found = await problems(domain, `export const x = () => ${expr};\n`);
      expect(found).toEqual([expect.stringContaining('no Node or DOM globals')]);
    },
  );

  it('the domain may import itself and zod, and use the language', async () => {
    const code =
      "import { z } from 'zod';\nimport { normalizePhone } from './phone';\nexport const x = z.string().transform((s) => normalizePhone(s) + new Date().toISOString() + JSON.stringify(new URL('https://a.example')));\n";
    expect(await problems(domain, code)).toEqual([]);
  });

  it.each(["import type { Session } from '../http/auth';", "import { parse } from '../lib/http';", "import type { Request } from 'express';"])(
    'a service may not say %j',
    async (line) => {
      expect(await problems('functions/src/services/example.ts', `${line}\nexport const x = 1;\n`)).toEqual([
        expect.stringContaining('Services import nothing of HTTP'),
      ]);
    },
  );

  it('a service may use the domain, ports and the neutral parse', async () => {
    const code =
      "import { parse } from '../lib/parse';\nimport { ORDERS } from '../domain/collections';\nimport type { DocStore } from '../ports';\nexport const x = [parse, ORDERS] as unknown as DocStore;\n";
    expect(await problems('functions/src/services/example.ts', code)).toEqual([]);
  });

  const fromTheWeb = {
    'web/src/features/orders/Example.tsx': "import { placeOrder } from '../../../../functions/src/services/place-order';",
    'web/src/lib/example.ts': "import { parse } from '../../../functions/src/lib/parse';",
    'web/src/app/example.ts': "import { LOCAL_ADMIN } from '../../../functions/src/seed/local-admin';",
    'web/src/components/Example.tsx': "import { placeOrder } from '@domain/../services/place-order';",
  };
  it.each(Object.entries(fromTheWeb))('%s may not say %j', async (file, line) => {
    expect(await problems(file, `${line}\nexport const x = 1;\n`)).toEqual([expect.stringContaining('only the shared domain')]);
  });

  it('the web may import the shared domain as @domain/*', async () => {
    expect(
      await problems('web/src/features/orders/Example.tsx', "import { normalizePhone } from '@domain/phone';\nexport const x = normalizePhone;\n"),
    ).toEqual([]);
  });
});
