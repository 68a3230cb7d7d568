/**
 * The app's routes as e2e tests visit them (the route table lives in app/, which tests do not
 * import).
 */

/**
 * Every page the admin can open, with the deeper states that draw differently. Route-wide checks
 * move from each to the next as a link would (browser.ts `visit`) and wait for the new page's
 * heading, so two paths that draw the same screen (the two not-found pages) must not follow each
 * other here.
 */
export const ADMIN_PATHS = [
  '/',
  '/devices',
  '/devices?status=fault&overdue=true',
  '/deviceDetail?number=24DC10001',
  '/deviceDetail?number=24DC10001&tab=readings',
  '/deviceDetail?number=24DC10001&tab=alarms',
  '/deviceDetail?number=24DC10001&tab=maintenance',
  '/deviceDetail?number=24DC10001&tab=documents',
  '/deviceDetail?number=24DC10001&tab=history',
  '/deviceDetail?number=SERVER%20ROOM',
  '/deviceDetail',
  '/deviceLocation',
  '/deviceLocation?location=2',
  '/deviceLocation?location=9999',
  '/deviceTypeList',
  '/no-such-page',
  '/second-page',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/add',
  '/apps/ecommerce/order/details/1',
  '/apps/ecommerce/customer/details/1',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/reviews',
  '/apps/ecommerce/referrals',
  '/apps/invoice/list',
  '/apps/invoice/preview/4987',
  '/apps/invoice/add',
  '/apps/invoice/edit/4987',
  '/apps/user/list',
  '/apps/user/view/1',
  '/apps/roles',
  '/apps/permissions',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet',
  '/apps/academy/my-course',
  '/apps/academy/course-details',
  '/apps/email',
  '/apps/chat',
  '/apps/calendar',
  '/pages/user-profile/profile',
  '/pages/faq',
  '/pages/help-center',
  '/pages/help-center/article/getting-started/find-anything-from-the-keyboard',
  '/pages/datatable',
  '/pages/misc/not-found/nothing-here',
] as const;

/**
 * The client may read the second page only; the rest of the admin is "not allowed" (403) for them
 * (the same screen, and home sends them on to the second page): checks load each of these.
 */
export const CLIENT_PATHS = [
  '/second-page',
  '/',
  '/devices',
  '/pages/user-profile/profile',
] as const;
