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
import { id, messageError, validationError, type ErrorStatus } from './common';
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
  /** Error answers: a shape of ERROR_SCHEMAS, or a schema of its own (a 412's current record). */
  errors?: Partial<Record<ErrorStatus, [ErrorShape | z.ZodType, string]>>;
  /** Needs `Authorization: Bearer` of a session allowed to change devices. */
  secured?: boolean;
  /** The success answer sends the record's version as `ETag: "<version>"`. */
  etag?: boolean;
  /** Takes `If-Match: "<version>"`: a record changed since answers 412 with this schema. */
  conditional?: z.ZodType;
  /** Changes stored data (a GET may too: opening a chat marks it seen); the simulation persists it before answering. */
  mutates?: boolean;
}

export const ERROR_SCHEMAS: Record<ErrorShape, z.ZodType[]> = {
  fields: [validationError],
  message: [messageError],
  either: [validationError, messageError],
};

// Case-insensitive (the simulation reads 24dc10001 as 24DC10001), so not the number's own pattern.
const numberParam = z.object({ number: z.string().max(20).meta({ description: 'A device number, e.g. 24DC10001; case-insensitive.', examples: ['24DC10001'] }) });
const idParam = (what: string) => z.object({ id: id.meta({ description: `The ${what}'s id.` }) });
const userIdParam = z.object({ userId: id.meta({ description: 'The contact’s user id.' }) });

type Errors = NonNullable<Operation['errors']>;
const missing = (message: string): Errors => ({ 404: ['message', message] });

/** A write with a JSON body: its 400s (a body that is not a JSON object, refused fields) and 413. */
const writeErrors = (fields = 'Refused fields, by field.'): Errors => ({
  400: ['either', `${fields} A body that is not a JSON object answers \`{ message }\` instead.`],
  413: ['message', 'The body is larger than 256 kB.'],
});

const LIST_RULES =
  'Paging and sorting follow SPEC §5: a missing or unreadable `page` or `itemsPerPage` falls back to 1 and 10 (never a 400), `itemsPerPage=-1` answers every row, an unknown `sortBy` keeps the default order.';

type Details = Partial<Omit<Operation, 'method' | 'path' | 'operationId' | 'tag' | 'summary' | 'ok'>>;

/** The operations of one tag, each written as method, path, id, summary, answer and the rest. */
function tagged(tag: string) {
  const op = (method: Method, path: string, operationId: string, summary: string, ok: Operation['ok'], details: Details = {}): Operation => ({ method, path, operationId, tag, summary, ok, ...details });
  return {
    /** A read answering 200 with `schema`. */
    read: (path: string, operationId: string, summary: string, schema: z.ZodType, details: Details = {}) => op('get', path, operationId, summary, { status: 200, schema, description: summary }, details),
    /** A list read: paging and sorting by SPEC §5. */
    list: (path: string, operationId: string, summary: string, query: z.ZodObject, schema: z.ZodType, about = '') =>
      op('get', path, operationId, summary, { status: 200, schema, description: `${summary}: a page and the filtered total.` }, { query, description: `${about} ${LIST_RULES}`.trim() }),
    /** A write with a JSON body. */
    write: (method: Method, path: string, operationId: string, summary: string, body: z.ZodType, ok: Operation['ok'], details: Details = {}) =>
      op(method, path, operationId, summary, ok, { ...details, body, errors: { ...writeErrors(), ...details.errors } }),
    /** A delete by path parameters. */
    remove: (path: string, operationId: string, summary: string, params: z.ZodObject, errors: Errors = {}, status: 200 | 204 = 204) =>
      op('delete', path, operationId, summary, { status, description: status === 200 ? 'Deleted (SPEC §7 answers 200 with no body).' : 'Deleted.' }, { params, errors }),
  };
}

/** A write that names the version it read: If-Match, and 412 with the record as it is now. */
function conditional(operation: Operation, conflict: z.ZodType, what: string): Operation {
  const errors: Errors = { 412: [conflict, `The ${what} changed since the version in If-Match (someone else saved meanwhile): nothing was saved; \`current\` is the ${what} as it is now. Without If-Match the write proceeds.`] };
  return { ...operation, conditional: conflict, errors: { ...operation.errors, ...errors } };
}

/** A read of one record: its version as the ETag. */
const withETag = (operation: Operation): Operation => ({ ...operation, etag: true });

/** Writes of the device domain: a session whose abilities allow changing devices, else 401 or 403. */
function secured(operation: Operation): Operation {
  const errors: Errors = {
    401: ['message', 'No valid session token: `Sign in again to save changes`.'],
    403: ['message', 'The session may not change devices (e.g. the client account): `Your account may not change devices`.'],
  };
  return { ...operation, secured: true, errors: { ...operation.errors, ...errors } };
}

const created = (schema: z.ZodType, description: string): Operation['ok'] => ({ status: 201, schema, description });
const changed = (schema: z.ZodType, description: string): Operation['ok'] => ({ status: 200, schema, description });

const dv = tagged('Devices');
const deviceNotFound = missing('No device has this number: `Device not found`.');
const deviceOperations: Operation[] = [
  dv.list('/api/devices', 'listDevices', 'The device register', devices.deviceListQuery, devices.deviceListResponse, 'Search by number or name, filter by type, status, location (with its descendants) and overdue inspection.'),
  dv.read('/api/devices/stats', 'getDeviceStats', 'The home page figures', devices.deviceStats, { description: 'Counts by status and type, overdue inspections, inspections due in 30 days, alarms of the last 24 h.' }),
  dv.read('/api/devices/next-number', 'getNextDeviceNumber', 'The next free device number of a type and year', devices.nextDeviceNumberResponse, {
    description: 'Two-digit year + type code + the next serial from 10001, for the "Add device" form.',
    query: devices.nextDeviceNumberQuery,
    errors: { 400: ['fields', 'Unknown device type (`typeId`) or a year outside 0–9999.'] },
  }),
  secured(
    dv.write('post', '/api/devices', 'createDevice', 'Add a device', devices.deviceCreateBody, created(devices.deviceDetail, 'The new device.'), {
      description: 'Besides the body’s own rules: the type, location and parent must exist, a given number must use the type’s code and be unused, and the last inspection cannot be after today. Recorded in the device’s history as the session’s user.',
    }),
  ),
  withETag(dv.read('/api/devices/{number}', 'getDevice', 'One device with its type and location path', devices.deviceDetail, { params: numberParam, errors: deviceNotFound })),
  secured(
    conditional(
      withETag(
        dv.write('put', '/api/devices/{number}', 'updateDevice', 'Change a device', devices.deviceUpdateBody, changed(devices.deviceDetail, 'The device after the change.'), {
          description: 'Any subset of the fields. The number cannot change. A status change is recorded in history on its own, other changes as one entry; a new type keeps only the nameplate fields it lists. A change moves the version on.',
          params: numberParam,
          errors: deviceNotFound,
        }),
      ),
      devices.deviceConflict,
      'device',
    ),
  ),
  secured(
    conditional(
      { ...dv.remove('/api/devices/{number}', 'deleteDevice', 'Delete a device', numberParam, deviceNotFound), description: 'Its maintenance, documents and history go with it; devices inside it are detached (their version moves on).' },
      devices.deviceConflict,
      'device',
    ),
  ),
  dv.read('/api/devices/{number}/readings', 'getReadings', 'Readings of one metric over a range', devices.readingSeries, {
    description: 'Generated from the device number, so any range can be asked for; at most ~500 points.',
    params: numberParam,
    query: devices.readingQuery,
    errors: { 400: ['fields', 'Unknown metric, unreadable from/to, or to not after from.'], ...deviceNotFound },
  }),
  dv.read('/api/devices/{number}/alarms', 'getAlarms', 'Alarms of a device over a range (newest first)', devices.alarmListResponse, {
    description: 'Runs of readings past the type’s thresholds; default the last 24 h.',
    params: numberParam,
    query: devices.alarmQuery,
    errors: { 400: ['fields', 'Unreadable from/to, or to not after from.'], ...deviceNotFound },
  }),
  { ...dv.list('/api/devices/{number}/maintenance', 'listMaintenance', 'Maintenance records of a device', devices.maintenanceListQuery, devices.maintenanceListResponse, 'Newest first unless sorted.'), params: numberParam, errors: deviceNotFound },
  secured(
    dv.write('post', '/api/devices/{number}/maintenance', 'addMaintenance', 'Record or schedule maintenance', devices.maintenanceCreateBody, created(devices.maintenanceRecord, 'The new record.'), {
      description: 'Work dated after today cannot be done. A done inspection newer than the last one moves lastInspection and nextInspection. Written to history.',
      params: numberParam,
      errors: deviceNotFound,
    }),
  ),
  { ...dv.list('/api/devices/{number}/history', 'listHistory', 'Who changed what and when', devices.historyListQuery, devices.historyListResponse, 'Newest first (sortBy=at&orderBy=asc for oldest first).'), params: numberParam, errors: deviceNotFound },
  { ...dv.list('/api/devices/{number}/documents', 'listDocuments', 'Documents of a device', devices.documentListQuery, devices.deviceDocumentListResponse, 'Newest first unless sorted.'), params: numberParam, errors: deviceNotFound },
];

const ty = tagged('Device types');
const typeId = idParam('device type');
const typeNotFound = missing('`Device type not found`.');
const deviceTypeOperations: Operation[] = [
  ty.list('/api/device-types', 'listDeviceTypes', 'Device types with their device counts', devices.deviceTypeListQuery, devices.deviceTypeListResponse, 'Search code, name or description; filter by category.'),
  secured(ty.write('post', '/api/device-types', 'createDeviceType', 'Add a device type (its code unused)', devices.deviceTypeCreateBody, created(devices.deviceType, 'The new type (no devices yet).'))),
  withETag(ty.read('/api/device-types/{id}', 'getDeviceType', 'One device type', devices.deviceType, { params: typeId, errors: typeNotFound })),
  secured(
    conditional(
      withETag(
        ty.write('put', '/api/device-types/{id}', 'updateDeviceType', 'Change a device type', devices.deviceTypeUpdateBody, changed(devices.deviceType, 'The type after the change.'), {
          params: typeId,
          errors: typeNotFound,
          description: 'Any subset. The code cannot change while devices use the type; a new interval reschedules their next inspection. Every change moves the version on.',
        }),
      ),
      devices.deviceTypeConflict,
      'device type',
    ),
  ),
  secured(conditional(ty.remove('/api/device-types/{id}', 'deleteDeviceType', 'Delete an unused device type', typeId, { ...typeNotFound, 409: ['message', 'Devices still use the type: `Device type is in use`.'] }), devices.deviceTypeConflict, 'device type')),
];

const lo = tagged('Locations');
const locationId = idParam('location');
const locationNotFound = missing('`Location not found`.');
/** Siblings are told apart by name: the tree, breadcrumbs and the register show nothing else. */
const nameTaken: Errors = {
  409: ['message', 'Another location under the same parent (or another site) already has this name, compared without case and surrounding or repeated spaces: `There is already a location named {{name}} here`.'],
};
const locationOperations: Operation[] = [
  lo.read('/api/device-locations', 'getLocationTree', 'The location tree', devices.locationTreeResponse, { description: 'site → substation or building → room or floor → panel or bay, with device counts including descendants.' }),
  secured(
    lo.write('post', '/api/device-locations', 'createLocation', 'Add a location (under a parent that exists, or a site with coordinates)', devices.deviceLocationCreateBody, created(devices.deviceLocationWithCount, 'The new location.'), {
      errors: nameTaken,
    }),
  ),
  withETag({
    ...lo.list('/api/device-locations/{id}', 'getLocation', 'One location: its path, children and a page of its devices', devices.deviceListQuery.omit({ locationId: true }), devices.locationDetailResponse, 'Devices of the location and every descendant, by the device list’s rules. The ETag is the location’s own version.'),
    params: locationId,
    errors: locationNotFound,
  }),
  secured(
    conditional(
      withETag(
        lo.write('put', '/api/device-locations/{id}', 'updateLocation', 'Rename, move or edit a location', devices.deviceLocationUpdateBody, changed(devices.deviceLocationWithCount, 'The location after the change.'), {
          description: 'parentId moves it (null to the top); not under itself or a descendant, and not beside a location of the same name. A change moves the version on.',
          params: locationId,
          errors: { ...locationNotFound, ...nameTaken },
        }),
      ),
      devices.locationConflict,
      'location',
    ),
  ),
  secured(conditional(lo.remove('/api/device-locations/{id}', 'deleteLocation', 'Delete an empty location', locationId, { ...locationNotFound, 409: ['message', 'The location still holds devices or child locations.'] }), devices.locationConflict, 'location')),
];

const [au, se, ac, ca, ch, ec, em, iv, lg, pm, us, pg] = ['Auth', 'Search', 'Academy', 'Calendar', 'Chat', 'E-commerce', 'E-mail', 'Invoices', 'Logistics', 'Permissions', 'Users', 'Pages'].map(tagged);
const eventId = idParam('event');

const sampleOperations: Operation[] = [
  au.write('post', '/api/auth/login', 'login', 'Sign in', auth.loginBody, changed(auth.loginResponse, 'The session.'), {
    description: 'Exact match of e-mail and password (SPEC §5). The token goes in `Authorization: Bearer <token>`; the device domain’s writes need it. Wrong credentials answer 400 `errors.email = ["Invalid email or password"]` (SPEC §8).',
  }),
  se.read('/api/app-bar/search', 'appBarSearch', 'App-bar search groups', search.searchResponse, {
    description:
      'Case-insensitive filter on child titles (the device group: device numbers and names); at most 5 children a group, with `total` saying how many matched; groups without a match are left out.',
    query: search.searchQuery,
  }),
  ac.list('/api/apps/academy/courses', 'listCourses', 'Courses', academy.courseListQuery, academy.courseListResponse, 'Text in title or tutor, tag equals label, optionally hides completed.'),
  ac.read('/api/apps/academy/course-details', 'getCourseDetails', 'Course details', academy.courseDetails),
  ca.read('/api/apps/calendar', 'listEvents', 'Calendar events', z.array(calendar.calendarEvent).meta({ id: 'CalendarEventList' }), { query: calendar.calendarListQuery }),
  ca.write('post', '/api/apps/calendar', 'addEvent', 'Add an event (last id + 1)', calendar.calendarEventCreateBody, created(calendar.calendarEvent, 'The new event.')),
  ...(['put', 'patch'] as const).map((method) =>
    ca.write(method, '/api/apps/calendar/{id}', `${method}Event`, 'Change an event', calendar.calendarEventPatchBody, changed(calendar.calendarEvent, 'The event after the change.'), {
      description: 'Merges the payload into the event (PUT and PATCH alike). An unknown id answers 400 `{ message: "Something Went Wrong" }` (SPEC §8).',
      params: eventId,
    }),
  ),
  { ...ca.remove('/api/apps/calendar/{id}', 'deleteEvent', 'Delete an event', eventId), errors: { 400: ['message', 'Unknown id: `Something Went Wrong` (SPEC §8).'] } },
  ch.read('/api/apps/chat/chats-and-contacts', 'chatsAndContacts', 'Chats and contacts', chat.chatsAndContactsResponse, { query: chat.chatsAndContactsQuery }),
  ch.read('/api/apps/chat/chats/{userId}', 'openChat', 'Open a chat (marks it seen)', chat.chatResponse, { params: userIdParam, errors: missing('`Contact not found`.') }),
  ch.write('post', '/api/apps/chat/chats/{userId}', 'sendMessage', 'Send a message', chat.sendMessageBody, created(chat.sendMessageResponse, 'The message, and the chat when it is new.'), {
    description: 'Appends to the chat with the contact, or starts one. A new message is sent, not delivered, not seen.',
    params: userIdParam,
    errors: missing('`Contact not found`.'),
  }),
  ec.list('/api/apps/ecommerce/products', 'listProducts', 'Products', ecommerce.productListQuery, ecommerce.productListResponse, 'Newest first.'),
  ec.remove('/api/apps/ecommerce/products/{id}', 'deleteProduct', 'Delete a product', idParam('product'), missing('`Product not found`.')),
  ec.list('/api/apps/ecommerce/orders', 'listOrders', 'Orders', ecommerce.orderListQuery, ecommerce.orderListResponse),
  ec.remove('/api/apps/ecommerce/orders/{id}', 'deleteOrder', 'Delete an order (never errors, SPEC §8)', idParam('order')),
  ec.list('/api/apps/ecommerce/customers', 'listCustomers', 'Customers', ecommerce.customerListQuery, ecommerce.customerListResponse),
  ec.read('/api/apps/ecommerce/customers/{id}', 'getCustomer', 'One customer', ecommerce.customerDetail, { params: idParam('customer'), errors: missing('`Customer not found`.') }),
  ec.list('/api/apps/ecommerce/reviews', 'listReviews', 'Reviews', ecommerce.reviewListQuery, ecommerce.reviewListResponse),
  ec.remove('/api/apps/ecommerce/reviews/{id}', 'deleteReview', 'Delete a review', idParam('review'), missing('`Review not found`.'), 200),
  ec.list('/api/apps/ecommerce/referrals', 'listReferrals', 'Referrals', ecommerce.referralListQuery, ecommerce.referralListResponse),
  em.read('/api/apps/email', 'listEmails', 'E-mails of a folder, label, the trash or the starred', email.emailListResponse, { query: email.emailListQuery }),
  em.write('post', '/api/apps/email', 'updateEmails', 'Toggle a label or update e-mails', email.emailUpdateBody, changed(email.emailUpdateResponse, 'The chosen e-mails after the change.')),
  iv.read('/api/apps/invoice/clients', 'listInvoiceClients', 'The first 5 clients', z.array(invoice.invoiceClient).meta({ id: 'InvoiceClientList' })),
  iv.list('/api/apps/invoice', 'listInvoices', 'Invoices', invoice.invoiceListQuery, invoice.invoiceListResponse, 'Newest first.'),
  iv.read('/api/apps/invoice/{id}', 'getInvoice', 'One invoice with payment details', invoice.invoiceDetailResponse, { params: idParam('invoice'), errors: missing('`No invoice found with this id` (SPEC §8).') }),
  iv.remove('/api/apps/invoice/{id}', 'deleteInvoice', 'Delete an invoice', idParam('invoice'), missing('`something went wrong` (SPEC §8).'), 200),
  lg.list('/api/apps/logistics/vehicles', 'listVehicles', 'Vehicles', logistics.vehicleListQuery, logistics.vehicleListResponse),
  pm.list('/api/apps/permissions', 'listPermissions', 'Permissions', permissions.permissionListQuery, permissions.permissionListResponse),
  us.list('/api/apps/users', 'listUsers', 'Users', users.userListQuery, users.userListResponse, 'Newest first; a page past the last answers page 1.'),
  us.write('post', '/api/apps/users', 'addUser', 'Add a user (an unused e-mail)', users.newUserBody, created(users.addUserResponse, 'The new user, as `{ body }`.')),
  us.read('/api/apps/users/{id}', 'getUser', 'One user with the profile extras', users.userDetail, { params: idParam('user'), errors: missing('`User not found` (SPEC §8).') }),
  us.remove('/api/apps/users/{id}', 'deleteUser', 'Delete a user', idParam('user'), missing('`User not found` (SPEC §8).')),
  pg.list('/api/dashboard/analytics/projects', 'listProjects', 'Project analytics rows', pages.projectListQuery, pages.projectListResponse),
  pg.list('/api/pages/datatable', 'listSales', 'Sales rows', pages.salesListQuery, pages.salesListResponse),
  pg.read('/api/pages/faq', 'searchFaq', 'FAQ groups with the matching questions', pages.faqResponse, { query: pages.faqQuery }),
  pg.read('/api/pages/help-center', 'getHelpCenter', 'Help center', pages.helpCenterResponse),
  pg.read('/api/pages/help-center/article', 'getHelpArticle', 'A help center article', pages.helpCenterArticle),
  pg.read('/api/pages/profile/header', 'getProfileHeader', 'The profile header', pages.profileHeader),
  pg.read('/api/pages/profile', 'getProfileTab', 'The data of a profile tab', pages.profileTabResponse, { query: pages.profileQuery, errors: { 400: ['fields', 'An unknown tab.'] } }),
];

/**
 * Whether an operation changes stored data: every write but signing in (which only issues a
 * token), and the one read that writes (opening a chat marks it seen, SPEC §4).
 */
const changesData = (op: Operation) => (op.method !== 'get' && op.operationId !== 'login') || op.operationId === 'openChat';

/** What a change answers when it cannot be stored: 507, and nothing was changed. */
function stored(op: Operation): Operation {
  if (!changesData(op)) return op;
  const errors: Errors = { 507: ['message', 'The change could not be stored (the storage is full or unavailable): nothing was changed. `Could not save: the browser’s storage is full`.'] };
  return { ...op, mutates: true, errors: { ...op.errors, ...errors } };
}

/** Every operation, in the order the document lists them. */
export const operations: readonly Operation[] = [...deviceOperations, ...deviceTypeOperations, ...locationOperations, ...sampleOperations].map(stored);
