/** The device domain's calls (docs/domain/devices.md): devices, device types, locations. */
import { z } from 'zod';

import * as devices from '../devices';
import {
  INGEST_PATH,
  ingestBody,
  ingestResponse,
  MAX_INGEST_READINGS,
  READING_SUBJECT,
} from '../ingest';
import {
  changed,
  conditional,
  created,
  idParam,
  missing,
  secured,
  tagged,
  withETag,
  type Errors,
  type Operation,
} from '../operation';

// Case-insensitive (the simulation reads 24dc10001 as 24DC10001), so not the number's own pattern.
const numberParam = z.object({
  number: z
    .string()
    .max(20)
    .meta({
      description: 'A device number, e.g. 24DC10001; case-insensitive.',
      examples: ['24DC10001'],
    }),
});

const dv = tagged('Devices');
const deviceNotFound = missing(
  'No device has this number: `Device not found`. A deleted device is not found either, unless the session may delete devices.',
);
/** A write to a deleted device: it is kept to be read, not changed. */
const deviceDeleted: Errors = {
  409: [
    'message',
    'The device was deleted: it can be read but no longer changed: `This device was deleted: it can be read but no longer changed`.',
  ],
};
const SEES_DELETED =
  'A session allowed to delete devices (the admin) also reads deleted devices, which are kept with their maintenance, documents and history; anyone else is answered as if they did not exist.';
export const deviceOperations: Operation[] = [
  dv.list(
    '/api/devices',
    'listDevices',
    'The device register',
    devices.deviceListQuery,
    devices.deviceListResponse,
    'Search by number or name, filter by type, status, location (with its descendants) and overdue inspection. Deleted devices are left out unless `deleted` asks for them, and only for a session allowed to delete devices.',
  ),
  dv.read('/api/devices/stats', 'getDeviceStats', 'The home page figures', devices.deviceStats, {
    description:
      'Counts by status and type, overdue inspections, inspections due in 30 days, alarms of the last 24 h.',
  }),
  dv.read(
    '/api/devices/next-number',
    'getNextDeviceNumber',
    'The next free device number of a type and year',
    devices.nextDeviceNumberResponse,
    {
      description:
        'Two-digit year + type code + the next serial from 10001, for the "Add device" form.',
      query: devices.nextDeviceNumberQuery,
      errors: { 400: ['fields', 'Unknown device type (`typeId`) or a year outside 0–9999.'] },
    },
  ),
  secured(
    dv.write(
      'post',
      '/api/devices',
      'createDevice',
      'Add a device',
      devices.deviceCreateBody,
      created(devices.deviceDetail, 'The new device.'),
      {
        description:
          'Besides the body’s own rules: the type, location and parent must exist, a given number must use the type’s code and be unused (a deleted device’s number is never given again: `deviceNumberRetired`), and the last inspection cannot be after today. Recorded in the device’s history as the session’s user.',
      },
    ),
  ),
  withETag(
    dv.read(
      '/api/devices/{number}',
      'getDevice',
      'One device with its type and location path',
      devices.deviceDetail,
      {
        params: numberParam,
        errors: deviceNotFound,
        description: `${SEES_DELETED} A deleted device answers with deletedAt and deletedBy, its type and location as named when it was deleted, and an empty locationPath.`,
      },
    ),
  ),
  secured(
    conditional(
      withETag(
        dv.write(
          'put',
          '/api/devices/{number}',
          'updateDevice',
          'Change a device',
          devices.deviceUpdateBody,
          changed(devices.deviceDetail, 'The device after the change.'),
          {
            description:
              'Any subset of the fields. The number cannot change. A status change is recorded in history on its own, other changes as one entry; a new type keeps only the nameplate fields it lists. A change moves the version on.',
            params: numberParam,
            errors: { ...deviceNotFound, ...deviceDeleted },
          },
        ),
      ),
      devices.deviceConflict,
      'device',
    ),
  ),
  secured(
    conditional(
      {
        ...dv.remove('/api/devices/{number}', 'deleteDevice', 'Delete a device', numberParam, {
          ...deviceNotFound,
          ...deviceDeleted,
        }),
        description:
          'The device leaves the register but is kept as deleted (deletedAt, deletedBy), with its maintenance, documents and history, and a `deleted` entry in its history; its number is never given again. Devices inside it are detached (their version moves on). Stats, alarms, search, location and type counts, and the checks that a type or location is in use, count only the register.',
      },
      devices.deviceConflict,
      'device',
    ),
  ),
  dv.read(
    '/api/devices/{number}/readings',
    'getReadings',
    'Readings of one metric over a range',
    devices.readingSeries,
    {
      description: `Generated from the device, so any range can be asked for; at most ~500 points. None before the device’s commissioning (or its registration, if later), none while it is not in service or in fault, none of a deleted device. ${SEES_DELETED}`,
      params: numberParam,
      query: devices.readingQuery,
      errors: {
        400: ['fields', 'Unknown metric, unreadable from/to, or to not after from.'],
        ...deviceNotFound,
      },
    },
  ),
  dv.read(
    '/api/devices/{number}/alarms',
    'getAlarms',
    'Alarms of a device over a range (newest first)',
    devices.alarmListResponse,
    {
      description: `Runs of load or temperature readings past the type’s thresholds (current is past its limit exactly when the load is); default the last 24 h. None where there are no readings. ${SEES_DELETED}`,
      params: numberParam,
      query: devices.alarmQuery,
      errors: { 400: ['fields', 'Unreadable from/to, or to not after from.'], ...deviceNotFound },
    },
  ),
  secured(
    dv.write(
      'post',
      INGEST_PATH,
      'ingestReadings',
      'Store readings a gateway measured',
      ingestBody,
      created(
        ingestResponse,
        'Stored: how many readings were new, how many repeated an instant already stored, and the alarms they raised.',
      ),
      {
        description: `A field gateway posts what it measured for one device: at most ${MAX_INGEST_READINGS} readings, in any order, each at most 5 minutes after the server’s clock. An instant already stored for the device keeps its first reading. The readings are pushed to the device’s live subscribers (/api/live) and judged for alarms on the 5-minute grid: the first reading of each cell stands for the cell, a load or temperature past the type’s limit opens an alarm (also pushed, and listed by GET …/alarms), a later cell back within closes it. A device that sends nothing (standby, maintenance, retired) stores the readings but raises no alarm. Needs a session whose role may create ${READING_SUBJECT}: on a server for teams a gateway account (its role may do nothing else); the admin’s \`manage all\` does too (the simulation has no gateway accounts). The app’s screens never call it.`,
        params: numberParam,
        errors: {
          400: [
            'either',
            'Refused fields, by field: no readings or more than 1,000, an unknown metric or field, a value out of ±1e9, an instant more than 5 minutes ahead (`readings.<i>.t` tooBig). A body that is not a JSON object answers `{ message }` instead.',
          ],
          ...deviceNotFound,
          ...deviceDeleted,
        },
      },
    ),
    READING_SUBJECT,
  ),
  {
    ...dv.list(
      '/api/devices/{number}/maintenance',
      'listMaintenance',
      'Maintenance records of a device',
      devices.maintenanceListQuery,
      devices.maintenanceListResponse,
      `Newest first unless sorted. ${SEES_DELETED}`,
    ),
    params: numberParam,
    errors: deviceNotFound,
  },
  secured(
    dv.write(
      'post',
      '/api/devices/{number}/maintenance',
      'addMaintenance',
      'Record or schedule maintenance',
      devices.maintenanceCreateBody,
      created(devices.maintenanceRecord, 'The new record.'),
      {
        description:
          'Work dated after today cannot be done. A done inspection newer than the last one moves lastInspection and nextInspection. Written to history.',
        params: numberParam,
        errors: { ...deviceNotFound, ...deviceDeleted },
      },
    ),
  ),
  {
    ...dv.list(
      '/api/devices/{number}/history',
      'listHistory',
      'Who changed what and when',
      devices.historyListQuery,
      devices.historyListResponse,
      `Newest first (sortBy=at&orderBy=asc for oldest first). ${SEES_DELETED}`,
    ),
    params: numberParam,
    errors: deviceNotFound,
  },
  {
    ...dv.list(
      '/api/devices/{number}/documents',
      'listDocuments',
      'Documents of a device',
      devices.documentListQuery,
      devices.deviceDocumentListResponse,
      `Newest first unless sorted. ${SEES_DELETED}`,
    ),
    params: numberParam,
    errors: deviceNotFound,
  },
];

const ty = tagged('Device types');
const typeId = idParam('device type');
const typeNotFound = missing('`Device type not found`.');
export const deviceTypeOperations: Operation[] = [
  ty.list(
    '/api/device-types',
    'listDeviceTypes',
    'Device types with their device counts',
    devices.deviceTypeListQuery,
    devices.deviceTypeListResponse,
    'Search code, name or description; filter by category.',
  ),
  secured(
    ty.write(
      'post',
      '/api/device-types',
      'createDeviceType',
      'Add a device type (its code unused)',
      devices.deviceTypeCreateBody,
      created(devices.deviceType, 'The new type (no devices yet).'),
    ),
  ),
  withETag(
    ty.read('/api/device-types/{id}', 'getDeviceType', 'One device type', devices.deviceType, {
      params: typeId,
      errors: typeNotFound,
    }),
  ),
  ty.read(
    '/api/device-types/{id}/interval-impact',
    'getInspectionIntervalImpact',
    'What a new inspection interval would make overdue or due',
    devices.intervalImpact,
    {
      description:
        'How many of the type’s devices would be overdue, and due within 30 days, were their next inspection worked out with this interval, beside the figures now; for a form to show before the interval is saved. Changes nothing.',
      params: typeId,
      query: devices.intervalImpactQuery,
      errors: {
        400: [
          'fields',
          'The interval is not a whole number from 1 to 3650: `Enter a whole number of days from 1 to 3650`.',
        ],
        ...typeNotFound,
      },
    },
  ),
  secured(
    conditional(
      withETag(
        ty.write(
          'put',
          '/api/device-types/{id}',
          'updateDeviceType',
          'Change a device type',
          devices.deviceTypeUpdateBody,
          changed(devices.deviceType, 'The type after the change.'),
          {
            params: typeId,
            errors: typeNotFound,
            description:
              'Any subset. The code cannot change while devices use the type; a new interval reschedules their next inspection. Every change moves the version on.',
          },
        ),
      ),
      devices.deviceTypeConflict,
      'device type',
    ),
  ),
  secured(
    conditional(
      ty.remove(
        '/api/device-types/{id}',
        'deleteDeviceType',
        'Delete an unused device type',
        typeId,
        {
          ...typeNotFound,
          409: [
            'message',
            'Devices of the register still use the type (deleted devices do not count: they keep its name): `Device type is in use`.',
          ],
        },
      ),
      devices.deviceTypeConflict,
      'device type',
    ),
  ),
];

const lo = tagged('Locations');
const locationId = idParam('location');
const locationNotFound = missing('`Location not found`.');
/** Siblings are told apart by name: the tree, breadcrumbs and the register show nothing else. */
const nameTaken: Errors = {
  409: [
    'message',
    'Another location under the same parent (or another site) already has this name, compared without case and surrounding or repeated spaces: `There is already a location named {{name}} here`.',
  ],
};
export const locationOperations: Operation[] = [
  lo.read(
    '/api/device-locations',
    'getLocationTree',
    'The location tree',
    devices.locationTreeResponse,
    {
      description:
        'site → substation or building → room or floor → panel or bay, with device counts including descendants.',
    },
  ),
  secured(
    lo.write(
      'post',
      '/api/device-locations',
      'createLocation',
      'Add a location (under a parent that exists, or a site with coordinates)',
      devices.deviceLocationCreateBody,
      created(devices.deviceLocationWithCount, 'The new location.'),
      {
        errors: nameTaken,
      },
    ),
  ),
  withETag({
    ...lo.list(
      '/api/device-locations/{id}',
      'getLocation',
      'One location: its path, children and a page of its devices',
      devices.deviceListQuery.omit({ locationId: true, deleted: true }),
      devices.locationDetailResponse,
      'Devices of the location and every descendant, by the device list’s rules. The ETag is the location’s own version.',
    ),
    params: locationId,
    errors: locationNotFound,
  }),
  secured(
    conditional(
      withETag(
        lo.write(
          'put',
          '/api/device-locations/{id}',
          'updateLocation',
          'Rename, move or edit a location',
          devices.deviceLocationUpdateBody,
          changed(devices.deviceLocationWithCount, 'The location after the change.'),
          {
            description:
              'parentId moves it (null to the top); not under itself or a descendant, and not beside a location of the same name. A change moves the version on.',
            params: locationId,
            errors: { ...locationNotFound, ...nameTaken },
          },
        ),
      ),
      devices.locationConflict,
      'location',
    ),
  ),
  secured(
    conditional(
      lo.remove(
        '/api/device-locations/{id}',
        'deleteLocation',
        'Delete an empty location',
        locationId,
        {
          ...locationNotFound,
          409: [
            'message',
            'The location still holds devices of the register (deleted devices do not count: they keep its path) or child locations.',
          ],
        },
      ),
      devices.locationConflict,
      'location',
    ),
  ),
];
