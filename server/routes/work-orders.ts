/**
 * The work order calls (docs/domain/work-orders.md): list, figures, assignees, one order,
 * create, change, step, comment. Thin: read the request, check the session for writes (refused:
 * `notAllowedChange`; the action is the contract's for the method, as its `x-ability` says: POST
 * create, PUT update), call server/work-orders, answer with the shared rules. Reads are open.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { WORK_ORDER_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { listWorkOrders } from '../work-orders/list';
import { listAssignees } from '../work-orders/people';
import { findOrderRow, toWorkOrder } from '../work-orders/rows';
import { workOrderStats } from '../work-orders/stats';
import { changeWorkOrderStatus } from '../work-orders/step';
import { commentOnWorkOrder, createWorkOrder, updateWorkOrder } from '../work-orders/writes';

export interface WorkOrderRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

const versionOf = (record: { version: number }) => record.version;
type NumberParams = { Params: { number: string } };

export async function workOrderRoutes(
  app: FastifyInstance,
  { db, now, guard }: WorkOrderRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();
  /** The session allowed to `action` work orders with its JSON body, or the answer refusing it. */
  const allowedWrite = async (request: FastifyRequest, action: 'create' | 'update') => {
    const allowed = await guard.authorize(request, action, WORK_ORDER_SUBJECT, 'notAllowedChange');
    if (!('user' in allowed)) return allowed;
    const read = jsonObject(request.body);
    if (!read.ok) return read;
    return { context: { user: allowed.user, now: iso() }, body: read.body };
  };

  app.get('/api/work-orders', async (request, reply) =>
    reply.send(await listWorkOrders(db, searchParamsOf(request), iso().slice(0, 10))),
  );

  app.get('/api/work-orders/stats', async (_request, reply) =>
    reply.send(await workOrderStats(db, iso())),
  );

  app.get('/api/work-orders/assignees', async (_request, reply) =>
    reply.send({ assignees: await listAssignees(db) }),
  );

  app.get<NumberParams>('/api/work-orders/:number', async (request, reply) => {
    const row = await findOrderRow(db, request.params.number);
    if (!row) return send(reply, { ok: false, status: 404, error: { key: 'workOrderNotFound' } });
    const order = await toWorkOrder(db, row, iso().slice(0, 10));
    return send(reply, { ok: true, status: 200, value: order }, versionOf);
  });

  app.post('/api/work-orders', async (request, reply) => {
    const write = await allowedWrite(request, 'create');
    if (!('body' in write)) return send(reply, write);
    return send(reply, await createWorkOrder(db, write.body, write.context));
  });

  app.put<NumberParams>('/api/work-orders/:number', async (request, reply) => {
    const write = await allowedWrite(request, 'update');
    if (!('body' in write)) return send(reply, write);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await updateWorkOrder(db, request.params.number, write.body, precondition, write.context),
      versionOf,
    );
  });

  app.post<NumberParams>('/api/work-orders/:number/status', async (request, reply) => {
    const write = await allowedWrite(request, 'create');
    if (!('body' in write)) return send(reply, write);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await changeWorkOrderStatus(
        db,
        request.params.number,
        write.body,
        precondition,
        write.context,
      ),
      versionOf,
    );
  });

  app.post<NumberParams>('/api/work-orders/:number/comments', async (request, reply) => {
    const write = await allowedWrite(request, 'create');
    if (!('body' in write)) return send(reply, write);
    return send(
      reply,
      await commentOnWorkOrder(db, request.params.number, write.body, write.context),
    );
  });
}
