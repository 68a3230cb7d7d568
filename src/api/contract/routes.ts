/**
 * Every call of the API: method, path, parameters, body and answers, each with the contract's
 * schemas. The OpenAPI document is generated from this table, and a test holds it equal to the
 * routes the simulation answers, so neither can drift from the other.
 */
import { z } from 'zod';
import * as academy from './academy';
import * as auth from './auth';
import * as calendar from './calendar';
import * as chat from './chat';
import { id, messageError, validationError } from './common';
import * as devices from './devices';
import * as ecommerce from './ecommerce';
import * as email from './email';
import * as invoice from './invoice';
import * as logistics from './logistics';
import * as pages from './pages';
import * as permissions from './permissions';
import * as search from './search';
import * as users from './users';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413;

/** What an error answer carries: refused fields, a message, or either (a write's 400). */
export type ErrorShape = 'fields' | 'message' | 'either';

export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. `/api/devices/{number}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer; no schema for an empty body. */
  ok: { status: 200 | 201 | 204; schema?: z.ZodType; description: string };
  errors?: Partial<Record<ErrorStatus, [ErrorShape, string]>>;
  /** Needs `Authorization: Bearer` of a session allowed to change devices. */
  secured?: boolean;
}

export const ERROR_SCHEMAS: Record<ErrorShape, z.ZodType[]> = {
  fields: [validationError],
  message: [messageError],
  either: [validationError, messageError],
};

const numberParam = z.object({ number: devices.deviceNumber.meta({ description: 'A device number, e.g. 24DC10001 (case-insensitive).' }) });
const idParam = (what: string) => z.object({ id: id.meta({ description: `The ${what}'s id.` }) });
const userIdParam = z.object({ userId: id.meta({ description: 'The contact’s user id.' }) });

const deviceNotFound: Operation['errors'] = { 404: ['message', 'No device has this number: `Device not found`.'] };

/** A write with a JSON body: its 400s (a body that is not a JSON object, refused fields) and 413. */
const writeErrors = (fields = 'Refused fields, by field.'): Operation['errors'] => ({
  400: ['either', `${fields} A body that is not a JSON object answers \`{ message }\` instead.`],
  413: ['message', 'The body is larger than 256 kB.'],
});

/** Writes of the device domain: a session whose abilities allow changing devices. */
const securedErrors: Operation['errors'] = {
  401: ['message', 'No valid session token: `Sign in again to save changes`.'],
  403: ['message', 'The session may not change devices (e.g. the client account): `Your account may not change devices`.'],
};

const LIST_RULES =
  'Paging and sorting follow SPEC §5: a missing or unreadable `page` or `itemsPerPage` falls back to 1 and 10 (never a 400), `itemsPerPage=-1` answers every row, an unknown `sortBy` keeps the default order.';

const deviceOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/devices',
    operationId: 'listDevices',
    tag: 'Devices',
    summary: 'The device register',
    description: `Search by number or name, filter by type, status, location (with its descendants) and overdue inspection. ${LIST_RULES}`,
    query: devices.deviceListQuery,
    ok: { status: 200, schema: devices.deviceListResponse, description: 'A page of devices and the filtered total.' },
  },
  {
    method: 'get',
    path: '/api/devices/stats',
    operationId: 'getDeviceStats',
    tag: 'Devices',
    summary: 'The home page figures',
    description: 'Counts by status and type, overdue inspections, inspections due in 30 days, alarms of the last 24 h.',
    ok: { status: 200, schema: devices.deviceStats, description: 'The figures.' },
  },
  {
    method: 'get',
    path: '/api/devices/next-number',
    operationId: 'getNextDeviceNumber',
    tag: 'Devices',
    summary: 'The next free device number of a type and year',
    description: 'Two-digit year + type code + the next serial from 10001, for the "Add device" form.',
    query: devices.nextDeviceNumberQuery,
    ok: { status: 200, schema: devices.nextDeviceNumberResponse, description: 'The number.' },
    errors: { 400: ['fields', 'Unknown device type (`typeId`) or a year outside 0–9999.'] },
  },
  {
    method: 'post',
    path: '/api/devices',
    operationId: 'createDevice',
    tag: 'Devices',
    summary: 'Add a device',
    description: 'Besides the body’s own rules: the type, location and parent must exist, a given number must use the type’s code and be unused, and the last inspection cannot be after today. Recorded in the device’s history as the session’s user.',
    body: devices.deviceCreateBody,
    ok: { status: 201, schema: devices.deviceDetail, description: 'The new device.' },
    errors: { ...writeErrors('Refused fields (duplicate number, unknown type or location, dates out of order, values past their limits).'), ...securedErrors },
    secured: true,
  },
  {
    method: 'get',
    path: '/api/devices/{number}',
    operationId: 'getDevice',
    tag: 'Devices',
    summary: 'One device with its type and location path',
    params: numberParam,
    ok: { status: 200, schema: devices.deviceDetail, description: 'The device.' },
    errors: deviceNotFound,
  },
  {
    method: 'put',
    path: '/api/devices/{number}',
    operationId: 'updateDevice',
    tag: 'Devices',
    summary: 'Change a device',
    description: 'Any subset of the fields. The number cannot change. A status change is recorded in history on its own, other changes as one entry; a new type keeps only the nameplate fields it lists.',
    params: numberParam,
    body: devices.deviceUpdateBody,
    ok: { status: 200, schema: devices.deviceDetail, description: 'The device after the change.' },
    errors: { ...writeErrors(), ...deviceNotFound, ...securedErrors },
    secured: true,
  },
  {
    method: 'delete',
    path: '/api/devices/{number}',
    operationId: 'deleteDevice',
    tag: 'Devices',
    summary: 'Delete a device',
    description: 'Its maintenance, documents and history go with it; devices inside it are detached.',
    params: numberParam,
    ok: { status: 204, description: 'Deleted.' },
    errors: { ...deviceNotFound, ...securedErrors },
    secured: true,
  },
  {
    method: 'get',
    path: '/api/devices/{number}/readings',
    operationId: 'getReadings',
    tag: 'Devices',
    summary: 'Readings of one metric over a range',
    description: 'Generated from the device number, so any range can be asked for; at most ~500 points.',
    params: numberParam,
    query: devices.readingQuery,
    ok: { status: 200, schema: devices.readingSeries, description: 'The series with its unit and alarm threshold.' },
    errors: { 400: ['fields', 'Unknown metric, unreadable from/to, or to not after from.'], ...deviceNotFound },
  },
  {
    method: 'get',
    path: '/api/devices/{number}/alarms',
    operationId: 'getAlarms',
    tag: 'Devices',
    summary: 'Alarms of a device over a range',
    description: 'Runs of readings past the type’s thresholds; default the last 24 h.',
    params: numberParam,
    query: devices.alarmQuery,
    ok: { status: 200, schema: devices.alarmListResponse, description: 'The alarms, newest first.' },
    errors: { 400: ['fields', 'Unreadable from/to, or to not after from.'], ...deviceNotFound },
  },
  {
    method: 'get',
    path: '/api/devices/{number}/maintenance',
    operationId: 'listMaintenance',
    tag: 'Devices',
    summary: 'Maintenance records of a device',
    description: `Newest first unless sorted. ${LIST_RULES}`,
    params: numberParam,
    query: devices.maintenanceListQuery,
    ok: { status: 200, schema: devices.maintenanceListResponse, description: 'A page of records.' },
    errors: deviceNotFound,
  },
  {
    method: 'post',
    path: '/api/devices/{number}/maintenance',
    operationId: 'addMaintenance',
    tag: 'Devices',
    summary: 'Record or schedule maintenance',
    description: 'Work dated after today cannot be done. A done inspection newer than the last one moves lastInspection and nextInspection. Written to history.',
    params: numberParam,
    body: devices.maintenanceCreateBody,
    ok: { status: 201, schema: devices.maintenanceRecord, description: 'The new record.' },
    errors: { ...writeErrors(), ...deviceNotFound, ...securedErrors },
    secured: true,
  },
  {
    method: 'get',
    path: '/api/devices/{number}/history',
    operationId: 'listHistory',
    tag: 'Devices',
    summary: 'Who changed what and when',
    description: `Newest first (sortBy=at&orderBy=asc for oldest first). ${LIST_RULES}`,
    params: numberParam,
    query: devices.historyListQuery,
    ok: { status: 200, schema: devices.historyListResponse, description: 'A page of entries.' },
    errors: deviceNotFound,
  },
  {
    method: 'get',
    path: '/api/devices/{number}/documents',
    operationId: 'listDocuments',
    tag: 'Devices',
    summary: 'Documents of a device',
    description: `Manuals, test reports, drawings, certificates; newest first unless sorted. ${LIST_RULES}`,
    params: numberParam,
    query: devices.documentListQuery,
    ok: { status: 200, schema: devices.deviceDocumentListResponse, description: 'A page of documents.' },
    errors: deviceNotFound,
  },
];

const typeNotFound: Operation['errors'] = { 404: ['message', '`Device type not found`.'] };
const deviceTypeOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/device-types',
    operationId: 'listDeviceTypes',
    tag: 'Device types',
    summary: 'Device types with their device counts',
    description: `Search code, name or description; filter by category. ${LIST_RULES}`,
    query: devices.deviceTypeListQuery,
    ok: { status: 200, schema: devices.deviceTypeListResponse, description: 'A page of types and the filtered total.' },
  },
  {
    method: 'post',
    path: '/api/device-types',
    operationId: 'createDeviceType',
    tag: 'Device types',
    summary: 'Add a device type',
    description: 'The code must be unused.',
    body: devices.deviceTypeCreateBody,
    ok: { status: 201, schema: devices.deviceType, description: 'The new type (no devices yet).' },
    errors: { ...writeErrors(), ...securedErrors },
    secured: true,
  },
  {
    method: 'get',
    path: '/api/device-types/{id}',
    operationId: 'getDeviceType',
    tag: 'Device types',
    summary: 'One device type',
    params: idParam('device type'),
    ok: { status: 200, schema: devices.deviceType, description: 'The type.' },
    errors: typeNotFound,
  },
  {
    method: 'put',
    path: '/api/device-types/{id}',
    operationId: 'updateDeviceType',
    tag: 'Device types',
    summary: 'Change a device type',
    description: 'Any subset. The code cannot change while devices use the type; a new interval reschedules their next inspection.',
    params: idParam('device type'),
    body: devices.deviceTypeUpdateBody,
    ok: { status: 200, schema: devices.deviceType, description: 'The type after the change.' },
    errors: { ...writeErrors(), ...typeNotFound, ...securedErrors },
    secured: true,
  },
  {
    method: 'delete',
    path: '/api/device-types/{id}',
    operationId: 'deleteDeviceType',
    tag: 'Device types',
    summary: 'Delete an unused device type',
    params: idParam('device type'),
    ok: { status: 204, description: 'Deleted.' },
    errors: { ...typeNotFound, 409: ['message', 'Devices still use the type: `Device type is in use`.'], ...securedErrors },
    secured: true,
  },
];

const locationNotFound: Operation['errors'] = { 404: ['message', '`Location not found`.'] };
const locationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/device-locations',
    operationId: 'getLocationTree',
    tag: 'Locations',
    summary: 'The location tree',
    description: 'site → substation or building → room or floor → panel or bay, with device counts including descendants.',
    ok: { status: 200, schema: devices.locationTreeResponse, description: 'The tree.' },
  },
  {
    method: 'post',
    path: '/api/device-locations',
    operationId: 'createLocation',
    tag: 'Locations',
    summary: 'Add a location',
    description: 'Under a parent (which must exist), or a site at the top, which must give coordinates.',
    body: devices.deviceLocationCreateBody,
    ok: { status: 201, schema: devices.deviceLocationWithCount, description: 'The new location.' },
    errors: { ...writeErrors(), ...securedErrors },
    secured: true,
  },
  {
    method: 'get',
    path: '/api/device-locations/{id}',
    operationId: 'getLocation',
    tag: 'Locations',
    summary: 'One location: its path, children and a page of its devices',
    description: `Devices of the location and every descendant, by the device list's rules (q, status, sortBy, …). ${LIST_RULES}`,
    params: idParam('location'),
    query: devices.deviceListQuery.omit({ locationId: true }),
    ok: { status: 200, schema: devices.locationDetailResponse, description: 'The location.' },
    errors: locationNotFound,
  },
  {
    method: 'put',
    path: '/api/device-locations/{id}',
    operationId: 'updateLocation',
    tag: 'Locations',
    summary: 'Rename, move or edit a location',
    description: 'parentId moves it (null to the top); not under itself or a descendant.',
    params: idParam('location'),
    body: devices.deviceLocationUpdateBody,
    ok: { status: 200, schema: devices.deviceLocationWithCount, description: 'The location after the change.' },
    errors: { ...writeErrors(), ...locationNotFound, ...securedErrors },
    secured: true,
  },
  {
    method: 'delete',
    path: '/api/device-locations/{id}',
    operationId: 'deleteLocation',
    tag: 'Locations',
    summary: 'Delete an empty location',
    params: idParam('location'),
    ok: { status: 204, description: 'Deleted.' },
    errors: { ...locationNotFound, 409: ['message', 'The location still holds devices or child locations.'], ...securedErrors },
    secured: true,
  },
];

const get = (path: string, operationId: string, tag: string, summary: string, schema: z.ZodType, extra: Partial<Operation> = {}): Operation => ({
  method: 'get',
  path,
  operationId,
  tag,
  summary,
  ok: { status: 200, schema, description: summary },
  ...extra,
});

const sampleOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    operationId: 'login',
    tag: 'Auth',
    summary: 'Sign in',
    description: 'Exact match of e-mail and password (SPEC §5). The token goes in `Authorization: Bearer <token>`; the device domain’s writes need it.',
    body: auth.loginBody,
    ok: { status: 200, schema: auth.loginResponse, description: 'The session.' },
    errors: writeErrors('Wrong credentials: `errors.email = ["Invalid email or password"]` (SPEC §8).'),
  },
  get('/api/app-bar/search', 'appBarSearch', 'Search', 'App-bar search groups', search.searchResponse, {
    description: 'Case-insensitive filter on child titles; at most 5 children a group; groups without a match are left out.',
    query: search.searchQuery,
  }),
  get('/api/apps/academy/courses', 'listCourses', 'Academy', 'Courses', academy.courseListResponse, { description: `Text in title or tutor, tag equals label, optionally hides completed. ${LIST_RULES}`, query: academy.courseListQuery }),
  get('/api/apps/academy/course-details', 'getCourseDetails', 'Academy', 'Course details', academy.courseDetails),
  get('/api/apps/calendar', 'listEvents', 'Calendar', 'Calendar events', z.array(calendar.calendarEvent).meta({ id: 'CalendarEventList' }), { query: calendar.calendarListQuery }),
  {
    method: 'post',
    path: '/api/apps/calendar',
    operationId: 'addEvent',
    tag: 'Calendar',
    summary: 'Add an event',
    description: 'Appended with the last id + 1 (count + 1 when empty).',
    body: calendar.calendarEventCreateBody,
    ok: { status: 201, schema: calendar.calendarEvent, description: 'The new event.' },
    errors: writeErrors(),
  },
  ...(['put', 'patch'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/apps/calendar/{id}',
      operationId: `${method}Event`,
      tag: 'Calendar',
      summary: 'Change an event',
      description: 'Merges the payload into the event (PUT and PATCH alike). Unknown id: 400 `Something Went Wrong` (SPEC §8).',
      params: idParam('event'),
      body: calendar.calendarEventPatchBody,
      ok: { status: 200, schema: calendar.calendarEvent, description: 'The event after the change.' },
      errors: writeErrors('Refused fields; an unknown id answers `{ message: "Something Went Wrong" }`.'),
    }),
  ),
  {
    method: 'delete',
    path: '/api/apps/calendar/{id}',
    operationId: 'deleteEvent',
    tag: 'Calendar',
    summary: 'Delete an event',
    params: idParam('event'),
    ok: { status: 204, description: 'Deleted.' },
    errors: { 400: ['message', 'Unknown id: `Something Went Wrong` (SPEC §8).'] },
  },
  get('/api/apps/chat/chats-and-contacts', 'chatsAndContacts', 'Chat', 'Chats and contacts', chat.chatsAndContactsResponse, { query: chat.chatsAndContactsQuery }),
  get('/api/apps/chat/chats/{userId}', 'openChat', 'Chat', 'Open a chat (marks it seen)', chat.chatResponse, { params: userIdParam, errors: { 404: ['message', '`Contact not found`.'] } }),
  {
    method: 'post',
    path: '/api/apps/chat/chats/{userId}',
    operationId: 'sendMessage',
    tag: 'Chat',
    summary: 'Send a message',
    description: 'Appends to the chat with the contact, or starts one. A new message is sent, not delivered, not seen.',
    params: userIdParam,
    body: chat.sendMessageBody,
    ok: { status: 201, schema: chat.sendMessageResponse, description: 'The message, and the chat when it is new.' },
    errors: { ...writeErrors(), 404: ['message', '`Contact not found`.'] },
  },
  get('/api/apps/ecommerce/products', 'listProducts', 'E-commerce', 'Products', ecommerce.productListResponse, { description: `Newest first. ${LIST_RULES}`, query: ecommerce.productListQuery }),
  {
    method: 'delete',
    path: '/api/apps/ecommerce/products/{id}',
    operationId: 'deleteProduct',
    tag: 'E-commerce',
    summary: 'Delete a product',
    params: idParam('product'),
    ok: { status: 204, description: 'Deleted.' },
    errors: { 404: ['message', '`Product not found`.'] },
  },
  get('/api/apps/ecommerce/orders', 'listOrders', 'E-commerce', 'Orders', ecommerce.orderListResponse, { description: LIST_RULES, query: ecommerce.orderListQuery }),
  {
    method: 'delete',
    path: '/api/apps/ecommerce/orders/{id}',
    operationId: 'deleteOrder',
    tag: 'E-commerce',
    summary: 'Delete an order (never errors, SPEC §8)',
    params: idParam('order'),
    ok: { status: 204, description: 'Deleted, or there was none.' },
  },
  get('/api/apps/ecommerce/customers', 'listCustomers', 'E-commerce', 'Customers', ecommerce.customerListResponse, { description: LIST_RULES, query: ecommerce.customerListQuery }),
  get('/api/apps/ecommerce/customers/{id}', 'getCustomer', 'E-commerce', 'One customer', ecommerce.customerDetail, {
    params: idParam('customer'),
    errors: { 404: ['message', '`Customer not found`.'] },
  }),
  get('/api/apps/ecommerce/reviews', 'listReviews', 'E-commerce', 'Reviews', ecommerce.reviewListResponse, { description: LIST_RULES, query: ecommerce.reviewListQuery }),
  {
    method: 'delete',
    path: '/api/apps/ecommerce/reviews/{id}',
    operationId: 'deleteReview',
    tag: 'E-commerce',
    summary: 'Delete a review',
    params: idParam('review'),
    ok: { status: 200, description: 'Deleted (SPEC §7 answers 200 with no body).' },
    errors: { 404: ['message', '`Review not found`.'] },
  },
  get('/api/apps/ecommerce/referrals', 'listReferrals', 'E-commerce', 'Referrals', ecommerce.referralListResponse, { description: LIST_RULES, query: ecommerce.referralListQuery }),
  get('/api/apps/email', 'listEmails', 'E-mail', 'E-mails of a folder, label, the trash or the starred', email.emailListResponse, { query: email.emailListQuery }),
  {
    method: 'post',
    path: '/api/apps/email',
    operationId: 'updateEmails',
    tag: 'E-mail',
    summary: 'Toggle a label or update e-mails',
    body: email.emailUpdateBody,
    ok: { status: 200, schema: email.emailUpdateResponse, description: 'The chosen e-mails after the change.' },
    errors: writeErrors(),
  },
  get('/api/apps/invoice/clients', 'listInvoiceClients', 'Invoices', 'The first 5 clients', z.array(invoice.invoiceClient).meta({ id: 'InvoiceClientList' })),
  get('/api/apps/invoice', 'listInvoices', 'Invoices', 'Invoices', invoice.invoiceListResponse, { description: `Newest first. ${LIST_RULES}`, query: invoice.invoiceListQuery }),
  get('/api/apps/invoice/{id}', 'getInvoice', 'Invoices', 'One invoice with payment details', invoice.invoiceDetailResponse, {
    params: idParam('invoice'),
    errors: { 404: ['message', '`No invoice found with this id` (SPEC §8).'] },
  }),
  {
    method: 'delete',
    path: '/api/apps/invoice/{id}',
    operationId: 'deleteInvoice',
    tag: 'Invoices',
    summary: 'Delete an invoice',
    params: idParam('invoice'),
    ok: { status: 200, description: 'Deleted (SPEC §7 answers 200 with no body).' },
    errors: { 404: ['message', '`something went wrong` (SPEC §8).'] },
  },
  get('/api/apps/logistics/vehicles', 'listVehicles', 'Logistics', 'Vehicles', logistics.vehicleListResponse, { description: LIST_RULES, query: logistics.vehicleListQuery }),
  get('/api/apps/permissions', 'listPermissions', 'Permissions', 'Permissions', permissions.permissionListResponse, { description: LIST_RULES, query: permissions.permissionListQuery }),
  get('/api/apps/users', 'listUsers', 'Users', 'Users', users.userListResponse, { description: `Newest first; a page past the last answers page 1. ${LIST_RULES}`, query: users.userListQuery }),
  {
    method: 'post',
    path: '/api/apps/users',
    operationId: 'addUser',
    tag: 'Users',
    summary: 'Add a user',
    body: users.newUserBody,
    ok: { status: 201, schema: users.addUserResponse, description: 'The new user, as `{ body }`.' },
    errors: writeErrors('Refused fields (e.g. an e-mail already taken).'),
  },
  get('/api/apps/users/{id}', 'getUser', 'Users', 'One user with the profile extras', users.userDetail, { params: idParam('user'), errors: { 404: ['message', '`User not found` (SPEC §8).'] } }),
  {
    method: 'delete',
    path: '/api/apps/users/{id}',
    operationId: 'deleteUser',
    tag: 'Users',
    summary: 'Delete a user',
    params: idParam('user'),
    ok: { status: 204, description: 'Deleted.' },
    errors: { 404: ['message', '`User not found` (SPEC §8).'] },
  },
  get('/api/dashboard/analytics/projects', 'listProjects', 'Pages', 'Project analytics rows', pages.projectListResponse, { description: LIST_RULES, query: pages.projectListQuery }),
  get('/api/pages/datatable', 'listSales', 'Pages', 'Sales rows', pages.salesListResponse, { description: LIST_RULES, query: pages.salesListQuery }),
  get('/api/pages/faq', 'searchFaq', 'Pages', 'FAQ groups with the matching questions', pages.faqResponse, { query: pages.faqQuery }),
  get('/api/pages/help-center', 'getHelpCenter', 'Pages', 'Help center', pages.helpCenterResponse),
  get('/api/pages/help-center/article', 'getHelpArticle', 'Pages', 'A help center article', pages.helpCenterArticle),
  get('/api/pages/profile/header', 'getProfileHeader', 'Pages', 'The profile header', pages.profileHeader),
  get('/api/pages/profile', 'getProfileTab', 'Pages', 'The data of a profile tab', pages.profileTabResponse, {
    query: pages.profileQuery,
    errors: { 400: ['fields', 'An unknown tab.'] },
  }),
];

/** Every operation, in the order the document lists them. */
export const operations: readonly Operation[] = [...deviceOperations, ...deviceTypeOperations, ...locationOperations, ...sampleOperations];
