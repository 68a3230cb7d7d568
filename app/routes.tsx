/**
 * The route table (SPEC.md §2 plus /devices of DEVICE-DOMAIN.md). Pages load on demand; each
 * route's `handle` carries its RouteMeta, which the root uses to pick the layout and the title,
 * and the guard uses for access.
 */
import type { RouteObject } from 'react-router';
import type { RouteMeta, TitleKey } from './route-meta';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { PlaceholderPage } from './pages/placeholder-page';
import { PageLoading } from './page-loading';

const device = (...title: TitleKey[]): RouteMeta => ({ layout: 'default', subject: 'Device', title });
/** Sample apps and pages of SPEC.md §2 (later issues fill them); admin-only like the device screens. */
const apps = (...title: TitleKey[]): RouteMeta => ({ layout: 'default', subject: 'Apps', title });
const blankPublic = (...title: TitleKey[]): RouteMeta => ({ layout: 'blank', public: true, title });

/** A placeholder route for a screen not built yet: its heading is its title. */
function placeholder(path: string, meta: RouteMeta): RouteObject {
  return { path, handle: meta, element: <PlaceholderPage title={meta.title ?? []} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Our own error page for anything a route throws (never react-router's stack trace screen).
    errorElement: <RouteError />,
    // Shown while the first route's module loads (the router warns without one).
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', handle: blankPublic('titles.login'), lazy: () => import('./pages/login-page') },
      { path: '/', handle: device('nav.home'), lazy: () => import('./pages/home-page') },
      { path: '/devices', handle: device('nav.devices'), lazy: () => import('./pages/device-list-page') },
      { path: '/deviceDetail', handle: device('nav.deviceDetail'), lazy: () => import('./pages/device-detail-page') },
      { path: '/deviceLocation', handle: device('nav.deviceLocation'), lazy: () => import('./pages/device-location-page') },
      { path: '/deviceTypeList', handle: device('nav.deviceTypes'), lazy: () => import('./pages/device-type-list-page') },
      placeholder('/second-page', { layout: 'default', subject: 'AclDemo', title: ['nav.secondPage'] }),
      placeholder('/apps/ecommerce/product/list', apps('nav.ecommerce', 'nav.products')),
      placeholder('/apps/ecommerce/order/list', apps('nav.ecommerce', 'nav.orders')),
      placeholder('/apps/ecommerce/customer/list', apps('nav.ecommerce', 'nav.customers')),
      placeholder('/apps/ecommerce/reviews', apps('nav.ecommerce', 'nav.reviews')),
      placeholder('/apps/ecommerce/referrals', apps('nav.ecommerce', 'nav.referrals')),
      placeholder('/apps/invoice/list', apps('nav.invoice', 'nav.list')),
      placeholder('/apps/invoice/preview/:id', apps('nav.invoice', 'nav.preview')),
      placeholder('/apps/user/list', apps('nav.users', 'nav.list')),
      placeholder('/apps/user/view/:id', apps('nav.users', 'nav.view')),
      placeholder('/apps/roles', apps('nav.rolesPermissions', 'nav.roles')),
      placeholder('/apps/permissions', apps('nav.rolesPermissions', 'nav.permissions')),
      placeholder('/apps/logistics/fleet', apps('nav.logistics', 'nav.fleet')),
      placeholder('/apps/academy/my-course', apps('nav.academy', 'nav.courses')),
      placeholder('/apps/email', apps('nav.email')),
      placeholder('/apps/chat', apps('nav.chat')),
      placeholder('/apps/calendar', apps('nav.calendar')),
      placeholder('/pages/user-profile/:tab', apps('nav.profile')),
      placeholder('/pages/faq', apps('nav.faq')),
      placeholder('/pages/help-center', apps('nav.helpCenter')),
      placeholder('/pages/datatable', apps('nav.salesDatatable')),
      { path: '/pages/misc/not-found/*', handle: blankPublic('titles.notFound'), lazy: () => import('./pages/not-found-page') },
      { path: '*', handle: blankPublic('titles.notFound'), lazy: () => import('./pages/not-found-page') },
    ],
  },
];
