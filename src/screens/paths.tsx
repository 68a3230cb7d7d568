import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Where the kit's screens link to, so they fit a host's routes (`/equipment/devices`, …). Every
 * link a screen makes is built from these; the defaults are the routes of our own app.
 */
export interface ScreenPaths {
  /** The home page (not-found and not-authorised pages lead there). */
  home: string;
  /** The device register (`?status=…`, `?typeId=…` are added to it). */
  devices: string;
  /** A device's page (`?number=…` is added). */
  deviceDetail: string;
  /** The location tree (`?location=…` is added). */
  deviceLocation: string;
  /** The device type list. */
  deviceTypes: string;
  /** Work orders: the list (`?status=…`, `?due=overdue`, … are added to it). */
  workOrders: string;
  /** One work order (`/<number>` is added). */
  workOrderDetail: string;
  /** Work orders as a board by status. */
  workOrderBoard: string;
  /** Work orders on a calendar of their planned and due days. */
  workOrderCalendar: string;
  /** The signed-in user's own work orders. */
  myWork: string;
  /** Maintenance plans: the list (`?deviceTypeId=…`, `?action=add` are added to it). */
  maintenancePlans: string;
  /** The sign-in page. */
  login: string;
  /** Invoices: the list. */
  invoiceList: string;
  /** One invoice to read, print and pay (`/<id>` is added). */
  invoicePreview: string;
  /** A new invoice. */
  invoiceAdd: string;
  /** An invoice to change (`/<id>` is added). */
  invoiceEdit: string;
  /** Users: the list. */
  userList: string;
  /** One user (`/<id>` is added). */
  userView: string;
  /** Roles with their permissions. */
  roles: string;
  /** The permission list. */
  permissions: string;
  /** Logistics: figures, vehicles and charts. */
  logisticsDashboard: string;
  /** Logistics: vehicles on a map. */
  logisticsFleet: string;
  /** E-commerce: products. */
  productList: string;
  /** E-commerce: a new product. */
  productAdd: string;
  /** E-commerce: orders. */
  orderList: string;
  /** One order (`/<id>` is added). */
  orderDetails: string;
  /** E-commerce: customers. */
  customerList: string;
  /** One customer (`/<id>` is added). */
  customerDetails: string;
  /** E-commerce: reviews. */
  reviews: string;
  /** E-commerce: referrals. */
  referrals: string;
  /** Academy: my courses. */
  academyCourses: string;
  /** Academy: one course. */
  academyCourseDetails: string;
  /** The e-mail client. */
  email: string;
  /** Chat. */
  chat: string;
  /** The calendar. */
  calendar: string;
  /** The user profile (`/<tab>` is added: profile, teams, projects, connections). */
  profile: string;
  /** Frequently asked questions. */
  faq: string;
  /** The help center. */
  helpCenter: string;
  /** A help article (`/<category>/<article>` is added). */
  helpArticle: string;
  /** The sales datatable. */
  salesDatatable: string;
  /** The second page (the client account's home). */
  secondPage: string;
}

export const DEFAULT_SCREEN_PATHS: ScreenPaths = {
  home: '/',
  devices: '/devices',
  deviceDetail: '/deviceDetail',
  deviceLocation: '/deviceLocation',
  deviceTypes: '/deviceTypeList',
  workOrders: '/work-orders',
  workOrderDetail: '/work-orders',
  workOrderBoard: '/work-orders/board',
  workOrderCalendar: '/work-orders/calendar',
  myWork: '/my-work',
  maintenancePlans: '/maintenance-plans',
  login: '/login',
  invoiceList: '/apps/invoice/list',
  invoicePreview: '/apps/invoice/preview',
  invoiceAdd: '/apps/invoice/add',
  invoiceEdit: '/apps/invoice/edit',
  userList: '/apps/user/list',
  userView: '/apps/user/view',
  roles: '/apps/roles',
  permissions: '/apps/permissions',
  logisticsDashboard: '/apps/logistics/dashboard',
  logisticsFleet: '/apps/logistics/fleet',
  productList: '/apps/ecommerce/product/list',
  productAdd: '/apps/ecommerce/product/add',
  orderList: '/apps/ecommerce/order/list',
  orderDetails: '/apps/ecommerce/order/details',
  customerList: '/apps/ecommerce/customer/list',
  customerDetails: '/apps/ecommerce/customer/details',
  reviews: '/apps/ecommerce/reviews',
  referrals: '/apps/ecommerce/referrals',
  academyCourses: '/apps/academy/my-course',
  academyCourseDetails: '/apps/academy/course-details',
  email: '/apps/email',
  chat: '/apps/chat',
  calendar: '/apps/calendar',
  profile: '/pages/user-profile',
  faq: '/pages/faq',
  helpCenter: '/pages/help-center',
  helpArticle: '/pages/help-center/article',
  salesDatatable: '/pages/datatable',
  secondPage: '/second-page',
};

const ScreenPathsContext = createContext<ScreenPaths>(DEFAULT_SCREEN_PATHS);

export interface ScreenPathsProviderProps {
  /** The routes that differ from ours; the rest keep their defaults. */
  paths: Partial<ScreenPaths>;
  children: ReactNode;
}

/** Tells the screens below it where the host mounted each route. */
export function ScreenPathsProvider({ paths, children }: ScreenPathsProviderProps) {
  const parent = useContext(ScreenPathsContext);
  const key = JSON.stringify(paths);
  // Keyed by content: a host writing the paths inline does not re-render every link each time.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ ...parent, ...paths }), [parent, key]);
  return <ScreenPathsContext.Provider value={value}>{children}</ScreenPathsContext.Provider>;
}

/** The paths screens link to (the nearest provider's, else ours). */
export function useScreenPaths(): ScreenPaths {
  return useContext(ScreenPathsContext);
}

/** `path?key=value&…`, with empty values left out. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A device's page. */
export function deviceDetailHref(paths: ScreenPaths, number: string): string {
  return withQuery(paths.deviceDetail, { number });
}

/** A work order's page: `/work-orders/WO-2026-00042`. */
export function workOrderHref(paths: ScreenPaths, number: string): string {
  return withSegments(paths.workOrderDetail, number);
}

/**
 * `path/<segment>/…`, each segment URL-encoded: the screens whose route names a record
 * (`/apps/invoice/preview/4987`).
 */
export function withSegments(path: string, ...segments: (string | number)[]): string {
  return [path.replace(/\/+$/, ''), ...segments.map((s) => encodeURIComponent(String(s)))].join(
    '/',
  );
}
