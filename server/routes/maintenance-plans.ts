/**
 * The maintenance plan calls (docs/domain/maintenance-plans.md): list, one plan, its schedule,
 * create, change, delete, and a device's occurrence skipped or postponed. Thin: read the request,
 * check the session for writes (admin manages; refused: `notAllowedChange`), call server/plans,
 * answer with the shared rules. Reads are open, as the work orders' are.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { toInt } from '../../src/api/contract/common';
import { ifMatchPrecondition } from '../../src/api/shared/answer';
import { MAINTENANCE_PLAN_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { findPlanRow, listMaintenancePlans, planSchedule, toMaintenancePlan } from '../plans/list';
import { changePlanOccurrence } from '../plans/occurrence';
import {
  createMaintenancePlan,
  deleteMaintenancePlan,
  updateMaintenancePlan,
} from '../plans/writes';

export interface MaintenancePlanRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

const versionOf = (record: { version: number }) => record.version;
type IdParams = { Params: { id: string } };

export async function maintenancePlanRoutes(
  app: FastifyInstance,
  { db, now, guard }: MaintenancePlanRouteOptions,
): Promise<void> {
  const iso = () => now().toISOString();
  const allowed = (request: FastifyRequest, action: 'create' | 'update' | 'delete') =>
    guard.authorize(request, action, MAINTENANCE_PLAN_SUBJECT, 'notAllowedChange');
  /** The session allowed to `action` plans with its JSON body, or the answer refusing it. */
  const allowedWrite = async (request: FastifyRequest, action: 'create' | 'update') => {
    const user = await allowed(request, action);
    if (!('user' in user)) return user;
    const read = jsonObject(request.body);
    if (!read.ok) return read;
    return { context: { user: user.user, now: iso() }, body: read.body };
  };

  app.get('/api/maintenance-plans', async (request, reply) =>
    reply.send(await listMaintenancePlans(db, searchParamsOf(request), iso().slice(0, 10))),
  );

  app.get<IdParams>('/api/maintenance-plans/:id', async (request, reply) => {
    const row = await findPlanRow(db, toInt(request.params.id));
    if (!row)
      return send(reply, { ok: false, status: 404, error: { key: 'maintenancePlanNotFound' } });
    const plan = await toMaintenancePlan(db, row, iso().slice(0, 10));
    return send(reply, { ok: true, status: 200, value: plan }, versionOf);
  });

  app.get<IdParams>('/api/maintenance-plans/:id/schedule', async (request, reply) => {
    const row = await findPlanRow(db, toInt(request.params.id));
    if (!row)
      return send(reply, { ok: false, status: 404, error: { key: 'maintenancePlanNotFound' } });
    const deviceNumber = searchParamsOf(request).get('deviceNumber') ?? undefined;
    return reply.send(await planSchedule(db, row, iso().slice(0, 10), deviceNumber));
  });

  app.post('/api/maintenance-plans', async (request, reply) => {
    const write = await allowedWrite(request, 'create');
    if (!('body' in write)) return send(reply, write);
    return send(reply, await createMaintenancePlan(db, write.body, write.context), versionOf);
  });

  app.put<IdParams>('/api/maintenance-plans/:id', async (request, reply) => {
    const write = await allowedWrite(request, 'update');
    if (!('body' in write)) return send(reply, write);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await updateMaintenancePlan(
        db,
        toInt(request.params.id),
        write.body,
        precondition,
        write.context,
      ),
      versionOf,
    );
  });

  app.delete<IdParams>('/api/maintenance-plans/:id', async (request, reply) => {
    const user = await allowed(request, 'delete');
    if (!('user' in user)) return send(reply, user);
    const precondition = ifMatchPrecondition(request.headers['if-match']);
    return send(
      reply,
      await deleteMaintenancePlan(db, toInt(request.params.id), precondition, {
        user: user.user,
        now: iso(),
      }),
    );
  });

  app.post<IdParams>('/api/maintenance-plans/:id/occurrence', async (request, reply) => {
    const write = await allowedWrite(request, 'update');
    if (!('body' in write)) return send(reply, write);
    return send(
      reply,
      await changePlanOccurrence(db, toInt(request.params.id), write.body, write.context),
    );
  });
}
