import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPublicRoute, routes } from './router';

const match = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
const children: RouteObject[] = routes.flatMap((r) => r.children ?? []);

describe('the public pages in each language', () => {
  it.each(['/', '/menu', '/booktable', '/reservation/AB12CD', '/track/XY', '/about', '/login', '/myorders'])(
    '%s answers under /gu and /hi with the same element and page as in English',
    (path) => {
      const english = match(path)!;
      for (const prefix of ['/gu', '/hi']) {
        const there = match(path === '/' ? `${prefix}/` : `${prefix}${path}`)!;
        expect(there.path).toBe(path === '/' ? `${prefix}/` : `${prefix}${english.path}`);
        // The same element: a move to another language keeps the page's state.
        expect(there.element).toBe(english.element);
        expect(there.handle).toBe(english.handle);
      }
    },
  );

  it("answers /gu and /hi's unknown paths with the not-found page in that language", () => {
    expect(match('/gu/nothing-here')!.path).toBe('/gu/*');
    expect(match('/hi/a/b')!.path).toBe('/hi/*');
    expect(match('/gu/nothing-here')!.element).toBe(match('/nothing-here')!.element);
  });

  it('keeps the back office, the dev pages, /pay, /t and /staff/join English only', () => {
    for (const path of ['/admin', '/adminkitchen', '/admin/adminlogin', '/t', '/staff/join', '/pay/x', '/dev/outbox']) expect(isPublicRoute(path)).toBe(false);
    expect(children.filter((r) => r.path?.startsWith('/gu/admin') || r.path === '/gu/t' || r.path === '/gu/staff/join')).toEqual([]);
    expect(match('/gu/admin')!.path).toBe('/gu/*');
  });
});
