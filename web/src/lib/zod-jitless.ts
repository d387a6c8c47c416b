import { config } from 'zod/v4/core';

/**
 * Every `import … from 'zod'` in the web build resolves here (vite.config.ts), so this runs
 * before any schema is built. zod otherwise probes `new Function('')` when it builds an object
 * schema, to see whether it may compile parsers; the site's Content-Security-Policy rightly
 * has no 'unsafe-eval', so the probe is refused and reported as a violation even though zod
 * catches it. The browser parses small forms: the interpreted parsers are fast enough.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
