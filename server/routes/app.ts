/**
 * The built app on the API's origin (`npm run server`, docs/server.md "The app on the server"):
 * a file of the build when the path names one, else `index.html`, whose router draws the page (a
 * deep link, a reload on any page). `/api/…` is never the app: a path the API does not answer
 * stays its 404 JSON. Files named after their content hash (`/assets/`) may be kept for good; the
 * page and the simulation's worker are asked again at every visit, since they are how a new build
 * is found. The app's own Content-Security-Policy replaces the API's (`default-src 'none'`, which
 * would stop every script), on these answers only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { CONTENT_SECURITY_POLICY } from '../../build/content-security-policy';

export interface AppRoutesOptions {
  /** The folder of the app's build (its `index.html` and `assets/`). */
  dir: string;
}

/** A year: the longest lifetime caches honour. */
const ONE_YEAR_S = 31_536_000;
export const IMMUTABLE = `public, max-age=${ONE_YEAR_S}, immutable`;
/** Stored, but checked with the server (ETag, Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

const API_PATH = /^\/api(?:[/?#]|$)/;

export async function appRoutes(app: FastifyInstance, { dir }: AppRoutesOptions): Promise<void> {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(
      `The app's build is missing: no index.html in ${dir} (npm run server builds it)`,
    );

  // On the answers of this plugin's routes only (the files and the page); the API keeps helmet's.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header(
      'cache-control',
      request.url.startsWith('/assets/') && reply.statusCode < 300 ? IMMUTABLE : REVALIDATE,
    );
    return payload;
  });

  await app.register(fastifyStatic, {
    root: dir,
    // One route per file of the build, listed at start: a path that names no file falls through
    // to the page below (the build does not change while the server runs).
    wildcard: false,
    index: false,
    serveDotFiles: false,
  });

  app.get('/*', (request, reply) => {
    if (API_PATH.test(request.url)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
