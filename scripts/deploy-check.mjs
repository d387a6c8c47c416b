#!/usr/bin/env node
// `npm run deploy:check`: offline preflight of what would break a deploy (the checks are in deploy-checks.mjs).
//   --only=name[,name]  runs the named checks only
import { DEPLOY_CHECKS, DeployCheckError } from './deploy-checks.mjs';
import { ROOT } from './lib.mjs';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
let failed = 0;
for (const check of DEPLOY_CHECKS) {
  if (only && !only.includes(check.name)) continue;
  const started = Date.now();
  try {
    const detail = await check.run(ROOT);
    console.log(`ok   ${check.name}${detail ? `: ${detail}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed += 1;
    const message = e instanceof DeployCheckError ? e.message : `the check itself failed: ${e.stack ?? e}`;
    console.error(`FAIL ${check.name}\n${message.replace(/^/gm, '     ')}`);
  }
}
if (failed) {
  console.error(`\ndeploy:check: ${failed} check(s) failed; a deploy would break. Fix the above, then run npm run deploy:check again.`);
  process.exit(1);
}
console.log('\ndeploy:check: ready to deploy.');
