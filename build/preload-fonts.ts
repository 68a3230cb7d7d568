import type { Plugin } from 'vite';

/**
 * Preloads the Latin faces the first screen draws its text in (Public Sans 400 for body text,
 * 500 and 600 for labels and headings), so the browser fetches them with the HTML instead of
 * after parsing the stylesheet. Text is never blocked: the faces are `font-display: swap`.
 * Only at build time (the hashed file names exist only in the bundle).
 */
export function preloadFonts(weights: readonly number[] = [400, 500, 600]): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) =>
          weights.some((w) =>
            new RegExp(`public-sans-latin-${w}-normal-[^/]*\\.woff2$`).test(file),
          ),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${base}${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
