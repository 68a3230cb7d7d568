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
