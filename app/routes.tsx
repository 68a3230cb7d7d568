/**
 * The route table (SPEC.md §2 plus /devices of DEVICE-DOMAIN.md). Pages load on demand; each
 * route's `handle` carries its RouteMeta, which the root uses to pick the layout and the guard
 * uses for access.
 */
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-meta';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { PlaceholderPage } from './pages/placeholder-page';
import { PageLoading } from './page-loading';

const blankPublic: RouteMeta = { layout: 'blank', public: true };

/** A placeholder route for a screen not built yet. */
function placeholder(path: string, title: string, meta: RouteMeta): RouteObject {
  return { path, handle: meta, element: <PlaceholderPage title={title} /> };
}

const device: RouteMeta = { layout: 'default', subject: 'Device' };
/** Sample apps and pages of SPEC.md §2 (later issues fill them); admin-only like the device screens. */
const apps: RouteMeta = { layout: 'default', subject: 'Apps' };

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Our own error page for anything a route throws (never react-router's stack trace screen).
    errorElement: <RouteError />,
    // Shown while the first route's module loads (the router warns without one).
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', handle: { layout: 'blank', public: true } satisfies RouteMeta, lazy: () => import('./pages/login-page') },
      { path: '/', handle: device, lazy: () => import('./pages/home-page') },
      { path: '/devices', handle: device, lazy: () => import('./pages/device-list-page') },
      { path: '/deviceDetail', handle: device, lazy: () => import('./pages/device-detail-page') },
      { path: '/deviceLocation', handle: device, lazy: () => import('./pages/device-location-page') },
      { path: '/deviceTypeList', handle: device, lazy: () => import('./pages/device-type-list-page') },
      placeholder('/second-page', 'Second page', { layout: 'default', subject: 'AclDemo' }),
      placeholder('/apps/ecommerce/product/list', 'Products', apps),
      placeholder('/apps/ecommerce/order/list', 'Orders', apps),
      placeholder('/apps/ecommerce/customer/list', 'Customers', apps),
      placeholder('/apps/ecommerce/reviews', 'Reviews', apps),
      placeholder('/apps/ecommerce/referrals', 'Referrals', apps),
      placeholder('/apps/invoice/list', 'Invoice list', apps),
      placeholder('/apps/invoice/preview/:id', 'Invoice preview', apps),
      placeholder('/apps/user/list', 'User list', apps),
      placeholder('/apps/user/view/:id', 'User view', apps),
      placeholder('/apps/roles', 'Roles', apps),
      placeholder('/apps/permissions', 'Permissions', apps),
      placeholder('/apps/logistics/fleet', 'Logistics fleet', apps),
      placeholder('/apps/academy/my-course', 'Academy courses', apps),
      placeholder('/apps/email', 'E-mail', apps),
      placeholder('/apps/chat', 'Chat', apps),
      placeholder('/apps/calendar', 'Calendar', apps),
      placeholder('/pages/user-profile/:tab', 'User profile', apps),
      placeholder('/pages/faq', 'FAQ', apps),
      placeholder('/pages/help-center', 'Help center', apps),
      placeholder('/pages/datatable', 'Sales datatable', apps),
      { path: '/pages/misc/not-found/*', handle: blankPublic, lazy: () => import('./pages/not-found-page') },
      { path: '*', handle: blankPublic, lazy: () => import('./pages/not-found-page') },
    ],
  },
];
