/**
 * The simulation beside a team's server (src/api/mock/browser.ts, auth-query.ts): the calls it
 * lets through to the network, and the server's sessions it accepts for the sample apps' data.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import type { LoginUser } from '@/api/contract/auth';
import { kitOperations } from '@/api/contract/kit-routes';
import { acceptSessions, authorize, issueToken, sessionUser } from '@/api/mock/auth-query';
import { passthroughHandlers } from '@/api/mock/browser';
import { createAuthData } from '@/api/sample/auth';

/** What the simulation answers after the passthrough handlers: anything it would answer. */
const simulated = http.all('*/api/*', () => HttpResponse.json({ simulated: true }));

/** MSW's passthrough answer: the request goes on to the network. */
const passedOn = (response: Response | undefined) =>
  response?.headers.get('x-msw-intention') === 'passthrough';

const answerOf = (handlers: Parameters<typeof getResponse>[0], method: string, path: string) =>
  getResponse(handlers, new Request(`http://127.0.0.1:3000${path}`, { method }));

describe('passthroughHandlers', () => {
  const calls = kitOperations.map(({ method, path }) => ({ method, path }));
  const handlers = [...passthroughHandlers(calls), simulated];

  it.each([
    ['GET', '/api/devices?q=cabinet'],
    ['GET', '/api/devices/24DC10001'],
    ['PUT', '/api/devices/24DC10001'],
    ['DELETE', '/api/devices/24DC10001'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/device-types'],
  ])('a kit call %s %s goes to the network', async (method, path) => {
    expect(passedOn(await answerOf(handlers, method, path))).toBe(true);
  });

  it.each([
    ['GET', '/api/apps/invoice'],
    ['DELETE', '/api/apps/invoice/4987'],
    ['GET', '/api/apps/email'],
    // A method the kit does not use on a kit path is not the kit's call.
    ['PATCH', '/api/auth/login'],
  ])('a sample app call %s %s stays simulated', async (method, path) => {
    const response = await answerOf(handlers, method, path);
    expect(passedOn(response)).toBe(false);
    expect(await response?.json()).toEqual({ simulated: true });
  });

  it('every kit operation of the document is let through', async () => {
    for (const { method, path } of calls) {
      const concrete = path.replace(/\{(\w+)\}/g, '24DC10001');
      expect(passedOn(await answerOf(handlers, method.toUpperCase(), concrete)), path).toBe(true);
    }
  });
});

describe('acceptSessions', () => {
  const db = createAuthData();
  const serverUser: LoginUser = {
    id: 7,
    fullName: 'Ada Lovelace',
    username: 'ada',
    avatar: '',
    email: 'ops@example.com',
    role: 'client',
    password: '',
    abilityRules: [{ action: 'read', subject: 'all' }],
  };
  afterEach(() => acceptSessions(undefined));

  it('takes a token the simulation did not issue only through the resolver', () => {
    expect(sessionUser(db, 'Bearer 3f9a0c')).toBeUndefined();
    acceptSessions((token) => (token === '3f9a0c' ? serverUser : undefined));
    expect(sessionUser(db, 'Bearer 3f9a0c')).toBe(serverUser);
    expect(sessionUser(db, 'Bearer another')).toBeUndefined();
    expect(sessionUser(db, null)).toBeUndefined();
    // The simulation's own tokens work as before.
    expect(sessionUser(db, `Bearer ${issueToken({ id: 1 })}`)?.email).toBe('admin@demo.com');
  });

  it('the accepted user acts with the abilities the server gave', () => {
    acceptSessions(() => serverUser);
    expect(authorize(db, 'Bearer x', 'read', 'Apps')).toEqual({ user: serverUser });
    const refused = authorize(db, 'Bearer x', 'update', 'Apps');
    expect('user' in refused).toBe(false);
    expect(refused).toMatchObject({ status: 403 });
  });
});
