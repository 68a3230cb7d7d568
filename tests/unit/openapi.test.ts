/**
 * The OpenAPI document and the simulation agree: the file on disk is what the generator makes
 * now, it is valid OpenAPI 3.1, it lists exactly the routes the simulation answers, and real
 * answers to a sample of requests to every call (successes and errors) validate against the
 * document's response schemas (ajv, JSON Schema 2020-12).
 */
import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import addFormats from 'ajv-formats';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

import { REQUEST_EXAMPLES } from '@/api/contract/examples';
import { openApiDocument, openApiText } from '@/api/contract/openapi';
import { operations } from '@/api/contract/routes';
import { exampleAnswers } from '@/api/mock/example-answers';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore } from '@/api/mock/store';

import { call, startMockServer, type Caller } from './support/mock-server';

type Doc = ReturnType<typeof openApiDocument>;
interface ResponseObject {
  content?: { 'application/json': { schema: Record<string, unknown> } };
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}

const doc: Doc = JSON.parse(
  readFileSync(new URL('../../src/api/openapi.json', import.meta.url), 'utf8'),
);
startMockServer();

/** `*\/api/devices/:number` (msw) → `/api/devices/{number}` (OpenAPI). */
const openApiPath = (mswPath: string) => mswPath.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}');

const operationsById = new Map<string, { path: string; method: string; op: OperationObject }>();
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods as Record<string, OperationObject>))
    operationsById.set(op.operationId, { path, method, op });
}

describe('the OpenAPI document', () => {
  // ~500 requests to the simulation for the examples: ~7 s alone, more beside the browser projects.
  it(
    'on disk is what `npm run openapi` generates from the contract and the simulation now',
    { timeout: 120_000 },
    async () => {
      const generated = openApiText(operations, await exampleAnswers(operations));
      expect(readFileSync(new URL('../../src/api/openapi.json', import.meta.url), 'utf8')).toBe(
        generated,
      );
      expect(readFileSync(new URL('../../public/openapi.json', import.meta.url), 'utf8')).toBe(
        generated,
      );
    },
  );

  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists exactly the routes the simulation answers', () => {
    const simulated = createHandlers(createMockStore().db)
      .map(
        (h) =>
          `${(h.info as { method: string }).method.toLowerCase()} ${openApiPath(String(h.info.path))}`,
      )
      .sort();
    const documented = [...operationsById.values()]
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(documented).toEqual(simulated);
  });
});

/** A request to send, and the status the simulation should answer. */
interface Sample {
  path: string;
  method?: string;
  body?: unknown;
  raw?: string;
  as?: Caller;
  headers?: Record<string, string>;
  status: number;
}

// The contract's example requests (the document's own examples) as the valid bodies here.
const device = REQUEST_EXAMPLES.createDevice.body as Record<string, unknown>;
/** An invoice as the add and edit forms send it. */
const invoiceBody = REQUEST_EXAMPLES.createInvoice.body as Record<string, unknown>;
const type = REQUEST_EXAMPLES.createDeviceType.body as Record<string, unknown>;

/**
 * At least one request to every operation; errors too, so their bodies are checked against the
 * document.
 */
const SAMPLES: Record<string, Sample[]> = {
  listDevices: [
    {
      path: '/api/devices?status=fault&sortBy=nextInspection&orderBy=desc&itemsPerPage=5',
      status: 200,
    },
    { path: '/api/devices?page=abc&itemsPerPage=x', status: 200 },
  ],
  getDeviceStats: [{ path: '/api/devices/stats', status: 200 }],
  getNextDeviceNumber: [
    { path: '/api/devices/next-number?typeId=1&year=2024', status: 200 },
    { path: '/api/devices/next-number?typeId=999', status: 400 },
  ],
  createDevice: [
    { path: '/api/devices', method: 'POST', body: device, status: 201 },
    { path: '/api/devices', method: 'POST', body: { ...device, number: '24DC10001' }, status: 400 },
    { path: '/api/devices', method: 'POST', raw: '{"name":', status: 400 },
    { path: '/api/devices', method: 'POST', body: device, as: 'anonymous', status: 401 },
    { path: '/api/devices', method: 'POST', body: device, as: 'client', status: 403 },
    {
      path: '/api/devices',
      method: 'POST',
      body: { ...device, notes: 'x'.repeat(300_000) },
      status: 413,
    },
  ],
  listWorkOrders: [
    {
      path: '/api/work-orders?status=open&status=in_progress&sortBy=dueDate&itemsPerPage=5',
      status: 200,
    },
    { path: '/api/work-orders?due=soon&assigneeId=x&page=abc', status: 200 },
  ],
  getWorkOrderStats: [{ path: '/api/work-orders/stats', status: 200 }],
  listWorkOrderAssignees: [{ path: '/api/work-orders/assignees', status: 200 }],
  createWorkOrder: [
    {
      path: '/api/work-orders',
      method: 'POST',
      body: REQUEST_EXAMPLES.createWorkOrder.body,
      status: 201,
    },
    {
      path: '/api/work-orders',
      method: 'POST',
      body: { title: 'X', kind: 'test', deviceNumber: '24DC99999' },
      status: 400,
    },
    {
      path: '/api/work-orders',
      method: 'POST',
      body: REQUEST_EXAMPLES.createWorkOrder.body,
      as: 'client',
      status: 403,
    },
  ],
  getWorkOrder: [
    { path: '/api/work-orders/wo-2026-00001', status: 200 },
    { path: '/api/work-orders/WO-2026-99999', status: 404 },
  ],
  updateWorkOrder: [
    {
      path: '/api/work-orders/WO-2026-00001',
      method: 'PUT',
      body: { priority: 'urgent', labour: [{ userId: 3, hours: 1.5, date: '2026-06-15' }] },
      status: 200,
    },
    {
      path: '/api/work-orders/WO-2026-00001',
      method: 'PUT',
      body: { priority: 'urgent' },
      headers: { 'If-Match': '"9"' },
      status: 412,
    },
    {
      path: '/api/work-orders/WO-2026-00001',
      method: 'PUT',
      body: { priority: 'low' },
      as: 'technician',
      status: 400,
    },
  ],
  changeWorkOrderStatus: [
    {
      path: '/api/work-orders/WO-2026-00001/status',
      method: 'POST',
      body: { status: 'in_progress' },
      status: 409,
    },
    {
      path: '/api/work-orders/WO-2026-00001/status',
      method: 'POST',
      body: { status: 'on_hold', reason: 'Waiting for parts' },
      status: 409,
    },
    {
      path: '/api/work-orders/WO-2026-00001/status',
      method: 'POST',
      body: { status: 'cancelled', reason: 'Cabinet replaced' },
      status: 200,
    },
  ],
  addWorkOrderComment: [
    {
      path: '/api/work-orders/WO-2026-00001/comments',
      method: 'POST',
      body: { text: 'Key at the gate house.' },
      as: 'technician',
      status: 201,
    },
    {
      path: '/api/work-orders/WO-2026-99999/comments',
      method: 'POST',
      body: { text: 'x' },
      status: 404,
    },
  ],
  listMaintenancePlans: [
    { path: '/api/maintenance-plans?deviceNumber=18CB10002&sortBy=nextDue', status: 200 },
    { path: '/api/maintenance-plans?active=maybe&kind=x&page=abc', status: 200 },
  ],
  createMaintenancePlan: [
    {
      path: '/api/maintenance-plans',
      method: 'POST',
      body: REQUEST_EXAMPLES.createMaintenancePlan.body,
      status: 201,
    },
    {
      path: '/api/maintenance-plans',
      method: 'POST',
      body: { ...(REQUEST_EXAMPLES.createMaintenancePlan.body as object), deviceTypeId: 1 },
      status: 400,
    },
    {
      path: '/api/maintenance-plans',
      method: 'POST',
      body: REQUEST_EXAMPLES.createMaintenancePlan.body,
      as: 'technician',
      status: 403,
    },
  ],
  getMaintenancePlan: [
    { path: '/api/maintenance-plans/13', status: 200 },
    { path: '/api/maintenance-plans/999', status: 404 },
  ],
  updateMaintenancePlan: [
    { path: '/api/maintenance-plans/13', method: 'PUT', body: { leadDays: 30 }, status: 200 },
    {
      path: '/api/maintenance-plans/13',
      method: 'PUT',
      body: { leadDays: 30 },
      headers: { 'If-Match': '"9"' },
      status: 412,
    },
    { path: '/api/maintenance-plans/13', method: 'PUT', body: { unit: 'hours' }, status: 400 },
  ],
  deleteMaintenancePlan: [
    { path: '/api/maintenance-plans/1', method: 'DELETE', status: 409 },
    { path: '/api/maintenance-plans/13', method: 'DELETE', status: 204 },
    { path: '/api/maintenance-plans/13', method: 'DELETE', status: 404 },
  ],
  // The samples hold no file: the upload itself, the bytes and a delete that works are in
  // tests/unit/api-attachments.test.ts (a multipart form, an answer that is not JSON).
  listAttachments: [
    { path: '/api/attachments?ownerKind=device&owner=24DC10001', status: 200 },
    { path: '/api/attachments?ownerKind=device&owner=99ZZ99999', status: 404 },
    { path: '/api/attachments?ownerKind=shelf&owner=24DC10001', status: 400 },
  ],
  uploadAttachment: [
    { path: '/api/attachments', method: 'POST', raw: '', status: 400 },
    { path: '/api/attachments', method: 'POST', raw: '', as: 'client', status: 403 },
    { path: '/api/attachments', method: 'POST', raw: '', as: 'anonymous', status: 401 },
  ],
  getAttachmentContent: [
    { path: '/api/attachments/0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40/content', status: 404 },
  ],
  deleteAttachment: [
    {
      path: '/api/attachments/0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40',
      method: 'DELETE',
      status: 404,
    },
    {
      path: '/api/attachments/0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40',
      method: 'DELETE',
      as: 'client',
      status: 403,
    },
  ],
  getMaintenancePlanSchedule: [
    { path: '/api/maintenance-plans/1/schedule', status: 200 },
    { path: '/api/maintenance-plans/999/schedule', status: 404 },
  ],
  changePlanOccurrence: [
    {
      path: '/api/maintenance-plans/13/occurrence',
      method: 'POST',
      body: { deviceNumber: '18CB10002', action: 'skip', reason: '' },
      status: 400,
    },
    {
      path: '/api/maintenance-plans/13/occurrence',
      method: 'POST',
      body: { deviceNumber: '24DC10001', action: 'skip', reason: 'x' },
      status: 409,
    },
    {
      path: '/api/maintenance-plans/13/occurrence',
      method: 'POST',
      body: REQUEST_EXAMPLES.changePlanOccurrence.body,
      status: 200,
    },
  ],
  listTestTemplates: [
    { path: '/api/test-templates', status: 200 },
    { path: '/api/test-templates?typeId=1', status: 200 },
    { path: '/api/test-templates?typeId=999', status: 404 },
  ],
  updateTestLimits: [
    {
      path: '/api/device-types/1/test-limits',
      method: 'PUT',
      body: REQUEST_EXAMPLES.updateTestLimits.body,
      status: 200,
    },
    {
      path: '/api/device-types/1/test-limits',
      method: 'PUT',
      body: { limits: { earth: { elsewhereMax: -1 } } },
      status: 400,
    },
    {
      path: '/api/device-types/1/test-limits',
      method: 'PUT',
      body: { limits: {} },
      headers: { 'If-Match': '"1"' },
      status: 412,
    },
    {
      path: '/api/device-types/1/test-limits',
      method: 'PUT',
      body: { limits: {} },
      as: 'technician',
      status: 403,
    },
    { path: '/api/device-types/999/test-limits', method: 'PUT', body: { limits: {} }, status: 404 },
  ],
  listTestResults: [
    { path: '/api/test-results?deviceNumber=24DC10003&template=infrared', status: 200 },
    { path: '/api/test-results?template=x&page=abc', status: 200 },
  ],
  createTestResult: [
    {
      path: '/api/test-results',
      method: 'POST',
      body: REQUEST_EXAMPLES.createTestResult.body,
      status: 201,
    },
    {
      path: '/api/test-results',
      method: 'POST',
      body: { deviceNumber: '24DC10003', template: 'infrared', values: { hotSpot: 40 } },
      status: 400,
    },
    {
      path: '/api/test-results',
      method: 'POST',
      body: { ...(REQUEST_EXAMPLES.createTestResult.body as object), deviceNumber: '24DC19999' },
      status: 404,
    },
    {
      path: '/api/test-results',
      method: 'POST',
      body: REQUEST_EXAMPLES.createTestResult.body,
      as: 'client',
      status: 403,
    },
  ],
  getArcFlashStudy: [
    { path: '/api/devices/24dc10003/arc-flash', status: 200 },
    { path: '/api/devices/99ZZ99999/arc-flash', status: 404 },
  ],
  putArcFlashStudy: [
    {
      path: '/api/devices/24DC10003/arc-flash',
      method: 'PUT',
      body: REQUEST_EXAMPLES.putArcFlashStudy.body,
      status: 200,
    },
    {
      path: '/api/devices/24DC10003/arc-flash',
      method: 'PUT',
      body: { ...(REQUEST_EXAMPLES.putArcFlashStudy.body as object), ppeCategory: 3 },
      status: 400,
    },
    {
      path: '/api/devices/24DC10003/arc-flash',
      method: 'PUT',
      body: REQUEST_EXAMPLES.putArcFlashStudy.body,
      headers: { 'If-Match': '"7"' },
      status: 412,
    },
    {
      path: '/api/devices/24DC10003/arc-flash',
      method: 'PUT',
      body: REQUEST_EXAMPLES.putArcFlashStudy.body,
      as: 'client',
      status: 403,
    },
  ],
  createImport: [
    { path: '/api/imports', method: 'POST', body: REQUEST_EXAMPLES.createImport.body, status: 200 },
    {
      path: '/api/imports',
      method: 'POST',
      body: { ...(REQUEST_EXAMPLES.createImport.body as object), locale: 'de' },
      status: 400,
    },
    {
      path: '/api/imports',
      method: 'POST',
      body: REQUEST_EXAMPLES.createImport.body,
      as: 'client',
      status: 403,
    },
  ],
  listImports: [{ path: '/api/imports?page=1&itemsPerPage=10', status: 200 }],
  undoImport: [
    { path: '/api/imports/1', method: 'DELETE', status: 404 },
    { path: '/api/imports/1', method: 'DELETE', as: 'client', status: 403 },
  ],
  getDevice: [
    { path: '/api/devices/24dc10001', status: 200 },
    { path: '/api/devices/99ZZ99999', status: 404 },
  ],
  updateDevice: [
    {
      path: '/api/devices/24DC10002',
      method: 'PUT',
      body: { status: 'fault', tags: ['critical'] },
      status: 200,
    },
    {
      path: '/api/devices/24DC10002',
      method: 'PUT',
      body: { nameplate: { frequencyHz: 9_999_999 } },
      status: 400,
    },
    { path: '/api/devices/99ZZ99999', method: 'PUT', body: { name: 'x' }, status: 404 },
    // The first change moved it to version 2.
    {
      path: '/api/devices/24DC10002',
      method: 'PUT',
      body: { name: 'x' },
      headers: { 'If-Match': '"2"' },
      status: 200,
    },
    {
      path: '/api/devices/24DC10002',
      method: 'PUT',
      body: { name: 'y' },
      headers: { 'If-Match': '"2"' },
      status: 412,
    },
  ],
  deleteDevice: [
    {
      path: '/api/devices/24DC10003',
      method: 'DELETE',
      headers: { 'If-Match': '"7"' },
      status: 412,
    },
    { path: '/api/devices/24DC10003', method: 'DELETE', status: 204 },
    { path: '/api/devices/99ZZ99999', method: 'DELETE', status: 404 },
  ],
  getReadings: [
    { path: '/api/devices/24DC10001/readings?metric=temperature', status: 200 },
    { path: '/api/devices/24DC10001/readings?metric=humidity', status: 400 },
  ],
  getAlarms: [{ path: '/api/devices/24DC10001/alarms?from=2026-06-01T00:00:00Z', status: 200 }],
  ingestReadings: [
    {
      path: '/api/devices/24DC10001/readings',
      method: 'POST',
      body: { readings: [{ t: Date.parse('2026-06-15T08:59:00Z'), values: { load: 96.2 } }] },
      status: 201,
    },
    {
      path: '/api/devices/24DC10001/readings',
      method: 'POST',
      body: { readings: [{ t: Date.parse('2026-06-15T08:59:00Z'), values: { humidity: 40 } }] },
      status: 400,
    },
    {
      path: '/api/devices/24DC10001/readings',
      method: 'POST',
      body: { readings: [{ t: 0, values: {} }] },
      as: 'client',
      status: 403,
    },
  ],
  listMaintenance: [{ path: '/api/devices/24DC10001/maintenance?sortBy=cost', status: 200 }],
  addMaintenance: [
    {
      path: '/api/devices/24DC10001/maintenance',
      method: 'POST',
      body: { kind: 'inspection', date: '2026-06-10', technician: 'Sun Hao', result: 'pass' },
      status: 201,
    },
    {
      path: '/api/devices/24DC10001/maintenance',
      method: 'POST',
      body: { kind: 'test', date: '2026-07-01', technician: 'A', status: 'done' },
      status: 400,
    },
  ],
  listHistory: [{ path: '/api/devices/24DC10001/history', status: 200 }],
  listDocuments: [
    { path: '/api/devices/24DC10001/documents?sortBy=size&orderBy=desc', status: 200 },
  ],
  listDeviceTypes: [{ path: '/api/device-types?category=distribution', status: 200 }],
  createDeviceType: [
    { path: '/api/device-types', method: 'POST', body: type, status: 201 },
    { path: '/api/device-types', method: 'POST', body: { ...type, code: 'DC' }, status: 400 },
  ],
  getDeviceType: [
    { path: '/api/device-types/1', status: 200 },
    { path: '/api/device-types/999', status: 404 },
  ],
  getInspectionIntervalImpact: [
    { path: '/api/device-types/1/interval-impact?inspectionIntervalDays=90', status: 200 },
    { path: '/api/device-types/1/interval-impact?inspectionIntervalDays=0', status: 400 },
    { path: '/api/device-types/999/interval-impact?inspectionIntervalDays=90', status: 404 },
  ],
  updateDeviceType: [
    {
      path: '/api/device-types/1',
      method: 'PUT',
      body: { name: 'Distribution cabinet (LV)' },
      headers: { 'If-Match': '"1"' },
      status: 200,
    },
    {
      path: '/api/device-types/1',
      method: 'PUT',
      body: { name: 'Cabinet' },
      headers: { 'If-Match': '"1"' },
      status: 412,
    },
  ],
  deleteDeviceType: [
    { path: '/api/device-types/1', method: 'DELETE', status: 409 },
    { path: '/api/device-types/2', method: 'DELETE', headers: { 'If-Match': '"5"' }, status: 412 },
    { path: '/api/device-types/999', method: 'DELETE', status: 404 },
  ],
  getLocationTree: [{ path: '/api/device-locations', status: 200 }],
  createLocation: [
    {
      path: '/api/device-locations',
      method: 'POST',
      body: { name: 'Panel LV-9', kind: 'panel', parentId: 4 },
      status: 201,
    },
    {
      path: '/api/device-locations',
      method: 'POST',
      body: { name: 'Hefei yard', kind: 'site' },
      status: 400,
    },
    {
      path: '/api/device-locations',
      method: 'POST',
      body: { name: 'shanghai zhangjiang campus', kind: 'site', lat: 31.2, lng: 121.6 },
      status: 409,
    },
  ],
  getLocation: [
    { path: '/api/device-locations/1?itemsPerPage=3', status: 200 },
    { path: '/api/device-locations/9999', status: 404 },
  ],
  updateLocation: [
    { path: '/api/device-locations/2', method: 'PUT', body: { name: 'Substation 1' }, status: 200 },
    {
      path: '/api/device-locations/2',
      method: 'PUT',
      body: { name: 'Substation 2' },
      headers: { 'If-Match': '"1"' },
      status: 412,
    },
    {
      path: '/api/device-locations/2',
      method: 'PUT',
      body: { name: 'R&D Building 2' },
      status: 409,
    },
  ],
  deleteLocation: [
    { path: '/api/device-locations/1', method: 'DELETE', status: 409 },
    {
      path: '/api/device-locations/1',
      method: 'DELETE',
      headers: { 'If-Match': '"9"' },
      status: 412,
    },
  ],
  login: [
    {
      path: '/api/auth/login',
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
      status: 200,
    },
    {
      path: '/api/auth/login',
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'nope' },
      status: 400,
    },
  ],
  appBarSearch: [{ path: '/api/app-bar/search?q=24DC', status: 200 }],
  listCourses: [{ path: '/api/apps/academy/courses?label=Web&sortBy=progress', status: 200 }],
  getCourseDetails: [
    { path: '/api/apps/academy/course-details', status: 200 },
    { path: '/api/apps/academy/course-details?courseId=2', status: 200 },
    { path: '/api/apps/academy/course-details?courseId=99', status: 404 },
  ],
  setCourseProgress: [
    {
      path: '/api/apps/academy/courses/2/progress',
      method: 'PUT',
      body: { completedTasks: 0 },
      status: 200,
    },
    {
      path: '/api/apps/academy/courses/2/progress',
      method: 'PUT',
      body: { completedTasks: 5000 },
      status: 400,
    },
    {
      path: '/api/apps/academy/courses/99/progress',
      method: 'PUT',
      body: { completedTasks: 0 },
      status: 404,
    },
  ],
  listEvents: [{ path: '/api/apps/calendar?calendars=Business,Holiday', status: 200 }],
  addEvent: [
    {
      path: '/api/apps/calendar',
      method: 'POST',
      body: {
        title: 'Inspect 24DC10001',
        start: '2026-06-20T09:00:00Z',
        extendedProps: { calendar: 'ETC' },
      },
      status: 201,
    },
  ],
  putEvent: [
    { path: '/api/apps/calendar/1', method: 'PUT', body: { title: 'Moved' }, status: 200 },
    { path: '/api/apps/calendar/99', method: 'PUT', body: {}, status: 400 },
  ],
  patchEvent: [
    { path: '/api/apps/calendar/2', method: 'PATCH', body: { allDay: true }, status: 200 },
  ],
  deleteEvent: [
    { path: '/api/apps/calendar/3', method: 'DELETE', status: 204 },
    { path: '/api/apps/calendar/99', method: 'DELETE', status: 400 },
  ],
  chatsAndContacts: [{ path: '/api/apps/chat/chats-and-contacts?q=a', status: 200 }],
  openChat: [
    { path: '/api/apps/chat/chats/1', status: 200 },
    { path: '/api/apps/chat/chats/999', status: 404 },
  ],
  sendMessage: [
    {
      path: '/api/apps/chat/chats/1',
      method: 'POST',
      body: { message: 'Breaker replaced' },
      status: 201,
    },
  ],
  updateChatProfile: [
    {
      path: '/api/apps/chat/profile',
      method: 'PATCH',
      body: { status: 'away', settings: { isNotificationsOn: true } },
      status: 200,
    },
    { path: '/api/apps/chat/profile', method: 'PATCH', body: { status: 'asleep' }, status: 400 },
  ],
  listProducts: [{ path: '/api/apps/ecommerce/products?stock=true&sortBy=price', status: 200 }],
  deleteProduct: [
    { path: '/api/apps/ecommerce/products/1', method: 'DELETE', status: 204 },
    { path: '/api/apps/ecommerce/products/999', method: 'DELETE', status: 404 },
  ],
  createProduct: [
    {
      path: '/api/apps/ecommerce/products',
      method: 'POST',
      body: {
        productName: 'Desk Lamp',
        sku: 99887766,
        category: 'Office',
        status: 'Inactive',
        qty: 3,
        basePrice: 49.5,
      },
      status: 201,
    },
    {
      path: '/api/apps/ecommerce/products',
      method: 'POST',
      body: {
        productName: 'Desk Lamp',
        sku: 1,
        category: 'Office',
        status: 'Inactive',
        qty: 3,
        basePrice: 40,
        discountedPrice: 45,
      },
      status: 400,
    },
  ],
  patchProduct: [
    {
      path: '/api/apps/ecommerce/products/2',
      method: 'PATCH',
      body: { stock: false },
      status: 200,
    },
    {
      path: '/api/apps/ecommerce/products/999',
      method: 'PATCH',
      body: { stock: false },
      status: 404,
    },
  ],
  getOrder: [
    { path: '/api/apps/ecommerce/orders/2', status: 200 },
    { path: '/api/apps/ecommerce/orders/999', status: 404 },
  ],
  inviteReferral: [
    {
      path: '/api/apps/ecommerce/referrals/invite',
      method: 'POST',
      body: { email: 'new.friend@example.com' },
      status: 201,
    },
    {
      path: '/api/apps/ecommerce/referrals/invite',
      method: 'POST',
      body: { email: 'nope' },
      status: 400,
    },
  ],
  listOrders: [{ path: '/api/apps/ecommerce/orders?q=a', status: 200 }],
  deleteOrder: [
    { path: '/api/apps/ecommerce/orders/1', method: 'DELETE', status: 204 },
    { path: '/api/apps/ecommerce/orders/abc', method: 'DELETE', status: 404 },
  ],
  listCustomers: [{ path: '/api/apps/ecommerce/customers?sortBy=totalSpent', status: 200 }],
  getCustomer: [
    { path: '/api/apps/ecommerce/customers/1', status: 200 },
    { path: '/api/apps/ecommerce/customers/999', status: 404 },
  ],
  listReviews: [{ path: '/api/apps/ecommerce/reviews?status=Pending', status: 200 }],
  deleteReview: [{ path: '/api/apps/ecommerce/reviews/1', method: 'DELETE', status: 200 }],
  listReferrals: [{ path: '/api/apps/ecommerce/referrals?sortBy=earning', status: 200 }],
  listEmails: [{ path: '/api/apps/email?filter=starred', status: 200 }],
  updateEmails: [
    {
      path: '/api/apps/email',
      method: 'POST',
      body: { ids: [1, 2], data: { isRead: true } },
      status: 200,
    },
    {
      path: '/api/apps/email',
      method: 'POST',
      body: { ids: [1, 99999], data: { isRead: true } },
      status: 404,
    },
    {
      path: '/api/apps/email',
      method: 'POST',
      body: { ids: [1], data: { folder: 'archive' } },
      status: 400,
    },
  ],
  sendEmail: [
    {
      path: '/api/apps/email/send',
      method: 'POST',
      body: {
        to: ['anna.berg@example.com'],
        subject: 'Outage plan',
        message: '<p>Tuesday</p>',
        attachments: [{ fileName: 'plan.pdf', size: 2048 }],
      },
      status: 201,
    },
    { path: '/api/apps/email/send', method: 'POST', body: { to: [], subject: '' }, status: 400 },
    {
      path: '/api/apps/email/send',
      method: 'POST',
      body: { draftId: 1, to: ['a@example.com'], subject: 'x' },
      status: 404,
    },
  ],
  saveEmailDraft: [
    {
      path: '/api/apps/email/draft',
      method: 'POST',
      body: { subject: 'Half written' },
      status: 200,
    },
    { path: '/api/apps/email/draft', method: 'POST', body: { to: ['nope'] }, status: 400 },
  ],
  listInvoiceClients: [{ path: '/api/apps/invoice/clients', status: 200 }],
  listInvoices: [{ path: '/api/apps/invoice?sortBy=balance', status: 200 }],
  getInvoice: [
    { path: '/api/apps/invoice/4990', status: 200 },
    { path: '/api/apps/invoice/1', status: 404 },
  ],
  deleteInvoice: [
    { path: '/api/apps/invoice/4990', method: 'DELETE', status: 200 },
    { path: '/api/apps/invoice/1', method: 'DELETE', status: 404 },
  ],
  createInvoice: [
    { path: '/api/apps/invoice', method: 'POST', body: invoiceBody, status: 201 },
    {
      path: '/api/apps/invoice',
      method: 'POST',
      body: { ...invoiceBody, dueDate: '2026-06-01' },
      status: 400,
    },
  ],
  updateInvoice: [
    { path: '/api/apps/invoice/4990', method: 'PUT', body: invoiceBody, status: 200 },
    { path: '/api/apps/invoice/1', method: 'PUT', body: invoiceBody, status: 404 },
  ],
  addInvoicePayment: [
    {
      path: '/api/apps/invoice/4993/payments',
      method: 'POST',
      body: { amount: 10, date: '2026-06-14', method: 'cash' },
      status: 201,
    },
    {
      path: '/api/apps/invoice/4993/payments',
      method: 'POST',
      body: { amount: 0, date: '2026-06-14', method: 'cash' },
      status: 400,
    },
    {
      path: '/api/apps/invoice/1/payments',
      method: 'POST',
      body: { amount: 10, date: '2026-06-14', method: 'cash' },
      status: 404,
    },
  ],
  sendInvoice: [
    {
      path: '/api/apps/invoice/4991/send',
      method: 'POST',
      body: {
        from: 'billing@example.com',
        to: 'client@example.com',
        subject: 'Invoice',
        message: 'Attached.',
      },
      status: 200,
    },
    {
      path: '/api/apps/invoice/4991/send',
      method: 'POST',
      body: { from: 'billing@example.com', to: 'nope', subject: '', message: '' },
      status: 400,
    },
    {
      path: '/api/apps/invoice/1/send',
      method: 'POST',
      body: {
        from: 'billing@example.com',
        to: 'client@example.com',
        subject: 'Invoice',
        message: 'Attached.',
      },
      status: 404,
    },
  ],
  listVehicles: [{ path: '/api/apps/logistics/vehicles?sortBy=progress', status: 200 }],
  getVehicleStats: [{ path: '/api/apps/logistics/stats', status: 200 }],
  listPermissions: [
    { path: '/api/apps/permissions?q=man', status: 200 },
    { path: '/api/apps/permissions?q=avr&lang=fr', status: 200 },
  ],
  createPermission: [
    {
      path: '/api/apps/permissions',
      method: 'POST',
      body: { name: 'Export Reports', assignedTo: ['administrator', 'support'] },
      status: 201,
    },
    {
      path: '/api/apps/permissions',
      method: 'POST',
      body: { name: 'Management', assignedTo: [] },
      status: 400,
    },
  ],
  updatePermission: [
    { path: '/api/apps/permissions/7', method: 'PUT', body: { name: 'Read Only' }, status: 200 },
    { path: '/api/apps/permissions/99', method: 'PUT', body: { name: 'Ghost' }, status: 404 },
  ],
  deletePermission: [
    { path: '/api/apps/permissions/8', method: 'DELETE', status: 204 },
    { path: '/api/apps/permissions/99', method: 'DELETE', status: 404 },
  ],
  listUsers: [{ path: '/api/apps/users?role=admin&page=99', status: 200 }],
  addUser: [
    {
      path: '/api/apps/users',
      method: 'POST',
      body: { fullName: 'Zhang Wei', email: 'zhang.wei@example.com' },
      status: 201,
    },
    {
      path: '/api/apps/users',
      method: 'POST',
      body: { fullName: 'Zhang Wei', email: 'zhang.wei@example.com', role: 'pilot' },
      status: 400,
    },
  ],
  getUser: [
    { path: '/api/apps/users/1', status: 200 },
    { path: '/api/apps/users/999', status: 404 },
  ],
  updateUser: [
    {
      path: '/api/apps/users/3',
      method: 'PUT',
      body: {
        status: 'inactive',
        currentPlan: 'team',
        notifications: { newForYou: { app: true } },
      },
      status: 200,
    },
    { path: '/api/apps/users/3', method: 'PUT', body: { email: 'nope' }, status: 400 },
    { path: '/api/apps/users/999', method: 'PUT', body: { status: 'active' }, status: 404 },
  ],
  changeUserPassword: [
    {
      path: '/api/apps/users/3/password',
      method: 'POST',
      body: { newPassword: 'Str0ng&Safe', confirmPassword: 'Str0ng&Safe' },
      status: 204,
    },
    {
      path: '/api/apps/users/3/password',
      method: 'POST',
      body: { newPassword: 'weak', confirmPassword: 'weak' },
      status: 400,
    },
    {
      path: '/api/apps/users/999/password',
      method: 'POST',
      body: { newPassword: 'Str0ng&Safe', confirmPassword: 'Str0ng&Safe' },
      status: 404,
    },
  ],
  deleteUser: [{ path: '/api/apps/users/2', method: 'DELETE', status: 204 }],
  listRoles: [{ path: '/api/apps/roles', status: 200 }],
  createRole: [
    {
      path: '/api/apps/roles',
      method: 'POST',
      body: { name: 'Auditor', permissions: { reporting: { read: true } } },
      status: 201,
    },
    { path: '/api/apps/roles', method: 'POST', body: { name: 'admin' }, status: 400 },
  ],
  updateRole: [
    {
      path: '/api/apps/roles/3',
      method: 'PUT',
      body: { permissions: { payroll: { write: true } } },
      status: 200,
    },
    { path: '/api/apps/roles/99', method: 'PUT', body: { name: 'Ghost' }, status: 404 },
  ],
  deleteRole: [
    { path: '/api/apps/roles/1', method: 'DELETE', status: 409 },
    { path: '/api/apps/roles/99', method: 'DELETE', status: 404 },
  ],
  listProjects: [{ path: '/api/dashboard/analytics/projects?sortBy=status', status: 200 }],
  listSales: [{ path: '/api/pages/datatable?q=a', status: 200 }],
  searchFaq: [{ path: '/api/pages/faq?q=delivery', status: 200 }],
  getHelpCenter: [{ path: '/api/pages/help-center', status: 200 }],
  getHelpArticle: [
    { path: '/api/pages/help-center/article', status: 200 },
    {
      path: '/api/pages/help-center/article?category=devices&article=how-do-i-register-a-device',
      status: 200,
    },
    { path: '/api/pages/help-center/article?category=devices&article=nope', status: 404 },
  ],
  voteHelpArticle: [
    {
      path: '/api/pages/help-center/article/feedback',
      method: 'POST',
      body: { category: 'devices', article: 'how-do-i-register-a-device', helpful: true },
      status: 200,
    },
    {
      path: '/api/pages/help-center/article/feedback',
      method: 'POST',
      body: { category: 'devices', article: 'how-do-i-register-a-device', helpful: 'yes' },
      status: 400,
    },
    {
      path: '/api/pages/help-center/article/feedback',
      method: 'POST',
      body: { category: 'devices', article: 'nope', helpful: false },
      status: 404,
    },
  ],
  updateConnection: [
    {
      path: '/api/pages/profile/connections/2',
      method: 'PUT',
      body: { isConnected: true },
      status: 200,
    },
    {
      path: '/api/pages/profile/connections/999',
      method: 'PUT',
      body: { isConnected: true },
      status: 404,
    },
  ],
  getProfileHeader: [{ path: '/api/pages/profile/header', status: 200 }],
  getProfileTab: [
    ...['profile', 'teams', 'projects', 'connections'].map((tab) => ({
      path: `/api/pages/profile?tab=${tab}`,
      status: 200,
    })),
    { path: '/api/pages/profile?tab=secrets', status: 400 },
  ],
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'api', components: doc.components });

/**
 * A response schema of the document, with its references into `api` (the document's components).
 */
function validatorFor(schema: Record<string, unknown>) {
  return ajv.compile(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')),
  );
}

describe('the simulation answers as the document says', () => {
  it('has a sample request for every operation', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...operationsById.keys()].sort());
  });

  it.each(Object.entries(SAMPLES))('%s', async (operationId, samples) => {
    const { op } = operationsById.get(operationId)!;
    for (const sample of samples) {
      const { status, body } = await call(sample.path, {
        method: sample.method,
        body: sample.body,
        raw: sample.raw,
        as: sample.as,
        headers: sample.headers,
      });
      const label = `${sample.method ?? 'GET'} ${sample.path}`;
      expect(status, label).toBe(sample.status);
      const documented = op.responses[String(status)];
      expect(documented, `${label}: ${status} is not in the document`).toBeDefined();
      const schema = documented.content?.['application/json'].schema;
      if (!schema) {
        expect(body, `${label}: the document says no body`).toBeUndefined();
        continue;
      }
      const check = validatorFor(schema);
      expect(check(body) ? [] : check.errors, label).toEqual([]);
    }
  });
});

interface MediaObject {
  schema: Record<string, unknown>;
  example?: unknown;
}
interface FullOperation {
  operationId: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown>; example?: unknown }[];
  requestBody?: { content: { 'application/json': MediaObject } };
  responses: Record<string, { content?: { 'application/json': MediaObject } }>;
}

describe('the examples of the document (issue 36.4)', () => {
  const all = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods as Record<string, FullOperation>),
  );
  /**
   * Every JSON body of the document: requests and answers, with where it is. An upload's multipart
   * form and a file's bytes have no JSON example: tests/unit/api-attachments.test.ts sends and
   * reads real ones.
   */
  const bodies = all.flatMap((op) => [
    ...(op.requestBody?.content['application/json']
      ? [[`${op.operationId} request`, op.requestBody.content['application/json']] as const]
      : []),
    ...Object.entries(op.responses).flatMap(([status, response]) =>
      response.content?.['application/json']
        ? [[`${op.operationId} ${status}`, response.content['application/json']] as const]
        : [],
    ),
  ]);

  it('are on every request body, every answer with a body and every path parameter', () => {
    expect(bodies.length).toBeGreaterThan(300);
    expect(
      bodies.filter(([, media]) => media.example === undefined).map(([where]) => where),
    ).toEqual([]);
    const pathParameters = all.flatMap((op) =>
      (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => ({ where: `${op.operationId} ${p.name}`, example: p.example })),
    );
    expect(pathParameters.filter((p) => p.example === undefined).map((p) => p.where)).toEqual([]);
  });

  it('each match the schema beside it (answers as the simulation gave them, lists cut to two)', () => {
    const wrong = bodies.flatMap(([where, media]) => {
      const check = validatorFor(media.schema);
      return check(media.example) ? [] : [`${where}: ${ajv.errorsText(check.errors)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('come with servers, described tags and a license', () => {
    const full = doc as Doc & { servers: { url: string }[] };
    expect(full.servers.map((s) => s.url)).toEqual(['/', 'https://{host}']);
    expect(doc.tags.filter((tag) => !(tag as { description?: string }).description)).toEqual([]);
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
  });
});
