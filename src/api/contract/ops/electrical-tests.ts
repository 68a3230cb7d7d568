/** The electrical test calls (docs/domain/electrical-tests.md). */
import { DEVICE_SUBJECT, WORK_ORDER_SUBJECT } from '@/auth/subjects';

import * as et from '../electrical-tests';
import {
  changed,
  conditional,
  created,
  idParam,
  missing,
  secured,
  tagged,
  withETag,
  type Operation,
} from '../operation';

const t = tagged('Electrical tests');
const typeNotFound = missing('No device type has this id: `Device type not found`.');

export const electricalTestOperations: Operation[] = [
  withETag(
    t.read(
      '/api/test-templates',
      'listTestTemplates',
      'Test templates and limits',
      et.testTemplates,
      {
        description:
          'The seven templates: their fields, and their limits with the defaults and their sources. With `typeId`, the limits in force for that type (its own over the defaults) and their version as the ETag.',
        query: et.testTemplatesQuery,
        errors: typeNotFound,
      },
    ),
  ),
  secured(
    conditional(
      withETag(
        t.write(
          'put',
          '/api/device-types/{id}/test-limits',
          'updateTestLimits',
          'Change a device type’s test limits',
          et.testLimitsBody,
          changed(et.testTemplates, 'The templates with the type’s limits in force.'),
          {
            description:
              'Replaces the type’s own limits; a limit left out is the default. Each must be a limit of its template within its bounds (`unknownField`, `numberRange` on `limits.<template>.<key>`). Only someone who may change device types (the admin).',
            params: idParam('device type'),
            errors: typeNotFound,
          },
        ),
      ),
      et.testTemplatesConflict,
      'type’s limits',
    ),
    DEVICE_SUBJECT,
  ),
  t.list(
    '/api/test-results',
    'listTestResults',
    'Test results',
    et.testResultListQuery,
    et.testResultListResponse,
    'Filter by device, template, work order and verdict. Default order: newest first (performedAt descending, then id).',
  ),
  secured(
    t.write(
      'post',
      '/api/test-results',
      'createTestResult',
      'Record a test result',
      et.testResultCreateBody,
      created(
        et.testResultCreated,
        'The result with its computed verdict, and the corrective order it raised (null on a pass).',
      ),
      {
        description:
          'The values are checked against the template (`required`, `numberRange`, `notANumber`, `unknownValue`, `unknownField` on `values.<key>`). The verdict is computed from the limits in force for the device’s type. A flag or fail raises a corrective order on the device (fail urgent, a high flag high, a flag medium; open when the admin records, requested when a technician does) linked to the result; a fail makes the condition grade one worse unless `keepCondition` is true with a `reason` (`reasonRequired`). All in one write. Who may record: whoever works on work orders (the admin, technicians).',
        errors: missing(
          'No device (or a deleted one) has `deviceNumber`: `Device not found`; no order has `workOrderNumber`: `Work order not found`.',
        ),
      },
    ),
    WORK_ORDER_SUBJECT,
  ),
];
