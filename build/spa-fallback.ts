import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` (what `npm start` serves) answers a path it cannot decode (`/%E0%A4%A`) with an
 * empty 404: its static and single-page middlewares give up on it. Such a path is still the
 * app's: it gets `index.html`, and the app's router shows its not-found page.
 */
export function spaFallbackForAnyPath(): Plugin {
  return {
    name: 'spa-fallback-for-any-path',
    configurePreviewServer(server) {
      const indexHtml = resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        try {
          decodeURI((req.url ?? '/').split('?')[0]);
          next();
        } catch {
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html');
          res.end(readFileSync(indexHtml));
        }
      });
    },
  };
}

/**
 * The API's paths: answered by the simulation in the page, or by a real backend; never by this
 * server.
 */
const API_PATH = /^\/api(?:[/?#]|$)/;

/**
 * What this server answers for an API path that reached it: the API's error shape (the contract's
 * `{ message, key }`).
 */
export const API_NOT_SERVED = {
  message: 'The API did not answer. Reload the page and try again.',
  key: 'apiUnavailable',
} as const;

type Next = () => void;
interface MinimalResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/**
 * Answers an API request that reached the server with 404 JSON. Without it, `vite preview` and
 * `vite dev` gave their single-page fallback (index.html, 200) for an API path the simulation no
 * longer answered, and the app read the page as data (issue 35.1).
 */
export function answerApiNotServed(req: { url?: string }, res: MinimalResponse, next: Next): void {
  if (!API_PATH.test(req.url ?? '')) return next();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(API_NOT_SERVED));
}

/**
 * Installs `answerApiNotServed` before the servers' own middlewares (static files, the single-page
 * fallback).
 */
export function apiNotServed(): Plugin {
  return {
    name: 'api-not-served',
    configurePreviewServer(server) {
      server.middlewares.use(answerApiNotServed);
    },
    configureServer(server) {
      server.middlewares.use(answerApiNotServed);
    },
  };
}
