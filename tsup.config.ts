import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

import { PUBLIC_ENTRIES, reachableModules } from './scripts/package-modules';

/**
 * The library, one output file per source module (`src/components/ui/button.tsx` →
 * `dist/components/ui/button.js`), so a host's bundler keeps only the modules it imports: a
 * Button costs a few kB, and the map, charts and simulation are never pulled in by a table.
 * Each file is bundled on its own with every relative import left as an import of the
 * neighbouring output file, so nothing is duplicated. Declarations are bundled per public entry
 * (one `.d.ts` per entry resolves the same way under every TypeScript module setting).
 * Only modules a public entry reaches (statically or through a lazy import) are built: the demo
 * app's sample apps and anything else only the app, stories or tests use stay out of the package.
 * CSS is built by the Tailwind CLI right after (see `build:lib`); no module imports CSS.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
// Relative to the repository, as PUBLIC_ENTRIES are: tsup runs from there.
const SRC = resolve('src');

/**
 * The source file a relative specifier names (`./button` → `button.tsx`, `./ui` → `ui/index.ts`).
 */
function sourceFileOf(specifier: string, fromDir: string): string | undefined {
  const base = resolve(fromDir, specifier);
  const candidates = [
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => resolve(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Leaves every relative import external, pointing at the `.js` file its module becomes. */
const keepModulesApart: Plugin = {
  name: 'keep-modules-apart',
  setup(build) {
    // `@/x` (tsconfig's alias for `src/x`) is a relative import too: it becomes one here.
    build.onResolve({ filter: /^(\.\.?|@)\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const specifier = args.path.startsWith('@/') ? resolve(SRC, args.path.slice(2)) : args.path;
      const file = sourceFileOf(specifier, args.resolveDir);
      if (!file) return undefined; // not a source module (e.g. JSON): let esbuild resolve it
      let path = relative(args.resolveDir, file)
        .replace(/\\/g, '/')
        .replace(/\.tsx?$/, '.js');
      if (!path.startsWith('.')) path = `./${path}`;
      return { path, external: true };
    });
  },
};

export default defineConfig(async () => [
  {
    entry: await reachableModules(),
    format: ['esm'],
    outDir: 'dist',
    target: 'es2022',
    bundle: true,
    splitting: false,
    treeshake: false,
    sourcemap: false,
    clean: true,
    dts: false,
    // Packages stay imports of the host's copies (dependencies and peers alike).
    skipNodeModulesBundle: true,
    esbuildPlugins: [keepModulesApart],
    esbuildOptions(options) {
      options.outbase = 'src';
      options.jsx = 'automatic';
      // Arabic and Chinese catalogues as text, not \u escapes (three times the bytes).
      options.charset = 'utf8';
      // Whitespace and syntax minified, names kept: a host's stack traces and devtools still read,
      // and its bundler minifies the rest. Pure annotations survive, so tree-shaking is unchanged.
      options.minifyWhitespace = true;
      options.minifySyntax = true;
    },
  },
  {
    entry: PUBLIC_ENTRIES,
    format: ['esm'],
    outDir: 'dist',
    target: 'es2022',
    dts: { only: true },
    clean: false,
  },
]);
