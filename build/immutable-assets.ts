import type { Plugin } from 'vite';

/** A year: the longest lifetime caches honour. */
const ONE_YEAR_S = 31_536_000;

/**
 * `vite preview` (what `npm start` serves) lets the browser keep the built files but ask again on
 * every visit (a 304 round trip each). Everything under `/assets/` is named after its content
 * hash, so a changed file is a new name: the browser may keep them for good and a returning user
 * (every signed-in page is a return) loads none of the ~100 script files over the network again.
 * `index.html` and the simulation's worker keep the default: they are how a new build is found.
 */
export function immutableAssets(): Plugin {
  return {
    name: 'immutable-assets',
    configurePreviewServer(server) {
      const assets = `${server.config.base}assets/`;
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').startsWith(assets))
          res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_S}, immutable`);
        next();
      });
    },
  };
}
