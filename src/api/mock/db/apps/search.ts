/** The app-bar search groups (SPEC.md §3 "Search group"); device numbers are added at query time. */
import type { SearchGroup } from '../../../types/search';

export function createSearchGroups(): SearchGroup[] {
  const item = (title: string, url: string, icon: string) => ({ title, url, icon });
  return [
    {
      title: 'Dashboards',
      category: 'dashboards',
      children: [item('Analytics Dashboard', '/', 'tabler-trending-up'), item('Project Analytics', '/?tab=projects', 'tabler-chart-pie')],
    },
    {
      title: 'Devices',
      category: 'devices-pages',
      children: [
        item('Device Detail', '/deviceDetail', 'tabler-bolt'),
        item('Device Location', '/deviceLocation', 'tabler-map-pin'),
        item('Device Type List', '/deviceTypeList', 'tabler-list-details'),
      ],
    },
    {
      title: 'Apps & Pages',
      category: 'appsPages',
      children: [
        item('Email', '/apps/email', 'tabler-mail'),
        item('Chat', '/apps/chat', 'tabler-message'),
        item('Calendar', '/apps/calendar', 'tabler-calendar'),
        item('Invoice List', '/apps/invoice/list', 'tabler-file-dollar'),
        item('Invoice Preview', '/apps/invoice/preview/4987', 'tabler-file-description'),
        item('User List', '/apps/user/list', 'tabler-users'),
        item('User View', '/apps/user/view/1', 'tabler-user'),
        item('Roles', '/apps/roles', 'tabler-shield'),
        item('Permissions', '/apps/permissions', 'tabler-lock'),
        item('Logistics Fleet', '/apps/logistics/fleet', 'tabler-truck'),
        item('Academy Courses', '/apps/academy/my-course', 'tabler-school'),
        item('eCommerce Products', '/apps/ecommerce/product/list', 'tabler-shopping-cart'),
        item('eCommerce Orders', '/apps/ecommerce/order/list', 'tabler-receipt'),
        item('eCommerce Customers', '/apps/ecommerce/customer/list', 'tabler-user-circle'),
        item('eCommerce Reviews', '/apps/ecommerce/reviews', 'tabler-star'),
        item('eCommerce Referrals', '/apps/ecommerce/referrals', 'tabler-users-plus'),
      ],
    },
    {
      title: 'Pages',
      category: 'pages',
      children: [
        item('User Profile', '/pages/user-profile/profile', 'tabler-user-check'),
        item('FAQ', '/pages/faq', 'tabler-help'),
        item('Help Center', '/pages/help-center', 'tabler-lifebuoy'),
        item('Sales Datatable', '/pages/datatable', 'tabler-table'),
        item('Login', '/login', 'tabler-login'),
        item('Second Page', '/second-page', 'tabler-file'),
        item('Not Found', '/pages/misc/not-found/example', 'tabler-error-404'),
      ],
    },
  ];
}
