/** The maintenance plan calls (docs/domain/maintenance-plans.md). */
import { MAINTENANCE_PLAN_SUBJECT } from '@/auth/subjects';

import * as mp from '../maintenance-plans';
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

const planId = idParam('plan');
const t = tagged('Maintenance plans');
const notFound = missing('No plan has this id: `Maintenance plan not found`.');
const FIELD_RULES =
  'Exactly one of deviceTypeId and deviceNumber (`planScopeRequired` on deviceTypeId); the type must exist (`unknownDeviceType`), the device too and not be deleted (`unknownDevice`); `hours` only and always with the runtime trigger (`planUnitMismatch` on unit); the assignee must be someone work may be assigned to (`unknownAssignee`). Orders due within the lead days are created at once.';

export const maintenancePlanOperations: Operation[] = [
  t.list(
    '/api/maintenance-plans',
    'listMaintenancePlans',
    'Maintenance plans',
    mp.maintenancePlanListQuery,
    mp.maintenancePlanListResponse,
    'Search by name, type name or device number; filter by type, by device (the plans that apply to it: its own and its type’s not overridden), kind, trigger and active. Default order: name.',
  ),
  secured(
    t.write(
      'post',
      '/api/maintenance-plans',
      'createMaintenancePlan',
      'Create a maintenance plan',
      mp.maintenancePlanCreateBody,
      created(mp.maintenancePlan, 'The new plan.'),
      { description: FIELD_RULES },
    ),
    MAINTENANCE_PLAN_SUBJECT,
  ),
  withETag(
    t.read('/api/maintenance-plans/{id}', 'getMaintenancePlan', 'One plan', mp.maintenancePlan, {
      params: planId,
      errors: notFound,
    }),
  ),
  secured(
    conditional(
      withETag(
        t.write(
          'put',
          '/api/maintenance-plans/{id}',
          'updateMaintenancePlan',
          'Change a maintenance plan',
          mp.maintenancePlanUpdateBody,
          changed(mp.maintenancePlan, 'The plan after the change.'),
          {
            description: `Any subset of the fields. ${FIELD_RULES} A type’s default plan keeps its scope, kind and trigger; its interval is the type’s inspection interval (changing one changes the other).`,
            params: planId,
            errors: notFound,
          },
        ),
      ),
      mp.maintenancePlanConflict,
      'plan',
    ),
    MAINTENANCE_PLAN_SUBJECT,
  ),
  secured(
    conditional(
      t.remove(
        '/api/maintenance-plans/{id}',
        'deleteMaintenancePlan',
        'Delete a maintenance plan',
        planId,
        {
          ...notFound,
          409: [
            'message',
            'A type’s default plan cannot be deleted (deactivate it instead): `A device type’s default plan cannot be deleted: deactivate it instead` (`planIsTypeDefault`).',
          ],
        },
      ),
      mp.maintenancePlanConflict,
      'plan',
    ),
    MAINTENANCE_PLAN_SUBJECT,
  ),
  t.read(
    '/api/maintenance-plans/{id}/schedule',
    'getMaintenancePlanSchedule',
    'The plan’s next occurrences',
    mp.planSchedule,
    {
      description:
        'For each device the plan applies to (or the one asked), its next due date and open order of the plan; at most 100 devices, soonest first.',
      params: planId,
      query: mp.planScheduleQuery,
      errors: notFound,
    },
  ),
  secured(
    t.write(
      'post',
      '/api/maintenance-plans/{id}/occurrence',
      'changePlanOccurrence',
      'Skip or postpone a device’s next occurrence',
      mp.planOccurrenceBody,
      changed(
        mp.planOccurrenceResult,
        'The order changed, or `{ dueDate }` when no order was made yet.',
      ),
      {
        description:
          'skip: the device’s open order of the plan is cancelled with the reason, and the next occurrence counts the skipped one as done on its due date. postpone: the open order’s due date moves to `until` (or, with no order yet, the next occurrence). A `reason` is required (`reasonRequired`); postpone needs `until` after today (`postponeUntil`).',
        params: planId,
        errors: {
          ...notFound,
          409: [
            'message',
            'The plan does not apply to the device: `This plan does not apply to this device` (`planNotForDevice`).',
          ],
        },
      },
    ),
    MAINTENANCE_PLAN_SUBJECT,
  ),
];
