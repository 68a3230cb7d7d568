/**
 * The route table (SPEC.md §2 plus /devices of DEVICE-DOMAIN.md). Pages load on demand; each
 * route's `handle` carries its RouteMeta, which the root uses to pick the layout and the guard
 * uses for access.
 */
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-meta';
import { RootRoute } from './root-route';
import { PlaceholderPage } from './pages/placeholder-page';

const blankPublic: RouteMeta = { layout: 'blank', public: true };

/** A placeholder route for a screen not built yet. */
function placeholder(path: string, title: string, meta: RouteMeta): RouteObject {
  return { path, handle: meta, element: <PlaceholderPage title={title} /> };
}

const device: RouteMeta = { layout: 'default', subject: 'Device' };

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/login', handle: { layout: 'blank', public: true } satisfies RouteMeta, lazy: () => import('./pages/login-page') },
      placeholder('/', 'Home', device),
      placeholder('/devices', 'Devices', device),
      placeholder('/deviceDetail', 'Device detail', device),
      placeholder('/deviceLocation', 'Device location', device),
      placeholder('/deviceTypeList', 'Device types', device),
      placeholder('/second-page', 'Second page', { layout: 'default', subject: 'AclDemo' }),
      { path: '/pages/misc/not-found/*', handle: blankPublic, lazy: () => import('./pages/not-found-page') },
      { path: '*', handle: blankPublic, lazy: () => import('./pages/not-found-page') },
    ],
  },
];
