/**
 * Ingest: a field gateway posts the readings it measured for one device (issue 38.4;
 * docs/server.md, docs/api-contract.md). The app's screens never post readings; the call is in
 * the document (ops/devices.ts, `ingestReadings`) so a gateway's maker knows it, and both targets
 * answer it: the server for its gateway accounts, the simulation for a session allowed to as well
 * (the admin: it has no gateway accounts; docs/simulation.md). The token is a session whose role
 * may `create` READING_SUBJECT (the server's seeded `gateway` role, and `manage all`).
 */
import { z } from 'zod';

import { count } from './common';
import { alarm } from './devices';
import { READING_METRICS, type ReadingMetric } from './devices-values';

/** The ability subject of posting readings: no role of the app's reaches it but `manage all`. */
export const READING_SUBJECT = 'DeviceReading';
/** The ingest call's path, under the device's number. */
export const INGEST_PATH = '/api/devices/{number}/readings';
/** At most this many readings in one post (a gateway that was offline sends its backlog in parts). */
export const MAX_INGEST_READINGS = 1000;
/** The latest instant accepted is the server's clock plus this (ms): a gateway's clock drifts. */
export const MAX_INGEST_AHEAD_MS = 5 * 60_000;

const metricValue = z.number().min(-1e9).max(1e9);

export const ingestReading = z
  .strictObject({
    t: z.int().min(0).max(8.64e15).meta({
      description: 'Epoch ms of the measurement (at most 5 minutes after the server’s clock).',
    }),
    values: z
      .strictObject(
        Object.fromEntries(READING_METRICS.map((m) => [m, metricValue.optional()])) as Record<
          ReadingMetric,
          z.ZodOptional<typeof metricValue>
        >,
      )
      .meta({
        description:
          'The metrics measured (kV, A, %, °C); one a device does not measure is left out. Load and temperature are judged against the type’s thresholds.',
      }),
  })
  .meta({ id: 'IngestReading' });
export type IngestReading = z.infer<typeof ingestReading>;

export const ingestBody = z
  .strictObject({
    readings: z.array(ingestReading).min(1).max(MAX_INGEST_READINGS),
  })
  .meta({ id: 'IngestBody', description: 'Readings of one device, in any order.' });
export type IngestBody = z.infer<typeof ingestBody>;

export const ingestResponse = z
  .object({
    stored: count.meta({ description: 'Readings stored now.' }),
    duplicates: count.meta({
      description: 'Readings of an instant already stored for the device (kept as they were).',
    }),
    alarms: z.array(alarm).meta({ description: 'Alarms these readings raised.' }),
  })
  .meta({ id: 'IngestResponse' });
export type IngestResponse = z.infer<typeof ingestResponse>;
