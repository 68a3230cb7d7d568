/**
 * What an operator relies on: security headers, CORS off unless configured, JSON 404 for an
 * unknown API path (never a page), and one log line per answer with the request id, the user and
 * the duration.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { startTestServer } from './support';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const server = startTestServer({ logger: { level: 'info', stream } });

describe('operable', () => {
  it('answers an unknown /api path with 404 JSON, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/devices/24DC10001/nothing'],
      ['GET', '/api'],
    ] as const) {
      const answer = await server.app.inject({ method, url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({
        message: 'The API did not answer. Reload the page and try again.',
        key: 'apiUnavailable',
      });
    }
  });

  it('sends the security headers and no CORS header unless configured', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/devices',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('logs each answer with its request id, user and duration', async () => {
    await server.call({
      method: 'PUT',
      url: '/api/devices/24DC10001',
      payload: { notes: 'logged' },
      headers: { 'x-request-id': 'trace-38' },
      as: 'admin',
    });
    const line = lines.find((l) => l.reqId === 'trace-38');
    expect(line).toMatchObject({ msg: 'answered', method: 'PUT', statusCode: 200, userId: 1 });
    expect(typeof line?.durationMs).toBe('number');
  });
});
