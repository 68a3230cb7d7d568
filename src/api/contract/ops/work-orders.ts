/** The work order calls (docs/domain/work-orders.md). */
import { z } from 'zod';

import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

import {
  changed,
  conditional,
  created,
  missing,
  secured,
  tagged,
  withETag,
  type Errors,
  type Operation,
} from '../operation';
import * as wo from '../work-orders';

const numberParam = z.object({
  number: z
    .string()
    .max(20)
    .meta({
      description: 'A work order number, e.g. WO-2026-00042; case-insensitive.',
      examples: ['WO-2026-00001'],
    }),
});

const t = tagged('Work orders');
const notFound = missing('No work order has this number: `Work order not found`.');
const closed: Errors = {
  409: [
    'message',
    'The order is done or cancelled: `This work order is closed: it can no longer be changed` (`workOrderClosed`).',
  ],
};
const STEP_RULES =
  'The state machine: requested → open (someone who plans work approves) → in_progress ⇄ on_hold → done; cancelled from any state before done; done → open only by an administrator. Only whoever plans work or the assignee takes a step (403 `notYourOrder`). On hold, cancel and reopen need a `reason` (400). Starting needs an assignee (409 `assigneeRequired`) and, when the order needs the device isolated, the isolation recorded (409 `isolationRequired`); the device goes into maintenance. Done needs every required checklist item answered (409 `checklistIncomplete`, `params.count` left) and a `signOff` name (400); the device is back in service and its maintenance gets a done record (result from the checklist, cost, downtime). A step the machine does not have answers 409 `transitionNotAllowed`. Every step is an event of the order.';

export const workOrderOperations: Operation[] = [
  t.list(
    '/api/work-orders',
    'listWorkOrders',
    'Work orders',
    wo.workOrderListQuery,
    wo.workOrderListResponse,
    'Search by number, title or device; filter by state, priority, kind, assignee, device, location (with its descendants) and due date. Default order: due date (none last), then number.',
  ),
  t.read('/api/work-orders/stats', 'getWorkOrderStats', 'Maintenance figures', wo.workOrderStats, {
    description:
      'Backlog by priority, overdue orders, PM compliance, MTTR and downtime of the last 90 days.',
  }),
  t.read(
    '/api/work-orders/assignees',
    'listWorkOrderAssignees',
    'Who work may be assigned to',
    wo.workOrderAssigneesResponse,
    { description: 'The accounts that plan or do work (administrators and technicians).' },
  ),
  secured(
    t.write(
      'post',
      '/api/work-orders',
      'createWorkOrder',
      'Create a work order',
      wo.workOrderCreateBody,
      created(wo.workOrder, 'The new order, with its number.'),
      {
        description:
          'The device must exist and not be deleted (`unknownDevice`), the assignee must be someone work may be assigned to (`unknownAssignee`), a parent order must exist (`unknownParentOrder`). Created open by someone who plans work, requested by anyone else (who may not set the assignee: `planningOnly`).',
      },
    ),
    WORK_ORDER_SUBJECT,
  ),
  withETag(
    t.read('/api/work-orders/{number}', 'getWorkOrder', 'One work order', wo.workOrder, {
      params: numberParam,
      errors: notFound,
    }),
  ),
  secured(
    conditional(
      withETag(
        t.write(
          'put',
          '/api/work-orders/{number}',
          'updateWorkOrder',
          'Change a work order',
          wo.workOrderUpdateBody,
          changed(wo.workOrder, 'The order after the change.'),
          {
            description:
              'Any subset of the fields; arrays replace the stored ones whole. Whoever plans work changes anything; the assignee only the checklist’s answers and remarks, labour, parts, isolation and notes (`planningOnly` on the field otherwise); anyone else is refused (403 `notYourOrder`). Users named (labour, lock) must exist (`unknownUser`), the isolating device too (`unknownIsolatingDevice`).',
            params: numberParam,
            errors: { ...notFound, ...closed },
          },
        ),
      ),
      wo.workOrderConflict,
      'work order',
    ),
    WORK_ORDER_SUBJECT,
  ),
  secured(
    conditional(
      withETag(
        t.write(
          'post',
          '/api/work-orders/{number}/status',
          'changeWorkOrderStatus',
          'Take a step of the order’s life',
          wo.workOrderStatusBody,
          changed(wo.workOrder, 'The order after the step.'),
          {
            description: STEP_RULES,
            params: numberParam,
            errors: {
              ...notFound,
              409: [
                'message',
                'A rule of the state machine refused the step; `key` names it: `transitionNotAllowed`, `assigneeRequired`, `isolationRequired`, `checklistIncomplete`.',
              ],
            },
          },
        ),
      ),
      wo.workOrderConflict,
      'work order',
    ),
    WORK_ORDER_SUBJECT,
  ),
  secured(
    t.write(
      'post',
      '/api/work-orders/{number}/comments',
      'addWorkOrderComment',
      'Comment on a work order',
      wo.workOrderCommentBody,
      created(wo.workOrderComment, 'The comment.'),
      {
        description: 'Anyone who may update work orders comments on any order, closed ones too.',
        params: numberParam,
        errors: notFound,
      },
    ),
    WORK_ORDER_SUBJECT,
  ),
];
