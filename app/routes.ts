import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// Tests may sit beside a route module; they are not routes.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.*'] }) satisfies RouteConfig;
