/**
 * @remix-run/router as installed: patches/@remix-run+router+1.23.3.patch makes it rank a route
 * tree's branches once per tree (docs/decisions/0072). Matching must still see what the tree holds
 * now: routes added in place, as lazy route discovery adds them, and another tree.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';
import { describe, expect, it } from 'vitest';

type Route = AgnosticRouteObject & { id: string };

const ids = (routes: Route[], path: string) =>
  matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

describe('route matching', () => {
  it('ranks static paths before dynamic ones, and sees routes added to the tree in place', () => {
    const children: Route[] = [];
    const courses: Route = { id: 'courses', path: 'courses', children };
    const routes: Route[] = [
      {
        id: 'root',
        path: '',
        children: [
          { id: 'index', index: true },
          { id: 'splat', path: '*' },
          { id: 'slug', path: ':slug' },
          courses,
        ],
      },
    ];
    expect(ids(routes, '/')).toEqual(['root', 'index']);
    expect(ids(routes, '/courses')).toEqual(['root', 'courses']);
    expect(ids(routes, '/about')).toEqual(['root', 'slug']);
    expect(ids(routes, '/courses/clinical1')).toEqual(['root', 'splat']);
    children.push({ id: 'course', path: ':courseId' });
    expect(ids(routes, '/courses/clinical1')).toEqual(['root', 'courses', 'course']);
    expect(ids([{ id: 'other', path: 'about' }], '/about')).toEqual(['other']);
  });
});

describe('@remix-run/router as installed', () => {
  // Applied by `npm install` (postinstall: patch-package): without it every request flattens and
  // ranks the whole route tree again (0072), and the test above still passes.
  // The server's build (Remix's server runtime requires it); the browser's matches once a page.
  it('carries the patch that ranks a tree once, in the build the server loads', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(require.resolve('@remix-run/router')).toMatch(/router\.cjs\.js$/);
    expect(source).toContain('const rankedBranchesCache = new WeakMap();');
  });
});
