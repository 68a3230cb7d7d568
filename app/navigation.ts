/**
 * The navigation content: device screens first, then the sample apps and pages of SPEC.md §2.
 * Each leaf carries the ability subject its route needs (app/routes.tsx), so the client account
 * sees only what it may open.
 */
import type { TFunction } from 'i18next';
import {
  IconBolt,
  IconCalendar,
  IconCategory,
  IconFile,
  IconFileDollar,
  IconFiles,
  IconHelp,
  IconLayoutGrid,
  IconLifebuoy,
  IconListDetails,
  IconLock,
  IconMail,
  IconMapPin,
  IconMessage,
  IconSchool,
  IconShoppingCart,
  IconSmartHome,
  IconTable,
  IconTruck,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { NavGroup, NavItem } from '../src/components/layout/nav-items';
import type { Shortcut } from '../src/components/layout/shortcuts';

export const DEVICE_SUBJECT = 'Device';
export const APPS_SUBJECT = 'Apps';
export const ACL_DEMO_SUBJECT = 'AclDemo';
export const PROFILE_PATH = '/pages/user-profile/profile';

type ShellT = TFunction<'ee-shell'>;

export function buildNavigation(t: ShellT): NavGroup[] {
  const device = (title: string, to: string, icon: NavItem['icon']): NavItem => ({ title, to, icon, subject: DEVICE_SUBJECT });
  const app = (title: string, to: string, icon?: NavItem['icon']): NavItem => ({ title, to, icon, subject: APPS_SUBJECT });
  const parent = (title: string, icon: NavItem['icon'], children: NavItem[]): NavItem => ({ title, icon, children });
  return [
    {
      id: 'devices',
      heading: t('nav.groups.devices'),
      icon: IconBolt,
      items: [
        device(t('nav.home'), '/', IconSmartHome),
        device(t('nav.devices'), '/devices', IconBolt),
        device(t('nav.deviceDetail'), '/deviceDetail', IconListDetails),
        device(t('nav.deviceLocation'), '/deviceLocation', IconMapPin),
        device(t('nav.deviceTypes'), '/deviceTypeList', IconCategory),
      ],
    },
    {
      id: 'apps',
      heading: t('nav.groups.apps'),
      icon: IconLayoutGrid,
      items: [
        parent(t('nav.ecommerce'), IconShoppingCart, [
          app(t('nav.products'), '/apps/ecommerce/product/list'),
          app(t('nav.addProduct'), '/apps/ecommerce/product/add'),
          app(t('nav.orders'), '/apps/ecommerce/order/list'),
          app(t('nav.customers'), '/apps/ecommerce/customer/list'),
          app(t('nav.reviews'), '/apps/ecommerce/reviews'),
          app(t('nav.referrals'), '/apps/ecommerce/referrals'),
        ]),
        parent(t('nav.invoice'), IconFileDollar, [
          app(t('nav.list'), '/apps/invoice/list'),
          app(t('nav.preview'), '/apps/invoice/preview/4987'),
          app(t('nav.add'), '/apps/invoice/add'),
        ]),
        parent(t('nav.users'), IconUsers, [app(t('nav.list'), '/apps/user/list'), app(t('nav.view'), '/apps/user/view/1')]),
        parent(t('nav.rolesPermissions'), IconLock, [app(t('nav.roles'), '/apps/roles'), app(t('nav.permissions'), '/apps/permissions')]),
        parent(t('nav.logistics'), IconTruck, [app(t('nav.dashboard'), '/apps/logistics/dashboard'), app(t('nav.fleet'), '/apps/logistics/fleet')]),
        parent(t('nav.academy'), IconSchool, [app(t('nav.courses'), '/apps/academy/my-course'), app(t('nav.courseDetails'), '/apps/academy/course-details')]),
        app(t('nav.email'), '/apps/email', IconMail),
        app(t('nav.chat'), '/apps/chat', IconMessage),
        app(t('nav.calendar'), '/apps/calendar', IconCalendar),
      ],
    },
    {
      id: 'pages',
      heading: t('nav.groups.pages'),
      icon: IconFiles,
      items: [
        app(t('nav.profile'), PROFILE_PATH, IconUserCircle),
        app(t('nav.faq'), '/pages/faq', IconHelp),
        app(t('nav.helpCenter'), '/pages/help-center', IconLifebuoy),
        app(t('nav.salesDatatable'), '/pages/datatable', IconTable),
        { title: t('nav.secondPage'), to: '/second-page', icon: IconFile, subject: ACL_DEMO_SUBJECT },
      ],
    },
  ];
}

/** The shortcuts menu: frequent pages (filtered like the navigation). */
/**
 * Where a signed-in user starts: home when they may read it, else the first page of the
 * navigation their abilities allow (the client account: the second page).
 */
export function startPageFor(t: ShellT, allowed: (subject: string | undefined) => boolean): { to: string; title: string } {
  if (allowed(DEVICE_SUBJECT)) return { to: '/', title: t('nav.home') };
  const leaves = buildNavigation(t).flatMap((g) => g.items.flatMap((i) => (i.children ? i.children : [i])));
  const first = leaves.find((i) => i.to && allowed(i.subject));
  return first?.to ? { to: first.to, title: first.title } : { to: '/', title: t('nav.home') };
}

export function buildShortcuts(t: ShellT): (Shortcut & { subject: string })[] {
  return [
    { title: t('nav.devices'), subtitle: t('nav.groups.devices'), to: '/devices', icon: IconBolt, subject: DEVICE_SUBJECT },
    { title: t('nav.deviceTypes'), subtitle: t('nav.groups.devices'), to: '/deviceTypeList', icon: IconCategory, subject: DEVICE_SUBJECT },
    { title: t('nav.deviceLocation'), subtitle: t('nav.groups.devices'), to: '/deviceLocation', icon: IconMapPin, subject: DEVICE_SUBJECT },
    { title: t('nav.invoice'), subtitle: t('nav.groups.apps'), to: '/apps/invoice/list', icon: IconFileDollar, subject: APPS_SUBJECT },
    { title: t('nav.users'), subtitle: t('nav.groups.apps'), to: '/apps/user/list', icon: IconUsers, subject: APPS_SUBJECT },
    { title: t('nav.calendar'), subtitle: t('nav.groups.apps'), to: '/apps/calendar', icon: IconCalendar, subject: APPS_SUBJECT },
    { title: t('nav.secondPage'), subtitle: t('nav.groups.pages'), to: '/second-page', icon: IconFile, subject: ACL_DEMO_SUBJECT },
    { title: t('nav.helpCenter'), subtitle: t('nav.groups.pages'), to: '/pages/help-center', icon: IconLifebuoy, subject: APPS_SUBJECT },
  ];
}
