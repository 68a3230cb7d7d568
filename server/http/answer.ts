/**
 * The one way a route answers: an Outcome as HTTP with the shared body rules
 * (src/api/shared/answer.ts), so the server's bytes are the simulation's: field errors, keyed
 * messages, a 412's current record with its ETag, a record's version as its ETag.
 */
import type { FastifyReply } from 'fastify';

import { currentVersion, etagOf, failureBody } from '../../src/api/shared/answer';
import type { Outcome } from '../../src/api/shared/outcome';

export function send<T>(
  reply: FastifyReply,
  outcome: Outcome<T>,
  version?: (value: T) => number,
): FastifyReply {
  if (!outcome.ok) {
    const current = currentVersion(outcome);
    if (current !== undefined) reply.header('ETag', etagOf(current));
    return reply.code(outcome.status).send(failureBody(outcome));
  }
  if (outcome.value === null) return reply.code(outcome.status).send();
  if (version) reply.header('ETag', etagOf(version(outcome.value)));
  return reply.code(outcome.status).send(outcome.value);
}
