/**
 * Sign-in for real: the answer the simulation gives (but a real token), passwords and tokens
 * stored only as hashes, expiry and revocation, the per-account-and-address limit, and the 401 /
 * 403 of every device write, each leaving (or not) its audit entry.
 */
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers } from './two-targets';

const server = startTestServer({
  sessionTtlMs: 60 * 60 * 1000,
  signInLimit: { max: 5, windowMs: 60_000 },
});
const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
const audit = () => server.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
const newDevice = () => ({
  name: 'Auth test cabinet',
  typeId: 1,
  locationId: server.samples.deviceLocations.find((l) => l.kind === 'panel')!.id,
});

describe('sign-in', () => {
  it('answers the simulation’s answer with a session token of its own', async () => {
    const body = { email: 'admin@demo.com', password: 'admin' };
    const [simulation, answer] = await bothAnswers(server, {
      method: 'POST',
      url: '/api/auth/login',
      body,
    });
    expect(answer.status).toBe(200);
    const { accessToken, ...rest } = answer.body as { accessToken: string };
    const { accessToken: _simulationToken, ...simulationRest } = simulation.body as {
      accessToken: string;
    };
    expect(rest).toEqual(simulationRest);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown account', { email: 'nobody@demo.com', password: 'admin' }],
    ['no password', { email: 'admin@demo.com' }],
    ['an unknown field', { email: 'admin@demo.com', password: 'admin', role: 'admin' }],
    ['a text too long', { email: 'a'.repeat(400), password: 'admin' }],
  ])('refuses %s as the simulation does', async (_name, body) => {
    const [simulation, answer] = await bothAnswers(server, {
      method: 'POST',
      url: '/api/auth/login',
      body: { ...body },
    });
    expect(answer.status).toBe(400);
    expect(answer).toEqual({ ...simulation, etag: null });
  });

  it('keeps only hashes: argon2id for passwords, sha256 for tokens', async () => {
    const response = await login('client@demo.com', 'client', '10.0.0.9');
    const token = response.json().accessToken as string;
    const users = await server.database.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .execute();
    for (const user of users) {
      // OWASP's argon2id minimum of m = 7 MiB, t = 5, p = 1 (docs/performance.md).
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
      expect(user.password_hash).not.toContain('admin');
    }
    const sessions = await server.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
  });

  it('signs in with a hash stored before argon2id (scrypt) and stores an argon2id one then', async () => {
    const db = server.database.db;
    const salt = randomBytes(16);
    const key = scryptSync('old secret', salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    const hashOf = async () =>
      (
        await db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', 'legacy@demo.com')
          .executeTakeFirstOrThrow()
      ).password_hash;
    await db
      .insertInto('users')
      .values({
        email: 'legacy@demo.com',
        full_name: 'Legacy User',
        username: 'legacy',
        role: 'client',
        password_hash: legacy,
      })
      .execute();
    // A wrong password neither signs in nor touches the stored hash.
    expect((await login('legacy@demo.com', 'wrong', '10.0.2.1')).statusCode).toBe(400);
    expect(await hashOf()).toBe(legacy);

    const first = await login('legacy@demo.com', 'old secret', '10.0.2.1');
    expect(first.statusCode).toBe(200);
    expect(first.json().userData).toMatchObject({ email: 'legacy@demo.com', role: 'client' });
    const upgraded = await hashOf();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    // The new hash is the same password's: it signs in again, and is kept from then on.
    expect((await login('legacy@demo.com', 'old secret', '10.0.2.1')).statusCode).toBe(200);
    expect(await hashOf()).toBe(upgraded);
    expect((await login('legacy@demo.com', 'wrong', '10.0.2.1')).statusCode).toBe(400);
  });

  it('refuses, without an error, a stored hash it cannot read', async () => {
    const db = server.database.db;
    for (const [i, stored] of [
      'scrypt$3$8$1$c2FsdA==$a2V5',
      'scrypt$16384$8$1$$',
      '$argon2id$v=19$m=7168,t=5,p=1$broken',
      'plain text',
    ].entries()) {
      await db
        .insertInto('users')
        .values({
          email: `odd${i}@demo.com`,
          full_name: 'Odd Hash',
          username: `odd${i}`,
          role: 'client',
          password_hash: stored,
        })
        .execute();
      const answer = await login(`odd${i}@demo.com`, stored, '10.0.3.1');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual((await login('nobody@demo.com', 'x', '10.0.3.2')).json());
    }
  });
});

describe('sessions on writes', () => {
  it('401 without a token, with a malformed one and with an unknown one; nothing is written', async () => {
    const before = (await audit()).length;
    for (const authorization of [
      undefined,
      'Bearer x',
      `Bearer ${'A'.repeat(43)}`,
      'Basic YWRtaW46YWRtaW4=',
    ]) {
      for (const [method, url] of [
        ['POST', '/api/devices'],
        ['PUT', '/api/devices/24DC10001'],
        ['DELETE', '/api/devices/24DC10001'],
      ] as const) {
        const answer = await server.app.inject({
          method,
          url,
          payload: newDevice(),
          headers: authorization ? { authorization } : {},
        });
        expect(answer.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(answer.json()).toEqual({
          message: 'Sign in again to save changes',
          key: 'signInAgain',
        });
      }
    }
    expect(await audit()).toHaveLength(before);
    expect(
      await server.database.db
        .selectFrom('devices')
        .select('number')
        .where('name', '=', 'Auth test cabinet')
        .execute(),
    ).toEqual([]);
  });

  it('403 for the client account (it may read the second page only), as the simulation answers', async () => {
    for (const [method, url] of [
      ['POST', '/api/devices'],
      ['PUT', '/api/devices/24DC10001'],
      ['DELETE', '/api/devices/24DC10001'],
    ] as const) {
      const [simulation, answer] = await bothAnswers(server, {
        method,
        url,
        body: newDevice(),
        as: 'client',
      });
      expect(answer.status).toBe(403);
      expect(answer).toEqual({ ...simulation, etag: null });
    }
  });

  it('a write by the admin is stored with an audit entry naming who, what and which', async () => {
    const created = await server.call<{ number: string }>({
      method: 'POST',
      url: '/api/devices',
      payload: newDevice(),
      as: 'admin',
    });
    expect(created.status).toBe(201);
    const last = (await audit()).at(-1)!;
    expect(last).toMatchObject({
      user_id: 1,
      operation: 'createDevice',
      entity_id: created.body.number,
    });
    expect(last.at).toBeInstanceOf(Date);
  });

  it('a session ends at its expiry', async () => {
    const token = (await login('admin@demo.com', 'admin', '10.0.0.20')).json()
      .accessToken as string;
    const write = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/devices/24DC10001',
        payload: { notes: 'expiry' },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await write()).statusCode).toBe(200);
    server.clock.now = new Date(Date.parse(TEST_NOW) + 60 * 60 * 1000 + 1);
    try {
      expect((await write()).statusCode).toBe(401);
    } finally {
      server.clock.now = new Date(TEST_NOW);
    }
  });

  it('sign-out revokes the session it is sent with, and only that one', async () => {
    const first = (await login('admin@demo.com', 'admin', '10.0.0.30')).json()
      .accessToken as string;
    const second = (await login('admin@demo.com', 'admin', '10.0.0.31')).json()
      .accessToken as string;
    const write = (token: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/devices/24DC10002',
        payload: { notes: 'revocation' },
        headers: { authorization: `Bearer ${token}` },
      });
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await write(first)).statusCode).toBe(401);
    expect((await write(second)).statusCode).toBe(200);
    const revoked = await server.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', createHash('sha256').update(first).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).toBeInstanceOf(Date);
  });
});

describe('the sign-in limit', () => {
  it('stops an address trying one account after 5 attempts, not another account or another address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login('admin@demo.com', `guess-${i}`, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password is refused while limited: guessing cannot go on.
    const limited = await login('admin@demo.com', 'admin', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await login('client@demo.com', 'client', '10.9.9.9')).statusCode).toBe(200);
    expect((await login('admin@demo.com', 'admin', '10.9.9.10')).statusCode).toBe(200);
  });
});
