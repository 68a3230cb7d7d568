/**
 * The ingest call's body rule, shared by the server (server/routes/readings.ts) and the
 * simulation (src/api/mock/queries/posted-readings.ts): the contract's schema, then no instant
 * more than MAX_INGEST_AHEAD_MS after the clock (a gateway's clock drifts, but not by hours).
 */
import { check } from '../contract/common';
import { ingestBody, MAX_INGEST_AHEAD_MS, type IngestBody } from '../contract/ingest';
import { fieldInvalid, invalid, type Failure } from './outcome';

export function readIngestBody(
  body: Record<string, unknown>,
  nowMs: number,
): { ok: true; data: IngestBody } | Failure {
  const checked = check(ingestBody, body);
  if (!checked.ok) return invalid(checked.issues);
  const latest = nowMs + MAX_INGEST_AHEAD_MS;
  const late = checked.data.readings.findIndex((r) => r.t > latest);
  if (late !== -1) return fieldInvalid(`readings.${late}.t`, 'tooBig', { max: latest });
  return { ok: true, data: checked.data };
}
