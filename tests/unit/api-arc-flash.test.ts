/**
 * A device's arc-flash study (docs/domain/arc-flash.md) through the API: none at first (version
 * 0), the admin recording one (If-Match, 412 with the study as it is), the review date and the
 * stale flag after five years, the field errors (bounds, a date after today, the incident energy
 * or the PPE category: exactly one), who may (the admin; a technician and the client are refused,
 * nothing stored), a deleted device (409) and an unknown one (404). Run against the simulation and,
 * in the contract-server project, against the server.
 */
import { describe, expect, it } from 'vitest';

import type { ArcFlashAnswer } from '@/api/contract/arc-flash';
import { REQUEST_EXAMPLES } from '@/api/contract/examples';

import {
  call,
  callWithHeaders,
  startMockServer,
  storedState,
  type Caller,
} from './support/mock-server';

const store = startMockServer();

const CABINET = '24DC10003';
const STUDY = REQUEST_EXAMPLES.putArcFlashStudy.body as Record<string, unknown>;

const read = (number = CABINET) =>
  callWithHeaders<ArcFlashAnswer>(`/api/devices/${number}/arc-flash`);
const put = (
  body: unknown,
  {
    as = 'admin',
    ifMatch,
    number = CABINET,
  }: { as?: Caller; ifMatch?: string; number?: string } = {},
) =>
  callWithHeaders<ArcFlashAnswer>(`/api/devices/${number}/arc-flash`, {
    method: 'PUT',
    body,
    as,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
const issueKeys = (body: unknown) =>
  ((body as { issues?: { path: string; key: string }[] }).issues ?? []).map(
    (i) => `${i.path}:${i.key}`,
  );

describe('a device’s arc-flash study', () => {
  it('is none at first: version 0, as its ETag', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deviceNumber: CABINET, version: 0, study: null });
    expect(answer.headers.get('etag')).toBe('"0"');
    expect((await read('24dc10003')).body.deviceNumber).toBe(CABINET);
  });

  it('is recorded by the admin, versioned, with its review date five years on', async () => {
    const saved = await put(STUDY, { ifMatch: '"0"' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"1"');
    expect(saved.body).toEqual({
      deviceNumber: CABINET,
      version: 1,
      study: {
        nominalVoltage: 400,
        workingDistance: 455,
        arcFlashBoundary: 1200,
        incidentEnergy: 8.4,
        ppeCategory: null,
        limitedApproach: 1070,
        restrictedApproach: 300,
        studyDate: '2024-05-14',
        studiedBy: 'Voltiq Engineering',
        reference: 'AF-2024-117',
        reviewDue: '2029-05-14',
        stale: false,
      },
    });
    expect((await read()).body).toEqual(saved.body);
    // The same study again changes nothing: the version stays.
    expect((await put(STUDY, { ifMatch: '"1"' })).body.version).toBe(1);
    // A PPE category instead of the energy is a change.
    const changed = await put(
      { ...STUDY, incidentEnergy: null, ppeCategory: 2 },
      { ifMatch: '"1"' },
    );
    expect(changed.body.version).toBe(2);
    expect(changed.body.study).toMatchObject({ incidentEnergy: null, ppeCategory: 2 });
  });

  it('answers 412 with the study as it is to a stale If-Match, and stores nothing', async () => {
    await put(STUDY);
    const before = await storedState(store);
    const stale = await put({ ...STUDY, nominalVoltage: 690 }, { ifMatch: '"0"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      key: 'arcFlashChangedElsewhere',
      current: { version: 1, study: { nominalVoltage: 400 } },
    });
    expect(await storedState(store)).toBe(before);
  });

  it('is stale the day after its fifth anniversary, not on it (today 2026-06-15)', async () => {
    const onTheDay = await put({ ...STUDY, studyDate: '2021-06-15' });
    expect(onTheDay.body.study).toMatchObject({ reviewDue: '2026-06-15', stale: false });
    const dayBefore = await put({ ...STUDY, studyDate: '2021-06-14' });
    expect(dayBefore.body.study).toMatchObject({ reviewDue: '2026-06-14', stale: true });
    expect((await read()).body.study?.stale).toBe(true);
  });

  it('refuses, field by field, what the label could not print', async () => {
    const before = await storedState(store);
    const refusals: [Record<string, unknown>, string[]][] = [
      [{ ...STUDY, ppeCategory: 2 }, ['incidentEnergy:energyOrCategory']],
      [{ ...STUDY, incidentEnergy: null }, ['incidentEnergy:energyOrCategory']],
      [{ ...STUDY, studyDate: '2026-06-16' }, ['studyDate:studyInFuture']],
      [{ ...STUDY, incidentEnergy: null, ppeCategory: 5 }, ['ppeCategory:tooBig']],
      [{ ...STUDY, nominalVoltage: 49 }, ['nominalVoltage:tooSmall']],
      [{ ...STUDY, workingDistance: 3001 }, ['workingDistance:tooBig']],
      [{ ...STUDY, incidentEnergy: 0 }, ['incidentEnergy:tooSmall']],
      [{ ...STUDY, studiedBy: '' }, ['studiedBy:required']],
      [{ ...STUDY, verdict: 'ok' }, ['verdict:unknownField']],
    ];
    for (const [body, keys] of refusals) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(issueKeys(answer.body), JSON.stringify(body)).toEqual(keys);
    }
    // Today is a date the study may have.
    expect((await put({ ...STUDY, studyDate: '2026-06-15' })).status).toBe(200);
    expect(before).not.toBe(await storedState(store));
  });

  it('may be changed only by whoever may change devices', async () => {
    const before = await storedState(store);
    expect((await put(STUDY, { as: 'technician' })).status).toBe(403);
    expect((await put(STUDY, { as: 'client' })).status).toBe(403);
    expect((await put(STUDY, { as: 'anonymous' })).status).toBe(401);
    expect(await storedState(store)).toBe(before);
  });

  it('answers 404 for an unknown device, 409 to a change of a deleted one, 404 to its read', async () => {
    expect((await read('24DC19999')).status).toBe(404);
    expect((await put(STUDY, { number: '24DC19999' })).status).toBe(404);
    await put(STUDY);
    expect((await call(`/api/devices/${CABINET}`, { method: 'DELETE' })).status).toBe(204);
    const refused = await put(STUDY);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'deviceDeleted' });
    expect((await read()).status).toBe(404);
  });
});
