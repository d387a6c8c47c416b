import { RuleTester, type Rule } from 'eslint';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;

// The rule is an ES module of the root package; Node's own require loads it.
const rule = (createRequire(__filename)(join(__dirname, '..', '..', '..', 'eslint-rules', 'pure-transaction.js')) as { default: Rule.RuleModule }).default;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('thali/pure-transaction', rule, {
  valid: [
    'async function f(store) { const code = await store.transaction(async (tx) => { const d = await tx.get("c", "a"); let n = d.v; n += 1; tx.set("c", "a", { v: n }); return n; }); await sms.send(p, code); }',
    'async function f(store) { await store.transaction(async (tx) => { const xs = []; xs.push(1); for (let i = 0; i < 3; i++) tx.delete("c", String(i)); }); }',
    'let code = ""; code = "x";',
  ],
  invalid: [
    {
      code: 'async function f(store) { let code = ""; await store.transaction(async (tx) => { code = "123"; }); }',
      errors: [{ messageId: 'outer' }],
    },
    {
      code: 'let tries = 0; async function f(store) { await store.transaction(async function (tx) { tries++; }); }',
      errors: [{ messageId: 'outer' }],
    },
    {
      code: 'async function f(deps, limiter) { await deps.store.transaction(async (tx) => { limiter.hit("ip"); await deps.sms.send("p", "t"); }); }',
      errors: [{ messageId: 'call' }, { messageId: 'call' }],
    },
  ],
});
