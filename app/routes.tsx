/**
 * The route table (docs/spec.md §2 plus /devices of docs/domain/devices.md). Pages load on demand;
 * each route's `handle` carries its RouteMeta, which the root uses to pick the layout and the
 * title, and the guard uses for access.
 */
import type { RouteObject } from 'react-router';

import { shellModule } from './layouts/shell-module';
import { PageLoading } from './page-loading';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { isRouteMeta, type RouteMeta, type TitleKey } from './route-meta';

const device = (...title: TitleKey[]): RouteMeta => ({
  layout: 'default',
  subject: 'Device',
  title,
});
/** Work orders: whoever may read them (the admin, the technician; not the client). */
const workOrder = (...title: TitleKey[]): RouteMeta => ({
  layout: 'default',
  subject: 'WorkOrder',
  title,
});
/** Maintenance plans: the admin manages them; the technician and the client read them. */
const plan = (...title: TitleKey[]): RouteMeta => ({
  layout: 'default',
  subject: 'MaintenancePlan',
  title,
});
/**
 * Sample apps and pages of docs/spec.md §2 (later issues fill them); admin-only like the device
 * screens.
 */
const apps = (...title: TitleKey[]): RouteMeta => ({ layout: 'default', subject: 'Apps', title });
const blankPublic = (...title: TitleKey[]): RouteMeta => ({ layout: 'blank', public: true, title });

/**
 * A route inside the shell loads the shell with its page: the router shows the page once both are
 * in, fetched side by side (root-route.tsx draws the shell without waiting again).
 */
function withShell(route: RouteObject): RouteObject {
  const { lazy: loadPage, handle } = route;
  if (typeof loadPage !== 'function' || !isRouteMeta(handle) || handle.layout !== 'default')
    return route;
  return {
    ...route,
    lazy: () => Promise.all([loadPage(), shellModule.load()]).then(([page]) => page),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Our own error page for anything a route throws (never react-router's stack trace screen).
    errorElement: <RouteError />,
    // Shown while the first route's module loads (the router warns without one).
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/login',
        handle: blankPublic('titles.login'),
        lazy: () => import('./pages/login-page'),
      },
      { path: '/', handle: device('nav.home'), lazy: () => import('./pages/home-page') },
      {
        path: '/devices',
        handle: device('nav.devices'),
        lazy: () => import('./pages/device-list-page'),
      },
      {
        path: '/deviceDetail',
        handle: device('nav.deviceDetail'),
        lazy: () => import('./pages/device-detail-page'),
      },
      {
        path: '/deviceLocation',
        handle: device('nav.deviceLocation'),
        lazy: () => import('./pages/device-location-page'),
      },
      {
        path: '/deviceTypeList',
        handle: device('nav.deviceTypes'),
        lazy: () => import('./pages/device-type-list-page'),
      },
      {
        path: '/work-orders',
        handle: workOrder('nav.workOrders'),
        lazy: () => import('./pages/work-order-list-page'),
      },
      {
        path: '/work-orders/board',
        handle: workOrder('nav.workOrders', 'nav.workOrderBoard'),
        lazy: () => import('./pages/work-order-board-page'),
      },
      {
        path: '/work-orders/calendar',
        handle: workOrder('nav.workOrders', 'nav.workOrderCalendar'),
        lazy: () => import('./pages/work-order-calendar-page'),
      },
      {
        path: '/work-orders/:number',
        handle: workOrder('nav.workOrders', 'nav.workOrderDetail'),
        lazy: () => import('./pages/work-order-detail-page'),
      },
      {
        path: '/my-work',
        handle: workOrder('nav.myWork'),
        lazy: () => import('./pages/my-work-page'),
      },
      {
        path: '/maintenance-plans',
        handle: plan('nav.maintenancePlans'),
        lazy: () => import('./pages/maintenance-plan-list-page'),
      },
      {
        path: '/second-page',
        handle: { layout: 'default', subject: 'AclDemo', title: ['nav.secondPage'] },
        lazy: () => import('./pages/second-page'),
      },
      {
        path: '/apps/invoice/list',
        handle: apps('nav.invoice', 'nav.list'),
        lazy: () => import('./pages/invoice-list-page'),
      },
      {
        path: '/apps/invoice/preview/:id',
        handle: apps('nav.invoice', 'nav.preview'),
        lazy: () => import('./pages/invoice-preview-page'),
      },
      {
        path: '/apps/invoice/add',
        handle: apps('nav.invoice', 'nav.add'),
        lazy: () => import('./pages/invoice-add-page'),
      },
      {
        path: '/apps/invoice/edit/:id',
        handle: apps('nav.invoice', 'nav.edit'),
        lazy: () => import('./pages/invoice-edit-page'),
      },
      {
        path: '/apps/user/list',
        handle: apps('nav.users', 'nav.list'),
        lazy: () => import('./pages/user-list-page'),
      },
      {
        path: '/apps/user/view/:id',
        handle: apps('nav.users', 'nav.view'),
        lazy: () => import('./pages/user-view-page'),
      },
      {
        path: '/apps/roles',
        handle: apps('nav.rolesPermissions', 'nav.roles'),
        lazy: () => import('./pages/roles-page'),
      },
      {
        path: '/apps/permissions',
        handle: apps('nav.rolesPermissions', 'nav.permissions'),
        lazy: () => import('./pages/permissions-page'),
      },
      {
        path: '/apps/logistics/dashboard',
        handle: apps('nav.logistics', 'nav.dashboard'),
        lazy: () => import('./pages/logistics-dashboard-page'),
      },
      {
        path: '/apps/logistics/fleet',
        handle: apps('nav.logistics', 'nav.fleet'),
        lazy: () => import('./pages/logistics-fleet-page'),
      },
      {
        path: '/pages/datatable',
        handle: apps('nav.salesDatatable'),
        lazy: () => import('./pages/sales-datatable-page'),
      },
      {
        path: '/apps/ecommerce/product/list',
        handle: apps('nav.ecommerce', 'nav.products'),
        lazy: () => import('./pages/product-list-page'),
      },
      {
        path: '/apps/ecommerce/product/add',
        handle: apps('nav.ecommerce', 'nav.addProduct'),
        lazy: () => import('./pages/product-add-page'),
      },
      {
        path: '/apps/ecommerce/order/list',
        handle: apps('nav.ecommerce', 'nav.orders'),
        lazy: () => import('./pages/order-list-page'),
      },
      {
        path: '/apps/ecommerce/order/details/:id',
        handle: apps('nav.ecommerce', 'nav.orderDetails'),
        lazy: () => import('./pages/order-details-page'),
      },
      {
        path: '/apps/ecommerce/customer/list',
        handle: apps('nav.ecommerce', 'nav.customers'),
        lazy: () => import('./pages/customer-list-page'),
      },
      {
        path: '/apps/ecommerce/customer/details/:id',
        handle: apps('nav.ecommerce', 'nav.customerDetails'),
        lazy: () => import('./pages/customer-details-page'),
      },
      {
        path: '/apps/ecommerce/reviews',
        handle: apps('nav.ecommerce', 'nav.reviews'),
        lazy: () => import('./pages/reviews-page'),
      },
      {
        path: '/apps/ecommerce/referrals',
        handle: apps('nav.ecommerce', 'nav.referrals'),
        lazy: () => import('./pages/referrals-page'),
      },
      {
        path: '/apps/academy/my-course',
        handle: apps('nav.academy', 'nav.courses'),
        lazy: () => import('./pages/academy-courses-page'),
      },
      {
        path: '/apps/academy/course-details',
        handle: apps('nav.academy', 'nav.courseDetails'),
        lazy: () => import('./pages/academy-course-details-page'),
      },
      { path: '/apps/email', handle: apps('nav.email'), lazy: () => import('./pages/email-page') },
      { path: '/apps/chat', handle: apps('nav.chat'), lazy: () => import('./pages/chat-page') },
      {
        path: '/apps/calendar',
        handle: apps('nav.calendar'),
        lazy: () => import('./pages/calendar-page'),
      },
      {
        path: '/pages/user-profile/:tab',
        handle: apps('nav.profile'),
        lazy: () => import('./pages/profile-page'),
      },
      { path: '/pages/faq', handle: apps('nav.faq'), lazy: () => import('./pages/faq-page') },
      {
        path: '/pages/help-center',
        handle: apps('nav.helpCenter'),
        lazy: () => import('./pages/help-center-page'),
      },
      {
        path: '/pages/help-center/article/:category/:article',
        handle: apps('nav.helpCenter', 'nav.article'),
        lazy: () => import('./pages/help-article-page'),
      },
      {
        path: '/pages/misc/not-found/*',
        handle: blankPublic('titles.notFound'),
        lazy: () => import('./pages/not-found-page'),
      },
      {
        path: '*',
        handle: blankPublic('titles.notFound'),
        lazy: () => import('./pages/not-found-page'),
      },
    ].map(withShell),
  },
];
