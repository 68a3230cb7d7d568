/** The query string of a request, read once for every route. */
import type { FastifyRequest } from 'fastify';

/** The query string as the simulation reads it: every value of a repeated parameter kept. */
export function searchParamsOf(request: FastifyRequest): URLSearchParams {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}
