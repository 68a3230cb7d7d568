/**
 * The device domain of docs/domain/devices.md as schemas: device types, locations, devices, their
 * readings, alarms, maintenance, documents and history; every request's parameters and body
 * with their limits. Codes (statuses, kinds, categories) are stable identifiers; screens
 * translate them into labels.
 */
import { z } from 'zod';

import {
  boolParam,
  choiceParam,
  count,
  id,
  intParam,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  MAX_ID,
  messageKey,
  numeric,
  optionalDate,
  preconditionFailed,
  queryText,
  recordVersion,
  repeatedParam,
  requiredText,
  strings,
  text,
  type ListParamsOf,
  type PagingParams,
  type SortOrder,
} from './common';
import {
  ALARM_SEVERITIES,
  DEVICE_CATEGORIES,
  DEVICE_DELETED_FILTERS,
  DEVICE_NUMBER_RE,
  DEVICE_SORT_KEYS,
  DEVICE_STATUSES,
  DEVICE_TYPE_SORT_KEYS,
  DOCUMENT_KINDS,
  DOCUMENT_SORT_KEYS,
  HISTORY_ACTIONS,
  LOCATION_KINDS,
  MAINTENANCE_KINDS,
  MAINTENANCE_RESULTS,
  MAINTENANCE_SORT_KEYS,
  MAINTENANCE_STATUSES,
  NAMEPLATE_FIELDS,
  READING_METRICS,
  type ReadingMetric,
  type TextNameplateField,
} from './devices-values';
import { rulesMeta } from './rules';

export type { PagingParams, SortOrder };

/** `{ errors: { field: [message] } }`: the 400 body of every form call. */
export type { FieldErrors as DeviceFieldErrors } from './common';

// The value lists live in a zod-free module (a register's bundle needs them without the schemas).
export * from './devices-values';

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

export const deviceCategory = z.enum(DEVICE_CATEGORIES);
export type DeviceCategory = z.infer<typeof deviceCategory>;

export const nameplateField = z.enum(NAMEPLATE_FIELDS);
export type NameplateField = z.infer<typeof nameplateField>;

export type NumericNameplateField = Exclude<NameplateField, TextNameplateField>;

export const deviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatus>;

export const locationKind = z.enum(LOCATION_KINDS);
export type LocationKind = z.infer<typeof locationKind>;

// ---------------------------------------------------------------------------------------------
// Field rules (each written once; forms, simulation and OpenAPI all read these)
// ---------------------------------------------------------------------------------------------

export const deviceNumber = z
  .string()
  .trim()
  .regex(DEVICE_NUMBER_RE, messageKey('deviceNumberFormat'))
  .meta({
    description: 'Commissioning year (2 digits) + type code + serial from 10001, e.g. 24DC10001.',
    examples: ['24DC10001'],
  });

/** A type's code: two capital letters, unique (DC, TR, SG, …). */
export const TYPE_CODE_RE = /^[A-Z]{2}$/;
export const typeCode = z
  .string()
  .trim()
  .regex(TYPE_CODE_RE, messageKey('codeFormat'))
  .meta({ examples: ['DC'] });

/** Names of types and locations (what the tree and the type table show). */
export const SHORT_NAME_MAX = 80;
export const shortName = requiredText(SHORT_NAME_MAX, 'nameRequired');

export const INSPECTION_INTERVAL = { min: 1, max: 3650 } as const;
export const inspectionIntervalDays = z
  .int(messageKey('intervalRange', INSPECTION_INTERVAL))
  .min(INSPECTION_INTERVAL.min)
  .max(INSPECTION_INTERVAL.max);

/** A threshold is above 0 and at most 1000 (°C or % of rating). */
export const THRESHOLD = { min: 0, max: 1000 } as const;
const threshold = (key: 'temperatureRange' | 'loadRange') =>
  z.number(messageKey(key, THRESHOLD)).gt(THRESHOLD.min).max(THRESHOLD.max);

export const deviceThresholds = z
  .object({
    /** Highest allowed temperature, °C. */
    maxTemperatureC: threshold('temperatureRange').meta({
      description: 'Highest allowed temperature, °C.',
    }),
    /** Highest allowed load, % of rating. */
    maxLoadPercent: threshold('loadRange').meta({
      description: 'Highest allowed load, % of rating.',
    }),
  })
  .meta({
    id: 'DeviceThresholds',
    description: 'Alarm limits of a type: a reading past one is an alarm.',
  });
export type DeviceThresholds = z.infer<typeof deviceThresholds>;

/** Physical ranges of the nameplate values (what equipment of a distribution network can carry). */
export const NAMEPLATE_RANGES = {
  ratedVoltageKv: { min: 0, max: 1200 },
  ratedCurrentA: { min: 0, max: 100_000 },
  ratedPowerKva: { min: 0, max: 2_000_000 },
  frequencyHz: { min: 1, max: 1000 },
  phases: { min: 1, max: 6 },
  breakingCapacityKa: { min: 0, max: 300 },
  impedancePercent: { min: 0, max: 100 },
} as const satisfies Record<NumericNameplateField, { min: number; max: number }>;

const ranged = (field: NumericNameplateField, description: string) => {
  const { min, max } = NAMEPLATE_RANGES[field];
  const base = field === 'phases' ? z.int() : z.number();
  return base.min(min).max(max).optional().meta({ description });
};

export const nameplate = z
  .strictObject({
    ratedVoltageKv: ranged('ratedVoltageKv', 'Rated voltage, kV.'),
    ratedCurrentA: ranged('ratedCurrentA', 'Rated current, A.'),
    ratedPowerKva: ranged('ratedPowerKva', 'Rated power, kVA.'),
    frequencyHz: ranged('frequencyHz', 'Rated frequency, Hz.'),
    phases: ranged('phases', 'Number of phases (conductors).'),
    breakingCapacityKa: ranged('breakingCapacityKa', 'Breaking capacity, kA.'),
    impedancePercent: ranged('impedancePercent', 'Short-circuit impedance, %.'),
    vectorGroup: text(20).optional().meta({ description: 'Vector group, e.g. Dyn11.' }),
    insulationMedium: text(40)
      .optional()
      .meta({ description: 'Insulation medium, e.g. SF6, oil, air.' }),
    ipRating: text(10).optional().meta({ description: 'Ingress protection, e.g. IP54.' }),
  })
  .meta({ id: 'Nameplate', description: 'Rated values; only the fields its type lists are kept.' });
/** A device's nameplate: only the fields its type lists are present. */
export type Nameplate = z.infer<typeof nameplate>;

export const DEVICE_NAME_MAX = LIMITS.name;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const deviceCondition = z
  .literal([1, 2, 3, 4, 5])
  .meta({ description: 'Condition grade: 1 good … 5 replace.' });
/** Condition grade: 1 good … 5 replace. */
export type DeviceCondition = z.infer<typeof deviceCondition>;

/** The order of a device's dates; the simulation applies it to stored and changed dates merged. */
export interface DeviceDates {
  installDate?: string | null;
  commissionDate?: string | null;
  warrantyUntil?: string | null;
  lastInspection?: string | null;
}

/**
 * Issues of a device's dates (commissioned after installed, warranty after both, inspected after
 * installed and not after `today`).
 */
export function deviceDateIssues(
  d: DeviceDates,
  today?: string,
): Array<{
  path: keyof DeviceDates;
  key: 'dateOrder' | 'warrantyOrder' | 'inspectionInFuture' | 'inspectionBeforeInstall';
}> {
  const issues: ReturnType<typeof deviceDateIssues> = [];
  if (d.installDate && d.commissionDate && d.commissionDate < d.installDate)
    issues.push({ path: 'commissionDate', key: 'dateOrder' });
  const start = d.commissionDate ?? d.installDate;
  if (start && d.warrantyUntil && d.warrantyUntil < start)
    issues.push({ path: 'warrantyUntil', key: 'warrantyOrder' });
  if (today && d.lastInspection && d.lastInspection > today)
    issues.push({ path: 'lastInspection', key: 'inspectionInFuture' });
  else if (d.lastInspection && d.installDate && d.lastInspection < d.installDate)
    issues.push({ path: 'lastInspection', key: 'inspectionBeforeInstall' });
  return issues;
}

/** `''` from a form means "none" (a cleared parent) or "generate" (a new device's number). */
const blankAs =
  <T>(value: T) =>
  (raw: unknown) =>
    typeof raw === 'string' && raw.trim() === '' ? value : raw;

// ---------------------------------------------------------------------------------------------
// Device types
// ---------------------------------------------------------------------------------------------

const deviceTypeFields = {
  code: typeCode,
  name: shortName,
  category: deviceCategory,
  description: text(LIMITS.text),
  inspectionIntervalDays: inspectionIntervalDays.meta({ description: 'Days between inspections.' }),
  nameplateFields: z
    .array(nameplateField)
    .max(NAMEPLATE_FIELDS.length)
    .meta({ description: 'Which nameplate fields apply to devices of this type.' }),
  thresholds: deviceThresholds,
};

export const deviceTypeRecord = z
  .object({ id, ...deviceTypeFields, updatedAt: isoDateTime, version: recordVersion })
  .meta({
    id: 'DeviceTypeRecord',
    description: 'A device type as stored (counts are derived on every read).',
  });
export type DeviceTypeRecord = z.infer<typeof deviceTypeRecord>;

export const deviceType = deviceTypeRecord
  .extend({ deviceCount: count, inServiceCount: count })
  .meta({
    id: 'DeviceType',
    description: 'A device type with the number of its devices and of those in service.',
  });
export type DeviceType = z.infer<typeof deviceType>;

/** 412 of a device type's PUT or DELETE: it changed since the version sent in If-Match. */
export const deviceTypeConflict = preconditionFailed('DeviceTypeConflict', deviceType);

export const deviceTypeListQuery = listParams(DEVICE_TYPE_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the code, name or description.' }),
  category: choiceParam(DEVICE_CATEGORIES).meta({
    description: 'Only this category; empty for all; a value not listed is ignored.',
  }),
});
export type DeviceTypeListParams = ListParamsOf<typeof deviceTypeListQuery>;

export const deviceTypeListResponse = listAnswer('DeviceTypeList', 'types', deviceType);
export type DeviceTypeListResponse = z.infer<typeof deviceTypeListResponse>;

const thresholdsInput = z.strictObject({
  maxTemperatureC: numeric(deviceThresholds.shape.maxTemperatureC),
  maxLoadPercent: numeric(deviceThresholds.shape.maxLoadPercent),
});

/** Body of POST /api/device-types. Numbers may come as numeric text (what a form typed). */
export const deviceTypeCreateBody = z
  .strictObject({
    ...deviceTypeFields,
    description: deviceTypeFields.description.optional(),
    inspectionIntervalDays: numeric(deviceTypeFields.inspectionIntervalDays),
    nameplateFields: deviceTypeFields.nameplateFields.optional(),
    // A missing object reports each of its fields, as a form shows them.
    thresholds: z.preprocess((value) => value ?? {}, thresholdsInput),
  })
  .meta({
    id: 'DeviceTypeInput',
    ...rulesMeta('typeCodeFree'),
    description: 'A new device type. The code must be unused.',
  });
export type DeviceTypeInput = z.infer<typeof deviceTypeCreateBody>;

/** Body of PUT /api/device-types/{id}: any subset; `thresholds` may give one of its two values. */
export const deviceTypeUpdateBody = deviceTypeCreateBody
  .partial()
  .extend({ thresholds: thresholdsInput.partial().optional() })
  .meta({
    id: 'DeviceTypeChanges',
    ...rulesMeta('typeCodeFree'),
    description:
      'Fields to change. A code cannot change while devices use the type (their numbers embed it).',
  });
export type DeviceTypeChanges = z.infer<typeof deviceTypeUpdateBody>;

/**
 * Query of GET /api/device-types/{id}/interval-impact: the interval to weigh (a form may send it as
 * typed).
 */
export const intervalImpactQuery = z.object({
  inspectionIntervalDays: numeric(inspectionIntervalDays).meta({
    description: 'The interval to weigh, in whole days from 1 to 3650.',
    examples: [90],
  }),
});
export type IntervalImpactParams = z.input<typeof intervalImpactQuery>;

/**
 * What a type's new inspection interval would do to its devices' next inspections, beside what
 * they are now. Overdue and due as the register and the home page count them: retired devices
 * never are; due is within the next 30 days, today included, and not overdue.
 */
export const intervalImpact = z
  .object({
    inspectionIntervalDays: inspectionIntervalDays.meta({ description: 'The interval weighed.' }),
    devices: count.meta({ description: 'Devices of the type.' }),
    overdue: count.meta({
      description:
        'Overdue with this interval: the next inspection (last inspection, else commissioning, + the interval) before today.',
    }),
    dueWithin30Days: count.meta({
      description: 'Due within 30 days with this interval (today included), not overdue.',
    }),
    overdueNow: count.meta({ description: 'Overdue now (the stored next inspection).' }),
    dueWithin30DaysNow: count.meta({ description: 'Due within 30 days now.' }),
  })
  .meta({ id: 'InspectionIntervalImpact' });
export type IntervalImpact = z.infer<typeof intervalImpact>;

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

const coordinate = (limit: number) =>
  z
    .number(messageKey('numberRange', { min: -limit, max: limit }))
    .min(-limit)
    .max(limit);
export const latitude = coordinate(90);
export const longitude = coordinate(180);

const locationFields = {
  name: shortName,
  kind: locationKind,
  code: text(LIMITS.code),
  address: text(LIMITS.line),
  lat: latitude,
  lng: longitude,
  manager: text(LIMITS.name),
};

export const deviceLocation = z
  .object({
    id,
    ...locationFields,
    parentId: id.nullable().meta({ description: 'null for a site (a root of the tree).' }),
    version: recordVersion,
  })
  .meta({
    id: 'DeviceLocation',
    description: 'A location as stored: a flat list linked by parentId.',
  });
export type DeviceLocation = z.infer<typeof deviceLocation>;

export const locationPathItem = z
  .object({ id, name: z.string(), kind: locationKind })
  .meta({ id: 'LocationPathItem', description: 'One step of a breadcrumb, root first.' });
export type LocationPathItem = z.infer<typeof locationPathItem>;

export const deviceLocationWithCount = deviceLocation
  .extend({ deviceCount: count.meta({ description: 'Devices here and in every descendant.' }) })
  .meta({ id: 'DeviceLocationWithCount' });
export type DeviceLocationWithCount = z.infer<typeof deviceLocationWithCount>;

/** 412 of a location's PUT or DELETE: it changed since the version sent in If-Match. */
export const locationConflict = preconditionFailed('LocationConflict', deviceLocationWithCount);

export interface DeviceLocationNode extends DeviceLocationWithCount {
  children: DeviceLocationNode[];
}
export const deviceLocationNode: z.ZodType<DeviceLocationNode> = deviceLocationWithCount
  .extend({
    get children() {
      return z.array(deviceLocationNode);
    },
  })
  .meta({
    id: 'DeviceLocationNode',
    description: 'A node of the location tree; deviceCount includes the descendants’ devices.',
  });

export const locationTreeResponse = z
  .object({
    tree: z.array(deviceLocationNode),
    total: count.meta({ description: 'Number of locations in the whole tree.' }),
  })
  .meta({ id: 'LocationTree' });
export type LocationTreeResponse = z.infer<typeof locationTreeResponse>;

const locationPayload = z.strictObject({
  name: locationFields.name,
  kind: locationFields.kind,
  parentId: z
    .preprocess(blankAs(null), numeric(id).nullable())
    .optional()
    .meta({ description: 'The parent location; null or absent for a site.' }),
  code: locationFields.code.optional(),
  address: locationFields.address.optional().meta({ description: 'Default: the parent’s.' }),
  lat: numeric(latitude)
    .optional()
    .meta({ description: 'Default: the parent’s; required for a site.' }),
  lng: numeric(longitude)
    .optional()
    .meta({ description: 'Default: the parent’s; required for a site.' }),
  manager: locationFields.manager.optional().meta({ description: 'Default: the parent’s.' }),
});

/**
 * Body of POST /api/device-locations. A location without a parent (a site) must give lat and lng.
 */
export const deviceLocationCreateBody = locationPayload
  // A site says where it is; anything below sits where its parent is.
  .superRefine((location, ctx) => {
    if (location.parentId !== null && location.parentId !== undefined) return;
    for (const key of ['lat', 'lng'] as const)
      if (location[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          params: { key: 'required' },
          input: undefined,
        });
  })
  .meta({
    id: 'DeviceLocationInput',
    ...rulesMeta('parentLocationValid'),
    description: 'A new location. A site (no parent) must give lat and lng.',
    // The superRefine above, as JSON Schema says it: without a parent (absent or null), lat and lng
    // are required.
    if: {
      anyOf: [
        { not: { required: ['parentId'] } },
        { required: ['parentId'], properties: { parentId: { type: 'null' } } },
      ],
    },
    then: { required: ['lat', 'lng'] },
  });
export type DeviceLocationInput = z.infer<typeof deviceLocationCreateBody>;

/**
 * The form of a location's name that siblings must not share: without case, surrounding and
 * repeated white space (and with compatibility forms folded), so "Bay 1" and " bay  1" are one
 * name to the simulation as to a reader of the tree.
 */
export function locationNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A location's new name (the rename dialog). */
export const locationRename = z.object({ name: locationPayload.shape.name });

/** Body of PUT /api/device-locations/{id}: any subset; `parentId` moves it. */
export const deviceLocationUpdateBody = locationPayload.partial().meta({
  id: 'DeviceLocationChanges',
  ...rulesMeta('parentLocationValid'),
  description: 'Fields to change; parentId moves the location (not under itself).',
});

// ---------------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------------

const deviceFields = {
  name: requiredText(DEVICE_NAME_MAX, 'nameRequired'),
  typeId: id.meta({ description: 'The device type.' }),
  model: text(LIMITS.code),
  manufacturer: text(LIMITS.code),
  serialNumber: text(LIMITS.code),
  status: deviceStatus,
  condition: deviceCondition,
  locationId: id.meta({ description: 'Where the device is.' }),
  parentNumber: deviceNumber
    .nullable()
    .meta({ description: 'The device this one sits in (a breaker inside a cabinet), or null.' }),
  installDate: isoDate.nullable(),
  commissionDate: isoDate.nullable(),
  warrantyUntil: isoDate.nullable(),
  lastInspection: isoDate.nullable(),
  responsible: text(LIMITS.name).meta({
    description: 'The person responsible (a user’s full name).',
  }),
  tags: z.array(text(TAG_MAX)).max(TAGS_MAX),
  notes: text(LIMITS.text),
  nameplate,
};

export const device = z
  .object({
    number: deviceNumber.meta({
      description: 'Unique and immutable: commissioning year + type code + serial, e.g. 24DC10001.',
    }),
    ...deviceFields,
    nextInspection: isoDate.nullable().meta({
      description:
        'lastInspection (else commissionDate) + the type’s interval; overdue when before today.',
    }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    version: recordVersion,
  })
  .meta({
    id: 'Device',
    description: 'A device as stored. Dates are YYYY-MM-DD; timestamps ISO date-time.',
  });
export type Device = z.infer<typeof device>;

export const deviceListItem = device
  .extend({
    ...strings('typeCode', 'typeName'),
    locationName: z.string().meta({
      description: 'The name of the device’s own location (the last step of locationNames).',
    }),
    locationNames: z.array(z.string()).meta({
      description:
        'Names from the site down to the device’s own location: "Bay 1" alone does not say which site. The list sorts by them (sortBy=location).',
    }),
    overdue: z
      .boolean()
      .meta({ description: 'nextInspection is before today and the device is not retired.' }),
    deletedAt: isoDateTime.nullable().meta({
      description:
        'When the device was deleted; null for a device in the register. Deleted devices are kept (their number is never given again) and only a session allowed to delete devices sees them.',
    }),
    deletedBy: z
      .string()
      .nullable()
      .meta({ description: 'Who deleted it; null for a device in the register.' }),
  })
  .meta({
    id: 'DeviceListItem',
    description: 'A row of the device list: the device plus what a table shows beside it.',
  });
export type DeviceListItem = z.infer<typeof deviceListItem>;

/**
 * A deleted device as kept: the device as it was, who deleted it and when, and the names of its
 * type and location then (the type or location may be deleted or renamed later, and their ids given
 * again).
 */
export const deletedDeviceRecord = device
  .extend({
    deletedAt: isoDateTime,
    deletedBy: z.string(),
    ...strings('typeCode', 'typeName'),
    locationNames: z.array(z.string()),
  })
  .meta({
    id: 'DeletedDeviceRecord',
    description:
      'A deleted device as stored, with its type’s and location’s names when it was deleted.',
  });
export type DeletedDeviceRecord = z.infer<typeof deletedDeviceRecord>;

export const deviceDetail = deviceListItem
  .extend({
    type: deviceType,
    locationPath: z
      .array(locationPathItem)
      .meta({ description: 'Root first, ending with the device’s own location.' }),
    childNumbers: z
      .array(deviceNumber)
      .meta({ description: 'Devices whose parentNumber is this one.' }),
  })
  .meta({ id: 'DeviceDetail' });
export type DeviceDetail = z.infer<typeof deviceDetail>;

/** 412 of a device's PUT or DELETE: it changed since the version sent in If-Match. */
export const deviceConflict = preconditionFailed('DeviceConflict', deviceDetail);

export const deviceListQuery = listParams(DEVICE_SORT_KEYS).extend({
  q: queryText.meta({
    description:
      'Words of the number or name, case-insensitive: every whitespace-separated word occurs in one of them, in any order.',
  }),
  typeId: repeatedParam(intParam(id), 'Device type ids.'),
  status: repeatedParam(deviceStatus, 'Statuses.'),
  locationId: intParam(z.int()).optional().catch(undefined).meta({
    description:
      'A location id: its devices and those of its descendants; an unknown id lists nothing.',
  }),
  overdue: boolParam
    .optional()
    .catch(undefined)
    .meta({ description: 'true: only overdue devices; false: only devices not overdue.' }),
  deleted: z.enum(DEVICE_DELETED_FILTERS).optional().catch(undefined).meta({
    description:
      'Deleted devices: exclude (default), include (with the others) or only. Only a session allowed to delete devices sees them; to others there are none (include lists the register, only lists nothing).',
  }),
});
export type DeviceListParams = Omit<ListParamsOf<typeof deviceListQuery>, 'typeId' | 'status'> & {
  typeId?: number | number[] | undefined;
  /** One status or several (sent repeated). */
  status?: DeviceStatus | DeviceStatus[] | undefined;
};

export const deviceListResponse = listAnswer('DeviceList', 'devices', deviceListItem);
export type DeviceListResponse = z.infer<typeof deviceListResponse>;

export const locationDetailResponse = z
  .object({
    location: deviceLocationWithCount,
    path: z
      .array(locationPathItem)
      .meta({ description: 'Root first, ending with the location itself.' }),
    children: z.array(deviceLocationWithCount),
    devices: z.array(deviceListItem).meta({
      description: 'A page of the devices here and in every descendant (device list rules).',
    }),
    total: count,
  })
  .meta({ id: 'LocationDetail' });
export type LocationDetailResponse = z.infer<typeof locationDetailResponse>;

const devicePayload = z.strictObject({
  ...deviceFields,
  model: deviceFields.model.optional(),
  manufacturer: deviceFields.manufacturer.optional(),
  serialNumber: deviceFields.serialNumber.optional(),
  status: deviceFields.status.optional().meta({ description: 'Default in_service.' }),
  condition: numeric(deviceFields.condition).optional().meta({ description: 'Default 1.' }),
  typeId: numeric(z.int(messageKey('typeRequired')).min(1).max(MAX_ID)).meta({
    description: 'The device type.',
  }),
  locationId: numeric(z.int(messageKey('locationRequired')).min(1).max(MAX_ID)).meta({
    description: 'Where the device is.',
  }),
  parentNumber: z.preprocess(blankAs(null), deviceFields.parentNumber).optional(),
  installDate: optionalDate,
  commissionDate: optionalDate,
  warrantyUntil: optionalDate,
  lastInspection: optionalDate,
  responsible: deviceFields.responsible.optional(),
  tags: deviceFields.tags.optional(),
  notes: deviceFields.notes.optional(),
  nameplate: nameplate
    .optional()
    .meta({ description: 'Values of the fields the type lists; others are dropped.' }),
});

/**
 * Body of POST /api/devices. An absent (or empty) number is generated from the commissioning
 * year and the type code.
 */
export const deviceCreateBody = devicePayload
  .extend({
    number: z.preprocess(blankAs(undefined), deviceNumber.optional()).meta({
      description: 'Absent or empty: the next free number of the type and commissioning year.',
    }),
  })
  .superRefine((d, ctx) => {
    for (const { path, key } of deviceDateIssues(d))
      ctx.addIssue({ code: 'custom', path: [path], params: { key }, input: d[path] });
  })
  .meta({
    id: 'DeviceInput',
    ...rulesMeta(
      'deviceDateOrder',
      'deviceTypeExists',
      'deviceLocationExists',
      'parentDeviceValid',
      'deviceNumberFree',
    ),
    description:
      'A new device. Dates must be in order: installed ≤ commissioned ≤ warranty end; last inspection between installation and today.',
  });
export type DeviceInput = z.infer<typeof deviceCreateBody>;

/** Body of PUT /api/devices/{number}: any subset; `number`, if sent, must be the device's own. */
export const deviceUpdateBody = devicePayload
  .partial()
  .extend({
    number: deviceNumber
      .optional()
      .meta({ description: 'Ignored when it is the device’s own number; any other is refused.' }),
  })
  .meta({
    id: 'DeviceChanges',
    ...rulesMeta(
      'deviceDateOrder',
      'deviceTypeExists',
      'deviceLocationExists',
      'parentDeviceValid',
      'deviceNumberFixed',
    ),
    description:
      'Fields to change. Date order is checked on the stored dates merged with the new ones.',
  });
export type DeviceChanges = z.infer<typeof deviceUpdateBody>;

/** A status change (the change-status dialog sends it as a PUT). */
export const deviceStatusChange = z.object({ status: deviceStatus });

export const nextDeviceNumberQuery = z.object({
  typeId: intParam(id).meta({ description: 'The device type.' }),
  year: intParam(count.max(9999))
    .optional()
    .meta({ description: 'Commissioning year; default this year.' }),
});
export const nextDeviceNumberResponse = z
  .object({ number: deviceNumber })
  .meta({ id: 'NextDeviceNumber' });
export type NextDeviceNumberResponse = z.infer<typeof nextDeviceNumberResponse>;

// ---------------------------------------------------------------------------------------------
// Maintenance, documents, history
// ---------------------------------------------------------------------------------------------

export const COST_MAX = 1_000_000_000;
export const DOWNTIME_MAX_HOURS = 8760;

const maintenanceFields = {
  kind: z.enum(MAINTENANCE_KINDS),
  date: isoDate,
  technician: requiredText(LIMITS.name),
  status: z.enum(MAINTENANCE_STATUSES),
  result: z
    .enum(MAINTENANCE_RESULTS)
    .nullable()
    .meta({ description: 'null until the work is done.' }),
  notes: text(LIMITS.text),
  cost: z.number().min(0).max(COST_MAX).meta({ description: 'US dollars.' }),
  downtimeHours: z.number().min(0).max(DOWNTIME_MAX_HOURS),
};

export const maintenanceRecord = z
  .object({ id, deviceNumber, ...maintenanceFields })
  .meta({ id: 'MaintenanceRecord' });
export type MaintenanceRecord = z.infer<typeof maintenanceRecord>;

export const maintenanceListQuery = listParams(MAINTENANCE_SORT_KEYS);
export type MaintenanceListParams = ListParamsOf<typeof maintenanceListQuery>;
export const maintenanceListResponse = z
  .object({ records: z.array(maintenanceRecord), total: count })
  .meta({ id: 'MaintenanceList', description: 'Newest first unless sorted.' });
export type MaintenanceListResponse = z.infer<typeof maintenanceListResponse>;

/** Body of POST /api/devices/{number}/maintenance. */
export const maintenanceCreateBody = z
  .strictObject({
    ...maintenanceFields,
    status: maintenanceFields.status.optional().meta({
      description:
        'Default: planned when dated after today, else done. Work dated after today cannot be done.',
    }),
    result: z.preprocess(blankAs(null), maintenanceFields.result).optional(),
    notes: maintenanceFields.notes.optional(),
    cost: numeric(maintenanceFields.cost)
      .optional()
      .meta({ description: 'US dollars; default 0.' }),
    downtimeHours: numeric(maintenanceFields.downtimeHours)
      .optional()
      .meta({ description: 'Default 0.' }),
  })
  .meta({
    id: 'MaintenanceInput',
    ...rulesMeta('futureWorkNotDone'),
    description:
      'A maintenance record. A done inspection newer than the last one moves lastInspection and nextInspection.',
  });
export type MaintenanceInput = z.infer<typeof maintenanceCreateBody>;

export const deviceDocument = z
  .object({
    id,
    deviceNumber,
    name: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    sizeBytes: count,
    date: isoDate,
  })
  .meta({ id: 'DeviceDocument' });
export type DeviceDocument = z.infer<typeof deviceDocument>;
export const documentListQuery = listParams(DOCUMENT_SORT_KEYS);
export const deviceDocumentListResponse = z
  .object({ documents: z.array(deviceDocument), total: count })
  .meta({ id: 'DeviceDocumentList', description: 'Newest first unless sorted.' });
export type DeviceDocumentListResponse = z.infer<typeof deviceDocumentListResponse>;

export const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof historyValue>;
/**
 * What an id named when a change was written: a location's names from the site down, a type's code
 * and name.
 */
const historyLabel = z.array(z.string()).optional().meta({
  description:
    'What the id named when the change was written (a location’s names from the site down; a device type’s code and name), so the entry still reads after the referent is renamed or deleted. Absent for plain values.',
});
export const historyChange = z
  .object({
    field: z.string().meta({
      description:
        'A device field (nameplate ones as nameplate.x), or kind, date or status of a maintenance record.',
    }),
    from: historyValue,
    to: historyValue,
    fromLabel: historyLabel,
    toLabel: historyLabel,
  })
  .meta({ id: 'HistoryChange' });
export type HistoryChange = z.infer<typeof historyChange>;
export const historyEntry = z
  .object({
    id,
    deviceNumber,
    at: isoDateTime,
    actor: z.string(),
    action: z.enum(HISTORY_ACTIONS),
    changes: z.array(historyChange),
  })
  .meta({ id: 'HistoryEntry', description: 'Who changed what and when.' });
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyListQuery = listParams(['at']);
export const historyListResponse = z.object({ entries: z.array(historyEntry), total: count }).meta({
  id: 'HistoryList',
  description: 'Newest first (sortBy=at&orderBy=asc for oldest first).',
});
export type HistoryListResponse = z.infer<typeof historyListResponse>;

// ---------------------------------------------------------------------------------------------
// Readings and alarms
// ---------------------------------------------------------------------------------------------

/** The furthest instant a date holds, in ms either side of 1970 (ECMAScript's range). */
const INSTANT_MAX_MS = 8.64e15;

/**
 * An instant as a query sends it: epoch milliseconds (digits) or an ISO 8601 date-time with its
 * offset (`Z` or ±hh:mm). The simulation reads nothing else
 * (src/api/shared/readings.ts).
 */
export const instant = z
  .union([
    z.int().min(-INSTANT_MAX_MS).max(INSTANT_MAX_MS),
    z.string().regex(/^-?\d{1,16}$/),
    isoDateTime,
  ])
  .meta({ description: 'ISO 8601 date-time with an offset, or epoch milliseconds.' });

export const readingPoint = z
  .object({ t: z.number().meta({ description: 'Epoch ms.' }), v: z.number() })
  .meta({ id: 'ReadingPoint' });
export type ReadingPoint = z.infer<typeof readingPoint>;

export const readingQuery = z
  .object({
    metric: z
      .enum(READING_METRICS)
      .optional()
      .meta({ description: 'Default load. An unknown metric is a 400.' }),
    from: instant.optional().meta({
      description: 'ISO date-time or epoch ms; default 24 h before `to`. Unreadable: 400.',
    }),
    to: instant.optional().meta({
      description: 'ISO date-time or epoch ms; default now. Must be after `from`, else 400.',
    }),
  })
  .meta(rulesMeta('readingRangeOrder'));
export interface ReadingParams {
  metric?: ReadingMetric;
  /** ISO date-time or epoch ms; default 24 h before `to`. */
  from?: string | number;
  /** ISO date-time or epoch ms; default the simulation's "now". */
  to?: string | number;
}

export const readingSeries = z
  .object({
    deviceNumber,
    metric: z.enum(READING_METRICS),
    unit: z.string(),
    threshold: z.number().nullable().meta({
      description:
        'The alarm limit for this metric, or null when the metric has none (voltage; what the device does not measure). For current: the load limit in amperes.',
    }),
    since: z.number().nullable().meta({
      description:
        'Epoch ms of the first reading: the device’s commissioning, never before it was registered. null: the device sends no readings (standby, maintenance, retired, or not commissioned). There are no points before it.',
    }),
    measured: z.boolean().meta({
      description:
        'Whether the device measures this metric: current and load need a rated current (or rated power and voltage), voltage a rated voltage. false: no points.',
    }),
    from: z.number(),
    to: z.number(),
    stepMs: z
      .number()
      .meta({ description: 'Distance between points, ms (at most ~500 points a range).' }),
    points: z.array(readingPoint),
  })
  .meta({
    id: 'ReadingSeries',
    description:
      'Readings are generated from the device, so any range can be asked for. Three-phase: current I = S / (√3 · U) from the nameplate, load = I / I rated, temperature lagging toward ambient + k · load²; thresholds from the type.',
  });
export type ReadingSeries = z.infer<typeof readingSeries>;

export const alarm = z
  .object({
    id: z.string(),
    deviceNumber,
    deviceName: z.string(),
    metric: z.enum(READING_METRICS),
    unit: z.string(),
    threshold: z.number(),
    startedAt: isoDateTime.meta({
      description:
        'The first reading past the threshold (looked for before the range too, so an alarm keeps its start whatever range is asked).',
    }),
    endedAt: isoDateTime.nullable().meta({
      description:
        'The first reading back within the threshold (the alarm cleared), so a single reading past it lasts one reading interval; null while the alarm is still active.',
    }),
    peak: z.number(),
    severity: z
      .enum(ALARM_SEVERITIES)
      .meta({ description: 'critical when the peak is more than 10 % past the threshold.' }),
  })
  .meta({
    id: 'Alarm',
    description:
      'A run of consecutive readings past the threshold: from startedAt until endedAt (excluded), or ongoing when endedAt is null.',
  });
export type Alarm = z.infer<typeof alarm>;

export const alarmQuery = readingQuery.omit({ metric: true });
export interface AlarmParams {
  from?: string | number;
  to?: string | number;
}
export const alarmListResponse = z
  .object({ alarms: z.array(alarm), total: count })
  .meta({ id: 'AlarmList', description: 'Newest first.' });
export type AlarmListResponse = z.infer<typeof alarmListResponse>;

// ---------------------------------------------------------------------------------------------
// Home page figures
// ---------------------------------------------------------------------------------------------

export const deviceStats = z
  .object({
    total: count,
    inService: count,
    faults: count,
    overdue: count,
    byStatus: z.array(z.object({ status: deviceStatus, count: count })),
    byType: z.array(z.object({ typeId: id, code: z.string(), name: z.string(), count: count })),
    dueSoonTotal: count.meta({
      description: 'Devices whose next inspection falls in the next 30 days (today included).',
    }),
    dueSoon: z
      .array(deviceListItem)
      .meta({ description: 'The first of those, soonest first (at most 10).' }),
    latestAlarms: z.array(alarm).meta({
      description: 'Alarms of the last 24 h over all devices, newest first (at most 10).',
    }),
  })
  .meta({ id: 'DeviceStats', description: 'The home page figures.' });
export type DeviceStats = z.infer<typeof deviceStats>;
