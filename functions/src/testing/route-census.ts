import type express from 'express';

interface Layer {
  rawPath?: unknown;
  name?: string;
  handle?: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

const GUARD = 'backOfficeGuard';

/**
 * Every route the app serves behind the back-office guard (http/auth.ts requireAdmin), as "METHOD /path":
 * read from the app's own router, so that a route added without an entry in the permission map shows up.
 */
export function guardedRoutes(app: express.Express): string[] {
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string, guarded: boolean) => {
    let guardedHere = guarded;
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path === '/' ? '' : layer.route.path}` || '/';
        if (guardedHere || layer.route.stack.some((l) => l.name === GUARD)) {
          for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.add(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.name === GUARD) {
        guardedHere = true;
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount, guardedHere);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', false);
  return [...found].sort();
}

/** Every route the app serves, guarded or not, as "METHOD /path" (mount paths joined). */
export function allRoutes(app: express.Express): string[] {
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path === '/' ? '' : layer.route.path}` || '/';
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.add(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found].sort();
}
