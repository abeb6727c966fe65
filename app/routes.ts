import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

/**
 * Routes live in one folder per area, each read by its own flatRoutes call (decision 0103): file
 * names keep their flat-route names, so URLs are what they were; the route ids gain the folder
 * (`routes/account/account`). A layout nests only the routes of its own folder. A folder not yet
 * made (learn/) gives no routes, and one added to the list below needs no other change.
 */
const AREAS = [
  'public',
  'auth',
  'enrolment',
  'account',
  'learn',
  'staff',
  'api',
  'templates',
  'mocks',
] as const;

// Tests and server modules may sit beside a route module; they are not routes.
const ignoredRouteFiles = ['**/*.test.*', '**/*.server.*'];

export default Promise.all([
  // A route file left at the top of routes/ still works; the folders are not routes there.
  flatRoutes({ ignoredRouteFiles }),
  ...AREAS.map((area) => flatRoutes({ rootDirectory: `routes/${area}`, ignoredRouteFiles })),
]).then((areas) => areas.flat()) satisfies RouteConfig;
