/**
 * One valid request of every call, by operationId: its path parameters, query and body. Writes
 * are sent signed in as the admin (manage all). Each is sent to the simulation over its fresh
 * sample database (the same seed and "now", EXAMPLE_NOW), so:
 * - `npm run openapi` takes the document's examples from them: the request's own, and the
 *   answer the simulation gives (never written by hand, so never out of date);
 * - the generated-client contract test (tests/unit/openapi-client.test.ts) sends them as the
 *   valid request and derives its invalid ones (no token, a field dropped, a wrong type …).
 * The ids and numbers name records of the deterministic samples (device 24DC10001, invoice 4990 …).
 */
import { IMPORT_LIMITS } from '../shared/import/fields';

/** "Now" of the sample database the examples are answered from: the unit tests' TEST_NOW. */
export const EXAMPLE_NOW = '2026-06-15T09:00:00Z';

export type ExampleValue = string | number | boolean;

export interface RequestExample {
  params?: Record<string, ExampleValue>;
  /**
   * A list is sent repeated (`status=fault&status=standby`), as OpenAPI's default form style says.
   */
  query?: Record<string, ExampleValue | ExampleValue[]>;
  body?: unknown;
}

/**
 * A file in an upload's example body: its text, or bytes as base64, padded with zeros to `size`
 * bytes when given (a file over the limit without 10 MB in the source).
 */
export interface ExampleFile {
  name: string;
  text?: string;
  base64?: string;
  size?: number;
}

const isExampleFile = (value: unknown): value is ExampleFile =>
  typeof value === 'object' && value !== null && 'name' in value;

/** An example body as the multipart form a call with a `form` sends: files as files. */
export function formOf(body: unknown): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (!isExampleFile(value)) {
      form.append(field, String(value));
      continue;
    }
    const given = value.base64
      ? Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(value.text ?? '');
    const bytes = new Uint8Array(Math.max(value.size ?? 0, given.length));
    bytes.set(given);
    form.append(field, new Blob([bytes]), value.name);
  }
  return form;
}

/** An instrument's export, as a contact resistance test set writes it. */
const CONTACT_RESISTANCE_CSV =
  'time;pole;resistance_uohm\n2026-06-10T09:12;L1;41.2\n2026-06-10T09:13;L2;40.8\n2026-06-10T09:14;L3;42.0\n';

/** The start of a Windows program ("MZ", its PE header at 0x40): what a `.pdf` may hide. */
const PROGRAM_BASE64 = btoa(
  String.fromCharCode(0x4d, 0x5a, ...new Array(58).fill(0), 0x40, 0, 0, 0, 0x50, 0x45, 0, 0),
);

/** A device the add form sends: a distribution cabinet (its type lists frequencyHz) on a panel. */
const device = {
  name: 'Feeder cabinet 7',
  typeId: 1,
  locationId: 5,
  installDate: '2026-02-20',
  commissionDate: '2026-03-01',
  nameplate: { ratedVoltageKv: 0.4 },
};

/** An invoice as the add and edit forms send it. */
const invoice = {
  client: {
    name: 'Wei Zhang',
    company: 'Voonix PVT LTD',
    companyEmail: 'wei.zhang@voonix.com',
    address: '12 Market Street, Shanghai',
    country: 'China',
    contact: '+1 (555) 123-4567',
  },
  issuedDate: '2026-06-10',
  dueDate: '2026-06-30',
  items: [{ item: 'Equipment Inspection', description: 'Switchgear', cost: 450.5, qty: 2 }],
  taxRate: 10,
  discount: 0,
};

const deviceNumber = { number: '24DC10001' };

export const REQUEST_EXAMPLES = {
  // Devices
  listDevices: {
    query: { status: ['fault'], sortBy: 'nextInspection', orderBy: 'desc', itemsPerPage: 5 },
  },
  createDevice: { body: device },
  getDeviceStats: {},
  getNextDeviceNumber: { query: { typeId: 1, year: 2024 } },
  getDevice: { params: deviceNumber },
  updateDevice: { params: { number: '24DC10002' }, body: { status: 'fault', tags: ['critical'] } },
  deleteDevice: { params: { number: '24DC10003' } },
  getReadings: {
    params: deviceNumber,
    query: { metric: 'temperature', from: '2026-06-14T09:00:00Z', to: '2026-06-15T09:00:00Z' },
  },
  getAlarms: { params: deviceNumber, query: { from: '2026-06-01T00:00:00Z' } },
  // A gateway's minute before EXAMPLE_NOW: a load past the type's 90 % opens an alarm at 08:55.
  ingestReadings: {
    params: deviceNumber,
    body: {
      readings: [
        {
          t: 1781513940000,
          values: { voltage: 0.4, current: 412.5, load: 96.2, temperature: 41.3 },
        },
      ],
    },
  },
  listMaintenance: { params: deviceNumber, query: { sortBy: 'date', orderBy: 'desc' } },
  addMaintenance: {
    params: deviceNumber,
    body: { kind: 'inspection', date: '2026-06-10', technician: 'Sun Hao', result: 'pass' },
  },
  listHistory: { params: deviceNumber },
  listDocuments: { params: deviceNumber, query: { sortBy: 'size', orderBy: 'desc' } },
  // Device types
  listDeviceTypes: { query: { category: 'distribution' } },
  createDeviceType: {
    body: {
      code: 'BT',
      name: 'Busbar trunking',
      category: 'distribution',
      inspectionIntervalDays: 365,
      thresholds: { maxTemperatureC: 80, maxLoadPercent: 90 },
    },
  },
  getDeviceType: { params: { id: 1 } },
  updateDeviceType: { params: { id: 1 }, body: { name: 'Distribution cabinet (LV)' } },
  deleteDeviceType: { params: { id: 2 } },
  getInspectionIntervalImpact: { params: { id: 1 }, query: { inspectionIntervalDays: 90 } },
  // Locations
  getLocationTree: {},
  createLocation: { body: { name: 'Panel LV-9', kind: 'panel', parentId: 4 } },
  getLocation: { params: { id: 1 }, query: { itemsPerPage: 3 } },
  updateLocation: { params: { id: 2 }, body: { name: 'Substation 1' } },
  deleteLocation: { params: { id: 5 } },
  // Sign-in, search, dashboard
  login: { body: { email: 'admin@demo.com', password: 'admin' } },
  appBarSearch: { query: { q: '24DC' } },
  listProjects: { query: { sortBy: 'status' } },
  // Work orders (WO-2026-00001: the sample order of 24DC10001 open, assigned to the technician)
  listWorkOrders: {
    query: { status: ['open', 'in_progress'], priority: ['high', 'urgent'], sortBy: 'dueDate' },
  },
  getWorkOrderStats: {},
  listWorkOrderAssignees: {},
  createWorkOrder: {
    body: {
      title: 'Replace surge arrester',
      kind: 'corrective',
      priority: 'high',
      deviceNumber: '24DC10003',
      assigneeId: 3,
      dueDate: '2026-06-20',
      checklist: [
        { key: 'isolate', text: 'Isolated and earthed', kind: 'check', required: true },
        {
          key: 'ir',
          text: 'Insulation resistance',
          kind: 'number',
          required: true,
          unit: 'MΩ',
          min: 100,
        },
      ],
    },
  },
  getWorkOrder: { params: { number: 'WO-2026-00001' } },
  updateWorkOrder: {
    params: { number: 'WO-2026-00001' },
    body: { priority: 'urgent', notes: 'Bring the thermal camera.' },
  },
  changeWorkOrderStatus: {
    params: { number: 'WO-2026-00001' },
    body: { status: 'cancelled', reason: 'The cabinet is replaced next month.' },
  },
  addWorkOrderComment: {
    params: { number: 'WO-2026-00001' },
    body: { text: 'Key for the substation at the gate house.' },
  },
  // Maintenance plans (13: the annual infrared scan of breaker 18CB10002; 1–12 the types' defaults)
  listMaintenancePlans: { query: { deviceNumber: '18CB10002', sortBy: 'nextDue' } },
  createMaintenancePlan: {
    body: {
      name: 'Quarterly thermal scan',
      deviceNumber: '24DC10002',
      kind: 'inspection',
      trigger: 'fixed',
      every: 3,
      unit: 'months',
      startDate: '2026-07-01',
      assigneeId: 3,
      checklist: [
        {
          key: 'thermal',
          text: 'Hottest spot (infrared)',
          kind: 'number',
          required: true,
          unit: '°C',
          max: 70,
        },
      ],
    },
  },
  getMaintenancePlan: { params: { id: 13 } },
  updateMaintenancePlan: { params: { id: 13 }, body: { leadDays: 30, priority: 'high' } },
  deleteMaintenancePlan: { params: { id: 13 } },
  getMaintenancePlanSchedule: { params: { id: 1 } },
  changePlanOccurrence: {
    params: { id: 13 },
    body: {
      deviceNumber: '18CB10002',
      action: 'postpone',
      until: '2026-07-10',
      reason: 'Plant shutdown in July',
    },
  },
  // Attachments: the upload is sent as a multipart form (formOf), and the samples hold no file, so
  // a file's calls answer its 404 here.
  listAttachments: { query: { ownerKind: 'device', owner: '24DC10001' } },
  uploadAttachment: {
    body: {
      ownerKind: 'device',
      owner: '24DC10001',
      file: { name: 'contact-resistance.csv', text: CONTACT_RESISTANCE_CSV },
    },
  },
  getAttachmentContent: { params: { id: '0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40' } },
  deleteAttachment: { params: { id: '0b9c6a52-3f1e-4c7a-9d2e-5a8f1c3b7e40' } },
  // Electrical tests (type 1: the distribution cabinets, 24DC…)
  listTestTemplates: { query: { typeId: 1 } },
  updateTestLimits: {
    params: { id: 1 },
    body: { limits: { infrared: { similarImmediateAbove: 12 }, earth: { elsewhereMax: 2 } } },
  },
  listTestResults: { query: { deviceNumber: '24DC10003', template: 'infrared' } },
  createTestResult: {
    body: {
      deviceNumber: '24DC10003',
      template: 'infrared',
      instrument: { model: 'FLIR E86', serial: 'FE-20931', calibrationDue: '2026-12-01' },
      values: { hotSpot: 58, reference: 40, ambient: 25, load: 72 },
      remarks: 'Phase B lug of the incoming feeder.',
    },
  },
  // Arc-flash studies (docs/domain/arc-flash.md)
  getArcFlashStudy: { params: { number: '24DC10003' } },
  putArcFlashStudy: {
    params: { number: '24DC10003' },
    body: {
      nominalVoltage: 400,
      workingDistance: 455,
      arcFlashBoundary: 1200,
      incidentEnergy: 8.4,
      limitedApproach: 1070,
      restrictedApproach: 300,
      studyDate: '2024-05-14',
      studiedBy: 'Voltiq Engineering',
      reference: 'AF-2024-117',
    },
  },
  // Imports: two rows of a French register, the second with a type no one has
  createImport: {
    body: {
      entity: 'devices',
      fileName: 'register.xlsx',
      locale: 'fr',
      mode: 'create',
      mapping: ['name', 'type', 'location', 'commissionDate', 'serialNumber'],
      rows: [
        [
          'Feeder cabinet 12',
          'DC',
          'Shanghai Zhangjiang Campus › 110 kV Substation › LV distribution room',
          '01/03/2024',
          'SN-8812',
        ],
        [
          'Breaker 4',
          'ZZ',
          'Shanghai Zhangjiang Campus › 110 kV Substation › LV distribution room',
          '45292',
          'SN-8813',
        ],
      ],
    },
  },
  listImports: { query: { page: 1, itemsPerPage: 10 } },
  // The import the example above made.
  undoImport: { params: { id: 1 } },
  // Academy
  listCourses: { query: { label: 'Web', sortBy: 'progress' } },
  getCourseDetails: { query: { courseId: 2 } },
  setCourseProgress: { params: { id: 2 }, body: { completedTasks: 0 } },
  // Calendar
  listEvents: { query: { calendars: ['Business', 'Holiday'] } },
  addEvent: {
    body: {
      title: 'Inspect 24DC10001',
      start: '2026-06-20T09:00:00Z',
      extendedProps: { calendar: 'ETC' },
    },
  },
  putEvent: { params: { id: 1 }, body: { title: 'Moved' } },
  patchEvent: { params: { id: 2 }, body: { allDay: true } },
  deleteEvent: { params: { id: 3 } },
  // Chat
  chatsAndContacts: { query: { q: 'a' } },
  openChat: { params: { userId: 1 } },
  sendMessage: { params: { userId: 1 }, body: { message: 'Breaker replaced' } },
  updateChatProfile: { body: { status: 'away', settings: { isNotificationsOn: true } } },
  // E-commerce
  listProducts: { query: { stock: true, sortBy: 'price' } },
  createProduct: {
    body: {
      productName: 'Desk Lamp',
      productBrand: 'Lumina',
      sku: 99887766,
      barcode: '',
      description: '<p>LED, dimmable.</p>',
      images: [],
      variants: [],
      category: 'Office',
      status: 'Inactive',
      stock: true,
      qty: 3,
      basePrice: 49.5,
      discountedPrice: null,
      taxPercent: 0,
    },
  },
  patchProduct: { params: { id: 2 }, body: { stock: false } },
  deleteProduct: { params: { id: 1 } },
  listOrders: { query: { q: 'a' } },
  getOrder: { params: { id: 2 } },
  deleteOrder: { params: { id: 1 } },
  listCustomers: { query: { sortBy: 'totalSpent' } },
  getCustomer: { params: { id: 1 } },
  listReviews: { query: { status: 'Pending' } },
  deleteReview: { params: { id: 1 } },
  listReferrals: { query: { sortBy: 'earning' } },
  inviteReferral: { body: { email: 'new.friend@example.com' } },
  // E-mail
  listEmails: { query: { filter: 'starred' } },
  updateEmails: { body: { ids: [1, 2], data: { isRead: true } } },
  sendEmail: {
    body: {
      to: ['anna.berg@example.com'],
      cc: [],
      bcc: [],
      subject: 'Outage plan',
      message: '<p>Tuesday</p>',
      attachments: [{ fileName: 'plan.pdf', size: 2048 }],
    },
  },
  saveEmailDraft: {
    body: { to: [], cc: [], bcc: [], subject: 'Half written', message: '', attachments: [] },
  },
  // Invoices
  listInvoiceClients: {},
  listInvoices: { query: { sortBy: 'balance' } },
  createInvoice: { body: invoice },
  getInvoice: { params: { id: 4990 } },
  updateInvoice: { params: { id: 4990 }, body: invoice },
  deleteInvoice: { params: { id: 4990 } },
  addInvoicePayment: {
    params: { id: 4993 },
    body: { amount: 10, date: '2026-06-14', method: 'cash' },
  },
  sendInvoice: {
    params: { id: 4991 },
    body: {
      from: 'billing@example.com',
      to: 'client@example.com',
      subject: 'Invoice',
      message: 'Attached.',
    },
  },
  // Logistics
  listVehicles: { query: { sortBy: 'progress' } },
  getVehicleStats: {},
  // Permissions
  listPermissions: { query: { q: 'man' } },
  createPermission: { body: { name: 'Export Reports', assignedTo: ['administrator', 'support'] } },
  updatePermission: { params: { id: 7 }, body: { name: 'Read Only' } },
  deletePermission: { params: { id: 8 } },
  // Users
  listUsers: { query: { role: 'admin' } },
  addUser: { body: { fullName: 'Zhang Wei', email: 'zhang.wei@example.com' } },
  getUser: { params: { id: 1 } },
  updateUser: {
    params: { id: 3 },
    body: { status: 'inactive', currentPlan: 'team', notifications: { newForYou: { app: true } } },
  },
  deleteUser: { params: { id: 2 } },
  changeUserPassword: {
    params: { id: 3 },
    body: { newPassword: 'Str0ng&Safe', confirmPassword: 'Str0ng&Safe' },
  },
  // Roles
  listRoles: {},
  createRole: { body: { name: 'Auditor', permissions: { reporting: { read: true } } } },
  updateRole: { params: { id: 3 }, body: { permissions: { payroll: { write: true } } } },
  deleteRole: { params: { id: 4 } },
  // Pages
  listSales: { query: { q: 'a' } },
  searchFaq: { query: { q: 'delivery' } },
  getHelpCenter: {},
  getHelpArticle: { query: { category: 'devices', article: 'how-do-i-register-a-device' } },
  voteHelpArticle: {
    body: { category: 'devices', article: 'how-do-i-register-a-device', helpful: true },
  },
  getProfileHeader: {},
  updateConnection: { params: { id: 2 }, body: { isConnected: true } },
  getProfileTab: { query: { tab: 'profile' } },
} satisfies Record<string, RequestExample> as Record<string, RequestExample>;

/** A path with its parameters filled in: `/api/devices/{number}` → `/api/devices/24DC10001`. */
export function fillPath(path: string, params: Record<string, ExampleValue> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for the path parameter ${name} of ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The query of an example as a URL's search part ('' for none). */
export function queryString(query: Record<string, ExampleValue | ExampleValue[]> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)]),
    ),
  ).toString();
  return search ? `?${search}` : '';
}

/**
 * A request the simulation refuses, for the example of an error answer the valid request cannot
 * reach.
 */
export interface RefusedExample extends RequestExample {
  /** The status it is refused with. */
  status: number;
  /**
   * A call whose valid example is sent first, on the same data (a device deleted before it is
   * changed).
   */
  after?: string | string[];
}

/**
 * Refusals that depend on the data (a name in use, a deleted device) or on a query value, by
 * operationId. The generic ones (an unknown id, an empty or malformed body, no session) are
 * derived from REQUEST_EXAMPLES and need no entry.
 */
export const REFUSED_EXAMPLES: Record<string, RefusedExample[]> = {
  getNextDeviceNumber: [{ status: 400, query: { typeId: 999 } }],
  updateDevice: [
    {
      status: 409,
      after: 'deleteDevice',
      params: { number: '24DC10003' },
      body: { name: 'Feeder cabinet 3' },
    },
  ],
  deleteDevice: [{ status: 409, after: 'deleteDevice', params: { number: '24DC10003' } }],
  getReadings: [{ status: 400, params: deviceNumber, query: { metric: 'humidity' } }],
  getAlarms: [{ status: 400, params: deviceNumber, query: { from: 'yesterday' } }],
  ingestReadings: [
    // An hour after EXAMPLE_NOW: past the 5 minutes a gateway's clock may be ahead.
    { status: 400, params: deviceNumber, body: { readings: [{ t: 1781517600000, values: {} }] } },
    {
      status: 409,
      after: 'deleteDevice',
      params: { number: '24DC10003' },
      body: { readings: [{ t: 1781513940000, values: { load: 40 } }] },
    },
  ],
  addMaintenance: [
    {
      status: 409,
      after: 'deleteDevice',
      params: { number: '24DC10003' },
      body: { kind: 'inspection', date: '2026-06-10', technician: 'Sun Hao', result: 'pass' },
    },
  ],
  changeWorkOrderStatus: [
    {
      status: 409,
      params: { number: 'WO-2026-00001' },
      body: { status: 'done', signOff: 'Li Wei' },
    },
  ],
  // A cancelled order is closed: no edit.
  updateWorkOrder: [
    {
      status: 409,
      after: 'changeWorkOrderStatus',
      params: { number: 'WO-2026-00001' },
      body: { notes: 'Bring the thermal camera.' },
    },
  ],
  getWorkOrder: [{ status: 404, params: { number: 'WO-2026-99999' } }],
  getInspectionIntervalImpact: [
    { status: 400, params: { id: 1 }, query: { inspectionIntervalDays: 0 } },
  ],
  listTestTemplates: [{ status: 404, query: { typeId: 999 } }],
  createTestResult: [
    {
      status: 404,
      body: {
        deviceNumber: '24DC19999',
        template: 'earth',
        values: { resistance: 0.8 },
      },
    },
  ],
  putArcFlashStudy: [
    {
      status: 400,
      params: { number: '24DC10003' },
      body: {
        nominalVoltage: 400,
        workingDistance: 455,
        arcFlashBoundary: 1200,
        incidentEnergy: 8.4,
        ppeCategory: 2,
        studyDate: '2024-05-14',
        studiedBy: 'Voltiq Engineering',
      },
    },
    {
      status: 409,
      after: 'deleteDevice',
      params: { number: '24DC10003' },
      body: {
        nominalVoltage: 400,
        workingDistance: 455,
        arcFlashBoundary: 1200,
        ppeCategory: 2,
        studyDate: '2024-05-14',
        studiedBy: 'Voltiq Engineering',
      },
    },
  ],
  deleteMaintenancePlan: [{ status: 409, params: { id: 1 } }],
  createImport: [
    {
      status: 413,
      body: {
        ...(REQUEST_EXAMPLES.createImport.body as object),
        rows: Array.from({ length: IMPORT_LIMITS.rows + 1 }, () => ['']),
      },
    },
  ],
  undoImport: [
    { status: 200, after: 'createImport', params: { id: 1 } },
    { status: 409, after: ['createImport', 'undoImport'], params: { id: 1 } },
  ],
  listAttachments: [
    { status: 400, query: { ownerKind: 'shelf', owner: '24DC10001' } },
    { status: 404, query: { ownerKind: 'device', owner: '99ZZ99999' } },
  ],
  uploadAttachment: [
    { status: 400, body: { ownerKind: 'device', owner: '24DC10001' } },
    {
      status: 404,
      body: {
        ownerKind: 'workOrder',
        owner: 'WO-2026-99999',
        file: { name: 'a.csv', text: 'a,b\n1,2\n' },
      },
    },
    {
      status: 415,
      body: {
        ownerKind: 'device',
        owner: '24DC10001',
        file: { name: 'report.pdf', base64: PROGRAM_BASE64 },
      },
    },
    {
      status: 413,
      body: {
        ownerKind: 'device',
        owner: '24DC10001',
        file: { name: 'scan.pdf', text: '%PDF-1.4\n', size: 11 * 1024 * 1024 },
      },
    },
  ],
  changePlanOccurrence: [
    {
      status: 409,
      params: { id: 13 },
      body: { deviceNumber: '24DC10001', action: 'skip', reason: 'Not this one' },
    },
  ],
  createLocation: [
    {
      status: 409,
      body: { name: 'shanghai zhangjiang campus', kind: 'site', lat: 31.2, lng: 121.6 },
    },
  ],
  updateLocation: [{ status: 409, params: { id: 2 }, body: { name: 'R&D Building 2' } }],
  getCourseDetails: [{ status: 404, query: { courseId: 99 } }],
  // An order id no order has is deleted all the same (204); text is no order's path.
  deleteOrder: [{ status: 404, params: { id: 'abc' } }],
  updateEmails: [{ status: 404, body: { ids: [1, 99999], data: { isRead: true } } }],
  sendEmail: [
    {
      status: 404,
      body: {
        draftId: 99999,
        to: ['anna.berg@example.com'],
        cc: [],
        bcc: [],
        subject: 'Outage plan',
        message: '',
        attachments: [],
      },
    },
  ],
  saveEmailDraft: [
    {
      status: 404,
      body: {
        draftId: 99999,
        to: [],
        cc: [],
        bcc: [],
        subject: 'Half written',
        message: '',
        attachments: [],
      },
    },
  ],
  getHelpArticle: [{ status: 404, query: { category: 'devices', article: 'no-such-article' } }],
  voteHelpArticle: [
    { status: 404, body: { category: 'devices', article: 'no-such-article', helpful: false } },
  ],
  getProfileTab: [{ status: 400, query: { tab: 'secrets' } }],
};
