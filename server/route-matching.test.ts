/**
 * Route matching as the server loads it (the CommonJS builds, patched by `npm install`'s
 * postinstall, patch-package): a route tree's branches are ranked once per tree and a path's
 * matches kept with them (patches/@remix-run+router+1.23.3.patch, docs/decisions/0072 and 0078);
 * the route objects a render derives from the build are made once per build
 * (@remix-run/server-runtime, @remix-run/react, react-router-dom, 0078); a loader or action is
 * given the request itself unless Remix has a parameter of its own to take out of its URL
 * (@remix-run/server-runtime, 0088). Matching must still see what the tree holds now (routes added
 * in place, as lazy route discovery adds them; another tree), and what a caller does with its
 * matches must not reach the next caller.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type * as Router from '@remix-run/router';
import type { AgnosticRouteObject, StaticHandlerContext } from '@remix-run/router';
import type * as RouterDomServer from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof Router;
const { createEntryRouteModules } = require('@remix-run/server-runtime/dist/entry.js') as {
  createEntryRouteModules: (routes: Record<string, { module: object }>) => object;
};
const { createStaticRouter } = require('react-router-dom/server') as typeof RouterDomServer;
type Handler = (args: { request: Request }) => unknown;
const { callRouteAction, callRouteLoader } = require('@remix-run/server-runtime/dist/data.js') as {
  [name in 'callRouteAction' | 'callRouteLoader']: (args: {
    loader?: Handler;
    action?: Handler;
    request: Request;
    params: object;
    loadContext: object;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
};

type Route = AgnosticRouteObject & { id: string };

const ids = (routes: Route[], path: string) =>
  router.matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

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

  it('hands every caller matches of its own, with the params of its path', () => {
    const routes: Route[] = [
      { id: 'root', path: '', children: [{ id: 'course', path: 'courses/:courseId' }] },
    ];
    const match = (path: string) =>
      router.matchRoutes(routes, path) as { route: Route; params: Record<string, string> }[];
    const first = match('/courses/clinical1');
    first[1]!.params.courseId = 'changed';
    first.pop();
    const again = match('/courses/clinical1');
    expect(again.map((one) => one.route.id)).toEqual(['root', 'course']);
    expect(again[1]!.params).toEqual({ courseId: 'clinical1' });
    again[0]!.params.courseId = 'changed';
    // The matches of one path share one params object, as without the patch.
    expect(again[1]!.params.courseId).toBe('changed');
    expect(match('/courses/clinical1')[1]!.params.courseId).toBe('clinical1');
    expect(router.matchRoutes(routes, '/nowhere')).toBeNull();
    expect(router.matchRoutes(routes, '/nowhere')).toBeNull();
  });

  it('still matches every path once more paths were asked for than it keeps', () => {
    const routes: Route[] = [{ id: 'course', path: 'courses/:courseId' }];
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 1_200; n++) {
        const [match] = router.matchRoutes(routes, `/courses/c${n}`) ?? [];
        expect(match?.params.courseId).toBe(`c${n}`);
      }
    }
  });
});

describe('what a render derives from the build', () => {
  it('is one object of route modules per build', () => {
    const root = { default: () => null };
    const build = { root: { module: root } };
    const modules = createEntryRouteModules(build);
    expect(modules).toEqual({ root });
    expect(createEntryRouteModules(build)).toBe(modules);
    expect(Object.isFrozen(modules)).toBe(true);
    expect(createEntryRouteModules({ root: { module: root } })).not.toBe(modules);
  });

  it('is one set of data routes per routes array, with each render its own state', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'about', path: 'about' }] }];
    const context = (path: string, id: string) =>
      ({
        basename: '/',
        location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
        matches: router.matchRoutes(routes, path)!,
        loaderData: { [id]: path },
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      }) as unknown as StaticHandlerContext;
    const about = createStaticRouter(routes, context('/about', 'about'));
    const home = createStaticRouter(routes, context('/', 'root'));
    expect(home.routes).toBe(about.routes);
    expect(about.state.matches.map((match) => match.route.id)).toEqual(['root', 'about']);
    expect(home.state.matches.map((match) => match.route.id)).toEqual(['root']);
    expect(about.state.loaderData).toEqual({ about: '/about' });
    expect(home.state.loaderData).toEqual({ root: '/' });
    expect(createStaticRouter([...routes], context('/', 'root')).routes).not.toBe(home.routes);
  });
});

describe('what a loader or action is given', () => {
  const given = async (request: Request, call = callRouteLoader) => {
    let seen: Request | undefined;
    const handler: Handler = ({ request: one }) => ((seen = one), null);
    await call({
      loader: handler,
      action: handler,
      request,
      params: {},
      loadContext: {},
      routeId: 'root',
      singleFetch: true,
    });
    return seen!;
  };

  it("is the request itself when its URL has none of Remix's parameters", async () => {
    const request = new Request('http://localhost/courses?panel=module3&x', {
      headers: { cookie: 'lng=es' },
      signal: new AbortController().signal,
    });
    expect(await given(request)).toBe(request);
    // Not re-encoded either, as taking a parameter out would ('x' became 'x=').
    expect((await given(request)).url).toBe('http://localhost/courses?panel=module3&x');
    const post = new Request('http://localhost/contact', { method: 'POST', body: 'name=Ana' });
    expect(await given(post, callRouteAction)).toBe(post);
  });

  it('is a request without `index` and `_routes`, body, headers and abort signal kept', async () => {
    const controller = new AbortController();
    const request = new Request('http://localhost/contact?index&_routes=root&panel=a', {
      method: 'POST',
      body: 'name=Ana',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lng=es' },
      signal: controller.signal,
    });
    const seen = await given(request, callRouteAction);
    expect(seen).not.toBe(request);
    expect(seen.url).toBe('http://localhost/contact?panel=a');
    expect(seen.headers.get('cookie')).toBe('lng=es');
    expect(await seen.text()).toBe('name=Ana');
    controller.abort();
    expect(seen.signal.aborted).toBe(true);
    // A form of an index route keeps its own `index=value`s (Remix strips only the empty one).
    const indexed = await given(new Request('http://localhost/?index&index=a'));
    expect(indexed.url).toBe('http://localhost/?index=a');
  });
});

describe('the patches, as installed', () => {
  // Without them every request ranks the route tree again and makes its route objects anew
  // (0072, 0078), and the tests above still pass.
  it('are in the builds the server loads', () => {
    const patched = (name: string, text: string) =>
      expect(readFileSync(require.resolve(name), 'utf8')).toContain(text);
    expect(require.resolve('@remix-run/router')).toMatch(/router\.cjs\.js$/);
    patched('@remix-run/router', 'const rankedBranchesCache = new WeakMap();');
    patched('@remix-run/router', 'const MATCHES_KEPT = 500;');
    patched('@remix-run/server-runtime/dist/entry.js', 'const entryRouteModules = new WeakMap();');
    patched('@remix-run/server-runtime/dist/data.js', 'if (!url.searchParams.has("index")) return');
    patched('@remix-run/react/dist/server.js', 'const serverRoutesCache = new WeakMap();');
    patched('react-router-dom/server', 'const dataRoutesCache = new WeakMap();');
  });
});
