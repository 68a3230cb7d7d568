/**
 * The navigation content: device screens first, then the sample apps and pages of docs/spec.md §2.
 * Each leaf carries the ability subject its route needs, so the client account sees only what it
 * may open; every link is built from the screen paths, so the menu follows a host's routes.
 */
import {
  IconBolt,
  IconCalendar,
  IconCalendarDue,
  IconCalendarRepeat,
  IconCategory,
  IconClipboardCheck,
  IconClipboardList,
  IconFile,
  IconFileDollar,
  IconFiles,
  IconHelp,
  IconLayoutGrid,
  IconLayoutKanban,
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
import type { TFunction } from 'i18next';

import {
  ACL_DEMO_SUBJECT,
  APPS_SUBJECT,
  DEVICE_SUBJECT,
  MAINTENANCE_PLAN_SUBJECT,
  WORK_ORDER_SUBJECT,
} from '@/auth/subjects';
import type { NavGroup, NavItem } from '@/components/layout/nav-items';
import type { Shortcut } from '@/components/layout/shortcuts';

import { DEFAULT_SCREEN_PATHS, withSegments, type ScreenPaths } from '../paths';

export { ACL_DEMO_SUBJECT, APPS_SUBJECT, DEVICE_SUBJECT, WORK_ORDER_SUBJECT };
/** The profile page as the user menu opens it: its first tab. */
export const profilePath = (paths: ScreenPaths): string => withSegments(paths.profile, 'profile');

type ShellT = TFunction<'ee-shell'>;

export function buildNavigation(t: ShellT, paths: ScreenPaths = DEFAULT_SCREEN_PATHS): NavGroup[] {
  const device = (title: string, to: string, icon: NavItem['icon']): NavItem => ({
    title,
    to,
    icon,
    subject: DEVICE_SUBJECT,
  });
  const app = (title: string, to: string, icon?: NavItem['icon']): NavItem => ({
    title,
    to,
    icon,
    subject: APPS_SUBJECT,
  });
  const work = (title: string, to: string, icon: NavItem['icon']): NavItem => ({
    title,
    to,
    icon,
    subject: WORK_ORDER_SUBJECT,
  });
  const parent = (title: string, icon: NavItem['icon'], children: NavItem[]): NavItem => ({
    title,
    icon,
    children,
  });
  return [
    {
      id: 'devices',
      heading: t('nav.groups.devices'),
      icon: IconBolt,
      items: [
        device(t('nav.home'), paths.home, IconSmartHome),
        device(t('nav.devices'), paths.devices, IconBolt),
        device(t('nav.deviceDetail'), paths.deviceDetail, IconListDetails),
        device(t('nav.deviceLocation'), paths.deviceLocation, IconMapPin),
        device(t('nav.deviceTypes'), paths.deviceTypes, IconCategory),
      ],
    },
    {
      id: 'maintenance',
      heading: t('nav.groups.maintenance'),
      icon: IconClipboardList,
      items: [
        work(t('nav.workOrders'), paths.workOrders, IconClipboardList),
        work(t('nav.workOrderBoard'), paths.workOrderBoard, IconLayoutKanban),
        work(t('nav.workOrderCalendar'), paths.workOrderCalendar, IconCalendarDue),
        work(t('nav.myWork'), paths.myWork, IconClipboardCheck),
        {
          title: t('nav.maintenancePlans'),
          to: paths.maintenancePlans,
          icon: IconCalendarRepeat,
          subject: MAINTENANCE_PLAN_SUBJECT,
        },
      ],
    },
    {
      id: 'apps',
      heading: t('nav.groups.apps'),
      icon: IconLayoutGrid,
      items: [
        parent(t('nav.ecommerce'), IconShoppingCart, [
          app(t('nav.products'), paths.productList),
          app(t('nav.addProduct'), paths.productAdd),
          app(t('nav.orders'), paths.orderList),
          app(t('nav.customers'), paths.customerList),
          app(t('nav.reviews'), paths.reviews),
          app(t('nav.referrals'), paths.referrals),
        ]),
        parent(t('nav.invoice'), IconFileDollar, [
          app(t('nav.list'), paths.invoiceList),
          app(t('nav.preview'), withSegments(paths.invoicePreview, 4987)),
          app(t('nav.add'), paths.invoiceAdd),
        ]),
        parent(t('nav.users'), IconUsers, [
          app(t('nav.list'), paths.userList),
          app(t('nav.view'), withSegments(paths.userView, 1)),
        ]),
        parent(t('nav.rolesPermissions'), IconLock, [
          app(t('nav.roles'), paths.roles),
          app(t('nav.permissions'), paths.permissions),
        ]),
        parent(t('nav.logistics'), IconTruck, [
          app(t('nav.dashboard'), paths.logisticsDashboard),
          app(t('nav.fleet'), paths.logisticsFleet),
        ]),
        parent(t('nav.academy'), IconSchool, [
          app(t('nav.courses'), paths.academyCourses),
          app(t('nav.courseDetails'), paths.academyCourseDetails),
        ]),
        app(t('nav.email'), paths.email, IconMail),
        app(t('nav.chat'), paths.chat, IconMessage),
        app(t('nav.calendar'), paths.calendar, IconCalendar),
      ],
    },
    {
      id: 'pages',
      heading: t('nav.groups.pages'),
      icon: IconFiles,
      items: [
        app(t('nav.profile'), profilePath(paths), IconUserCircle),
        app(t('nav.faq'), paths.faq, IconHelp),
        app(t('nav.helpCenter'), paths.helpCenter, IconLifebuoy),
        app(t('nav.salesDatatable'), paths.salesDatatable, IconTable),
        {
          title: t('nav.secondPage'),
          to: paths.secondPage,
          icon: IconFile,
          subject: ACL_DEMO_SUBJECT,
        },
      ],
    },
  ];
}

/** The shortcuts menu: frequent pages (filtered like the navigation). */
/**
 * Where a signed-in user starts: home when they may read it, else the second page when they may
 * (the client account's own page, docs/spec.md §6: it also reads the maintenance plans, which come
 * first in the navigation), else the first page of the navigation their abilities allow.
 */
export function startPageFor(
  t: ShellT,
  allowed: (subject: string | undefined) => boolean,
  paths: ScreenPaths = DEFAULT_SCREEN_PATHS,
): { to: string; title: string } {
  const home = { to: paths.home, title: t('nav.home') };
  if (allowed(DEVICE_SUBJECT)) return home;
  if (allowed(ACL_DEMO_SUBJECT)) return { to: paths.secondPage, title: t('nav.secondPage') };
  const leaves = buildNavigation(t, paths).flatMap((g) =>
    g.items.flatMap((i) => (i.children ? i.children : [i])),
  );
  const first = leaves.find((i) => i.to && allowed(i.subject));
  return first?.to ? { to: first.to, title: first.title } : home;
}

export function buildShortcuts(
  t: ShellT,
  paths: ScreenPaths = DEFAULT_SCREEN_PATHS,
): (Shortcut & { subject: string })[] {
  return [
    {
      title: t('nav.devices'),
      subtitle: t('nav.groups.devices'),
      to: paths.devices,
      icon: IconBolt,
      subject: DEVICE_SUBJECT,
    },
    {
      title: t('nav.deviceTypes'),
      subtitle: t('nav.groups.devices'),
      to: paths.deviceTypes,
      icon: IconCategory,
      subject: DEVICE_SUBJECT,
    },
    {
      title: t('nav.deviceLocation'),
      subtitle: t('nav.groups.devices'),
      to: paths.deviceLocation,
      icon: IconMapPin,
      subject: DEVICE_SUBJECT,
    },
    {
      title: t('nav.workOrders'),
      subtitle: t('nav.groups.maintenance'),
      to: paths.workOrders,
      icon: IconClipboardList,
      subject: WORK_ORDER_SUBJECT,
    },
    {
      title: t('nav.invoice'),
      subtitle: t('nav.groups.apps'),
      to: paths.invoiceList,
      icon: IconFileDollar,
      subject: APPS_SUBJECT,
    },
    {
      title: t('nav.users'),
      subtitle: t('nav.groups.apps'),
      to: paths.userList,
      icon: IconUsers,
      subject: APPS_SUBJECT,
    },
    {
      title: t('nav.calendar'),
      subtitle: t('nav.groups.apps'),
      to: paths.calendar,
      icon: IconCalendar,
      subject: APPS_SUBJECT,
    },
    {
      title: t('nav.secondPage'),
      subtitle: t('nav.groups.pages'),
      to: paths.secondPage,
      icon: IconFile,
      subject: ACL_DEMO_SUBJECT,
    },
    {
      title: t('nav.helpCenter'),
      subtitle: t('nav.groups.pages'),
      to: paths.helpCenter,
      icon: IconLifebuoy,
      subject: APPS_SUBJECT,
    },
  ];
}
