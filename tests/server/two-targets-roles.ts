/**
 * The two-target harness of the files that send the technician's requests too
 * (tests/server/two-targets.ts compares one request's answers): the write time pinned, the
 * technician signed in on the server, each target spoken to with its own token, and the answers
 * compared whole.
 */
import { beforeAll, expect } from 'vitest';

import { pinWriteTime } from '@/api/mock/queries/records';

import { TEST_NOW, type TestServer } from './support';
import { serverAnswer, simulationAnswer, type Answer, type Request2 } from './two-targets';

export type Who = 'admin' | 'client' | 'tech';
export type Sent = Omit<Request2, 'as'> & { as?: Who };

/** The simulation's token of the technician (`demo.{userId}.…`), user 3 of the samples. */
const SIMULATION_TECH = 'Bearer demo.3.servertest';

/**
 * Registers the file's `beforeAll` (write time, the technician's sign-in from `remoteAddress`:
 * one address a file, so the sign-in limit of one file never counts another's) and gives
 * `both` (the simulation's answer first) and `expectSame`.
 */
export function twoTargetsWithRoles(server: TestServer, remoteAddress: string) {
  let techToken = '';
  beforeAll(async () => {
    pinWriteTime(server.samples, Date.parse(TEST_NOW));
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tech@demo.com', password: 'tech' },
      remoteAddress,
    });
    techToken = (answer.json() as { accessToken: string }).accessToken;
  });

  async function both({ as, headers = {}, ...request }: Sent): Promise<[Answer, Answer]> {
    if (as !== 'tech') {
      const simulation = await simulationAnswer(server, { ...request, headers, as });
      return [simulation, await serverAnswer(server, { ...request, headers, as })];
    }
    const simulation = await simulationAnswer(server, {
      ...request,
      headers: { ...headers, authorization: SIMULATION_TECH },
    });
    const answer = await serverAnswer(server, {
      ...request,
      headers: { ...headers, authorization: `Bearer ${techToken}` },
    });
    return [simulation, answer];
  }

  async function expectSame(request: Sent): Promise<Answer> {
    const [simulation, answer] = await both(request);
    expect(
      answer,
      `${request.as ?? ''} ${request.method ?? 'GET'} ${request.url} ${JSON.stringify(request.body)?.slice(0, 80)}`,
    ).toEqual(simulation);
    return answer;
  }

  return { both, expectSame };
}
