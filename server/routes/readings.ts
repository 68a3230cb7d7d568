/**
 * Readings and alarms of a device (docs/domain/devices.md): the two reads the kit calls, answered
 * from the stored readings and alarms with the simulation's rules, and the gateway's ingest
 * (src/api/contract/ingest.ts): a session whose role may create `DeviceReading`, a valid body,
 * a device in the register; stored, judged for alarms and pushed to every instance's subscribers.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { IngestResponse } from '../../src/api/contract/ingest';
import { readIngestBody } from '../../src/api/shared/ingest';
import { conflict, created, notFound, type Outcome } from '../../src/api/shared/outcome';
import { getAlarms } from '../alarms/list';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/schema';
import { findDeviceRow } from '../devices/detail';
import { send } from '../http/answer';
import { jsonObject } from '../http/body';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';
import { READING_SUBJECT } from '../readings/gateway';
import { getReadings } from '../readings/series';
import { sourceOfRow, thresholdsOf } from '../readings/source';
import { storeReadings } from '../readings/store';

export interface ReadingRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
  bus: Bus;
}

type NumberParams = { Params: { number: string } };

async function ingest(
  db: Kysely<Database>,
  bus: Bus,
  number: string,
  body: Record<string, unknown>,
  nowMs: number,
): Promise<Outcome<IngestResponse>> {
  const checked = readIngestBody(body, nowMs);
  if (!checked.ok) return checked;
  const row = await findDeviceRow(db, number, true);
  if (!row) return notFound('deviceNotFound');
  if (row.deleted_at !== null) return conflict('deviceDeleted');
  const device = { source: sourceOfRow(row, await thresholdsOf(db, row.type_id)), name: row.name };
  const result = await storeReadings(db, bus, device, checked.data.readings, 'gateway');
  return created({
    stored: result.stored.length,
    duplicates: result.duplicates,
    alarms: result.alarms,
  });
}

export async function readingRoutes(
  app: FastifyInstance,
  { db, now, guard, bus }: ReadingRouteOptions,
): Promise<void> {
  app.get<NumberParams>('/api/devices/:number/readings', async (request, reply) => {
    const viewer = await guard.deviceViewer(request);
    return send(
      reply,
      await getReadings(
        db,
        request.params.number,
        searchParamsOf(request),
        viewer,
        now().getTime(),
      ),
    );
  });

  app.get<NumberParams>('/api/devices/:number/alarms', async (request, reply) => {
    const viewer = await guard.deviceViewer(request);
    return send(
      reply,
      await getAlarms(db, request.params.number, searchParamsOf(request), viewer, now().getTime()),
    );
  });

  app.post<NumberParams>(
    '/api/devices/:number/readings',
    { config: { changeNotice: false } },
    async (request, reply) => {
      const allowed = await guard.authorize(request, 'create', READING_SUBJECT);
      if (!('user' in allowed)) return send(reply, allowed);
      const read = jsonObject(request.body);
      if (!read.ok) return send(reply, read);
      return send(reply, await ingest(db, bus, request.params.number, read.body, now().getTime()));
    },
  );
}
